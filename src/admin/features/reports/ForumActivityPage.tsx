import { useQuery } from '@apollo/client/react';
import { HTMLTable, InputGroup } from '@blueprintjs/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumActivityReportDocument, type ForumActivityReportLineFragment, type ForumActivityReportOrderField } from '../../../graphql/generated/reports';
import { EmptyState } from '../../../shared/state/LoadState';
import type { Column, Sort } from '../../shared/DataTable';
import { forumReportSearch, type ForumReportSearch } from './forum-report-search';
import { DepartmentFilter } from './DepartmentFilter';
import { ExportButtons } from './ExportButtons';
import { ReportTable } from './ReportTable';
import { Figure } from './ReportsPage';

const HIDEABLE = ['comments', 'likesReceived'];
/** REST's sort of each column (the export reads the rows in the table's order). */
const REST_SORT: Record<ForumActivityReportOrderField, string> = {
  MONTH: 'month',
  DEPARTMENT: 'department',
  POSTS: 'posts',
  COMMENTS: 'comments',
  LIKES_RECEIVED: 'likes_received',
  ACTIVE_PEOPLE: 'active_people',
};

/**
 * The forum activity report: posts, comments and replies, likes received and active people of
 * each department (its own people) and month, the range's totals and its top posters; filtered
 * by department and months (the last twelve by default), kept in the address; sorted by the
 * server; exported with the same filters and order.
 */
export function ForumActivityPage() {
  const { t, i18n } = useTranslation();
  const search = forumReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<ForumActivityReportOrderField>>({ key: 'MONTH', direction: 'DESC' });
  const [pageSize, setPageSize] = useState(20);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const page = search.page ?? 1;
  const department = search.department ? String(search.department) : undefined;
  const filter = (next: Partial<ForumReportSearch>) => void navigate({ to: '.', search: (previous: ForumReportSearch) => ({ ...previous, page: undefined, ...next }) } as never);
  const variables = { departmentId: department ?? null, fromMonth: search.from ?? null, toMonth: search.to ?? null, orderBy: sort.key, direction: sort.direction, page, pageSize };
  const { data, previousData, loading, error, refetch } = useQuery(ForumActivityReportDocument, { variables, fetchPolicy: 'cache-and-network' });
  const report = (data ?? previousData)?.forumActivityReport;
  const number = new Intl.NumberFormat(i18n.language);
  const totals = report?.totals;

  const columns: Column<ForumActivityReportLineFragment, ForumActivityReportOrderField>[] = [
    { key: 'month', label: t('admin.forumReport.column.month'), cell: (row) => row.month, sortKey: 'MONTH' },
    { key: 'department', label: t('admin.forumReport.column.department'), cell: (row) => row.departmentName ?? t('admin.reports.noDepartment'), sortKey: 'DEPARTMENT' },
    { key: 'posts', label: t('admin.forumReport.column.posts'), cell: (row) => number.format(row.posts), sortKey: 'POSTS' },
    { key: 'comments', label: t('admin.forumReport.column.comments'), cell: (row) => number.format(row.comments), sortKey: 'COMMENTS', hideable: true },
    { key: 'likesReceived', label: t('admin.forumReport.column.likesReceived'), cell: (row) => number.format(row.likesReceived), sortKey: 'LIKES_RECEIVED', hideable: true },
    { key: 'activePeople', label: t('admin.forumReport.column.activePeople'), cell: (row) => number.format(row.activePeople), sortKey: 'ACTIVE_PEOPLE' },
  ];

  return (
    <section aria-labelledby="admin-forum-report-title">
      <div className="admin-page__head">
        <h1 id="admin-forum-report-title" className="admin-page__title">
          {t('admin.forumReport.title')}
        </h1>
        <Link to={'/reports' as never} search={(search.department ? { department: search.department } : {}) as never}>
          {t('admin.reports.backToDashboard')}
        </Link>
      </div>
      <div className="admin-toolbar" role="search">
        <DepartmentFilter value={department ?? ''} onChange={(chosen) => filter({ department: chosen ? Number(chosen) : undefined })} />
        <InputGroup
          type="month"
          aria-label={t('admin.forumReport.fromMonth')}
          title={t('admin.forumReport.fromMonth')}
          value={search.from ?? report?.fromMonth ?? ''}
          max={search.to ?? report?.toMonth}
          onValueChange={(from) => filter({ from: from || undefined })}
          data-testid="forum-report-from"
        />
        <InputGroup
          type="month"
          aria-label={t('admin.forumReport.toMonth')}
          title={t('admin.forumReport.toMonth')}
          value={search.to ?? report?.toMonth ?? ''}
          min={search.from ?? report?.fromMonth}
          onValueChange={(to) => filter({ to: to || undefined })}
          data-testid="forum-report-to"
        />
        <ExportButtons
          report="forum"
          filters={{ department_id: department, from: report?.fromMonth ?? search.from, to: report?.toMonth ?? search.to, sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }}
        />
      </div>
      <p className="bp6-text-muted">{t('admin.forumReport.counted')}</p>
      {totals && (
        <>
          <div className="admin-report-figures">
            <Figure testId="figure-posts" label={t('admin.forumReport.figure.posts')} value={number.format(totals.posts)} />
            <Figure testId="figure-comments" label={t('admin.forumReport.figure.comments')} value={number.format(totals.comments)} />
            <Figure testId="figure-likes" label={t('admin.forumReport.figure.likesReceived')} value={number.format(totals.likesReceived)} />
            <Figure
              testId="figure-active-people"
              label={t('admin.forumReport.figure.activePeople')}
              value={number.format(totals.activePeople)}
              detail={t('admin.forumReport.figure.activePeopleDetail')}
            />
          </div>
          <h2 id="forum-top-posters-title" className="admin-report-subtitle">
            {t('admin.forumReport.topPosters')}
          </h2>
          {totals.topPosters.length === 0 ? (
            <EmptyState size="small" title={t('admin.forumReport.noPosters')} />
          ) : (
            <HTMLTable className="admin-table admin-report-side-table" compact striped aria-labelledby="forum-top-posters-title" data-testid="forum-top-posters">
              <thead>
                <tr>
                  <th scope="col">{t('admin.forumReport.column.name')}</th>
                  <th scope="col">{t('admin.forumReport.column.department')}</th>
                  <th scope="col">{t('admin.forumReport.column.posts')}</th>
                  <th scope="col">{t('admin.forumReport.column.comments')}</th>
                  <th scope="col">{t('admin.forumReport.column.likesReceived')}</th>
                </tr>
              </thead>
              <tbody>
                {totals.topPosters.map((poster) => (
                  <tr key={poster.userId}>
                    <td>{poster.name}</td>
                    <td>{poster.departmentName ?? t('admin.reports.noDepartment')}</td>
                    <td>{number.format(poster.posts)}</td>
                    <td>{number.format(poster.comments)}</td>
                    <td>{number.format(poster.likesReceived)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          <h2 className="admin-report-subtitle">{t('admin.forumReport.tableTitle')}</h2>
        </>
      )}
      <ReportTable
        rows={report?.nodes}
        total={report?.totalCount ?? 0}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        caption={t('admin.forumReport.tableTitle')}
        columns={columns}
        rowKey={(row) => row.id}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          filter({});
        }}
        shown={shown}
        onShownChange={setShown}
        page={page}
        pageSize={pageSize}
        onPage={(next, size) => {
          setPageSize(size);
          void navigate({ to: '.', search: (previous: ForumReportSearch) => ({ ...previous, page: next > 1 ? next : undefined }) } as never);
        }}
      />
    </section>
  );
}
