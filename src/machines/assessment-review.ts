import { assertEvent, assign, setup } from 'xstate';
import { ASSESSMENT_RESULT_MAX, REMARK_MAX } from '../shared/review-rules';
import { messageOf, providedByTheApp } from './provided';
import { parseMark } from './quick-marking';

/** A question of the defence as the examiner scores it. */
export interface ReviewQuestion {
  id: number;
  /** Its full score: a score may not exceed it. */
  full: number;
  /** The score so far (a choice's or the AI's, or an earlier review's). */
  score: number | null;
  remark: string;
}

/** The participant's defence as loaded for review. */
export interface ReviewAssessment {
  id: number;
  /** The defence's full score (a session without questions takes one score within it). */
  full: number;
  score: number | null;
  result: string;
  questions: ReviewQuestion[];
  /** Whether it may be scored now (submitted, or a remote/offline session that has started). */
  commentable: boolean;
}

/** What is sent: the result and either one score or each question's. */
export interface ReviewInput {
  id: number;
  result: string;
  score?: number;
  scores?: { question_id: number; score: number; remark: string }[];
}

export interface AssessmentReviewContext {
  attemptId: number;
  assessment: ReviewAssessment | null;
  /** What the examiner typed, per question id (text, as typed). */
  scores: Record<number, string>;
  remarks: Record<number, string>;
  /** The one score of a session without questions. */
  total: string;
  result: string;
  /** Questions whose score is not a number from 0 to their full score (0: the one score). */
  invalid: number[];
  resultProblem: 'required' | 'tooLong' | null;
  error: string | null;
}

export type AssessmentReviewEvent =
  | { type: 'score.change'; questionId: number; value: string }
  | { type: 'remark.change'; questionId: number; value: string }
  | { type: 'total.change'; value: string }
  | { type: 'result.change'; value: string }
  | { type: 'review.save' }
  | { type: 'review.edit' }
  | { type: 'review.retry' };

const text = (score: number | null) => (score === null ? '' : String(score));

/** The drafts a loaded assessment starts from. */
function draftsOf(a: ReviewAssessment) {
  return {
    scores: Object.fromEntries(a.questions.map((q) => [q.id, text(q.score)])),
    remarks: Object.fromEntries(a.questions.map((q) => [q.id, q.remark])),
    total: a.questions.length === 0 ? text(a.score) : '',
    result: a.result,
    invalid: [],
    resultProblem: null,
    error: null,
  };
}

/** The questions (0 for the one score) whose typed score is not valid. */
export function invalidScores(context: Pick<AssessmentReviewContext, 'assessment' | 'scores' | 'total'>): number[] {
  const a = context.assessment;
  if (!a) return [];
  if (a.questions.length === 0) return parseMark(context.total, a.full) === null ? [0] : [];
  return a.questions.filter((q) => parseMark(context.scores[q.id] ?? '', q.full) === null).map((q) => q.id);
}

/** The result's problem: required, and at most 100 characters once trimmed (spec section 5). */
export function resultProblem(result: string): 'required' | 'tooLong' | null {
  const trimmed = result.trim();
  if (!trimmed) return 'required';
  return [...trimmed].length > ASSESSMENT_RESULT_MAX ? 'tooLong' : null;
}

/**
 * The defence review (spec section 2, /memberAssess/assess-comment): every question scored
 * within its full score (the choices and the AI's scores come filled in and may be changed),
 * a remark each, and the assessment result (required, at most 100 characters); a remote or
 * offline session without questions takes one score. Save sends it all; the server checks the
 * bounds and the assignment again, and its refusal stays on the form.
 */
export const assessmentReviewMachine = setup({
  types: {
    context: {} as AssessmentReviewContext,
    events: {} as AssessmentReviewEvent,
    input: {} as { attemptId: number },
  },
  actors: {
    load: providedByTheApp<ReviewAssessment, { attemptId: number }>('load'),
    comment: providedByTheApp<void, ReviewInput>('comment'),
  },
  actions: {
    /** The examiner's lists and the learner's report read again. */
    saved: () => {},
    /** The assessment with the examiner's drafts taken from it. */
    takeDrafts: assign((_, assessment: ReviewAssessment) => ({ assessment, ...draftsOf(assessment) })),
    takeAssessment: assign({ assessment: (_, assessment: ReviewAssessment) => assessment }),
    setScore: assign(({ context, event }) => {
      assertEvent(event, 'score.change');
      return { scores: { ...context.scores, [event.questionId]: event.value.slice(0, 8) }, invalid: context.invalid.filter((id) => id !== event.questionId) };
    }),
    setRemark: assign(({ context, event }) => {
      assertEvent(event, 'remark.change');
      return { remarks: { ...context.remarks, [event.questionId]: event.value.slice(0, REMARK_MAX) } };
    }),
    setTotal: assign(({ context, event }) => {
      assertEvent(event, 'total.change');
      return { total: event.value.slice(0, 8), invalid: context.invalid.filter((id) => id !== 0) };
    }),
    setResult: assign(({ event }) => {
      assertEvent(event, 'result.change');
      return { result: event.value, resultProblem: null };
    }),
    clearProblems: assign({ invalid: [], resultProblem: null, error: null }),
    showProblems: assign(({ context }) => ({ invalid: invalidScores(context), resultProblem: resultProblem(context.result) })),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    commentable: (_, assessment: ReviewAssessment) => assessment.commentable,
    valid: ({ context }) => invalidScores(context).length === 0 && resultProblem(context.result) === null,
  },
}).createMachine({
  id: 'assessmentReview',
  context: ({ input }) => ({ attemptId: input.attemptId, assessment: null, scores: {}, remarks: {}, total: '', result: '', invalid: [], resultProblem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ attemptId: context.attemptId }),
        onDone: [
          { guard: { type: 'commentable', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'takeDrafts', params: ({ event }) => event.output } },
          { target: 'notYet', actions: { type: 'takeAssessment', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'review.retry': { target: 'loading', actions: 'clearError' } },
    },
    // Not submitted yet, or a session that has not started: nothing to score.
    notYet: {},
    editing: {
      on: {
        'score.change': { actions: 'setScore' },
        'remark.change': { actions: 'setRemark' },
        'total.change': { actions: 'setTotal' },
        'result.change': { actions: 'setResult' },
        'review.save': [{ guard: 'valid', target: 'saving', actions: 'clearProblems' }, { actions: 'showProblems' }],
      },
    },
    saving: {
      invoke: {
        id: 'comment',
        src: 'comment',
        input: ({ context }) => {
          const a = context.assessment!;
          const result = context.result.trim();
          if (a.questions.length === 0) return { id: a.id, result, score: parseMark(context.total, a.full)! };
          return { id: a.id, result, scores: a.questions.map((q) => ({ question_id: q.id, score: parseMark(context.scores[q.id] ?? '', q.full)!, remark: (context.remarks[q.id] ?? '').trim() })) };
        },
        onDone: { target: 'saved', actions: 'saved' },
        onError: { target: 'editing', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Saved: the learner is told; the examiner may change it again.
    saved: {
      on: { 'review.edit': 'editing' },
    },
  },
});
