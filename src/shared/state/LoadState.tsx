import { Button, Classes, Icon, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusal, messageOfError } from '../api-errors';
import './load-state.css';

/**
 * The one look of what a page or a block of a page shows while its data is not there: loading,
 * failed (the server's message and a retry), empty, and refused (the server will not show it:
 * no access, expired, locked). Loading is a status and a failure or refusal an alert to
 * assistive technology. Test ids name the state: block-loading, block-error, block-empty, and
 * refusal on the refusal's message.
 */

/** `small`: the state fills a block of a page (a home card, a tab), not the page. */
type Size = 'page' | 'small';

/** Loading: a skeleton of `rows` rows where the content is a list of that shape, else a spinner. */
export function LoadingState({ rows }: { rows?: number }) {
  const { t } = useTranslation();
  if (rows)
    return (
      <div className="load-skeleton" role="status" data-testid="block-loading" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="load-skeleton__row">
            <span className={`load-skeleton__avatar ${Classes.SKELETON}`} />
            <span className="load-skeleton__lines">
              <span className={`load-skeleton__line ${Classes.SKELETON}`} />
              <span className={`load-skeleton__line load-skeleton__line--short ${Classes.SKELETON}`} />
            </span>
          </div>
        ))}
      </div>
    );
  return (
    <div className="load-state__spinner" role="status" data-testid="block-loading" aria-busy="true">
      <Spinner size={32} />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export interface ErrorStateProps {
  /** The failure, whose message (the server's when it sent one) is shown. */
  error?: unknown;
  /** What could not be loaded (by default a plain "could not load"). */
  title?: string;
  onRetry?: () => void;
  /** A way on besides retrying (back to a list). */
  action?: ReactNode;
  size?: Size;
}

/** Failed: what could not be loaded, the server's message, and a retry. */
export function ErrorState({ error, title, onRetry, action, size = 'page' }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={`load-state load-state--${size}`} role="alert" data-testid="block-error">
      <NonIdealState
        icon="error"
        title={title ?? t('common.loadFailed')}
        description={error ? messageOfError(error) : undefined}
        action={
          <>
            {onRetry && <Button size={size === 'small' ? 'small' : 'medium'} icon="refresh" text={t('common.retry')} onClick={onRetry} />}
            {action}
          </>
        }
      />
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: IconName;
  size?: Size;
}

/** Empty: the list has nothing (yet); in a block one muted line under its icon. */
export function EmptyState({ title, description, icon = 'inbox', size = 'page' }: EmptyStateProps) {
  if (size === 'small')
    return (
      <div className="load-state__line" data-testid="block-empty">
        <Icon icon={icon} size={28} />
        <span>{title}</span>
      </div>
    );
  return (
    <div className="load-state" data-testid="block-empty">
      <NonIdealState icon={icon} title={title} description={description} />
    </div>
  );
}

/**
 * Refused: the server will not show it (no access, expired, locked, a bad link), or the page
 * is not for the caller's role; its message (the server's, or `message`) and the way back.
 */
export function RefusedState({ error, message, title, action }: { error?: unknown; message?: string; title: string; action?: ReactElement }) {
  return (
    <div className="load-state" role="alert" data-testid="block-refused">
      <NonIdealState icon="disable" title={title} description={<span data-testid="refusal">{message ?? messageOfError(error)}</span>} action={action} />
    </div>
  );
}

/** A page opened without a valid id: nothing is asked of the server; the way back. */
export function NotFoundState({ action }: { action?: ReactElement }) {
  const { t } = useTranslation();
  return (
    <div className="load-state" role="alert" data-testid="block-not-found">
      <NonIdealState icon="search" title={t('refusal.notFoundTitle')} description={<span data-testid="refusal">{t('refusal.missingId')}</span>} action={action} />
    </div>
  );
}

export interface LoadStateProps {
  /** Loading with nothing to show yet (content already there stays while it refreshes). */
  loading: boolean;
  /** A failure with nothing to show. */
  error: unknown;
  errorTitle?: string;
  onRetry: () => void;
  /** Nothing to list: shows emptyTitle. */
  empty?: boolean;
  emptyTitle?: string;
  /** A hint under emptyTitle (what to do about it). */
  emptyDescription?: string;
  emptyIcon?: IconName;
  /** Rows of the loading skeleton; without them a spinner. */
  skeletonRows?: number;
  size?: Size;
  /** The title of a refusal (the server will not show it): then its message and `refusedAction`, no retry. */
  refusedTitle?: string;
  /** The way back from a refusal. */
  refusedAction?: ReactElement;
  children: ReactNode;
}

/** The states in their order: loading, else refused or failed, else empty, else the content. */
export function LoadState({ loading, error, errorTitle, onRetry, empty, emptyTitle, emptyDescription, emptyIcon, skeletonRows, size, refusedTitle, refusedAction, children }: LoadStateProps) {
  if (loading) return <LoadingState rows={skeletonRows} />;
  if (error && refusedTitle !== undefined && isRefusal(error)) return <RefusedState error={error} title={refusedTitle} action={refusedAction} />;
  if (error) return <ErrorState error={error} title={errorTitle} onRetry={onRetry} size={size} />;
  if (empty) return <EmptyState title={emptyTitle ?? ''} description={emptyDescription} icon={emptyIcon} size={size} />;
  return <>{children}</>;
}

/** What QueryState reads of an Apollo query: useQuery's result, or these four of it. */
export interface QueryLike {
  loading: boolean;
  error?: unknown;
  /** The answer; while it is absent the query's states stand in for the content. */
  data?: unknown;
  refetch: () => Promise<unknown>;
}

/** Whether the query has an answer to show (its states stand in for it until then). */
export function hasAnswer(query: QueryLike): boolean {
  return query.data !== undefined && query.data !== null;
}

export interface QueryStateProps extends Omit<LoadStateProps, 'loading' | 'error' | 'onRetry'> {
  query: QueryLike;
}

/**
 * LoadState for the content of one query: loading and a failure (retried by asking again) show
 * only while there is no answer to show, so an answer stays on screen while it is asked again.
 */
export function QueryState({ query, ...states }: QueryStateProps) {
  const absent = !hasAnswer(query);
  return <LoadState loading={query.loading && absent} error={absent ? query.error : null} onRetry={() => void query.refetch()} {...states} />;
}
