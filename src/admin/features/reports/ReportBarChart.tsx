import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A report's bar chart (ECharts, imported when a chart first shows: its own chunk): one bar per
 * category, titled and named for assistive technology by `title`; `data-ready` once drawn.
 */
export function ReportBarChart({ title, series, bars, testId }: { title: string; series: string; bars: [category: string, value: number][]; testId: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const data = JSON.stringify(bars);

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
        title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
        tooltip: { trigger: 'axis' },
        grid: { left: 56, right: 16, top: 48, bottom: 32 },
        xAxis: { type: 'category', data: points.map(([category]) => category) },
        yAxis: { type: 'value' },
        series: [{ type: 'bar', name: series, data: points.map(([, value]) => value), itemStyle: { color: '#2d72d2' } }],
      });
      window.addEventListener('resize', resize);
      setReady(true);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [data, title, series]);

  return (
    <div className="admin-report-chart" data-testid={testId} data-ready={ready ? 'true' : 'false'} role="img" aria-label={title}>
      {!ready && (
        <div className="admin-report-chart__loading">
          <Spinner size={24} /> {t('admin.reports.chartLoading')}
        </div>
      )}
      <div ref={box} className="admin-report-chart__canvas" />
    </div>
  );
}
