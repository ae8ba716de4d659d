import { Button, Callout, Card, FormGroup, H2, H3, InputGroup, NonIdealState, Tag, TextArea } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { ExamReviewDocument, ExamReviewsDocument, MarkExamAnswersDocument } from '../../graphql/generated/assess';
import { quickMarkingMachine, REMARK_MAX, type MarkInput, type MarkingAttempt } from '../../machines/quick-marking';
import { withServerMessage } from '../../shared/api-errors';
import { focusFirstInvalid } from '../../shared/focus-invalid';
import { toast } from '../../shared/toaster';
import { RichText } from '../../shared/RichText';
import { ErrorState, LoadingState } from '../../shared/state/LoadState';
import { ReviewStatus } from './review';
import './assess.css';
import { BackToAssess } from './BackToAssess';

/**
 * /memberAssess/exam-remarks?id=&queue= (quick marking): one short answer after another with
 * the reference beside it, a score bounded by the question's full score and a remark; Enter in
 * the score (or Ctrl/⌘+Enter in the remark) saves and goes on, through the attempts of the
 * queue; each save is confirmed, with the final score when it completes an attempt, and the
 * address names the attempt being marked. Attempts skipped still wait, and the end offers
 * them again. Driven by the quick-marking machine.
 */
export function ExamRemarksPage({ attemptIds }: { attemptIds: number[] }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  // The logic is read once, on the first render (as useMachine does).
  const machine = quickMarkingMachine.provide({
    actors: {
      load: fromPromise<MarkingAttempt, { attemptId: number }>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.query({ query: ExamReviewDocument, variables: { id: String(input.attemptId) }, fetchPolicy: 'network-only', context: { handlesErrors: true } });
          const detail = data?.examReview;
          if (!detail) throw new Error(t('assess.remarks.loadFailed'));
          return {
            id: Number(detail.id),
            title: detail.examTitle,
            name: detail.learnerName,
            // The detail shows every question; only the short answers are marked here.
            answers: detail.questions
              .filter((q) => q.question.type === 'SHORT_ANSWER')
              .map((q) => ({
                id: Number(q.question.id),
                content: q.question.content,
                full: q.score,
                reference: q.reference,
                text: q.answer.texts[0] ?? '',
                score: q.mark,
                remark: q.remark,
                marked: q.status === 'REVIEWED',
              })),
          };
        }),
      ),
      mark: fromPromise<{ review_status: number; score: number }, MarkInput>(({ input }) =>
        withServerMessage(async () => {
          const { data } = await client.mutate({
            mutation: MarkExamAnswersDocument,
            variables: { input: { attemptId: String(input.attempt_id), marks: [{ questionId: String(input.question_id), score: input.score, remark: input.remark }] } },
            context: { handlesErrors: true },
          });
          const review = data?.markExamAnswers.review;
          if (!review) throw new Error(t('common.unexpectedError'));
          // The score so far: the final score once the last short answer is marked.
          return { review_status: review.status === 'REVIEWED' ? ReviewStatus.reviewed : ReviewStatus.unreviewed, score: review.currentScore };
        }),
      ),
    },
    actions: {
      marked: () => void client.refetchQueries({ include: [ExamReviewsDocument] }),
      announceSaved: (_, { finished, score, name }) => (finished ? toast.success(t('assess.remarks.attemptDone', { name, score })) : toast.success(t('assess.remarks.saved'))),
      // The address names the attempt being marked (a reload or a shared link opens it), without a new history entry.
      moved: (_, { attemptId, queue }) => void navigate({ to: '/memberAssess/exam-remarks', search: { id: attemptId, queue: queue.join(',') || undefined }, replace: true }),
    },
  });
  const [state, send, actor] = useMachine(machine, { input: { attemptIds } });
  const { attempt, index, score, remark, problem, error, markedCount, skipped, completed } = state.context;
  /** Save; a refused score brings the person to the score field (the message is announced there). */
  const save = () => {
    send({ type: 'marking.save' });
    const answerId = actor.getSnapshot().context.attempt?.answers[actor.getSnapshot().context.index]?.id;
    if (actor.getSnapshot().context.problem && answerId !== undefined) focusFirstInvalid([`remark-score-${answerId}`]);
  };
  const back = (
    <BackToAssess>
      {t('assess.remarks.back')}
    </BackToAssess>
  );

  if (state.matches('loadFailed')) return <ErrorState error={new Error(error ?? '')} title={t('assess.remarks.loadFailed')} onRetry={() => send({ type: 'marking.retry' })} action={back} />;
  if (state.matches('finished'))
    return (
      <section className="assess-remarks" data-testid="remarks-finished">
        <H2>{t('assess.remarks.heading')}</H2>
        <NonIdealState
          icon={skipped.length > 0 ? 'time' : 'tick-circle'}
          title={skipped.length > 0 ? t('assess.remarks.skippedTitle', { count: skipped.length }) : t('assess.remarks.finished')}
          description={
            <>
              <p>{t('assess.remarks.finishedBody', { count: markedCount })}</p>
              {completed.length > 0 && (
                <ul className="assess-remarks__completed" data-testid="remarks-completed">
                  {completed.map((c) => (
                    <li key={c.id}>{t('assess.remarks.completedScore', { name: c.name, score: c.score })}</li>
                  ))}
                </ul>
              )}
            </>
          }
          action={
            <>
              {skipped.length > 0 && <Button intent="primary" text={t('assess.remarks.revisit')} onClick={() => send({ type: 'marking.revisit' })} data-testid="remarks-revisit" />} {back}
            </>
          }
        />
      </section>
    );
  if (!attempt || state.matches('loading')) return <LoadingState rows={6} />;
  const answer = attempt.answers[index]!;
  const saving = state.matches('saving');
  const scoreId = `remark-score-${answer.id}`;

  return (
    <section className="assess-remarks" data-testid="remarks-page">
      <H2>{t('assess.remarks.heading')}</H2>
      <p className="assess-remarks__attempt">
        {t('assess.remarks.attempt', { title: attempt.title, name: attempt.name })}{' '}
        <Tag minimal round data-testid="remarks-progress">
          {t('assess.remarks.progress', { current: index + 1, total: attempt.answers.length })}
        </Tag>
      </p>
      <div className="assess-remarks__columns">
        <Card className="assess-remarks__answer">
          <H3>{t('assess.remarks.question')}</H3>
          <RichText html={answer.content} />
          <H3>{t('assess.remarks.answer')}</H3>
          <p className="assess-remarks__text" data-testid="remarks-answer">
            {answer.text || t('assess.remarks.noAnswer')}
          </p>
        </Card>
        <Card className="assess-remarks__reference">
          <H3>{t('assess.remarks.reference')}</H3>
          <p className="assess-remarks__text" data-testid="remarks-reference">
            {answer.reference || t('assess.remarks.noReference')}
          </p>
        </Card>
      </div>
      <form
        className="assess-remarks__form"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <FormGroup
          label={t('assess.remarks.score', { full: answer.full })}
          labelFor={scoreId}
          intent={problem ? 'danger' : 'none'}
          helperText={problem ? <span role="alert">{t('assess.remarks.scoreProblem', { full: answer.full })}</span> : undefined}
        >
          <InputGroup
            id={scoreId}
            key={scoreId}
            inputMode="decimal"
            autoFocus
            value={score}
            aria-invalid={problem ? true : undefined}
            intent={problem ? 'danger' : 'none'}
            disabled={saving}
            onChange={(e) => send({ type: 'score.change', value: e.target.value })}
            data-testid="remarks-score"
          />
        </FormGroup>
        <FormGroup label={t('assess.remarks.remark')} labelFor={`remark-text-${answer.id}`} helperText={<span id={`remark-hint-${answer.id}`}>{t('assess.remarks.remarkHint')}</span>}>
          <TextArea
            id={`remark-text-${answer.id}`}
            fill
            maxLength={REMARK_MAX}
            placeholder={t('assess.remarks.remarkPlaceholder')}
            value={remark}
            disabled={saving}
            aria-describedby={`remark-hint-${answer.id}`}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            onKeyDown={(e) => {
              // Enter starts a new line in a remark; Ctrl+Enter (⌘+Enter) saves, as the hint says.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                save();
              }
            }}
            onChange={(e) => send({ type: 'remark.change', value: e.target.value })}
            data-testid="remarks-remark"
          />
        </FormGroup>
        {error && (
          <Callout intent="danger" role="alert" data-testid="remarks-error">
            {error}
          </Callout>
        )}
        <div className="assess-remarks__actions">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('assess.remarks.save')} data-testid="remarks-save" />
          <Button variant="minimal" text={t('assess.remarks.nextAttempt')} disabled={saving} onClick={() => send({ type: 'marking.skip' })} data-testid="remarks-skip" />
          {back}
        </div>
      </form>
    </section>
  );
}
