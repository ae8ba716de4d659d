import { Callout, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DefenceReportDocument, type DefenceReportQuery } from '../../graphql/generated/defences';
import { OptionList } from '../../shared/options/OptionList';
import { lettersOf } from '../../shared/options/option-list';
import { present } from '../../shared/present';
import { DEFENCE_QUESTION } from '../../shared/review-rules';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import { KeyPointList, Transcript } from '../../widgets/defence-answer/AnswerParts';
import { AiStatus, AttemptStatus } from './defence-codes';
import { explainLink } from './paths';
import './defences.css';

type ReportQuestion = NonNullable<NonNullable<NonNullable<NonNullable<DefenceReportQuery['defenceReport']>['data']>['questions']>[number]>;

/**
 * The defence report (/knowledge/interactive-replay-report, /knowledge/ai-replay-report and
 * /knowledge/replay-report, by kind): the state; once reviewed the score, pass and the
 * examiner's result; each answer with its recording, the transcript and every key point covered
 * or missed (AI), the correct options, and the question's score and remark.
 */
export function DefenceReportPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DefenceReportDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const report = data?.defenceReport?.data;
  if (loading && !report) return <LoadingState rows={6} />;
  if (error || !report) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const locale = i18n.language;
  const reviewed = report.status === AttemptStatus.reviewed;
  const questions = present(report.questions);

  return (
    <div className="defence-page" data-testid="defence-report">
      <Card className="defence-report__summary">
        <div className="defence-explain__head">
          <h2>{report.title}</h2>
          <Tag minimal intent="primary">
            {t(`defences.kind.${report.kind}` as 'defences.kind.6')}
          </Tag>
        </div>
        {reviewed ? (
          <div className="defence-report__score" data-testid="defence-report-score">
            <span className="defence-report__label">{t('defences.report.score')}</span>
            <strong className="defence-report__value">{t('defences.report.scoreValue', { score: report.score ?? 0, full: report.full_score })}</strong>
            <Tag intent={report.passed ? 'success' : 'danger'} data-testid="defence-report-passed">
              {report.passed ? t('defences.report.passed') : t('defences.report.failed')}
            </Tag>
            <Tag minimal>{report.reviewed_by_examiner ? t('defences.report.examinerScored') : t('defences.report.aiScored')}</Tag>
          </div>
        ) : report.status < AttemptStatus.submitted ? (
          <Callout intent="warning">{t('defences.report.notSubmitted')}</Callout>
        ) : (
          <Callout intent="primary" icon="time" data-testid="defence-report-waiting">
            {report.ai_status === AiStatus.unavailable ? t('defences.report.aiUnavailable') : t('defences.report.waiting')}
          </Callout>
        )}
        <dl className="defence-facts">
          {report.submitted_at && (
            <>
              <dt>{t('defences.report.submittedAt')}</dt>
              <dd>{formatDateTime(report.submitted_at, locale)}</dd>
            </>
          )}
          {reviewed && report.reviewed_at && (
            <>
              <dt>{t('defences.report.reviewedAt')}</dt>
              <dd>{formatDateTime(report.reviewed_at, locale)}</dd>
            </>
          )}
          {reviewed && report.result && (
            <>
              <dt>{t('defences.report.result')}</dt>
              <dd className="defence-text" data-testid="defence-report-result">
                {report.result}
              </dd>
            </>
          )}
        </dl>
        <Link {...explainLink(id)}>{t('defences.report.back')}</Link>
      </Card>
      {questions.length > 0 && (
        <ol className="defence-report__questions">
          {questions.map((q, i) => (
            <li key={q.id}>
              <ReportQuestionCard question={q} no={i + 1} reviewed={reviewed} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ReportQuestionCard({ question: q, no, reviewed }: { question: ReportQuestion; no: number; reviewed: boolean }) {
  const { t } = useTranslation();
  const keyPoints = present(q.key_points);
  const options = present(q.options);
  const correct = present(q.correct_option_ids);
  return (
    <Card className="defence-report__question" data-testid="defence-report-question">
      <h3 className="defence-question__title">
        {no}. <Tag minimal>{t(`defences.questionType.${q.question_type}` as 'defences.questionType.1')}</Tag> <span className="defence-text">{q.content}</span>
      </h3>
      <h4>{t('defences.report.myAnswer')}</h4>
      {q.question_type === DEFENCE_QUESTION.spoken ? (
        q.answer.recording ? (
          <audio controls preload="none" src={q.answer.recording.path} aria-label={t('defences.answer.listen')} />
        ) : (
          <p className="defence-muted">{t('defences.report.noAnswer')}</p>
        )
      ) : (
        <>
          <OptionList name={`report-${q.id}`} mode={q.question_type === DEFENCE_QUESTION.single ? 'radio' : 'checkbox'} options={options} value={present(q.answer.option_ids)} onChange={() => {}} disabled correct={reviewed ? correct : undefined} />
          {reviewed && correct.length > 0 && <p className="defence-muted">{t('defences.report.correct', { letters: lettersOf(correct, options) })}</p>}
        </>
      )}
      {q.transcript !== null && q.transcript !== undefined && <Transcript text={q.transcript} testId="defence-transcript" />}
      <KeyPointList points={keyPoints} testId="defence-keypoints" />
      {reviewed && q.my_score !== null && q.my_score !== undefined && (
        <p className="defence-report__question-score" data-testid="defence-question-score">
          {t('defences.report.questionScore', { score: q.my_score, full: q.score })}
        </p>
      )}
      {reviewed && q.remark && <p className="defence-text">{t('defences.report.remark', { remark: q.remark })}</p>}
    </Card>
  );
}
