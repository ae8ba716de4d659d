import { useQuery } from '@apollo/client/react';
import { Card, Elevation } from '@blueprintjs/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDashboardDocument, StudyReportDocument, type StudyReportLineFragment, type StudyReportOrderField } from '../../../graphql/generated/reports';
import { Pager } from '../../../shared/grid/Pager';
import { ErrorState, LoadingState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { DepartmentFilter } from './DepartmentFilter';
import { ExportButtons } from './ExportButtons';
import { reportSearch, type ReportSearch } from './search';
import { hours, StudyChart } from './StudyChart';

const REST_SORT: Record<StudyReportOrderField, string> = { MONTH: 'month', DEPARTMENT: 'department', PEOPLE: 'people', LEARNERS: 'learners', STUDY_TIME: 'study_seconds', CREDITS: 'credits' };

/** A headline figure: its label, its number and a line under it. */
export function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Card elevation={Elevation.ONE} className="admin-report-figure" data-testid={testId}>
      <div className="admin-report-figure__label">{label}</div>
      <div className="admin-report-figure__value">{value}</div>
      {detail && <div className="admin-report-figure__detail">{detail}</div>}
    </Card>
  );
}

/**
 * The reports' overview: the last twelve months' study time and credits and the completion
 * figures of the company or of a department (with the departments below it, kept in the
 * address), study time by month as a chart, and the study report's table below it, whose rows
 * the figures and the chart sum, with its exports. The completion report is one link away.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const search = reportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<StudyReportOrderField>>({ key: 'MONTH', direction: 'DESC' });
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const departmentId = search.department ? String(search.department) : null;
  const dashboard = useQuery(ReportDashboardDocument, { variables: { departmentId }, fetchPolicy: 'cache-and-network' });
  const figures = dashboard.data?.reportDashboard ?? dashboard.previousData?.reportDashboard;
  const study = useQuery(StudyReportDocument, {
    variables: { departmentId, fromMonth: figures?.fromMonth ?? null, toMonth: figures?.toMonth ?? null, orderBy: sort.key, direction: sort.direction, page: paging.page, pageSize: paging.pageSize },
    skip: !figures,
    fetchPolicy: 'cache-and-network',
  });
  const rows = study.data ?? study.previousData;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });

  const columns: Column<StudyReportLineFragment, StudyReportOrderField>[] = [
    { key: 'month', label: t('admin.reports.column.month'), cell: (row) => row.month, sortKey: 'MONTH' },
    { key: 'department', label: t('admin.reports.column.department'), cell: (row) => row.departmentName ?? t('admin.reports.noDepartment'), sortKey: 'DEPARTMENT' },
    { key: 'people', label: t('admin.reports.column.people'), cell: (row) => number.format(row.people), sortKey: 'PEOPLE', hideable: true },
    { key: 'learners', label: t('admin.reports.column.learners'), cell: (row) => number.format(row.learners), sortKey: 'LEARNERS', hideable: true },
    { key: 'studyTime', label: t('admin.reports.column.studyTime'), cell: (row) => number.format(hours(row.studySeconds)), sortKey: 'STUDY_TIME' },
    { key: 'credits', label: t('admin.reports.column.credits'), cell: (row) => number.format(row.credits), sortKey: 'CREDITS' },
  ];
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(['people', 'learners']));

  return (
    <section aria-labelledby="admin-reports-title">
      <div className="admin-page__head">
        <h1 id="admin-reports-title" className="admin-page__title">
          {t('admin.reports.dashboard')}
        </h1>
        <div className="admin-report-links">
          <Link to={'/reports/completion' as never} search={(search.department ? { department: search.department } : {}) as never} className="bp6-button bp6-intent-primary" data-testid="open-completion">
            {t('admin.reports.openCompletion')}
          </Link>
          <Link to={'/reports/exams' as never} search={(search.department ? { department: search.department } : {}) as never} className="bp6-button" data-testid="open-exams">
            {t('admin.examReport.open')}
          </Link>
          <Link to={'/reports/defences' as never} search={(search.department ? { department: search.department } : {}) as never} className="bp6-button" data-testid="open-defences">
            {t('admin.defenceReport.open')}
          </Link>
          <Link to={'/reports/redemptions' as never} search={(search.department ? { department: search.department } : {}) as never} className="bp6-button" data-testid="open-redemptions">
            {t('admin.redemptionReport.open')}
          </Link>
          <Link to={'/reports/forum' as never} search={(search.department ? { department: search.department } : {}) as never} className="bp6-button" data-testid="open-forum">
            {t('admin.forumReport.open')}
          </Link>
        </div>
      </div>
      <div className="admin-toolbar" role="search">
        <DepartmentFilter
          value={search.department ? String(search.department) : ''}
          onChange={(department) => {
            setPaging({ ...paging, page: 1 });
            void navigate({ to: '.', search: (previous: ReportSearch) => ({ ...previous, department: department ? Number(department) : undefined }) } as never);
          }}
        />
        {figures && <span className="bp6-text-muted">{t('admin.reports.months', { from: figures.fromMonth, to: figures.toMonth })}</span>}
      </div>
      {!figures && dashboard.loading ? (
        <LoadingState rows={6} />
      ) : !figures ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <div className="admin-report-figures">
            <Figure testId="figure-study" label={t('admin.reports.figure.studyTime')} value={number.format(hours(figures.studySeconds))} />
            <Figure testId="figure-credits" label={t('admin.reports.figure.credits')} value={number.format(figures.credits)} />
            <Figure
              testId="figure-completion"
              label={t('admin.reports.figure.completion')}
              value={percent.format(figures.completion.assigned ? figures.completion.finished / figures.completion.assigned : 0)}
              detail={t('admin.reports.figure.completionDetail', { finished: number.format(figures.completion.finished), assigned: number.format(figures.completion.assigned) })}
            />
            <Figure
              testId="figure-overdue"
              label={t('admin.reports.figure.overdue')}
              value={number.format(figures.completion.overdue)}
              detail={t('admin.reports.figure.overdueDetail', { unfinished: number.format(figures.completion.unfinished), people: number.format(figures.completion.people) })}
            />
          </div>
          <StudyChart months={figures.months} />
          <div className="admin-page__head">
            <h2 className="admin-report-subtitle">{t('admin.reports.studyTitle')}</h2>
            <ExportButtons report="study" filters={{ department_id: search.department ? String(search.department) : undefined, from: figures.fromMonth, to: figures.toMonth, sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }} />
          </div>
          {!rows && study.loading ? (
            <LoadingState rows={6} />
          ) : !rows ? (
            <ErrorState error={study.error} onRetry={() => void study.refetch()} />
          ) : (
            <>
              <DataTable
                caption={t('admin.reports.studyTitle')}
                columns={columns}
                rows={rows.studyReport.nodes}
                rowKey={(row) => row.id}
                sort={sort}
                onSort={(next) => {
                  setSort(next);
                  setPaging({ ...paging, page: 1 });
                }}
                shown={shown}
                onShownChange={setShown}
              />
              <Pager total={rows.studyReport.totalCount} page={paging.page} limit={paging.pageSize} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
            </>
          )}
        </>
      )}
    </section>
  );
}
