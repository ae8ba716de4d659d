import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DefenceDocument } from '../../graphql/generated/defences';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { EnterRoomButton } from '../../widgets/defence-answer/EnterRoomButton';
import { isSubmitted, kindCode, kindKey, languageKey, statusKey } from '../../widgets/defence-answer/defence-codes';
import { answerLink, isAnswered, reportLink } from './paths';
import './defences.css';

/**
 * /knowledge/replay-explain?id= (the defence explanation): kind, time, the early-entry window,
 * place, rules and scores; then by kind and state: start or resume (interactive, AI), enter the
 * live room (remote), come in person (offline), or read the report.
 */
export function DefenceExplainPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(DefenceDocument, { variables: { id: String(id) }, fetchPolicy: 'network-only' });
  const defence = data?.defence;
  if (loading && !defence) return <LoadingState rows={6} />;
  if (error || !defence) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const locale = i18n.language;
  const kind = kindCode(defence.kind);
  const answered = isAnswered(kind);
  const attempt = defence.myAttempt;
  const submitted = isSubmitted(attempt.status);
  const reviewed = attempt.status === 'REVIEWED';

  let action: React.ReactNode = null;
  if (reviewed || (answered && submitted)) {
    action = (
      <div className="defence-explain__actions">
        {answered && !reviewed && (
          <Callout intent="primary" icon="time" data-testid="defence-waiting">
            {attempt.aiScoring === 'UNAVAILABLE' ? t('defences.explain.aiUnavailable') : t('defences.explain.waiting')}
          </Callout>
        )}
        <Link {...reportLink(kind, id)} className="bp6-button bp6-intent-primary" data-testid="defence-report-link">
          {t('defences.explain.report')}
        </Link>
      </div>
    );
  } else if (defence.kind === 'OFFLINE') {
    action = (
      <Callout intent="primary" icon="people" data-testid="defence-offline">
        {t('defences.explain.offline')}
      </Callout>
    );
  } else if (defence.entry === 'NOT_OPEN') {
    action = (
      <Callout intent="warning" icon="time" data-testid="defence-not-open">
        {t('defences.explain.notOpen', { time: formatDateTime(defence.opensAt, locale) })}
      </Callout>
    );
  } else if (defence.entry === 'ENDED') {
    action = (
      <Callout intent="warning" icon="lock" data-testid="defence-ended">
        {t('defences.explain.ended')}
      </Callout>
    );
  } else if (answered) {
    action = (
      <Button
        intent="primary"
        size="large"
        icon="microphone"
        text={attempt.status === 'ANSWERING' ? t('defences.explain.resume') : t('defences.explain.start')}
        onClick={() => void navigate(answerLink(kind, id))}
        data-testid="defence-start"
      />
    );
  } else {
    action = <EnterRoomButton defenceId={id} returnTo={{ defence: id }} />;
  }

  return (
    <div className="defence-page" data-testid="defence-explain">
      <Card className="defence-explain">
        <div className="defence-explain__head">
          <h2>{defence.title}</h2>
          <Tag minimal intent="primary" data-testid="defence-kind">
            {t(kindKey(defence.kind))}
          </Tag>
          <Tag minimal>{t(statusKey(attempt.status))}</Tag>
        </div>
        <dl className="defence-facts">
          <dt>{t('defences.explain.window')}</dt>
          <dd data-testid="defence-window">
            {formatDateTime(defence.startsAt, locale)} – {formatDateTime(defence.endsAt, locale)}
          </dd>
          {defence.kind !== 'OFFLINE' && (
            <>
              <dt>{t('defences.explain.entry')}</dt>
              <dd>
                {formatDateTime(defence.opensAt, locale)} · {t('defences.explain.early', { count: defence.earlyEntryMinutes })}
              </dd>
            </>
          )}
          {defence.place && (
            <>
              <dt>{t('defences.explain.place')}</dt>
              <dd data-testid="defence-place">{defence.place}</dd>
            </>
          )}
          {answered && (
            <>
              <dt>{t('defences.explain.language')}</dt>
              <dd>{t(languageKey(defence.language))}</dd>
              <dt>{t('defences.explain.questions')}</dt>
              <dd>{t('defences.explain.questionCount', { count: defence.questionCount })}</dd>
              <dt>{t('defences.explain.minSeconds')}</dt>
              <dd>{t('defences.explain.minSecondsValue', { count: defence.minRecordingSeconds })}</dd>
            </>
          )}
          <dt>{t('defences.explain.fullScore')}</dt>
          <dd>{t('defences.explain.points', { count: defence.fullScore })}</dd>
          <dt>{t('defences.explain.passScore')}</dt>
          <dd>{t('defences.explain.points', { count: defence.passScore })}</dd>
        </dl>
        <h3>{t('defences.explain.rules')}</h3>
        <p className="defence-text">{defence.description || t('defences.explain.noRules')}</p>
        {action}
      </Card>
    </div>
  );
}
