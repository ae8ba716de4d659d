import { Button, Callout, Card } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectedQuestionsDocument, PractiseQuestionDocument, WrongQuestionsDocument, type PractiseQuestionMutation } from '../../graphql/generated/exams';
import { hasAnswer, type GivenAnswer } from '../../machines/exam-attempt';
import { RichText } from '../../shared/RichText';
import { toast } from '../../shared/toaster';
import { messageOfError } from '../../shared/api-errors';
import { answerText, isTextQuestion } from './answer-text';
import { practiceNumber, practiceOrder } from './practice-set';
import { EmptyState, ErrorState, LoadingState } from '../../shared/state/LoadState';
import { QuestionView, type QuestionLike } from './QuestionView';

/** Questions practised per page load (the wrong book and the collection are paged server-side). */
const PRACTICE_BATCH = 100;

type Feedback = PractiseQuestionMutation['practiseQuestion'];

/**
 * Wrong-question practice (/error-test/{exam id}, 0 for every exam) and collection practice
 * (/collect-test): one question at a time; a right answer takes a wrong question out of the book.
 */
export function PracticePage({ mode, examId = 0 }: { mode: 'wrong' | 'collect'; examId?: number }) {
  const { t } = useTranslation();
  // Exam 0: every exam's wrong questions.
  const wrong = useQuery(WrongQuestionsDocument, { variables: { examId: examId ? String(examId) : null, page: 1, pageSize: PRACTICE_BATCH }, fetchPolicy: 'network-only', skip: mode !== 'wrong' });
  const collected = useQuery(CollectedQuestionsDocument, { variables: { page: 1, pageSize: PRACTICE_BATCH }, fetchPolicy: 'network-only', skip: mode !== 'collect' });
  const [check, { loading: checking }] = useMutation(PractiseQuestionDocument, { context: { handlesErrors: true } });
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<GivenAnswer>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [order, setOrder] = useState<readonly string[]>([]);
  const query = mode === 'wrong' ? wrong : collected;
  const loaded = mode === 'wrong' ? wrong.data?.wrongQuestions : collected.data?.collectedQuestions;
  const list: readonly QuestionLike[] = mode === 'wrong' ? (wrong.data?.wrongQuestions.nodes.map((node) => node.question) ?? []) : (collected.data?.collectedQuestions.nodes ?? []);
  // The set's order grows as lists arrive (React's "adjust state while rendering"): numbers stay put.
  const nextOrder = practiceOrder(order, list.map((q) => q.id));
  if (nextOrder !== order) setOrder(nextOrder);

  if (query.loading && !loaded) return <LoadingState />;
  if (query.error || !loaded) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (list.length === 0) {
    return (
      <div data-testid="practice-empty">
        {mode === 'wrong' ? (
          <EmptyState icon="tick-circle" title={t('exams.practice.noWrong')} description={t('exams.practice.noWrongHint')} />
        ) : (
          <EmptyState icon="star-empty" title={t('exams.practice.noCollect')} />
        )}
      </div>
    );
  }
  const position = Math.min(index, list.length - 1);
  const question = list[position]!;

  const submit = async () => {
    try {
      const result = await check({ variables: { input: { questionId: question.id, ...answer } } });
      if (result.data) setFeedback(result.data.practiseQuestion);
    } catch (error) {
      toast.error(messageOfError(error));
    }
  };
  const next = async () => {
    const removed = feedback?.removedFromWrongQuestions === true;
    setFeedback(null);
    setAnswer({});
    if (removed) await query.refetch();
    else setIndex((i) => (i + 1) % list.length);
  };

  return (
    <div className="exam-page" data-testid="practice">
      <p className="practice__progress" data-testid="practice-left">
        {t('exams.practice.progress', { count: list.length })}
      </p>
      <Card>
        <QuestionView
          key={`${question.id}-${feedback ? 'checked' : 'open'}`}
          question={question}
          value={answer}
          onChange={setAnswer}
          disabled={feedback !== null}
          correct={feedback && !isTextQuestion(question.type) ? feedback.correctAnswer.optionIds : undefined}
          heading={<span data-testid="practice-number">{practiceNumber(nextOrder, question.id)}.</span>}
        />
        {feedback && (
          <Callout
            intent={feedback.correct ? 'success' : 'danger'}
            className="practice__feedback"
            title={feedback.correct ? (mode === 'wrong' && feedback.removedFromWrongQuestions ? t('exams.practice.right') : t('exams.practice.rightCollect')) : t('exams.practice.wrong')}
            data-testid="practice-feedback"
          >
            <p data-testid="practice-correct-answer">
              {question.type === 'SHORT_ANSWER' ? t('exams.practice.reference', { answer: answerText(question, feedback.correctAnswer) }) : t('exams.practice.correctAnswer', { answer: answerText(question, feedback.correctAnswer) })}
            </p>
            <RichText html={feedback.explanation} />
          </Callout>
        )}
        <div className="exam-attempt__nav">
          {feedback ? (
            <>
              {!feedback.correct && <Button icon="refresh" text={t('exams.practice.retry')} onClick={() => { setFeedback(null); setAnswer({}); }} data-testid="practice-retry" />}
              <Button intent="primary" rightIcon="arrow-right" text={t('exams.practice.next')} onClick={() => void next()} data-testid="practice-next" />
            </>
          ) : (
            <Button intent="primary" text={t('exams.practice.check')} loading={checking} disabled={!hasAnswer(answer)} onClick={() => void submit()} data-testid="practice-check" />
          )}
        </div>
      </Card>
    </div>
  );
}
