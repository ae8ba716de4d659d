import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DefenceDetailDocument } from '../../graphql/generated/defences';
import { DEFENCE_KIND } from '../../shared/review-rules';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { EnterRoomButton } from '../../widgets/defence-answer/EnterRoomButton';
import { AttemptStatus, DefenceEntry, languageKey } from './defence-codes';
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
  const { data, loading, error, refetch } = useQuery(DefenceDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const defence = data?.defenceDetail?.data;
  if (loading && !defence) return <LoadingState rows={6} />;
  if (error || !defence) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const locale = i18n.language;
  const answered = isAnswered(defence.kind);
  const submitted = defence.status >= AttemptStatus.submitted;
  const reviewed = defence.status === AttemptStatus.reviewed;

  let action: React.ReactNode = null;
  if (reviewed || (answered && submitted)) {
    action = (
      <div className="defence-explain__actions">
        {answered && !reviewed && (
          <Callout intent="primary" icon="time" data-testid="defence-waiting">
            {defence.ai_status === 2 ? t('defences.explain.aiUnavailable') : t('defences.explain.waiting')}
          </Callout>
        )}
        <Link {...reportLink(defence.kind, defence.id)} className="bp6-button bp6-intent-primary" data-testid="defence-report-link">
          {t('defences.explain.report')}
        </Link>
      </div>
    );
  } else if (defence.kind === DEFENCE_KIND.offline) {
    action = (
      <Callout intent="primary" icon="people" data-testid="defence-offline">
        {t('defences.explain.offline')}
      </Callout>
    );
  } else if (defence.entry === DefenceEntry.notOpen) {
    action = (
      <Callout intent="warning" icon="time" data-testid="defence-not-open">
        {t('defences.explain.notOpen', { time: formatDateTime(defence.opens_at, locale) })}
      </Callout>
    );
  } else if (defence.entry === DefenceEntry.ended) {
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
        text={defence.status === AttemptStatus.answering ? t('defences.explain.resume') : t('defences.explain.start')}
        onClick={() => void navigate(answerLink(defence.kind, defence.id))}
        data-testid="defence-start"
      />
    );
  } else {
    action = <EnterRoomButton defenceId={defence.id} returnTo={{ defence: defence.id }} />;
  }

  return (
    <div className="defence-page" data-testid="defence-explain">
      <Card className="defence-explain">
        <div className="defence-explain__head">
          <h2>{defence.title}</h2>
          <Tag minimal intent="primary" data-testid="defence-kind">
            {t(`defences.kind.${defence.kind}` as 'defences.kind.6')}
          </Tag>
          <Tag minimal>{t(`defences.status.${defence.status}` as 'defences.status.0')}</Tag>
        </div>
        <dl className="defence-facts">
          <dt>{t('defences.explain.window')}</dt>
          <dd data-testid="defence-window">
            {formatDateTime(defence.starts_at, locale)} – {formatDateTime(defence.ends_at, locale)}
          </dd>
          {defence.kind !== DEFENCE_KIND.offline && (
            <>
              <dt>{t('defences.explain.entry')}</dt>
              <dd>
                {formatDateTime(defence.opens_at, locale)} · {t('defences.explain.early', { count: defence.early_minutes })}
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
              <dd>{t('defences.explain.questionCount', { count: defence.question_count })}</dd>
              <dt>{t('defences.explain.minSeconds')}</dt>
              <dd>{t('defences.explain.minSecondsValue', { count: defence.min_seconds })}</dd>
            </>
          )}
          <dt>{t('defences.explain.fullScore')}</dt>
          <dd>{t('defences.explain.points', { count: defence.full_score })}</dd>
          <dt>{t('defences.explain.passScore')}</dt>
          <dd>{t('defences.explain.points', { count: defence.pass_score })}</dd>
        </dl>
        <h3>{t('defences.explain.rules')}</h3>
        <p className="defence-text">{defence.description || t('defences.explain.noRules')}</p>
        {action}
      </Card>
    </div>
  );
}
