import { useQuery } from '@apollo/client/react';
import { Tag, type Intent } from '@blueprintjs/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefenceResultsReportDocument, type DefenceResult, type DefenceResultsReportLineFragment, type DefenceResultsReportOrderField } from '../../../graphql/generated/reports';
import { formatDate } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { defenceReportSearch, type DefenceReportSearch } from './defence-report-search';
import { examExportFilters } from './exam-report-search';
import { ExamReportFilters } from './ExamReportFilters';
import { ExportButtons } from './ExportButtons';
import { Figure } from './ReportsPage';

const HIDEABLE = ['department', 'startsAt'];
/** REST's sort of each column (the export reads the rows in the table's order). */
const REST_SORT: Record<DefenceResultsReportOrderField, string> = { NAME: 'name', DEPARTMENT: 'department', TITLE: 'title', STARTS_AT: 'starts_at', SCORE: 'score', RESULT: 'result' };
const RESULT_INTENT: Record<DefenceResult, Intent> = { PASSED: 'success', FAILED: 'danger', NOT_ASSESSED: 'none' };

/**
 * The defence results report: each participant of the defences starting in the days chosen,
 * with the score and the result (passed, failed, absent or not assessed), and the totals of
 * every row found; filtered by department and days, kept in the address; sorted by the server;
 * exported with the same filters and order.
 */
export function DefenceResultsPage() {
  const { t, i18n } = useTranslation();
  const search = defenceReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<DefenceResultsReportOrderField>>({ key: 'STARTS_AT', direction: 'DESC' });
  const [pageSize, setPageSize] = useState(20);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const page = search.page ?? 1;
  const filter = (next: Partial<DefenceReportSearch>) => void navigate({ to: '.', search: (previous: DefenceReportSearch) => ({ ...previous, page: undefined, ...next }) } as never);
  const variables = { departmentId: search.department ? String(search.department) : null, fromDate: search.from ?? null, toDate: search.to ?? null, orderBy: sort.key, direction: sort.direction, page, pageSize };
  const { data, previousData, loading, error, refetch } = useQuery(DefenceResultsReportDocument, { variables, fetchPolicy: 'cache-and-network' });
  const shownData = data ?? previousData;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const none = t('admin.reports.none');
  const totals = shownData?.defenceResultsReport.totals;

  const columns: Column<DefenceResultsReportLineFragment, DefenceResultsReportOrderField>[] = [
    { key: 'name', label: t('admin.defenceReport.column.name'), cell: (row) => `${row.name} (${row.account})`, sortKey: 'NAME' },
    { key: 'department', label: t('admin.defenceReport.column.department'), cell: (row) => row.departmentName ?? t('admin.defenceReport.noDepartment'), sortKey: 'DEPARTMENT', hideable: true },
    { key: 'title', label: t('admin.defenceReport.column.title'), cell: (row) => row.title, sortKey: 'TITLE' },
    { key: 'startsAt', label: t('admin.defenceReport.column.startsAt'), cell: (row) => formatDate(row.startsAt, i18n.language), sortKey: 'STARTS_AT', hideable: true },
    {
      key: 'score',
      label: t('admin.defenceReport.column.score'),
      cell: (row) => (row.score === null || row.score === undefined ? none : t('admin.defenceReport.outOf', { score: number.format(row.score), full: number.format(row.fullScore) })),
      sortKey: 'SCORE',
    },
    {
      key: 'result',
      label: t('admin.defenceReport.column.result'),
      cell: (row) => (
        <Tag minimal intent={RESULT_INTENT[row.result]}>
          {t(`admin.defenceReport.result.${row.result}`)}
        </Tag>
      ),
      sortKey: 'RESULT',
    },
  ];

  return (
    <section aria-labelledby="admin-defence-report-title">
      <div className="admin-page__head">
        <h1 id="admin-defence-report-title" className="admin-page__title">
          {t('admin.defenceReport.title')}
        </h1>
        <Link to={'/reports' as never} search={(search.department ? { department: search.department } : {}) as never}>
          {t('admin.reports.backToDashboard')}
        </Link>
      </div>
      <div className="admin-toolbar" role="search">
        <ExamReportFilters search={search} onChange={filter} />
        <ExportButtons report="defences" filters={{ ...examExportFilters(search), sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }} />
      </div>
      <p className="bp6-text-muted">{t('admin.defenceReport.counted')}</p>
      {!shownData && loading ? (
        <LoadingState rows={8} />
      ) : !shownData || !totals ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="admin-report-figures">
            <Figure testId="figure-participants" label={t('admin.defenceReport.totals.participants')} value={number.format(totals.participants)} />
            <Figure testId="figure-assessed" label={t('admin.defenceReport.totals.assessed')} value={number.format(totals.assessed)} />
            <Figure testId="figure-passed" label={t('admin.defenceReport.totals.passed')} value={number.format(totals.passed)} />
            <Figure testId="figure-pass-rate" label={t('admin.defenceReport.totals.passRate')} value={totals.passRate === null || totals.passRate === undefined ? none : percent.format(totals.passRate)} />
          </div>
          <DataTable
            caption={t('admin.defenceReport.title')}
            columns={columns}
            rows={shownData.defenceResultsReport.nodes}
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
            total={shownData.defenceResultsReport.totalCount}
            page={page}
            limit={pageSize}
            onChange={(next, size) => {
              setPageSize(size);
              void navigate({ to: '.', search: (previous: DefenceReportSearch) => ({ ...previous, page: next > 1 ? next : undefined }) } as never);
            }}
          />
        </>
      )}
    </section>
  );
}
