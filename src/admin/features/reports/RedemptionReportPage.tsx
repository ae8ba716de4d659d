import { useQuery } from '@apollo/client/react';
import { Tag } from '@blueprintjs/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RedemptionReportDocument, type RedemptionReportLineFragment, type RedemptionReportOrderField } from '../../../graphql/generated/reports';
import { formatDate } from '../../../shared/dates';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { examExportFilters, examReportSearch, type ExamReportSearch } from './exam-report-search';
import { ExamReportFilters } from './ExamReportFilters';
import { ExportButtons } from './ExportButtons';
import { Figure } from './ReportsPage';

const HIDEABLE = ['department', 'quantity'];
/** REST's sort of each column (the export reads the rows in the table's order). */
const REST_SORT: Record<RedemptionReportOrderField, string> = {
  NAME: 'name',
  DEPARTMENT: 'department',
  GOODS: 'goods',
  QUANTITY: 'quantity',
  POINTS: 'points',
  STATUS: 'status',
  REDEEMED_AT: 'created_at',
};

/**
 * The mall redemptions report: each redemption of the credits mall made in the days chosen
 * (person, department, goods, quantity, points, waiting or collected), and the totals of every
 * row found; filtered by department and days (the same address keys as the exam results
 * report), sorted by the server, exported with the same filters and order.
 */
export function RedemptionReportPage() {
  const { t, i18n } = useTranslation();
  const search = examReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<RedemptionReportOrderField>>({ key: 'REDEEMED_AT', direction: 'DESC' });
  const [pageSize, setPageSize] = useState(20);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const page = search.page ?? 1;
  const filter = (next: Partial<ExamReportSearch>) => void navigate({ to: '.', search: (previous: ExamReportSearch) => ({ ...previous, page: undefined, ...next }) } as never);
  const variables = { departmentId: search.department ? String(search.department) : null, fromDate: search.from ?? null, toDate: search.to ?? null, orderBy: sort.key, direction: sort.direction, page, pageSize };
  const { data, previousData, loading, error, refetch } = useQuery(RedemptionReportDocument, { variables, fetchPolicy: 'cache-and-network' });
  const shownData = data ?? previousData;
  const number = new Intl.NumberFormat(i18n.language);
  const totals = shownData?.redemptionReport.totals;

  const columns: Column<RedemptionReportLineFragment, RedemptionReportOrderField>[] = [
    { key: 'name', label: t('admin.redemptionReport.column.name'), cell: (row) => `${row.name} (${row.account})`, sortKey: 'NAME' },
    { key: 'department', label: t('admin.redemptionReport.column.department'), cell: (row) => row.departmentName ?? t('admin.redemptionReport.noDepartment'), sortKey: 'DEPARTMENT', hideable: true },
    { key: 'goods', label: t('admin.redemptionReport.column.goods'), cell: (row) => row.goodsTitle, sortKey: 'GOODS' },
    { key: 'quantity', label: t('admin.redemptionReport.column.quantity'), cell: (row) => number.format(row.quantity), sortKey: 'QUANTITY', hideable: true },
    { key: 'points', label: t('admin.redemptionReport.column.points'), cell: (row) => number.format(row.points), sortKey: 'POINTS' },
    {
      key: 'status',
      label: t('admin.redemptionReport.column.status'),
      cell: (row) => (
        <Tag minimal intent={row.status === 'COLLECTED' ? 'success' : 'warning'}>
          {t(`admin.redemptionReport.status.${row.status}`)}
        </Tag>
      ),
      sortKey: 'STATUS',
    },
    { key: 'redeemedAt', label: t('admin.redemptionReport.column.redeemedAt'), cell: (row) => formatDate(row.redeemedAt, i18n.language), sortKey: 'REDEEMED_AT' },
  ];

  return (
    <section aria-labelledby="admin-redemption-report-title">
      <div className="admin-page__head">
        <h1 id="admin-redemption-report-title" className="admin-page__title">
          {t('admin.redemptionReport.title')}
        </h1>
        <Link to={'/reports' as never} search={(search.department ? { department: search.department } : {}) as never}>
          {t('admin.reports.backToDashboard')}
        </Link>
      </div>
      <div className="admin-toolbar" role="search">
        <ExamReportFilters search={search} onChange={filter} />
        <ExportButtons report="redemptions" filters={{ ...examExportFilters(search), sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }} />
      </div>
      {!shownData && loading ? (
        <LoadingState rows={8} />
      ) : !shownData || !totals ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="admin-report-figures">
            <Figure testId="figure-redemptions" label={t('admin.redemptionReport.totals.redemptions')} value={number.format(totals.redemptions)} />
            <Figure testId="figure-points" label={t('admin.redemptionReport.totals.points')} value={number.format(totals.points)} />
            <Figure testId="figure-people" label={t('admin.redemptionReport.totals.people')} value={number.format(totals.people)} />
          </div>
          <DataTable
            caption={t('admin.redemptionReport.title')}
            columns={columns}
            rows={shownData.redemptionReport.nodes}
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
            total={shownData.redemptionReport.totalCount}
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
