import { Card, Icon, type IconName } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface HomeBlockProps {
  title: string;
  icon: IconName;
  testId: string;
  /** The More link of the block. */
  more?: '/library' | '/news' | '/course';
  /** Controls at the right of the title (tabs of a ranking). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of the home page, with an optional More link. */
export function HomeBlock({ title, icon, testId, more, extra, className, children }: HomeBlockProps) {
  const { t } = useTranslation();
  const headingId = `${testId}-title`;
  return (
    <Card className={`home-block${className ? ` ${className}` : ''}`} data-testid={testId} role="region" aria-labelledby={headingId}>
      <header className="home-block__head">
        <h2 className="home-block__title" id={headingId} data-testid={headingId}>
          <Icon icon={icon} className="home-block__icon" />
          {title}
        </h2>
        {extra}
        {more && (
          <Link to={more} className="home-block__more" data-testid={`${testId}-more`}>
            {t('home.block.more')}
            {/* What there is more of, for screen readers and link lists ("More" three times says nothing). */}
            <span className="visually-hidden">{t(`home.block.moreOf.${more.slice(1) as 'course' | 'library' | 'news'}`)}</span>
            <Icon icon="chevron-right" size={12} />
          </Link>
        )}
      </header>
      {children}
    </Card>
  );
}
