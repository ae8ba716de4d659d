import { Button, Callout, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamDetailDocument } from '../../graphql/generated/exams';
import { present } from '../../shared/present';
import { RichText } from '../../shared/RichText';
import { formatDateTime } from '../../shared/dates';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { analysisLink, attemptLink, resultLink, type ExamFamily } from './paths';
import { ReviewStatus } from '../../shared/spec-codes';

/** The exam explanation: rules, window, attempts left, the reason a start is refused, history. */
export function ExamExplainPage({ examId, family }: { examId: number; family: ExamFamily }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ExamDetailDocument, { variables: { id: examId }, fetchPolicy: 'network-only' });
  const exam = data?.examDetail?.data;
  if (loading && !exam) return <LoadingState />;
  if (error || !exam) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const locale = i18n.language;
  const start = () => void navigate(attemptLink(family, examId));
  return (
    <div className="exam-page" data-testid="exam-explain">
      <Card className="exam-explain">
        <div className="exam-explain__head">
          <h2>{exam.title}</h2>
          <Tag minimal>{t(`exams.type.${exam.exam_type}` as 'exams.type.1')}</Tag>
        </div>
        <dl className="exam-explain__facts">
          <dt>{t('exams.explain.window')}</dt>
          <dd data-testid="exam-window">
            {formatDateTime(exam.exam_start as string, locale)} – {formatDateTime(exam.exam_end as string, locale)}
          </dd>
          <dt>{t('exams.explain.duration')}</dt>
          <dd>{t('exams.explain.minutes', { count: exam.exam_long })}</dd>
          <dt>{t('exams.explain.questions')}</dt>
          <dd>{t('exams.explain.questionCount', { count: exam.question_count })}</dd>
          <dt>{t('exams.explain.totalScore')}</dt>
          <dd>{t('exams.explain.points', { count: exam.total_score })}</dd>
          <dt>{t('exams.explain.passScore')}</dt>
          <dd>{t('exams.explain.points', { count: exam.pass_score })}</dd>
          <dt>{t('exams.explain.attemptLimit')}</dt>
          <dd data-testid="attempts-left">{t('exams.explain.attemptsLeft', { left: exam.attempts_left, limit: exam.attempt_limit })}</dd>
          <dt>{t('exams.explain.makeup')}</dt>
          <dd>{exam.makeup_limit > 0 ? t('exams.explain.makeupLeft', { left: exam.makeup_left }) : t('exams.explain.noMakeupRule')}</dd>
        </dl>
        <h3>{t('exams.explain.rules')}</h3>
        <RichText html={exam.description} className="exam-explain__rules" />
        {exam.reason ? (
          <Callout intent="warning" icon="lock" data-testid="block-reason">
            {t(`exams.reason.${exam.reason}` as 'exams.reason.notOpen')}
          </Callout>
        ) : (
          <Button
            intent="primary"
            size="large"
            icon="edit"
            text={exam.open_attempt_id ? t('exams.explain.resume') : t('exams.explain.start')}
            onClick={start}
            data-testid="start-exam"
          />
        )}
        <Link className="exam-explain__ranking" to="/exam-ranking/$id" params={{ id: exam.id }}>
          {t('exams.explain.ranking')}
        </Link>
      </Card>
      {exam.attempts && exam.attempts.length > 0 && (
        <Card className="exam-explain__history">
          <h3>{t('exams.explain.history')}</h3>
          <HTMLTable compact striped className="exam-table">
            <tbody>
              {present(exam.attempts).map((a) => (
                <tr key={a.id}>
                  <td>
                    {t('exams.explain.attemptNo', { no: a.attempt_no })} {a.is_makeup ? <Tag minimal intent="warning">{t('exams.explain.makeupTag')}</Tag> : null}
                  </td>
                  <td>{formatDateTime(a.started_at as string, locale)}</td>
                  <td>
                    {!a.submitted_at
                      ? t('exams.explain.inProgress')
                      : a.review_status !== ReviewStatus.reviewed
                        ? t('exams.explain.pendingReview')
                        : `${a.score} · ${a.passed ? t('exams.explain.passed') : t('exams.explain.failed')}`}
                  </td>
                  <td>
                    {a.submitted_at && (
                      <>
                        <Link {...resultLink(family, a.id)}>{t('exams.explain.report')}</Link> ·{' '}
                        <Link {...analysisLink(family, a.id)}>{t('exams.explain.analysis')}</Link>
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
