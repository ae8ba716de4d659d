import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../shared/api-errors';

/** Loading and error states of the exam pages. */
export function Loading() {
  return (
    <div className="exam-page__state" data-testid="loading">
      <Spinner size={40} />
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="exam-page__state"
      icon="error"
      title={t('exams.common.loadFailed')}
      description={messageOfError(error)}
      action={onRetry ? <Button icon="refresh" text={t('exams.common.retry')} onClick={onRetry} /> : undefined}
    />
  );
}
