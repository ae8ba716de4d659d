import { Button, Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamDocument } from '../../graphql/generated/exams';
import { RichText } from '../../shared/RichText';
import { formatDateTime } from '../../shared/dates';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { BLOCK_REASONS } from './format';
import { analysisLink, attemptLink, resultLink, type ExamFamily } from './paths';

/** The exam explanation: rules, window, attempts left, the reason a start is refused, history. */
export function ExamExplainPage({ examId, family }: { examId: number; family: ExamFamily }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ExamDocument, { variables: { id: String(examId) }, fetchPolicy: 'network-only' });
  const exam = data?.exam;
  if (loading && !exam) return <LoadingState />;
  if (error || !exam) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const locale = i18n.language;
  const start = () => void navigate(attemptLink(family, examId));
  return (
    <div className="exam-page" data-testid="exam-explain">
      <Card className="exam-explain">
        <div className="exam-explain__head">
          <h2>{exam.title}</h2>
          <Tag minimal>{t(`exams.type.${exam.type}`)}</Tag>
        </div>
        <dl className="exam-explain__facts">
          <dt>{t('exams.explain.window')}</dt>
          <dd data-testid="exam-window">
            {formatDateTime(exam.startsAt, locale)} – {formatDateTime(exam.endsAt, locale)}
          </dd>
          <dt>{t('exams.explain.duration')}</dt>
          <dd>{t('exams.explain.minutes', { count: exam.durationMinutes })}</dd>
          <dt>{t('exams.explain.questions')}</dt>
          <dd>{t('exams.explain.questionCount', { count: exam.questionCount })}</dd>
          <dt>{t('exams.explain.totalScore')}</dt>
          <dd>{t('exams.explain.points', { count: exam.totalScore })}</dd>
          <dt>{t('exams.explain.passScore')}</dt>
          <dd>{t('exams.explain.points', { count: exam.passScore })}</dd>
          <dt>{t('exams.explain.attemptLimit')}</dt>
          <dd data-testid="attempts-left">{t('exams.explain.attemptsLeft', { left: exam.attemptsLeft, limit: exam.attemptLimit })}</dd>
          <dt>{t('exams.explain.makeup')}</dt>
          <dd>{exam.makeupLimit > 0 ? t('exams.explain.makeupLeft', { left: exam.makeupLeft }) : t('exams.explain.noMakeupRule')}</dd>
        </dl>
        <h3>{t('exams.explain.rules')}</h3>
        <RichText html={exam.description} className="exam-explain__rules" />
        {exam.startRefusal ? (
          <Callout intent="warning" icon="lock" data-testid="block-reason">
            {t(`exams.reason.${BLOCK_REASONS[exam.startRefusal]}`)}
          </Callout>
        ) : (
          <Button
            intent="primary"
            size="large"
            icon="edit"
            text={exam.openAttempt ? t('exams.explain.resume') : t('exams.explain.start')}
            onClick={start}
            data-testid="start-exam"
          />
        )}
        <Link className="exam-explain__ranking" to="/exam-ranking/$id" params={{ id: examId }}>
          {t('exams.explain.ranking')}
        </Link>
      </Card>
      {exam.myAttempts.length > 0 && (
        <Card className="exam-explain__history">
          <h3>{t('exams.explain.history')}</h3>
          <HTMLTable compact striped className="exam-table">
            <tbody>
              {exam.myAttempts.map((a) => (
                <tr key={a.id}>
                  <td>
                    {t('exams.explain.attemptNo', { no: a.number })} {a.isMakeup ? <Tag minimal intent="warning">{t('exams.explain.makeupTag')}</Tag> : null}
                  </td>
                  <td>{formatDateTime(a.startedAt, locale)}</td>
                  <td>
                    {!a.submittedAt
                      ? t('exams.explain.inProgress')
                      : a.reviewStatus !== 'REVIEWED'
                        ? t('exams.explain.pendingReview')
                        : `${a.score} · ${a.passed ? t('exams.explain.passed') : t('exams.explain.failed')}`}
                  </td>
                  <td>
                    {a.submittedAt && (
                      <>
                        <Link {...resultLink(family, Number(a.id))}>{t('exams.explain.report')}</Link> ·{' '}
                        <Link {...analysisLink(family, Number(a.id))}>{t('exams.explain.analysis')}</Link>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      )}
    </div>
  );
}
