import { useQuery } from '@apollo/client/react';
import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ReportDepartmentsDocument } from '../../../graphql/generated/reports';
import { DepartmentOptions } from '../organisation/organisation-changes';

/** The reports' department picker: a department's rows include those of the departments below it. */
export function DepartmentFilter({ value, onChange }: { value: string; onChange: (department: string) => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(ReportDepartmentsDocument, { fetchPolicy: 'cache-first' });
  return (
    <HTMLSelect aria-label={t('admin.reports.department')} value={value} onChange={(event) => onChange(event.target.value)} data-testid="report-department">
      <option value="">{t('admin.reports.allDepartments')}</option>
      <DepartmentOptions units={data?.departments ?? []} />
    </HTMLSelect>
  );
}
