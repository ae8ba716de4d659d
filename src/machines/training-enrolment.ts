import { assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** What the enrolment flow reads of an offline training (the server's TrainingDetail). */
export interface EnrolTraining {
  id: number;
  /** 1 enrolled. */
  is_apply: number;
  /** 1 when an enrolment would be accepted now (window open, a seat left). */
  can_apply: number;
  /** 1 when enrolled and the training has not started. */
  can_cancel: number;
}

export interface TrainingEnrolmentContext {
  training: EnrolTraining;
  /** The server's message of a refused enrolment or cancellation. */
  error: string | null;
}

export type TrainingEnrolmentEvent = { type: 'training.enrol' } | { type: 'training.cancel' } | { type: 'training.loaded'; training: EnrolTraining } | { type: 'error.dismiss' };

/** The training a reload of the page carries. */
const loaded = ({ event }: { event: { training: EnrolTraining } }) => event.training;
/** The training a server call answers. */
const answered = ({ event }: { event: { output: EnrolTraining } }) => event.output;

/**
 * The state a training the server answered puts the flow in: registered when enrolled,
 * to-register when it would accept an enrolment, else not registered. (The guards read the
 * answered training: guards run before the transition's assignment.)
 */
const decide = <TArgs>(training: (args: TArgs) => EnrolTraining) =>
  [
    { guard: { type: 'answeredEnrolled', params: training }, target: 'registered', actions: { type: 'takeTraining', params: training } },
    { guard: { type: 'answeredOpen', params: training }, target: 'toRegister', actions: { type: 'takeTraining', params: training } },
    { target: 'notRegistered', actions: { type: 'takeTraining', params: training } },
  ] as const;

/**
 * Training enrolment (design card; spec section 4 "Registration states"): to-register
 * (the window is open), registering (the call), registered, not registered (the window
 * closed, no seat, or withdrawn) and cancelling. Enrolment and cancellation are allowed only
 * before the start; the server decides (seats are counted there), and its refusal ('no seats
 * left') is kept for the page while the state follows the training it answers again.
 */
export const trainingEnrolmentMachine = setup({
  types: {
    context: {} as TrainingEnrolmentContext,
    events: {} as TrainingEnrolmentEvent,
    input: {} as { training: EnrolTraining },
  },
  actors: {
    apply: providedByTheApp<EnrolTraining, { trainingId: number }>('apply'),
    cancel: providedByTheApp<EnrolTraining, { trainingId: number }>('cancel'),
    /** Reads the training again after a refusal (seats may have gone). */
    reload: providedByTheApp<EnrolTraining, { trainingId: number }>('reload'),
  },
  actions: {
    announce: (_, _params: { what: 'enrolled' | 'cancelled' }) => {},
    takeTraining: assign({ training: (_, training: EnrolTraining) => training }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    enrolled: ({ context }) => context.training.is_apply === 1,
    canApply: ({ context }) => context.training.can_apply === 1,
    canCancel: ({ context }) => context.training.can_cancel === 1,
    answeredEnrolled: (_, training: EnrolTraining) => training.is_apply === 1,
    answeredOpen: (_, training: EnrolTraining) => training.can_apply === 1,
  },
}).createMachine({
  id: 'trainingEnrolment',
  context: ({ input }) => ({ training: input.training, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'enrolled', target: 'registered' }, { guard: 'canApply', target: 'toRegister' }, { target: 'notRegistered' }],
    },
    toRegister: {
      on: {
        'training.enrol': { target: 'registering', actions: 'clearError' },
        'training.loaded': decide(loaded),
        'error.dismiss': { actions: 'clearError' },
      },
    },
    registering: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ trainingId: context.training.id }),
        onDone: [
          { guard: { type: 'answeredEnrolled', params: answered }, target: 'registered', actions: [{ type: 'takeTraining', params: answered }, { type: 'announce', params: { what: 'enrolled' } }] },
          { guard: { type: 'answeredOpen', params: answered }, target: 'toRegister', actions: { type: 'takeTraining', params: answered } },
          { target: 'notRegistered', actions: { type: 'takeTraining', params: answered } },
        ],
        onError: { target: 'reloading', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    registered: {
      on: {
        'training.cancel': { guard: 'canCancel', target: 'cancelling', actions: 'clearError' },
        'training.loaded': decide(loaded),
        'error.dismiss': { actions: 'clearError' },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ trainingId: context.training.id }),
        onDone: [
          { guard: { type: 'answeredEnrolled', params: answered }, target: 'registered', actions: { type: 'takeTraining', params: answered } },
          { guard: { type: 'answeredOpen', params: answered }, target: 'toRegister', actions: [{ type: 'takeTraining', params: answered }, { type: 'announce', params: { what: 'cancelled' } }] },
          { target: 'notRegistered', actions: [{ type: 'takeTraining', params: answered }, { type: 'announce', params: { what: 'cancelled' } }] },
        ],
        onError: { target: 'reloading', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** After a refusal: the training as the server now sees it decides the state; the error stays shown. */
    reloading: {
      invoke: {
        id: 'reload',
        src: 'reload',
        input: ({ context }) => ({ trainingId: context.training.id }),
        onDone: decide(answered),
        onError: { target: 'deciding' },
      },
    },
    notRegistered: {
      on: { 'error.dismiss': { actions: 'clearError' }, 'training.loaded': decide(loaded) },
    },
  },
});

export type TrainingEnrolmentMachine = typeof trainingEnrolmentMachine;
