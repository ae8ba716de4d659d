import { Card, H2, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExamReviewDetailDocument } from '../../graphql/generated/assess';
import { present } from '../../shared/present';
import { OptionList } from '../../shared/options/OptionList';
import { lettersOf } from '../../shared/options/option-list';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { QuestionType } from '../../shared/spec-codes';
import { formatDateTime } from '../../shared/dates';
import { ReviewStatus } from './review';
import './assess.css';

/**
 * /memberAssess/exam-show?id= (answer detail): every question of the attempt with the
 * learner's answer and its mark (objective questions as scored at submit, short answers with
 * the reference, their marks and remarks), and the attempt's total as the server counts it
 * (the score the marked list and the learner's notice show).
 */

/** REST's question type as the graph's (the words are keyed by it), until this page moves to the graph. */
const QUESTION_TYPES = { 1: 'SINGLE_CHOICE', 2: 'MULTIPLE_CHOICE', 3: 'TRUE_FALSE', 4: 'FILL_IN', 5: 'SHORT_ANSWER', 6: 'INDEFINITE_CHOICE' } as const;
export function ExamShowPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(ExamReviewDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const detail = data?.examReviewDetail?.data;
  if (error && !detail) return <ErrorState error={error} title={t('assess.loadFailed')} onRetry={() => void refetch()} />;
  if (!detail) return <LoadingState rows={6} />;
  const waiting = detail.review_status !== ReviewStatus.reviewed;
  const questions = present(detail.questions);
  return (
    <section className="assess-show" data-testid="assess-show">
      <H2>{t('assess.show.heading')}</H2>
      <p className="assess-remarks__attempt">
        {t('assess.remarks.attempt', { title: detail.title, name: detail.name })} · {formatDateTime(detail.submitted_at, i18n.language)}
      </p>
      <p data-testid="assess-show-total">{waiting ? t('assess.show.totalWaiting', { score: detail.total, full: detail.total_score }) : t('assess.show.total', { score: detail.total, full: detail.total_score })}</p>
      {waiting && (
        <Link to="/memberAssess/exam-remarks" search={{ id: detail.id }} className="bp6-button bp6-intent-primary" data-testid="assess-show-mark">
          {t('assess.show.quickMark')}
        </Link>
      )}
      <ol className="assess-show__list">
        {questions.map((q, index) => {
          const marked = q.review_status === ReviewStatus.reviewed;
          const scoreTag = marked ? (
            <Tag intent={q.my_score === q.score ? 'success' : q.my_score ? 'warning' : 'danger'} minimal round data-testid="assess-show-score">
              {t('assess.show.score', { score: q.my_score ?? 0, full: q.score })}
            </Tag>
          ) : (
            <Tag minimal round data-testid="assess-show-score">
              {t('assess.show.waiting')}
            </Tag>
          );
          if (q.type !== QuestionType.shortAnswer) {
            const options = present(q.options);
            const given = present(q.my_answer.option_ids);
            const correct = present(q.correct_answer.option_ids);
            const fillIn = q.type === QuestionType.fillIn;
            const single = q.type === QuestionType.single || q.type === QuestionType.judge;
            return (
              <li key={q.id}>
                <Card className="assess-show__item" data-testid="assess-show-objective">
                  <p className="assess-show__no">
                    {index + 1}. <Tag minimal>{t(`exams.questionType.${QUESTION_TYPES[q.type as keyof typeof QUESTION_TYPES]}`)}</Tag> {scoreTag}
                  </p>
                  <RichText html={q.content} />
                  {fillIn ? (
                    <dl className="assess-show__answers">
                      <dt>{t('assess.show.answer')}</dt>
                      <dd>{present(q.my_answer.texts).filter(Boolean).join(' / ') || t('assess.remarks.noAnswer')}</dd>
                      <dt>{t('assess.show.correct')}</dt>
                      <dd>{present(q.correct_answer.texts).join(' / ')}</dd>
                    </dl>
                  ) : (
                    <>
                      <OptionList name={`exam-show-${q.id}`} mode={single ? 'radio' : 'checkbox'} options={options} value={given} onChange={() => {}} disabled correct={correct} />
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
            <li key={q.id}>
              <Card className="assess-show__item" data-testid="assess-show-item">
                <p className="assess-show__no">
                  {index + 1}. <Tag minimal>{t('exams.questionType.SHORT_ANSWER')}</Tag> {scoreTag}
                </p>
                <RichText html={q.content} />
                <H3>{t('assess.show.answer')}</H3>
                <p className="assess-remarks__text">{q.text || t('assess.remarks.noAnswer')}</p>
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
