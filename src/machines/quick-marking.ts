import { assign, setup } from 'xstate';
import { REMARK_MAX } from '../shared/review-rules';
import { ReviewStatus } from '../shared/spec-codes';
import { messageOf, providedByTheApp } from './provided';

const REVIEWED = ReviewStatus.reviewed;

/** Longest remark on a marked answer (the rule the server applies too). */
export { REMARK_MAX };

/** A short answer as the examiner marks it. */
export interface MarkingAnswer {
  /** The question's id. */
  id: number;
  content: string;
  /** The question's full score: a mark may not exceed it. */
  full: number;
  reference: string;
  text: string;
  score: number | null;
  remark: string;
  marked: boolean;
}

/** A submitted attempt with its short answers. */
export interface MarkingAttempt {
  id: number;
  title: string;
  name: string;
  answers: MarkingAnswer[];
}

export interface QuickMarkingContext {
  /** The attempts to mark, the current one first. */
  queue: number[];
  attempt: MarkingAttempt | null;
  /** The answer being marked (its place in attempt.answers). */
  index: number;
  /** What the examiner typed. */
  score: string;
  remark: string;
  /** The score typed is not a number from 0 to the full score. */
  problem: 'score' | null;
  /** The server's refusal, or why the attempt could not be read. */
  error: string | null;
  /** Answers marked in this sitting. */
  markedCount: number;
  /** Attempts passed over (skipped, or not readable) that still wait: the end says so and offers them again. */
  skipped: number[];
  /** Attempts this sitting completed, with the final score the server set. */
  completed: { id: number; name: string; score: number }[];
}

export type QuickMarkingEvent =
  | { type: 'score.change'; value: string }
  | { type: 'remark.change'; value: string }
  | { type: 'marking.save' }
  /** On to the next attempt: this one is passed over and still waits. */
  | { type: 'marking.skip' }
  | { type: 'marking.retry' }
  /** At the end: mark the attempts passed over. */
  | { type: 'marking.revisit' };

export interface MarkInput {
  attempt_id: number;
  question_id: number;
  score: number;
  remark: string;
}

/** The score typed as a number, or null when it is not one from 0 to the full score (halves allowed). */
export function parseMark(text: string, full: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.5|\.0)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 0 && value <= full ? value : null;
}

/** The first answer still waiting at or after `from`; -1 when none. */
export function nextWaiting(attempt: MarkingAttempt | null, from = 0): number {
  if (!attempt) return -1;
  for (let i = from; i < attempt.answers.length; i += 1) if (!attempt.answers[i]!.marked) return i;
  return -1;
}

const draftOf = (attempt: MarkingAttempt | null, index: number) => {
  const answer = attempt?.answers[index];
  return { score: answer?.score === null || answer?.score === undefined ? '' : String(answer.score), remark: answer?.remark ?? '', problem: null, error: null };
};

/**
 * Quick marking (spec section 2, /memberAssess/exam-remarks): one short answer after another,
 * the reference beside it; a score from 0 to the question's full score and a remark; save
 * goes on to the next answer waiting, then to the next attempt of the queue, until none is left.
 * The server checks the bound and the assignment again; its refusal stays on the answer.
 */
export const quickMarkingMachine = setup({
  types: {
    context: {} as QuickMarkingContext,
    events: {} as QuickMarkingEvent,
    input: {} as { attemptIds: number[] },
  },
  actors: {
    load: providedByTheApp<MarkingAttempt, { attemptId: number }>('load'),
    mark: providedByTheApp<{ review_status: number; score: number }, MarkInput>('mark'),
  },
  actions: {
    /** The waiting list and the learner's report read again. */
    marked: () => {},
    /** A mark was saved (a toast); `finished` with the attempt's final score when it completed the attempt. */
    announceSaved: (_, _params: { finished: boolean; score: number; name: string }) => {},
    /** The attempt now being marked, and those after it (the page's address follows). */
    moved: (_, _params: { attemptId: number; queue: number[] }) => {},
    /** The attempt read, at its first answer still waiting. */
    takeAttempt: assign((_, attempt: MarkingAttempt) => {
      const index = nextWaiting(attempt);
      return { attempt, index, ...draftOf(attempt, index) };
    }),
    dropCurrent: assign({ queue: ({ context }) => context.queue.slice(1) }),
    /** The last attempt read was marked meanwhile: the sitting ends with it. */
    endWith: assign({ attempt: (_, attempt: MarkingAttempt) => attempt, queue: [] }),
    skipCurrent: assign({ skipped: ({ context }) => [...context.skipped, ...context.queue.slice(0, 1)], queue: ({ context }) => context.queue.slice(1), error: null }),
    setScore: assign({ score: (_, { value }: { value: string }) => value.slice(0, 8), problem: null }),
    setRemark: assign({ remark: (_, { value }: { value: string }) => value.slice(0, REMARK_MAX) }),
    flagScore: assign({ problem: 'score' }),
    /** The mark saved, on to the next answer of the attempt still waiting. */
    markNext: assign(({ context }) => {
      const attempt = withMarked(context);
      const after = nextWaiting(attempt, context.index + 1);
      const index = after >= 0 ? after : nextWaiting(attempt);
      return { attempt, index, markedCount: context.markedCount + 1, ...draftOf(attempt, index) };
    }),
    /** The attempt's last mark saved: it leaves the queue (the last one leaves it empty). */
    completeAttempt: assign(({ context }, output: { review_status: number; score: number }) => ({ attempt: withMarked(context), queue: context.queue.slice(1), markedCount: context.markedCount + 1, completed: completedWith(context, output) })),
    revisitSkipped: assign({ queue: ({ context }) => context.skipped, skipped: [], error: null }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    waiting: (_, attempt: MarkingAttempt) => nextWaiting(attempt) >= 0,
    moreQueued: ({ context }) => context.queue.length > 1,
    anySkipped: ({ context }) => context.skipped.length > 0,
    validScore: ({ context }) => parseMark(context.score, context.attempt?.answers[context.index]?.full ?? 0) !== null,
    moreInAttempt: ({ context }) => nextWaiting(context.attempt, context.index + 1) >= 0 || nextWaiting(context.attempt, 0) !== context.index,
  },
}).createMachine({
  id: 'quickMarking',
  context: ({ input }) => ({ queue: input.attemptIds, attempt: null, index: 0, score: '', remark: '', problem: null, error: null, markedCount: 0, skipped: [], completed: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ attemptId: context.queue[0] ?? 0 }),
        onDone: [
          {
            guard: { type: 'waiting', params: ({ event }) => event.output },
            target: 'marking',
            actions: [
              { type: 'takeAttempt', params: ({ event }) => event.output },
              { type: 'moved', params: ({ context }) => ({ attemptId: context.queue[0] ?? 0, queue: context.queue.slice(1) }) },
            ],
          },
          // Marked meanwhile (by another examiner): on to the next one.
          { guard: 'moreQueued', target: 'loading', reenter: true, actions: 'dropCurrent' },
          { target: 'finished', actions: { type: 'endWith', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: {
        'marking.retry': { target: 'loading', actions: 'clearError' },
        // Passed over, not done: it still waits, and the end offers it again.
        'marking.skip': [
          { guard: 'moreQueued', target: 'loading', actions: 'skipCurrent' },
          { target: 'finished', actions: 'skipCurrent' },
        ],
      },
    },
    marking: {
      on: {
        'score.change': { actions: { type: 'setScore', params: ({ event }) => ({ value: event.value }) } },
        'remark.change': { actions: { type: 'setRemark', params: ({ event }) => ({ value: event.value }) } },
        'marking.save': [{ guard: 'validScore', target: 'saving' }, { actions: 'flagScore' }],
        // Skipped: it still waits; the end says so and offers it again.
        'marking.skip': [
          { guard: 'moreQueued', target: 'loading', actions: 'skipCurrent' },
          { target: 'finished', actions: 'skipCurrent' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'mark',
        src: 'mark',
        input: ({ context }) => {
          const answer = context.attempt!.answers[context.index]!;
          return { attempt_id: context.attempt!.id, question_id: answer.id, score: parseMark(context.score, answer.full)!, remark: context.remark.trim() };
        },
        onDone: [
          {
            guard: 'moreInAttempt',
            target: 'marking',
            actions: [
              'markNext',
              'marked',
              { type: 'announceSaved', params: ({ event, context }) => saved(event.output, context) },
            ],
          },
          {
            guard: 'moreQueued',
            target: 'loading',
            actions: [
              { type: 'announceSaved', params: ({ event, context }) => saved(event.output, context) },
              { type: 'completeAttempt', params: ({ event }) => event.output },
              'marked',
            ],
          },
          {
            target: 'finished',
            actions: [
              { type: 'announceSaved', params: ({ event, context }) => saved(event.output, context) },
              { type: 'completeAttempt', params: ({ event }) => event.output },
              'marked',
            ],
          },
        ],
        onError: { target: 'marking', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Nothing left in the queue; attempts passed over still wait and can be taken up again. */
    finished: {
      on: {
        'marking.revisit': { guard: 'anySkipped', target: 'loading', actions: 'revisitSkipped' },
      },
    },
  },
});

/** The server's answer to a mark, as the page announces it: 2 means the attempt is complete, with its final score. */
function saved(output: { review_status: number; score: number }, context: QuickMarkingContext) {
  return { finished: output.review_status === REVIEWED, score: output.score, name: context.attempt?.name ?? '' };
}

function completedWith(context: QuickMarkingContext, output: { review_status: number; score: number }) {
  return output.review_status === REVIEWED && context.attempt ? [...context.completed, { id: context.attempt.id, name: context.attempt.name, score: output.score }] : context.completed;
}

/** The attempt with the current answer marked as typed. */
function withMarked(context: QuickMarkingContext): MarkingAttempt {
  const attempt = context.attempt!;
  return {
    ...attempt,
    answers: attempt.answers.map((a, i) => (i === context.index ? { ...a, marked: true, score: parseMark(context.score, a.full), remark: context.remark.trim() } : a)),
  };
}

export type QuickMarkingMachine = typeof quickMarkingMachine;
