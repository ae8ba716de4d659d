import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads for longer than a moment. */
export function PagePending() {
  const { t } = useTranslation();
  return (
    <div className="page-pending" role="status">
      <Spinner size={32} />
      <span>{t('common.loading')}</span>
    </div>
  );
}
