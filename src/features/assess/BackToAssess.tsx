import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { returnHref, useTrail } from '../../shared/trail/trail';

/**
 * "Back to teaching management": to the list as it was left (its area, tab, filters and page,
 * kept in its address and found in the trail), else its first view.
 */
export function BackToAssess({ children, className = 'bp6-button' }: { children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const href = returnHref(useTrail(), '/member/memberAssess');
  return (
    <a
      href={href}
      className={className}
      data-testid="back-to-assess"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
