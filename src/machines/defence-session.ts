import { and, assertEvent, assign, setup } from 'xstate';
import { DEFENCE_QUESTION, MULTIPLE_CHOICE_MIN } from '../shared/review-rules';
import { messageOf, providedByTheApp } from './provided';

/** A recording kept as an answer: its upload id, address and length in seconds. */
export interface DefenceRecording {
  id?: number;
  path: string;
  seconds: number;
}

export interface DefenceSessionQuestion {
  id: number;
  /** 1 spoken (recorded), 2 single choice, 3 multiple choice. */
  question_type: number;
  content: string;
  score: number;
  options: { id: number; content: string }[];
  /** What is saved on the server. */
  answer: { recording: DefenceRecording | null; option_ids: number[] };
}

/** The defence as entered: its questions with my answers so far. */
export interface DefenceSessionData {
  id: number;
  title: string;
  kind: number;
  min_seconds: number;
  questions: DefenceSessionQuestion[];
}

/** What the save is given: a recording (its upload id) or the options chosen. */
export interface DefenceAnswerInput {
  defenceId: number;
  question_id: number;
  upload_id?: number;
  option_ids?: number[];
}

export interface DefenceAnswerSaved {
  question_id: number;
  option_ids: number[];
  recording: DefenceRecording | null;
}

/**
 * Why the page says no: a choice confirmed with nothing chosen, a multiple choice with fewer
 * than two (spec section 5), or a submit with questions unanswered.
 */
export type DefenceProblem = { kind: 'required' } | { kind: 'multipleMin'; min: number } | { kind: 'unanswered'; count: number };

export interface DefenceSessionContext {
  defenceId: number;
  session: DefenceSessionData | null;
  index: number;
  /** The options ticked on the current choice question, not yet confirmed. */
  choices: number[];
  problem: DefenceProblem | null;
  /** The notice on the first and last question (spec section 5). */
  notice: 'first' | 'last' | null;
  error: string | null;
  /** The answer being saved. */
  pending: { upload_id: number } | { option_ids: number[] } | null;
}

export type DefenceSessionEvent =
  | { type: 'answer.select'; optionIds: number[] }
  | { type: 'answer.confirm' }
  | { type: 'answer.record'; recording: DefenceRecording & { id: number } }
  | { type: 'question.next' }
  | { type: 'question.prev' }
  | { type: 'question.goto'; index: number }
  | { type: 'defence.submit' }
  | { type: 'submission.confirm' }
  | { type: 'submission.cancel' }
  | { type: 'defence.retry' };

/** The questions without a saved answer. */
export function unansweredCount(session: DefenceSessionData | null): number {
  return (session?.questions ?? []).filter((q) => (q.question_type === DEFENCE_QUESTION.spoken ? !q.answer.recording : q.answer.option_ids.length === 0)).length;
}

/** The problem with confirming these options, or null when they may be saved. */
export function choiceProblem(question: DefenceSessionQuestion | undefined, choices: number[]): DefenceProblem | null {
  if (choices.length === 0) return { kind: 'required' };
  if (question?.question_type === DEFENCE_QUESTION.multiple && choices.length < MULTIPLE_CHOICE_MIN) return { kind: 'multipleMin', min: MULTIPLE_CHOICE_MIN };
  return null;
}

const currentOf = (context: DefenceSessionContext) => context.session?.questions[context.index];
const savedChoices = (session: DefenceSessionData | null, index: number) => [...(session?.questions[index]?.answer.option_ids ?? [])];
const moveTo = (context: DefenceSessionContext, index: number) => ({ index, choices: savedChoices(context.session, index), problem: null, notice: null, error: null });

/** The session with a saved answer in its question. */
function withAnswer(session: DefenceSessionData, saved: DefenceAnswerSaved): DefenceSessionData {
  return {
    ...session,
    questions: session.questions.map((q) => (q.id === saved.question_id ? { ...q, answer: { recording: saved.recording, option_ids: saved.option_ids } } : q)),
  };
}

/**
 * A learner's interactive or AI defence (spec sections 2 and 5): the questions one at a time;
 * a spoken question is answered by a recording (the recorder uploads it, this saves it as the
 * answer), a choice by confirming the options ticked (an answer is required; a multiple choice
 * needs at least two). Previous and next stop at the ends with the first/last notice. Submit
 * asks for confirmation once every question is answered; the server then scores an AI defence
 * or queues an interactive one for its examiner, and the page opens the report.
 */
export const defenceSessionMachine = setup({
  types: {
    context: {} as DefenceSessionContext,
    events: {} as DefenceSessionEvent,
    input: {} as { defenceId: number },
  },
  actors: {
    load: providedByTheApp<DefenceSessionData, { defenceId: number }>('load'),
    saveAnswer: providedByTheApp<DefenceAnswerSaved, DefenceAnswerInput>('saveAnswer'),
    submit: providedByTheApp<void, { defenceId: number }>('submit'),
  },
  actions: {
    /** Opens the report. */
    submitted: () => {},
    /** Back where the learner left off: the first question without an answer. */
    takeSession: assign((_, session: DefenceSessionData) => {
      const first = session.questions.findIndex((q) => (q.question_type === DEFENCE_QUESTION.spoken ? !q.answer.recording : q.answer.option_ids.length === 0));
      const index = first < 0 ? 0 : first;
      return { session, index, choices: savedChoices(session, index), error: null };
    }),
    selectOptions: assign(({ event }) => {
      assertEvent(event, 'answer.select');
      return { choices: [...new Set(event.optionIds)], problem: null, notice: null };
    }),
    pendChoices: assign({ pending: ({ context }) => ({ option_ids: context.choices }), problem: null, error: null }),
    showChoiceProblem: assign({ problem: ({ context }) => choiceProblem(currentOf(context), context.choices) }),
    pendRecording: assign(({ event }) => {
      assertEvent(event, 'answer.record');
      return { pending: { upload_id: event.recording.id }, problem: null, error: null };
    }),
    notify: assign({ notice: (_, notice: 'first' | 'last') => notice }),
    nextQuestion: assign(({ context }) => moveTo(context, context.index + 1)),
    previousQuestion: assign(({ context }) => moveTo(context, context.index - 1)),
    goToQuestion: assign(({ context, event }) => {
      assertEvent(event, 'question.goto');
      return moveTo(context, event.index);
    }),
    clearProblems: assign({ problem: null, notice: null, error: null }),
    showUnanswered: assign(({ context }) => ({ problem: { kind: 'unanswered' as const, count: unansweredCount(context.session) }, notice: null })),
    takeSaved: assign(({ context }, saved: DefenceAnswerSaved) => ({ session: withAnswer(context.session!, saved), choices: [...saved.option_ids], pending: null, error: null })),
    dropPending: assign({ pending: null }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    isChoice: ({ context }) => currentOf(context)?.question_type !== DEFENCE_QUESTION.spoken,
    isSpoken: ({ context }) => currentOf(context)?.question_type === DEFENCE_QUESTION.spoken,
    choiceValid: ({ context }) => choiceProblem(currentOf(context), context.choices) === null,
    atFirst: ({ context }) => context.index === 0,
    atLast: ({ context }) => context.index >= (context.session?.questions.length ?? 1) - 1,
    validIndex: ({ context, event }) => event.type === 'question.goto' && Number.isInteger(event.index) && event.index >= 0 && event.index < (context.session?.questions.length ?? 0),
    allAnswered: ({ context }) => unansweredCount(context.session) === 0,
  },
}).createMachine({
  id: 'defenceSession',
  context: ({ input }) => ({ defenceId: input.defenceId, session: null, index: 0, choices: [], problem: null, notice: null, error: null, pending: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ defenceId: context.defenceId }),
        onDone: {
          target: 'answering',
          actions: { type: 'takeSession', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'defence.retry': { target: 'loading', actions: 'clearError' } },
    },
    answering: {
      on: {
        'answer.select': { guard: 'isChoice', actions: 'selectOptions' },
        'answer.confirm': [
          { guard: and(['isChoice', 'choiceValid']), target: 'saving', actions: 'pendChoices' },
          { guard: 'isChoice', actions: 'showChoiceProblem' },
        ],
        'answer.record': { guard: 'isSpoken', target: 'saving', actions: 'pendRecording' },
        'question.next': [{ guard: 'atLast', actions: { type: 'notify', params: 'last' } }, { actions: 'nextQuestion' }],
        'question.prev': [{ guard: 'atFirst', actions: { type: 'notify', params: 'first' } }, { actions: 'previousQuestion' }],
        'question.goto': { guard: 'validIndex', actions: 'goToQuestion' },
        'defence.submit': [{ guard: 'allAnswered', target: 'confirmingSubmit', actions: 'clearProblems' }, { actions: 'showUnanswered' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => ({ defenceId: context.defenceId, question_id: currentOf(context)!.id, ...context.pending! }),
        onDone: {
          target: 'answering',
          actions: { type: 'takeSaved', params: ({ event }) => event.output },
        },
        // The server's refusal (too short, not open any more) stays on the question.
        onError: { target: 'answering', actions: ['dropPending', { type: 'keepError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    confirmingSubmit: {
      on: {
        'submission.confirm': 'submitting',
        'submission.cancel': 'answering',
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ defenceId: context.defenceId }),
        onDone: { target: 'submitted', actions: 'submitted' },
        onError: { target: 'answering', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitted: { type: 'final' },
  },
});
