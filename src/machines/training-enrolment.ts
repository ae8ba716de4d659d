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

export type TrainingEnrolmentEvent = { type: 'enrol' } | { type: 'cancel' } | { type: 'training.loaded'; training: EnrolTraining } | { type: 'error.dismiss' };

/** The training a server answer or a reload carries. */
function answered(event: { type: string }): EnrolTraining | null {
  if ('output' in event) return event.output as EnrolTraining;
  if ('training' in event) return event.training as EnrolTraining;
  return null;
}

/**
 * The state a training the server answered puts the flow in: registered when enrolled,
 * to-register when it would accept an enrolment, else not registered. (The guards read the
 * answered training: guards run before the transition's assignment.)
 */
const decide = [
  { guard: 'answeredEnrolled', target: 'registered', actions: 'takeTraining' },
  { guard: 'answeredOpen', target: 'toRegister', actions: 'takeTraining' },
  { target: 'notRegistered', actions: 'takeTraining' },
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
    takeTraining: assign({ training: ({ context, event }) => answered(event) ?? context.training }),
  },
  guards: {
    enrolled: ({ context }) => context.training.is_apply === 1,
    canApply: ({ context }) => context.training.can_apply === 1,
    canCancel: ({ context }) => context.training.can_cancel === 1,
    answeredEnrolled: ({ event }) => answered(event)?.is_apply === 1,
    answeredOpen: ({ event }) => answered(event)?.can_apply === 1,
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
        enrol: { target: 'registering', actions: assign({ error: null }) },
        'training.loaded': decide,
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    registering: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => ({ trainingId: context.training.id }),
        onDone: [
          { guard: 'answeredEnrolled', target: 'registered', actions: ['takeTraining', { type: 'announce', params: { what: 'enrolled' } }] },
          { guard: 'answeredOpen', target: 'toRegister', actions: 'takeTraining' },
          { target: 'notRegistered', actions: 'takeTraining' },
        ],
        onError: { target: 'reloading', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    registered: {
      on: {
        cancel: { guard: 'canCancel', target: 'cancelling', actions: assign({ error: null }) },
        'training.loaded': decide,
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ trainingId: context.training.id }),
        onDone: [
          { guard: 'answeredEnrolled', target: 'registered', actions: 'takeTraining' },
          { guard: 'answeredOpen', target: 'toRegister', actions: ['takeTraining', { type: 'announce', params: { what: 'cancelled' } }] },
          { target: 'notRegistered', actions: ['takeTraining', { type: 'announce', params: { what: 'cancelled' } }] },
        ],
        onError: { target: 'reloading', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** After a refusal: the training as the server now sees it decides the state; the error stays shown. */
    reloading: {
      invoke: {
        id: 'reload',
        src: 'reload',
        input: ({ context }) => ({ trainingId: context.training.id }),
        onDone: decide,
        onError: { target: 'deciding' },
      },
    },
    notRegistered: {
      on: { 'error.dismiss': { actions: assign({ error: null }) }, 'training.loaded': decide },
    },
  },
});

export type TrainingEnrolmentMachine = typeof trainingEnrolmentMachine;
