import { Link, Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useAuthActor } from '../shared/auth-actor';
import type { SessionUser } from '../machines/auth';
import { LoadingState, RefusedState } from '../shared/state/LoadState';

/** What a role gate says to someone its pages are not for (keys under `refusal.`). */
export type RoleRefusal = 'examinerOnly' | 'teachingStaffOnly';

/**
 * The pages under a role gate (route tree: routes/root.tsx roleGate) for the roles `allowed`
 * admits; everyone else sees one refusal with the way home, and the pages are not drawn, so
 * they send no request the server would refuse. The server still refuses on its own.
 */
export function RoleGate({ allowed, refusal }: { allowed: (user: SessionUser) => boolean; refusal: RoleRefusal }) {
  const { t } = useTranslation();
  const user = useSelector(useAuthActor(), (s) => s.context.user);
  // The stored user is there from the start; without one the session is still loading it.
  if (!user) return <LoadingState />;
  if (allowed(user)) return <Outlet />;
  return (
    <RefusedState
      title={t('refusal.title')}
      message={t(`refusal.${refusal}`)}
      action={
        <Link to="/home" className="bp6-button" data-testid="refusal-home">
          {t('refusal.backHome')}
        </Link>
      }
    />
  );
}
