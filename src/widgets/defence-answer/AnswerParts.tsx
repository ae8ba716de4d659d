import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import './defence-answer.css';

/** What the recogniser heard in a spoken answer (AI defence). */
export function Transcript({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h4>{t('defences.report.transcript')}</h4>
      <p className="defence-transcript" data-testid={testId}>
        {text || t('defences.report.noTranscript')}
      </p>
    </>
  );
}

/** A question's key points: covered or missed by the transcript (hit 1/0), or not scored by the server (null). */
export function KeyPointList({ points, testId }: { points: readonly { text: string; hit?: number | null; matched?: string | null }[]; testId?: string }) {
  const { t } = useTranslation();
  if (points.length === 0) return null;
  return (
    <>
      <h4>{t('defences.report.keyPoints')}</h4>
      <ul className="defence-keypoints" data-testid={testId}>
        {points.map((p) => (
          <li key={p.text} data-hit={p.hit ?? undefined}>
            {p.hit === null || p.hit === undefined ? (
              <Tag minimal>{t('assess.defences.point')}</Tag>
            ) : (
              <Tag intent={p.hit ? 'success' : 'warning'} icon={p.hit ? 'tick' : 'cross'}>
                {p.hit ? t('defences.report.hit') : t('defences.report.missed')}
              </Tag>
            )}{' '}
            {p.text}
            {p.matched && p.matched !== p.text && <span className="defence-muted"> · {t('defences.report.heard', { phrase: p.matched })}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
