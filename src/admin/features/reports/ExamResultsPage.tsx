import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamResultsReportDocument, type ExamResultsReportLineFragment, type ExamResultsReportOrderField } from '../../../graphql/generated/reports';
import { formatDate } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { examExportFilters, examReportFilters, examReportSearch, type ExamReportSearch } from './exam-report-search';
import { ExamReportFilters } from './ExamReportFilters';
import { ExportButtons } from './ExportButtons';

const HIDEABLE = ['examStart', 'attempts', 'averageTime'];
/** REST's sort of each column (the export reads the rows in the table's order). */
const REST_SORT: Record<ExamResultsReportOrderField, string> = {
  TITLE: 'title',
  EXAM_START: 'exam_start',
  ATTEMPTS: 'attempts',
  EXAMINEES: 'examinees',
  AVERAGE_SCORE: 'average_score',
  PASS_RATE: 'pass_rate',
  AVERAGE_TIME: 'average_seconds',
};

/**
 * The exam results report: each exam with marked attempts, its attempts, examinees, average
 * score, pass rate and average time (each examinee's best marked attempt); filtered by
 * department and days of submission, kept in the address; sorted by the server; exported with
 * the same filters and order. An exam's title opens its results.
 */
export function ExamResultsPage() {
  const { t, i18n } = useTranslation();
  const search = examReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<ExamResultsReportOrderField>>({ key: 'EXAM_START', direction: 'DESC' });
  const [pageSize, setPageSize] = useState(20);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const page = search.page ?? 1;
  const filter = (next: Partial<ExamReportSearch>) => void navigate({ to: '.', search: (previous: ExamReportSearch) => ({ ...previous, page: undefined, ...next }) } as never);
  const variables = { departmentId: search.department ? String(search.department) : null, fromDate: search.from ?? null, toDate: search.to ?? null, orderBy: sort.key, direction: sort.direction, page, pageSize };
  const { data, previousData, loading, error, refetch } = useQuery(ExamResultsReportDocument, { variables, fetchPolicy: 'cache-and-network' });
  const shownData = data ?? previousData;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const none = t('admin.reports.none');

  const columns: Column<ExamResultsReportLineFragment, ExamResultsReportOrderField>[] = [
    {
      key: 'title',
      label: t('admin.examReport.column.title'),
      cell: (row) => (
        <Link to={'/reports/exams/$examId' as never} params={{ examId: row.examId } as never} search={examReportFilters(search) as never} data-testid="exam-report-open">
          {row.title}
        </Link>
      ),
      sortKey: 'TITLE',
    },
    { key: 'examStart', label: t('admin.examReport.column.examStart'), cell: (row) => formatDate(row.examStart, i18n.language), sortKey: 'EXAM_START', hideable: true },
    { key: 'attempts', label: t('admin.examReport.column.attempts'), cell: (row) => number.format(row.attempts), sortKey: 'ATTEMPTS', hideable: true },
    { key: 'examinees', label: t('admin.examReport.column.examinees'), cell: (row) => number.format(row.examinees), sortKey: 'EXAMINEES' },
    {
      key: 'averageScore',
      label: t('admin.examReport.column.averageScore'),
      cell: (row) => (row.averageScore === null || row.averageScore === undefined ? none : t('admin.examReport.outOf', { score: number.format(row.averageScore), full: number.format(row.fullScore) })),
      sortKey: 'AVERAGE_SCORE',
    },
    { key: 'passRate', label: t('admin.examReport.column.passRate'), cell: (row) => (row.passRate === null || row.passRate === undefined ? none : percent.format(row.passRate)), sortKey: 'PASS_RATE' },
    {
      key: 'averageTime',
      label: t('admin.examReport.column.averageTime'),
      cell: (row) => (row.averageSeconds === null || row.averageSeconds === undefined ? none : t('admin.examReport.minutes', { value: number.format(Math.round(row.averageSeconds / 6) / 10) })),
      sortKey: 'AVERAGE_TIME',
      hideable: true,
    },
  ];

  return (
    <section aria-labelledby="admin-exam-report-title">
      <div className="admin-page__head">
        <h1 id="admin-exam-report-title" className="admin-page__title">
          {t('admin.examReport.title')}
        </h1>
        <Link to={'/reports' as never} search={(search.department ? { department: search.department } : {}) as never}>
          {t('admin.reports.backToDashboard')}
        </Link>
      </div>
      <div className="admin-toolbar" role="search">
        <ExamReportFilters search={search} onChange={filter} />
        <ExportButtons report="exams" filters={{ ...examExportFilters(search), sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }} />
      </div>
      <p className="bp6-text-muted">{t('admin.examReport.counted')}</p>
      {!shownData && loading ? (
        <LoadingState rows={8} />
      ) : !shownData ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('admin.examReport.title')}
            columns={columns}
            rows={shownData.examResultsReport.nodes}
            rowKey={(row) => row.examId}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              filter({});
            }}
            shown={shown}
            onShownChange={setShown}
          />
          <Pager
            total={shownData.examResultsReport.totalCount}
            page={page}
            limit={pageSize}
            onChange={(next, size) => {
              setPageSize(size);
              void navigate({ to: '.', search: (previous: ExamReportSearch) => ({ ...previous, page: next > 1 ? next : undefined }) } as never);
            }}
          />
        </>
      )}
    </section>
  );
}
