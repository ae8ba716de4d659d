import { Card, Icon, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamReportDocument } from '../../graphql/generated/exams';
import { minutesSeconds } from './format';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { analysisLink, type ExamFamily } from './paths';
import { ReviewStatus } from '../../shared/spec-codes';

/** The exam report: score (or pending review), pass, time used, links on. */
export function ExamResultPage({ attemptId, family }: { attemptId: number; family: ExamFamily }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ExamReportDocument, { variables: { id: attemptId }, fetchPolicy: 'network-only' });
  const result = data?.examReport?.data;
  if (loading && !result) return <LoadingState />;
  if (error || !result) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const pending = result.review_status !== ReviewStatus.reviewed;
  return (
    <div className="exam-page" data-testid="exam-result">
      <Card className="exam-result">
        <h2>{t('exams.result.title')}</h2>
        <h3 className="exam-result__exam">{result.title}</h3>
        <div className="exam-result__score">
          <span>{t('exams.result.score')}</span>
          {pending ? (
            <strong data-testid="result-score">{t('exams.result.pendingReview')}</strong>
          ) : (
            <strong data-testid="result-score">{result.score}</strong>
          )}
        </div>
        {pending ? (
          <p className="exam-result__hint" data-testid="pending-hint">
            {t('exams.result.pendingHint')} {t('exams.result.objective', { score: result.objective_score })}
          </p>
        ) : (
          <Tag large intent={result.passed ? 'success' : 'danger'} icon={result.passed ? 'tick-circle' : 'cross-circle'} data-testid="result-pass">
            {result.passed ? t('exams.result.passed') : t('exams.result.failed')}
          </Tag>
        )}
        <ul className="exam-result__facts">
          <li>
            <Icon icon="time" /> {t('exams.result.timeUsed')}: {t('exams.common.minutesSeconds', minutesSeconds(result.time_used))}
          </li>
          <li>
            <Icon icon="tick" /> {t('exams.result.correct', { correct: result.correct_count, total: result.question_count })}
          </li>
          <li>
            <Icon icon="flag" /> {t('exams.result.passLine', { score: result.pass_score })}
          </li>
        </ul>
        <nav className="exam-result__links">
          <Link {...analysisLink(family, result.id)} data-testid="to-analysis">
            {t('exams.result.analysis')}
          </Link>
          <Link to="/exam-ranking/$id" params={{ id: result.exam_id }}>
            {t('exams.result.ranking')}
          </Link>
          <Link to="/error-test/$id" params={{ id: result.exam_id }} data-testid="to-practice">
            {t('exams.result.practice')}
          </Link>
          <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: result.exam_id }}>
            {t('exams.result.back')}
          </Link>
        </nav>
      </Card>
    </div>
  );
}
