import { useQuery } from '@apollo/client/react';
import { Callout, Tag } from '@blueprintjs/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamResultReportDocument, type ExamQuestionOrderField, type ExamQuestionResultLineFragment } from '../../../graphql/generated/reports';
import { isRefusal } from '../../../shared/api-errors';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '../../../shared/state/LoadState';
import { DataTable, type Column, type Sort } from '../../shared/DataTable';
import { examExportFilters, examReportFilters, examReportSearch, type ExamReportSearch } from './exam-report-search';
import { ExamReportFilters } from './ExamReportFilters';
import { ExportButtons } from './ExportButtons';
import { ReportBarChart } from './ReportBarChart';
import { Figure } from './ReportsPage';

const HIDEABLE = ['score', 'correct'];
const REST_SORT: Record<ExamQuestionOrderField, string> = { POSITION: 'position', TYPE: 'type', CORRECT_RATE: 'correct_rate', DISCRIMINATION: 'discrimination' };
/** A discrimination index below this tells strong from weak examinees poorly (the page marks it). */
const WEAK_DISCRIMINATION = 0.2;

/**
 * One exam's results (each examinee's best marked attempt, of the department and days in the
 * address): examinees, pass rate, scores and time taken, the best scores in ten bands of the
 * full score as a bar chart, and the question table with each question's correct rate and
 * discrimination index, sorted by the server and exported with the same filters and order.
 */
export function ExamResultPage() {
  const { t, i18n } = useTranslation();
  const { examId } = useParams({ strict: false }) as { examId?: string };
  const search = examReportSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [sort, setSort] = useState<Sort<ExamQuestionOrderField>>({ key: 'POSITION', direction: 'ASC' });
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set(HIDEABLE));
  const valid = examId !== undefined && /^[1-9]\d{0,9}$/.test(examId);
  const variables = {
    examId: examId ?? '',
    departmentId: search.department ? String(search.department) : null,
    fromDate: search.from ?? null,
    toDate: search.to ?? null,
    questionOrderBy: sort.key,
    questionDirection: sort.direction,
  };
  const { data, previousData, loading, error, refetch } = useQuery(ExamResultReportDocument, { variables, skip: !valid, fetchPolicy: 'cache-and-network' });
  const report = (data ?? previousData)?.examResultReport;
  const filter = (next: Partial<ExamReportSearch>) => void navigate({ to: '.', search: (previous: ExamReportSearch) => ({ ...previous, ...next }) } as never);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const none = t('admin.reports.none');
  const orNone = (value: number | null | undefined, format: (value: number) => string) => (value === null || value === undefined ? none : format(value));
  const minutes = (seconds: number) => t('admin.examReport.minutes', { value: number.format(Math.round(seconds / 6) / 10) });
  const back = (
    <Link to={'/reports/exams' as never} search={examReportFilters(search) as never} data-testid="exam-report-back">
      {t('admin.examReport.backToList')}
    </Link>
  );

  const columns: Column<ExamQuestionResultLineFragment, ExamQuestionOrderField>[] = [
    { key: 'position', label: t('admin.examReport.column.position'), cell: (row) => row.position, sortKey: 'POSITION' },
    { key: 'type', label: t('admin.examReport.column.type'), cell: (row) => t(`admin.examReport.questionType.${row.type}`), sortKey: 'TYPE' },
    { key: 'question', label: t('admin.examReport.column.question'), cell: (row) => row.excerpt },
    { key: 'score', label: t('admin.examReport.column.score'), cell: (row) => number.format(row.score), hideable: true },
    { key: 'correct', label: t('admin.examReport.column.correct'), cell: (row) => `${number.format(row.correct)} / ${number.format(row.examinees)}`, hideable: true },
    { key: 'correctRate', label: t('admin.examReport.column.correctRate'), cell: (row) => orNone(row.correctRate, (rate) => percent.format(rate)), sortKey: 'CORRECT_RATE' },
    {
      key: 'discrimination',
      label: t('admin.examReport.column.discrimination'),
      cell: (row) =>
        row.discrimination === null || row.discrimination === undefined ? (
          none
        ) : (
          <Tag minimal intent={row.discrimination < WEAK_DISCRIMINATION ? 'warning' : 'none'}>
            {new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(row.discrimination)}
          </Tag>
        ),
      sortKey: 'DISCRIMINATION',
    },
  ];

  return (
    <section aria-labelledby="admin-exam-result-title">
      <div className="admin-page__head">
        <h1 id="admin-exam-result-title" className="admin-page__title">
          {report?.title ?? t('admin.examReport.title')}
        </h1>
        {back}
      </div>
      {!valid || (!report && isRefusal(error)) ? (
        <NotFoundState action={back} />
      ) : (
        <>
          <div className="admin-toolbar" role="search">
            <ExamReportFilters search={search} onChange={filter} />
          </div>
          {!report && loading ? (
            <LoadingState rows={8} />
          ) : !report ? (
            <ErrorState error={error} onRetry={() => void refetch()} action={back} />
          ) : (
            <>
              <p className="bp6-text-muted">{t('admin.examReport.counted')}</p>
              <div className="admin-report-figures">
                <Figure
                  testId="figure-examinees"
                  label={t('admin.examReport.figure.examinees')}
                  value={number.format(report.examinees)}
                  detail={t('admin.examReport.figure.examineesDetail', { count: report.attempts })}
                />
                <Figure
                  testId="figure-pass-rate"
                  label={t('admin.examReport.figure.passRate')}
                  value={orNone(report.passRate, (rate) => percent.format(rate))}
                  detail={t('admin.examReport.figure.passRateDetail', { passed: number.format(report.passed), examinees: number.format(report.examinees), pass: number.format(report.passScore) })}
                />
                <Figure
                  testId="figure-average-score"
                  label={t('admin.examReport.figure.averageScore')}
                  value={orNone(report.averageScore, (score) => number.format(score))}
                  detail={t('admin.examReport.figure.averageScoreDetail', {
                    highest: orNone(report.highestScore, (score) => number.format(score)),
                    lowest: orNone(report.lowestScore, (score) => number.format(score)),
                    full: number.format(report.fullScore),
                  })}
                />
                <Figure
                  testId="figure-time"
                  label={t('admin.examReport.figure.time')}
                  value={orNone(report.averageSeconds, minutes)}
                  detail={t('admin.examReport.figure.timeDetail', { median: orNone(report.medianSeconds, minutes) })}
                />
              </div>
              {report.examinees === 0 ? (
                <EmptyState icon="chart" title={t('admin.examReport.noAttempts')} description={t('admin.examReport.noAttemptsHint')} />
              ) : (
                <ReportBarChart
                  testId="exam-distribution-chart"
                  title={t('admin.examReport.chartTitle')}
                  series={t('admin.examReport.chartSeries')}
                  bars={report.distribution.map((band) => [`${number.format(band.fromScore)}–${number.format(band.toScore)}`, band.count])}
                />
              )}
              <div className="admin-page__head">
                <h2 className="admin-report-subtitle">{t('admin.examReport.questionsTitle')}</h2>
                <ExportButtons report="exam-questions" filters={{ exam_id: report.examId, ...examExportFilters(search), sort: REST_SORT[sort.key], order: sort.direction.toLowerCase() }} />
              </div>
              <Callout compact icon="info-sign">
                {t('admin.examReport.discrimination')}
              </Callout>
              <DataTable
                caption={t('admin.examReport.questionsTitle')}
                columns={columns}
                rows={report.questions}
                rowKey={(row) => row.questionId}
                sort={sort}
                onSort={setSort}
                shown={shown}
                onShownChange={setShown}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
