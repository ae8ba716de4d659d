import { Card, H2, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamReviewDocument } from '../../graphql/generated/assess';
import { OptionList } from '../../shared/options/OptionList';
import { lettersOf } from '../../shared/options/option-list';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { formatDateTime } from '../../shared/dates';
import './assess.css';

/**
 * /memberAssess/exam-show?id= (answer detail): every question of the attempt with the
 * learner's answer and its mark (objective questions as scored at submit, short answers with
 * the reference, their marks and remarks), and the attempt's total as the server counts it
 * (the score the marked list and the learner's notice show).
 */

export function ExamShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(ExamReviewDocument, { variables: { id: String(id) }, fetchPolicy: 'cache-and-network' });
  const detail = data?.examReview;
  if (error && !detail) return <ErrorState error={error} title={t('assess.loadFailed')} onRetry={() => void refetch()} />;
  if (!detail) return <LoadingState rows={6} />;
  const waiting = detail.status !== 'REVIEWED';
  const questions = detail.questions;
  return (
    <section className="assess-show" data-testid="assess-show">
      <H2>{t('assess.show.heading')}</H2>
      <p className="assess-remarks__attempt">
        {t('assess.remarks.attempt', { title: detail.examTitle, name: detail.learnerName })} · {formatDateTime(detail.submittedAt, i18n.language)}
      </p>
      <p data-testid="assess-show-total">{waiting ? t('assess.show.totalWaiting', { score: detail.currentScore, full: detail.totalScore }) : t('assess.show.total', { score: detail.currentScore, full: detail.totalScore })}</p>
      {waiting && (
        <Link to="/memberAssess/exam-remarks" search={{ id }} className="bp6-button bp6-intent-primary" data-testid="assess-show-mark">
          {t('assess.show.quickMark')}
        </Link>
      )}
      <ol className="assess-show__list">
        {questions.map((q, index) => {
          const marked = q.status === 'REVIEWED';
          const { question } = q;
          const scoreTag = marked ? (
            <Tag intent={q.mark === q.score ? 'success' : q.mark ? 'warning' : 'danger'} minimal round data-testid="assess-show-score">
              {t('assess.show.score', { score: q.mark ?? 0, full: q.score })}
            </Tag>
          ) : (
            <Tag minimal round data-testid="assess-show-score">
              {t('assess.show.waiting')}
            </Tag>
          );
          if (question.type !== 'SHORT_ANSWER') {
            const options = question.options.map((option) => ({ id: option.optionId, content: option.content }));
            const given = q.answer.optionIds;
            const correct = q.correctAnswer.optionIds;
            const fillIn = question.type === 'FILL_IN';
            const single = question.type === 'SINGLE_CHOICE' || question.type === 'TRUE_FALSE';
            return (
              <li key={question.id}>
                <Card className="assess-show__item" data-testid="assess-show-objective">
                  <p className="assess-show__no">
                    {index + 1}. <Tag minimal>{t(`exams.questionType.${question.type}`)}</Tag> {scoreTag}
                  </p>
                  <RichText html={question.content} />
                  {fillIn ? (
                    <dl className="assess-show__answers">
                      <dt>{t('assess.show.answer')}</dt>
                      <dd>{q.answer.texts.filter(Boolean).join(' / ') || t('assess.remarks.noAnswer')}</dd>
                      <dt>{t('assess.show.correct')}</dt>
                      <dd>{q.correctAnswer.texts.join(' / ')}</dd>
                    </dl>
                  ) : (
                    <>
                      <OptionList name={`exam-show-${question.id}`} mode={single ? 'radio' : 'checkbox'} options={options} value={given} onChange={() => {}} disabled correct={correct} />
                      <p className="assess-muted">
                        {t('assess.show.letters', { given: lettersOf(given, options) || t('assess.remarks.noAnswer'), correct: lettersOf(correct, options) })}
                      </p>
                    </>
                  )}
                </Card>
              </li>
            );
          }
          return (
            <li key={question.id}>
              <Card className="assess-show__item" data-testid="assess-show-item">
                <p className="assess-show__no">
                  {index + 1}. <Tag minimal>{t('exams.questionType.SHORT_ANSWER')}</Tag> {scoreTag}
                </p>
                <RichText html={question.content} />
                <H3>{t('assess.show.answer')}</H3>
                <p className="assess-remarks__text">{q.answer.texts[0] || t('assess.remarks.noAnswer')}</p>
                <H3>{t('assess.show.reference')}</H3>
                <p className="assess-remarks__text">{q.reference || t('assess.remarks.noReference')}</p>
                {q.remark && <p className="assess-show__remark">{t('assess.show.remark', { remark: q.remark })}</p>}
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
