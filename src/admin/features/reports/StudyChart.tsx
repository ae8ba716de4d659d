import { useTranslation } from 'react-i18next';
import { ReportBarChart } from './ReportBarChart';

/** Hours of study seconds, two decimals. */
export function hours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

/**
 * Study time by month as bars. The bars are the dashboard's months, the study report's rows
 * summed by month.
 */
export function StudyChart({ months }: { months: { month: string; studySeconds: number }[] }) {
  const { t } = useTranslation();
  return <ReportBarChart testId="study-chart" title={t('admin.reports.chartTitle')} series={t('admin.reports.chartSeries')} bars={months.map((month) => [month.month, hours(month.studySeconds)])} />;
}
