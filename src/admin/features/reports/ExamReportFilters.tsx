import { InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DepartmentFilter } from './DepartmentFilter';
import type { ExamReportSearch } from './exam-report-search';

/**
 * The exam results report's filters: a department (with those below it) and the first and last
 * day the attempts were submitted; each change goes to the address (`onChange`), the page reset.
 */
export function ExamReportFilters({ search, onChange }: { search: ExamReportSearch; onChange: (next: Partial<ExamReportSearch>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DepartmentFilter value={search.department ? String(search.department) : ''} onChange={(department) => onChange({ department: department ? Number(department) : undefined })} />
      <InputGroup
        type="date"
        aria-label={t('admin.examReport.from')}
        title={t('admin.examReport.from')}
        value={search.from ?? ''}
        max={search.to}
        onValueChange={(from) => onChange({ from: from || undefined })}
        data-testid="exam-report-from"
      />
      <InputGroup
        type="date"
        aria-label={t('admin.examReport.to')}
        title={t('admin.examReport.to')}
        value={search.to ?? ''}
        min={search.from}
        onValueChange={(to) => onChange({ to: to || undefined })}
        data-testid="exam-report-to"
      />
    </>
  );
}
