import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CreditChartProps {
  kind: 'time' | 'type';
  /** By time: months 'YYYY-MM'; by type: the reasons' names (already in the reader's language). */
  labels: string[];
  values: number[];
}

/** Month label in the reader's language: 2026-03 -> 3月 / Mar. */
function monthLabel(month: string, language: string) {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: m === 1 ? '2-digit' : undefined }).format(new Date(y!, m! - 1, 1));
}

/**
 * The credit history chart: bars per month or a ring per reason, drawn by ECharts, which is
 * imported when the chart first shows (its own chunk; the page's first load does not carry it).
 */
export function CreditChart({ kind, labels, values }: CreditChartProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const data = JSON.stringify([labels, values]);

  useEffect(() => {
    let disposed = false;
    let chart: { dispose: () => void; resize: () => void } | null = null;
    const resize = () => chart?.resize();
    const [names, numbers] = JSON.parse(data) as [string[], number[]];
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
      chart = instance;
      const title = { text: kind === 'time' ? t('member.points.chartTitleTime') : t('member.points.chartTitleType'), left: 'center', textStyle: { fontSize: 14 } };
      instance.setOption(
        kind === 'time'
          ? {
              title,
              tooltip: { trigger: 'axis' },
              grid: { left: 40, right: 16, top: 48, bottom: 32 },
              xAxis: { type: 'category', data: names.map((l) => monthLabel(l, i18n.language)) },
              yAxis: { type: 'value', minInterval: 1 },
              series: [{ type: 'bar', name: t('member.points.scoreSeries'), data: numbers, itemStyle: { color: '#2d72d2' } }],
            }
          : {
              title,
              tooltip: { trigger: 'item' },
              legend: { bottom: 0 },
              series: [{ type: 'pie', name: t('member.points.scoreSeries'), radius: ['40%', '65%'], data: names.map((name, i) => ({ name, value: numbers[i] })) }],
            },
      );
      window.addEventListener('resize', resize);
      setReady(true);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [kind, data, t, i18n.language]);

  return (
    <div className="credit-chart" data-testid="credit-chart" data-ready={ready ? 'true' : 'false'} aria-label={kind === 'time' ? t('member.points.chartTitleTime') : t('member.points.chartTitleType')} role="img">
      {!ready && (
        <div className="credit-chart__loading">
          <Spinner size={24} /> {t('member.points.chartLoading')}
        </div>
      )}
      <div ref={box} className="credit-chart__canvas" />
    </div>
  );
}
