import { useQuery } from '@apollo/client/react';
import { HTMLSelect, ProgressBar, Tag } from '@blueprintjs/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionReportDocument, type CompletionReportLineFragment, type CompletionReportOrderField } from '../../../graphql/generated/reports';
import { formatDateTime } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { DepartmentFilter } from './DepartmentFilter';
import { ExportButtons } from './ExportButtons';
import { reportSearch, type ReportSearch } from './search';

const HIDEABLE = ['account', 'department', 'progress', 'finishedAt', 'deadline'];
const KINDS = ['COURSE', 'TASK', 'ONLINE_TRAINING', 'MAP', 'TRAINING'] as const;
const STATUSES = ['FINISHED', 'UNFINISHED', 'OVERDUE'] as const;
/** REST's sort of each column (the export reads the rows in the table's order). */
const REST_SORT: Record<CompletionReportOrderField, string> = { NAME: 'name', ACCOUNT: 'account', DEPARTMENT: 'department', KIND: 'kind', ITEM: 'item', STATUS: 'status', PROGRESS: 'progress', DEADLINE: 'deadline', FINISHED_AT: 'finished_at' };
const REST_KIND = { COURSE: 'course', TASK: 'task', ONLINE_TRAINING: 'online_training', MAP: 'map', TRAINING: 'training' } as const;

/**
 * The completion report: each person's required courses, tasks, online trainings, maps and
 * offline trainings, finished or not with the deadline; filtered by department (with its
 * sub-departments), type and status, all kept in the address; sorted by the server; exported
 * to XLSX or CSV with the same filters and order.
 */
export function CompletionReportPage() {
  const { t, i18n } = useTranslation();
  const search = reportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<CompletionReportOrderField>>({ key: 'NAME', direction: 'ASC' });
  const [pageSize, setPageSize] = useState(20);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const page = search.page ?? 1;
  const filter = (next: Partial<ReportSearch>) => void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, page: undefined, ...next }) } as never);
  const variables = { departmentId: search.department ? String(search.department) : null, kind: search.kind ?? null, status: search.status ?? null, orderBy: sort.key, direction: sort.direction, page, pageSize };
  const { data, previousData, loading, error, refetch } = useQuery(CompletionReportDocument, { variables, fetchPolicy: 'cache-and-network' });
  const shownData = data ?? previousData;

  const columns: Column<CompletionReportLineFragment, CompletionReportOrderField>[] = [
    { key: 'name', label: t('admin.reports.column.name'), cell: (row) => row.name, sortKey: 'NAME' },
    { key: 'account', label: t('admin.reports.column.account'), cell: (row) => row.account, sortKey: 'ACCOUNT', hideable: true },
    { key: 'department', label: t('admin.reports.column.department'), cell: (row) => row.departmentName ?? t('admin.reports.noDepartment'), sortKey: 'DEPARTMENT', hideable: true },
    { key: 'kind', label: t('admin.reports.column.kind'), cell: (row) => t(`admin.reports.kindName.${row.kind}`), sortKey: 'KIND' },
    { key: 'item', label: t('admin.reports.column.item'), cell: (row) => row.itemTitle, sortKey: 'ITEM' },
    {
      key: 'status',
      label: t('admin.reports.column.status'),
      cell: (row) => {
        const status = row.finished ? 'FINISHED' : row.overdue ? 'OVERDUE' : 'UNFINISHED';
        return (
          <Tag minimal intent={status === 'FINISHED' ? 'success' : status === 'OVERDUE' ? 'danger' : 'warning'}>
            {t(`admin.reports.statusName.${status}`)}
          </Tag>
        );
      },
      sortKey: 'STATUS',
    },
    {
      key: 'progress',
      label: t('admin.reports.column.progress'),
      cell: (row) => (
        <span className="admin-report-progress">
          <ProgressBar value={row.progress / 100} stripes={false} animate={false} intent={row.finished ? 'success' : 'primary'} aria-hidden />
          <span>{row.progress}%</span>
        </span>
      ),
      sortKey: 'PROGRESS',
      hideable: true,
    },
    { key: 'finishedAt', label: t('admin.reports.column.finishedAt'), cell: (row) => (row.finishedAt ? formatDateTime(row.finishedAt, i18n.language) : t('admin.reports.none')), sortKey: 'FINISHED_AT', hideable: true },
    { key: 'deadline', label: t('admin.reports.column.deadline'), cell: (row) => (row.deadline ? formatDateTime(row.deadline, i18n.language) : t('admin.reports.none')), sortKey: 'DEADLINE', hideable: true },
  ];

  return (
    <section aria-labelledby="admin-completion-title">
      <div className="admin-page__head">
        <h1 id="admin-completion-title" className="admin-page__title">
          {t('admin.reports.completionTitle')}
        </h1>
        <Link to={'/reports' as never} search={(search.department ? { department: search.department } : {}) as never}>
          {t('admin.reports.backToDashboard')}
        </Link>
      </div>
      <div className="admin-toolbar" role="search">
        <DepartmentFilter value={search.department ? String(search.department) : ''} onChange={(department) => filter({ department: department ? Number(department) : undefined })} />
        <HTMLSelect aria-label={t('admin.reports.kind')} value={search.kind ?? ''} onChange={(event) => filter({ kind: (event.target.value || undefined) as ReportSearch['kind'] })} data-testid="report-kind">
          <option value="">{t('admin.reports.allKinds')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.reports.kindName.${kind}`)}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect aria-label={t('admin.reports.status')} value={search.status ?? ''} onChange={(event) => filter({ status: (event.target.value || undefined) as ReportSearch['status'] })} data-testid="report-status">
          <option value="">{t('admin.reports.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.reports.statusName.${status}`)}
            </option>
          ))}
        </HTMLSelect>
        <ExportButtons
          report="completion"
          filters={{ department_id: search.department ? String(search.department) : undefined, kind: search.kind ? REST_KIND[search.kind] : undefined, status: search.status?.toLowerCase(), sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }}
        />
      </div>
      {!shownData && loading ? (
        <LoadingState rows={8} />
      ) : !shownData ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('admin.reports.completionTitle')}
            columns={columns}
            rows={shownData.completionReport.nodes}
            rowKey={(row) => row.id}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              filter({});
            }}
            shown={shown}
            onShownChange={setShown}
          />
          <Pager
            total={shownData.completionReport.totalCount}
            page={page}
            limit={pageSize}
            onChange={(next, size) => {
              setPageSize(size);
              void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, page: next > 1 ? next : undefined }) } as never);
            }}
          />
        </>
      )}
    </section>
  );
}
