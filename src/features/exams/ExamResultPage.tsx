import { Card, Icon, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamResultDocument } from '../../graphql/generated/exams';
import { minutesSeconds } from './format';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { analysisLink, type ExamFamily } from './paths';

/** The exam report: score (or pending review), pass, time used, links on. */
export function ExamResultPage({ attemptId, family }: { attemptId: number; family: ExamFamily }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ExamResultDocument, { variables: { id: String(attemptId) }, fetchPolicy: 'network-only' });
  const result = data?.examAttempt;
  if (loading && !result) return <LoadingState />;
  if (error || !result) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const pending = result.reviewStatus !== 'REVIEWED';
  const examId = Number(result.exam.id);
  return (
    <div className="exam-page" data-testid="exam-result">
      <Card className="exam-result">
        <h2>{t('exams.result.title')}</h2>
        <h3 className="exam-result__exam">{result.exam.title}</h3>
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
            {t('exams.result.pendingHint')} {t('exams.result.objective', { score: result.objectiveScore ?? 0 })}
          </p>
        ) : (
          <Tag large intent={result.passed ? 'success' : 'danger'} icon={result.passed ? 'tick-circle' : 'cross-circle'} data-testid="result-pass">
            {result.passed ? t('exams.result.passed') : t('exams.result.failed')}
          </Tag>
        )}
        <ul className="exam-result__facts">
          <li>
            <Icon icon="time" /> {t('exams.result.timeUsed')}: {t('exams.common.minutesSeconds', minutesSeconds(result.timeUsedSeconds ?? 0))}
          </li>
          <li>
            <Icon icon="tick" /> {t('exams.result.correct', { correct: result.correctCount ?? 0, total: result.questionCount })}
          </li>
          <li>
            <Icon icon="flag" /> {t('exams.result.passLine', { score: result.exam.passScore })}
          </li>
        </ul>
        <nav className="exam-result__links">
          <Link {...analysisLink(family, attemptId)} data-testid="to-analysis">
            {t('exams.result.analysis')}
          </Link>
          <Link to="/exam-ranking/$id" params={{ id: examId }}>
            {t('exams.result.ranking')}
          </Link>
          <Link to="/error-test/$id" params={{ id: examId }} data-testid="to-practice">
            {t('exams.result.practice')}
          </Link>
          <Link to="/mine-exam/mine-exam-explain/$id" params={{ id: examId }}>
            {t('exams.result.back')}
          </Link>
        </nav>
      </Card>
    </div>
  );
}
