import { assertEvent, assign, fromCallback, setup } from 'xstate';
import type { QuestionType } from '../graphql/generated/exams';
import { messageOf, providedByTheApp } from './provided';

/**
 * The exam attempt (spec section 4 "Exam", issue 5): an exam is checked first (not open
 * yet, ended, attempt limit reached, no make-up available, or open); an attempt in
 * progress is resumed at once (a reload, a crash); otherwise the learner starts one.
 * While attempting, a ticker reports the clock; the deadline comes from the server (made
 * relative to this browser's clock by the effect), and time up submits automatically.
 * Every answer is queued and saved one by one; a failed save keeps the queue (offline)
 * until the network is back, and the queue is persisted by the app (localStorage), so a
 * reload loses nothing. Submitting flushes what is still queued first.
 */

/** A learner's answer: chosen options (by optionId), or one text per blank (one for a short answer). */
export interface GivenAnswer {
  optionIds?: string[];
  texts?: string[];
}

/** A question of the paper, as the graph names it (ids are the graph's IDs). */
export interface AttemptQuestion {
  id: string;
  type: QuestionType;
  content: string;
  options: readonly { optionId: string; content: string }[];
  score: number;
  blanks: number;
}

export interface PendingAnswer {
  questionId: string;
  answer: GivenAnswer;
}

export interface AttemptData {
  id: string;
  examId: string;
  title: string;
  questions: AttemptQuestion[];
  /** Deadline on this browser's clock (ms): the server's deadline shifted by the clock offset. */
  deadline: number;
  /** Answers as the server has them, with the locally queued ones laid over them. */
  answers: Record<string, GivenAnswer>;
  /** Answers given but not yet confirmed by the server (from the local queue). */
  pending: PendingAnswer[];
  /** Seconds left when the server answered (shown until the first tick). */
  remaining: number;
}

export type BlockReason = 'notOpen' | 'ended' | 'limitReached' | 'noMakeup';

export interface ExamCheck {
  reason: BlockReason | null;
  /** The attempt in progress, resumed without asking. */
  openAttemptId: string | null;
}

export interface SubmitResult {
  attemptId: string;
}

export type Notice = 'firstQuestion' | 'lastQuestion' | 'answerRequired' | 'timeUp' | null;

export interface ExamAttemptContext {
  examId: string;
  openAttemptId: string | null;
  attempt: AttemptData | null;
  answers: Record<string, GivenAnswer>;
  queue: PendingAnswer[];
  index: number;
  remaining: number;
  notice: Notice;
  error: string | null;
  result: SubmitResult | null;
}

export type ExamAttemptEvent =
  | { type: 'exam.start' }
  | { type: 'exam.retry' }
  | { type: 'exam.answer'; questionId: string; answer: GivenAnswer }
  | { type: 'exam.next' }
  | { type: 'exam.prev' }
  | { type: 'exam.goto'; index: number }
  | { type: 'exam.tick'; now: number }
  | { type: 'exam.online' }
  | { type: 'exam.submit' };

export interface ExamAttemptInput {
  examId: string;
}

/** True when the answer holds something (an option or a non-blank text). */
export function hasAnswer(answer: GivenAnswer | undefined): boolean {
  if (!answer) return false;
  return (answer.optionIds ?? []).length > 0 || (answer.texts ?? []).some((t) => t.trim() !== '');
}

/** The queue with this answer replacing any queued answer of the same question. */
export function enqueue(queue: PendingAnswer[], item: PendingAnswer): PendingAnswer[] {
  return [...queue.filter((p) => p.questionId !== item.questionId), item];
}

function sameItem(a: PendingAnswer, b: PendingAnswer): boolean {
  return a.questionId === b.questionId && JSON.stringify(a.answer) === JSON.stringify(b.answer);
}

export const examAttemptMachine = setup({
  types: {
    context: {} as ExamAttemptContext,
    events: {} as ExamAttemptEvent,
    input: {} as ExamAttemptInput,
  },
  actors: {
    loadExam: providedByTheApp<ExamCheck, { examId: string }>('loadExam'),
    startAttempt: providedByTheApp<AttemptData, { examId: string; openAttemptId: string | null }>('startAttempt'),
    saveAnswer: providedByTheApp<PendingAnswer, { attemptId: string; item: PendingAnswer }>('saveAnswer'),
    submitAttempt: providedByTheApp<SubmitResult, { attemptId: string; queue: PendingAnswer[] }>('submitAttempt'),
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'exam.tick', now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
    keepOpenAttempt: assign({ openAttemptId: (_, check: ExamCheck) => check.openAttemptId }),
    takeAttempt: assign((_, attempt: AttemptData) => ({ attempt, answers: attempt.answers, queue: attempt.pending, remaining: attempt.remaining, index: 0, notice: null })),
    /** Records an answer: shown at once and queued for the server. */
    recordAnswer: assign(({ context, event }) => {
      assertEvent(event, 'exam.answer');
      return {
        answers: { ...context.answers, [event.questionId]: event.answer },
        queue: enqueue(context.queue, { questionId: event.questionId, answer: event.answer }),
        notice: null,
      };
    }),
    /** Only the answer that was saved leaves the queue; a newer answer to the same question stays. */
    dequeueSaved: assign({ queue: ({ context }, saved: PendingAnswer) => context.queue.filter((p) => !sameItem(p, saved)) }),
    notify: assign({ notice: (_, notice: Notice) => notice }),
    nextQuestion: assign({ index: ({ context }) => context.index + 1, notice: null }),
    previousQuestion: assign({ index: ({ context }) => context.index - 1, notice: null }),
    goToQuestion: assign(({ event }) => {
      assertEvent(event, 'exam.goto');
      return { index: event.index, notice: null };
    }),
    stopClock: assign({ remaining: 0, notice: 'timeUp' }),
    updateRemaining: assign(({ context, event }) => {
      assertEvent(event, 'exam.tick');
      return { remaining: Math.max(0, Math.ceil(((context.attempt?.deadline ?? 0) - event.now) / 1000)) };
    }),
    takeResult: assign({ result: (_, result: SubmitResult) => result, queue: [] }),
    /** Stores the queue of unsaved answers for this attempt (localStorage in the app). */
    persistQueue: (_, _params: { attemptId: string; queue: PendingAnswer[] }) => {},
    goResult: (_, _params: { attemptId: string }) => {},
  },
  guards: {
    blockedBy: (_, { check, reason }: { check: ExamCheck; reason: BlockReason }) => check.reason === reason,
    inProgress: (_, check: ExamCheck) => check.openAttemptId !== null,
    hasPending: (_, attempt: AttemptData) => attempt.pending.length > 0,
    moreQueued: ({ context }, saved: PendingAnswer) => context.queue.some((p) => !sameItem(p, saved)),
    onFirst: ({ context }) => context.index === 0,
    onLast: ({ context }) => context.index >= (context.attempt?.questions.length ?? 1) - 1,
    currentUnanswered: ({ context }) => !hasAnswer(context.answers[context.attempt?.questions[context.index]?.id ?? '']),
    validIndex: ({ context, event }) => event.type === 'exam.goto' && event.index >= 0 && event.index < (context.attempt?.questions.length ?? 0),
    timeUp: ({ context, event }) => event.type === 'exam.tick' && (context.attempt?.deadline ?? 0) <= event.now,
  },
}).createMachine({
  id: 'examAttempt',
  context: ({ input }) => ({
    examId: input.examId,
    openAttemptId: null,
    attempt: null,
    answers: {},
    queue: [],
    index: 0,
    remaining: 0,
    notice: null,
    error: null,
    result: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      entry: 'clearError',
      invoke: {
        id: 'loadExam',
        src: 'loadExam',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: [
          { guard: { type: 'blockedBy', params: ({ event }) => ({ check: event.output, reason: 'notOpen' }) }, target: 'notOpen' },
          { guard: { type: 'blockedBy', params: ({ event }) => ({ check: event.output, reason: 'ended' }) }, target: 'ended' },
          { guard: { type: 'blockedBy', params: ({ event }) => ({ check: event.output, reason: 'limitReached' }) }, target: 'limitReached' },
          { guard: { type: 'blockedBy', params: ({ event }) => ({ check: event.output, reason: 'noMakeup' }) }, target: 'noMakeup' },
          { guard: { type: 'inProgress', params: ({ event }) => event.output }, target: 'starting', actions: { type: 'keepOpenAttempt', params: ({ event }) => event.output } },
          { target: 'open' },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    notOpen: { on: { 'exam.retry': 'checking' } },
    ended: { on: { 'exam.retry': 'checking' } },
    limitReached: { on: { 'exam.retry': 'checking' } },
    noMakeup: { on: { 'exam.retry': 'checking' } },
    failed: { on: { 'exam.retry': 'checking' } },
    open: { on: { 'exam.start': 'starting' } },
    starting: {
      entry: 'clearError',
      invoke: {
        id: 'startAttempt',
        src: 'startAttempt',
        input: ({ context }) => ({ examId: context.examId, openAttemptId: context.openAttemptId }),
        onDone: [
          { guard: { type: 'hasPending', params: ({ event }) => event.output }, target: 'attempting.saving', actions: { type: 'takeAttempt', params: ({ event }) => event.output } },
          { target: 'attempting', actions: { type: 'takeAttempt', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    attempting: {
      invoke: { src: 'ticker' },
      initial: 'idle',
      on: {
        'exam.next': [
          { guard: 'onLast', actions: { type: 'notify', params: 'lastQuestion' } },
          { guard: 'currentUnanswered', actions: { type: 'notify', params: 'answerRequired' } },
          { actions: 'nextQuestion' },
        ],
        'exam.prev': [{ guard: 'onFirst', actions: { type: 'notify', params: 'firstQuestion' } }, { actions: 'previousQuestion' }],
        'exam.goto': { guard: 'validIndex', actions: 'goToQuestion' },
        'exam.tick': [
          { guard: 'timeUp', target: 'submitting', actions: 'stopClock' },
          { actions: 'updateRemaining' },
        ],
        'exam.submit': 'submitting',
      },
      states: {
        idle: {
          on: { 'exam.answer': { target: 'saving', actions: ['recordAnswer', { type: 'persistQueue', params: ({ context }) => ({ attemptId: context.attempt!.id, queue: context.queue }) }] } },
        },
        saving: {
          on: { 'exam.answer': { actions: ['recordAnswer', { type: 'persistQueue', params: ({ context }) => ({ attemptId: context.attempt!.id, queue: context.queue }) }] } },
          invoke: {
            id: 'saveAnswer',
            src: 'saveAnswer',
            input: ({ context }) => ({ attemptId: context.attempt!.id, item: context.queue[0]! }),
            onDone: [
              { guard: { type: 'moreQueued', params: ({ event }) => event.output }, target: 'saving', reenter: true, actions: [{ type: 'dequeueSaved', params: ({ event }) => event.output }, { type: 'persistQueue', params: ({ context }) => ({ attemptId: context.attempt!.id, queue: context.queue }) }] },
              { target: 'idle', actions: [{ type: 'dequeueSaved', params: ({ event }) => event.output }, { type: 'persistQueue', params: ({ context }) => ({ attemptId: context.attempt!.id, queue: context.queue }) }] },
            ],
            onError: 'offline',
          },
        },
        offline: {
          on: {
            'exam.answer': { actions: ['recordAnswer', { type: 'persistQueue', params: ({ context }) => ({ attemptId: context.attempt!.id, queue: context.queue }) }] },
            'exam.online': 'saving',
          },
        },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        id: 'submitAttempt',
        src: 'submitAttempt',
        input: ({ context }) => ({ attemptId: context.attempt!.id, queue: context.queue }),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'takeResult', params: ({ event }) => event.output },
            { type: 'persistQueue', params: ({ context }) => ({ attemptId: context.attempt!.id, queue: [] }) },
            { type: 'goResult', params: ({ event }) => ({ attemptId: event.output.attemptId }) },
          ],
        },
        onError: { target: 'submitFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitFailed: {
      on: { 'exam.submit': 'submitting', 'exam.online': 'submitting' },
    },
    submitted: { type: 'final' },
  },
});

export type ExamAttemptMachine = typeof examAttemptMachine;
