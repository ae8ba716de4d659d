import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { enqueue, examAttemptMachine, hasAnswer, type AttemptData, type ExamAttemptContext, type ExamCheck, type PendingAnswer, type SubmitResult } from './exam-attempt';
import { checks, examAttemptModel, firstAnswer, freshAttempt, resumedAttempt } from './exam-attempt.model';
import { controlledPromise, expectSameState } from './testing/model';
import { describeModelPaths } from './testing/expectations';

/** The real machine with controllable actors, no real clock, and recorded effects. */
function drive() {
  const loadExam = controlledPromise<ExamCheck, { examId: string }>();
  const startAttempt = controlledPromise<AttemptData, { examId: string; openAttemptId: string | null }>();
  const saveAnswer = controlledPromise<PendingAnswer, { attemptId: string; item: PendingAnswer }>();
  const submitAttempt = controlledPromise<SubmitResult, { attemptId: string; queue: PendingAnswer[] }>();
  const effects: string[] = [];
  const machine = examAttemptMachine.provide({
    actors: {
      loadExam: loadExam.logic,
      startAttempt: startAttempt.logic,
      saveAnswer: saveAnswer.logic,
      submitAttempt: submitAttempt.logic,
      ticker: fromCallback(() => () => undefined),
    },
    actions: {
      persistQueue: (_, params: { queue: PendingAnswer[] }) => effects.push(`persist:${params.queue.length}`),
      goResult: (_, params: { attemptId: string }) => effects.push(`result:${params.attemptId}`),
    },
  });
  const actor = createActor(machine, { input: { examId: '3' } }).start();
  return { actor, loadExam, startAttempt, saveAnswer, submitAttempt, effects };
}

describeModelPaths('exam attempt machine: every shortest path of the model', examAttemptModel, drive, {
  // The answers, the queue and where the reader stands (the attempt's data is the model's sample).
  compared: ({ queue, answers, index, notice, remaining }: ExamAttemptContext) => ({ queue, answers, index, notice, remaining }),
});

describe('exam attempt machine: journeys', () => {
  async function attempting(attempt = freshAttempt) {
    const sut = drive();
    sut.loadExam.resolve(checks.open!);
    await expectSameState(sut.actor, 'open');
    sut.actor.send({ type: 'exam.start' });
    sut.startAttempt.resolve(attempt);
    await expectSameState(sut.actor, attempt.pending.length ? { attempting: 'saving' } : { attempting: 'idle' });
    return sut;
  }

  it('resumes an attempt in progress without asking, and flushes the answers queued before the reload', async () => {
    const sut = drive();
    sut.loadExam.resolve(checks.inProgress!);
    await expectSameState(sut.actor, 'starting');
    expect(sut.startAttempt.pending[0]?.input).toEqual({ examId: '3', openAttemptId: '7' });
    sut.startAttempt.resolve(resumedAttempt);
    await expectSameState(sut.actor, { attempting: 'saving' });
    expect(sut.saveAnswer.pending[0]?.input).toEqual({ attemptId: '7', item: firstAnswer });
    sut.saveAnswer.resolve(firstAnswer);
    await expectSameState(sut.actor, { attempting: 'idle' });
    expect(sut.actor.getSnapshot().context.queue).toEqual([]);
    expect(sut.effects).toEqual(['persist:0']);
  });

  it('keeps answers given offline in the queue and saves them when the network is back', async () => {
    const sut = await attempting();
    sut.actor.send({ type: 'exam.answer', questionId: '1', answer: { optionIds: ['1'] } });
    sut.saveAnswer.reject(new Error('offline'));
    await expectSameState(sut.actor, { attempting: 'offline' });
    sut.actor.send({ type: 'exam.answer', questionId: '1', answer: { optionIds: ['2'] } });
    sut.actor.send({ type: 'exam.answer', questionId: '2', answer: { texts: ['PN'] } });
    expect(sut.actor.getSnapshot().context.queue).toEqual([firstAnswer, { questionId: '2', answer: { texts: ['PN'] } }]);
    sut.actor.send({ type: 'exam.online' });
    await expectSameState(sut.actor, { attempting: 'saving' });
    expect(sut.saveAnswer.pending[0]?.input.item).toEqual(firstAnswer);
    sut.saveAnswer.resolve(firstAnswer);
    await expectSameState(sut.actor, { attempting: 'saving' });
    sut.saveAnswer.resolve({ questionId: '2', answer: { texts: ['PN'] } });
    await expectSameState(sut.actor, { attempting: 'idle' });
    expect(sut.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('a newer answer given while the older one is being saved stays queued', async () => {
    const sut = await attempting();
    sut.actor.send({ type: 'exam.answer', questionId: '1', answer: { optionIds: ['1'] } });
    sut.actor.send({ type: 'exam.answer', questionId: '1', answer: { optionIds: ['2'] } });
    sut.saveAnswer.resolve({ questionId: '1', answer: { optionIds: ['1'] } });
    await expectSameState(sut.actor, { attempting: 'saving' });
    expect(sut.actor.getSnapshot().context.queue).toEqual([firstAnswer]);
  });

  it('requires an answer before moving on and gives notices on the first and last question', async () => {
    const sut = await attempting();
    sut.actor.send({ type: 'exam.prev' });
    expect(sut.actor.getSnapshot().context.notice).toBe('firstQuestion');
    sut.actor.send({ type: 'exam.next' });
    expect(sut.actor.getSnapshot().context.notice).toBe('answerRequired');
    sut.actor.send({ type: 'exam.answer', questionId: '1', answer: { optionIds: ['2'] } });
    sut.actor.send({ type: 'exam.next' });
    expect(sut.actor.getSnapshot().context.index).toBe(1);
    sut.actor.send({ type: 'exam.next' });
    expect(sut.actor.getSnapshot().context.notice).toBe('lastQuestion');
  });

  it('submits by itself when the time is up, flushing the queue with the submit', async () => {
    const sut = await attempting();
    sut.actor.send({ type: 'exam.answer', questionId: '1', answer: { optionIds: ['2'] } });
    sut.actor.send({ type: 'exam.tick', now: 99_001 });
    expect(sut.actor.getSnapshot().context.remaining).toBe(1);
    sut.actor.send({ type: 'exam.tick', now: 100_000 });
    await expectSameState(sut.actor, 'submitting');
    expect(sut.submitAttempt.pending[0]?.input).toEqual({ attemptId: '7', queue: [firstAnswer] });
    sut.submitAttempt.resolve({ attemptId: '7' });
    await expectSameState(sut.actor, 'submitted');
    expect(sut.effects.slice(-2)).toEqual(['persist:0', 'result:7']);
  });

  it('helpers: answered, and the queue keeps one answer per question', () => {
    expect(hasAnswer({ texts: [' '] })).toBe(false);
    expect(hasAnswer({ optionIds: ['1'] })).toBe(true);
    expect(enqueue([firstAnswer], { questionId: '1', answer: { optionIds: ['1'] } })).toEqual([{ questionId: '1', answer: { optionIds: ['1'] } }]);
  });
});
