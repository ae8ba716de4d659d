import type { AttemptData, ExamCheck, PendingAnswer } from './exam-attempt';
import { examAttemptMachine } from './exam-attempt';
import { machineModel } from './testing/model';

const questions: AttemptData['questions'] = [
  { id: '1', type: 'SINGLE_CHOICE', content: '<p>HTTPS?</p>', options: [{ optionId: '1', content: '80' }, { optionId: '2', content: '443' }], score: 10, blanks: 0 },
  { id: '2', type: 'FILL_IN', content: '<p>V____N</p>', options: [], score: 10, blanks: 1 },
];

export const firstAnswer: PendingAnswer = { questionId: '1', answer: { optionIds: ['2'] } };

/** A fresh attempt: deadline at 100 000 ms on the test clock. */
export const freshAttempt: AttemptData = { id: '7', examId: '3', title: 'Quiz', questions, deadline: 100_000, answers: {}, pending: [], remaining: 60 };
/** A resumed attempt whose first answer is still in the local queue (given offline before a reload). */
export const resumedAttempt: AttemptData = { ...freshAttempt, answers: { '1': firstAnswer.answer }, pending: [firstAnswer] };

export const checks: Record<string, ExamCheck> = {
  open: { reason: null, openAttemptId: null },
  inProgress: { reason: null, openAttemptId: '7' },
  notOpen: { reason: 'notOpen', openAttemptId: null },
  ended: { reason: 'ended', openAttemptId: null },
  limitReached: { reason: 'limitReached', openAttemptId: null },
  noMakeup: { reason: 'noMakeup', openAttemptId: null },
};

export const examAttemptModel = machineModel(examAttemptMachine, {
  inputs: [{ examId: '3' }],
  events: [
    ...Object.values(checks).map((output) => ({ type: 'xstate.done.actor.loadExam' as const, output })),
    { type: 'xstate.error.actor.loadExam', error: new Error('network') },
    { type: 'exam.start' },
    { type: 'exam.retry' },
    { type: 'xstate.done.actor.startAttempt', output: freshAttempt },
    { type: 'xstate.done.actor.startAttempt', output: resumedAttempt },
    { type: 'xstate.error.actor.startAttempt', error: new Error('limit reached') },
    { type: 'exam.answer', questionId: '1', answer: { optionIds: ['2'] } },
    { type: 'exam.answer', questionId: '2', answer: { texts: ['PN'] } },
    { type: 'exam.next' },
    { type: 'exam.prev' },
    { type: 'exam.goto', index: 1 },
    { type: 'exam.goto', index: 5 },
    { type: 'exam.tick', now: 40_000 },
    { type: 'exam.tick', now: 100_000 },
    { type: 'exam.online' },
    { type: 'exam.submit' },
    { type: 'xstate.done.actor.saveAnswer', output: firstAnswer },
    { type: 'xstate.error.actor.saveAnswer', error: new Error('offline') },
    { type: 'xstate.done.actor.submitAttempt', output: { attemptId: '7' } },
    { type: 'xstate.error.actor.submitAttempt', error: new Error('offline') },
  ],
});
