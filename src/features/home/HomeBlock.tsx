import { Button, Card, Classes, Icon, NonIdealState, type IconName } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../shared/api-errors';

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
            <Icon icon="chevron-right" size={12} />
          </Link>
        )}
      </header>
      {children}
    </Card>
  );
}

export interface BlockStateProps {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  emptyIcon?: IconName;
  onRetry: () => void;
  /** Rows of the loading skeleton. */
  skeletonRows?: number;
  children: ReactNode;
}

/**
 * The states every home block has: a skeleton while its first answer loads, the error with
 * a retry when it failed, the empty text, else the content (kept while it refreshes).
 */
export function BlockState({ loading, error, empty, emptyText, emptyIcon = 'inbox', onRetry, skeletonRows = 3, children }: BlockStateProps) {
  const { t } = useTranslation();
  if (loading) return <BlockSkeleton rows={skeletonRows} />;
  if (error)
    return (
      <div className="home-block__state" data-testid="block-error" role="alert">
        <NonIdealState
          icon="error"
          title={t('home.block.loadFailed')}
          description={messageOfError(error)}
          action={<Button size="small" icon="refresh" text={t('home.block.retry')} onClick={onRetry} />}
        />
      </div>
    );
  if (empty)
    return (
      <div className="home-block__state home-block__state--empty" data-testid="block-empty">
        <Icon icon={emptyIcon} size={28} />
        <span>{emptyText}</span>
      </div>
    );
  return <>{children}</>;
}

export function BlockSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="home-skeleton" data-testid="block-loading" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="home-skeleton__row">
          <span className={`home-skeleton__avatar ${Classes.SKELETON}`} />
          <span className="home-skeleton__lines">
            <span className={`home-skeleton__line ${Classes.SKELETON}`} />
            <span className={`home-skeleton__line home-skeleton__line--short ${Classes.SKELETON}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
