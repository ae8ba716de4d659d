import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Hours of study seconds, two decimals. */
export function hours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}

/**
 * Study time by month as bars (ECharts, imported when the chart first shows: its own chunk).
 * The bars are the dashboard's months, the study report's rows summed by month.
 */
export function StudyChart({ months }: { months: { month: string; studySeconds: number }[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const data = JSON.stringify(months.map((month) => [month.month, hours(month.studySeconds)]));

  useEffect(() => {
    let disposed = false;
    let chart: { dispose: () => void; resize: () => void } | null = null;
    const resize = () => chart?.resize();
    const points = JSON.parse(data) as [string, number][];
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
      chart = instance;
      instance.setOption({
        title: { text: t('admin.reports.chartTitle'), left: 'center', textStyle: { fontSize: 14 } },
        tooltip: { trigger: 'axis' },
        grid: { left: 56, right: 16, top: 48, bottom: 32 },
        xAxis: { type: 'category', data: points.map(([month]) => month) },
        yAxis: { type: 'value' },
        series: [{ type: 'bar', name: t('admin.reports.chartSeries'), data: points.map(([, value]) => value), itemStyle: { color: '#2d72d2' } }],
      });
      window.addEventListener('resize', resize);
      setReady(true);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [data, t]);

  return (
    <div className="admin-report-chart" data-testid="study-chart" data-ready={ready ? 'true' : 'false'} role="img" aria-label={t('admin.reports.chartTitle')}>
      {!ready && (
        <div className="admin-report-chart__loading">
          <Spinner size={24} /> {t('admin.reports.chartLoading')}
        </div>
      )}
      <div ref={box} className="admin-report-chart__canvas" />
    </div>
  );
}
