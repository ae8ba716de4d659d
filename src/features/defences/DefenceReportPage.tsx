import { Callout, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DefenceReportDocument, type DefenceReportFieldsFragment } from '../../graphql/generated/defences';
import { OptionList } from '../../shared/options/OptionList';
import { lettersOf } from '../../shared/options/option-list';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { KeyPointList, Transcript } from '../../widgets/defence-answer/AnswerParts';
import { isSubmitted, kindKey, questionTypeKey } from '../../widgets/defence-answer/defence-codes';
import { explainLink } from './paths';
import './defences.css';

type ReportAnswer = DefenceReportFieldsFragment['myAttempt']['answers'][number];

/**
 * The defence report (/knowledge/interactive-replay-report, /knowledge/ai-replay-report and
 * /knowledge/replay-report, by kind): the state; once reviewed the score, pass and the
 * examiner's result; each answer with its recording, the transcript and every key point covered
 * or missed (AI), the correct options, and the question's score and remark.
 */
export function DefenceReportPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DefenceReportDocument, { variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  const report = data?.defence;
  if (loading && !report) return <LoadingState rows={6} />;
  if (error || !report) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const locale = i18n.language;
  const attempt = report.myAttempt;
  const reviewed = attempt.status === 'REVIEWED';
  const answers = attempt.answers;

  return (
    <div className="defence-page" data-testid="defence-report">
      <Card className="defence-report__summary">
        <div className="defence-explain__head">
          <h2>{report.title}</h2>
          <Tag minimal intent="primary">
            {t(kindKey(report.kind))}
          </Tag>
        </div>
        {reviewed ? (
          <div className="defence-report__score" data-testid="defence-report-score">
            <span className="defence-report__label">{t('defences.report.score')}</span>
            <strong className="defence-report__value">{t('defences.report.scoreValue', { score: attempt.score ?? 0, full: report.fullScore })}</strong>
            <Tag intent={attempt.passed ? 'success' : 'danger'} data-testid="defence-report-passed">
              {attempt.passed ? t('defences.report.passed') : t('defences.report.failed')}
            </Tag>
            <Tag minimal>{attempt.reviewedByExaminer ? t('defences.report.examinerScored') : t('defences.report.aiScored')}</Tag>
          </div>
        ) : !isSubmitted(attempt.status) ? (
          <Callout intent="warning">{t('defences.report.notSubmitted')}</Callout>
        ) : (
          <Callout intent="primary" icon="time" data-testid="defence-report-waiting">
            {attempt.aiScoring === 'UNAVAILABLE' ? t('defences.report.aiUnavailable') : t('defences.report.waiting')}
          </Callout>
        )}
        <dl className="defence-facts">
          {attempt.submittedAt && (
            <>
              <dt>{t('defences.report.submittedAt')}</dt>
              <dd>{formatDateTime(attempt.submittedAt, locale)}</dd>
            </>
          )}
          {reviewed && attempt.reviewedAt && (
            <>
              <dt>{t('defences.report.reviewedAt')}</dt>
              <dd>{formatDateTime(attempt.reviewedAt, locale)}</dd>
            </>
          )}
          {reviewed && attempt.result && (
            <>
              <dt>{t('defences.report.result')}</dt>
              <dd className="defence-text" data-testid="defence-report-result">
                {attempt.result}
              </dd>
            </>
          )}
        </dl>
        <Link {...explainLink(id)}>{t('defences.report.back')}</Link>
      </Card>
      {answers.length > 0 && (
        <ol className="defence-report__questions">
          {answers.map((answer, i) => (
            <li key={answer.id}>
              <ReportQuestionCard answer={answer} no={i + 1} reviewed={reviewed} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ReportQuestionCard({ answer, no, reviewed }: { answer: ReportAnswer; no: number; reviewed: boolean }) {
  const { t } = useTranslation();
  const q = answer.question;
  // The options by their number, as the answer names them.
  const options = q.options.map((o) => ({ id: o.number, content: o.content }));
  const correct = answer.correctOptionNumbers;
  const keyPoints = answer.keyPoints.map((p) => ({ text: p.text, hit: p.isHit === null ? null : p.isHit ? 1 : 0, matched: p.matchedPhrase }));
  return (
    <Card className="defence-report__question" data-testid="defence-report-question">
      <h3 className="defence-question__title">
        {no}. <Tag minimal>{t(questionTypeKey(q.type))}</Tag> <span className="defence-text">{q.content}</span>
      </h3>
      <h4>{t('defences.report.myAnswer')}</h4>
      {q.type === 'SPOKEN' ? (
        answer.recordingUrl ? (
          <audio controls preload="none" src={answer.recordingUrl} aria-label={t('defences.answer.listen')} />
        ) : (
          <p className="defence-muted">{t('defences.report.noAnswer')}</p>
        )
      ) : (
        <>
          <OptionList name={`report-${q.id}`} mode={q.type === 'SINGLE_CHOICE' ? 'radio' : 'checkbox'} options={options} value={answer.chosenOptionNumbers} onChange={() => {}} disabled correct={reviewed ? correct : undefined} />
          {reviewed && correct.length > 0 && <p className="defence-muted">{t('defences.report.correct', { letters: lettersOf(correct, options) })}</p>}
        </>
      )}
      {answer.transcript !== null && <Transcript text={answer.transcript} testId="defence-transcript" />}
      <KeyPointList points={keyPoints} testId="defence-keypoints" />
      {reviewed && answer.score !== null && (
        <p className="defence-report__question-score" data-testid="defence-question-score">
          {t('defences.report.questionScore', { score: answer.score, full: q.score })}
        </p>
      )}
      {reviewed && answer.remark && <p className="defence-text">{t('defences.report.remark', { remark: answer.remark })}</p>}
    </Card>
  );
}
