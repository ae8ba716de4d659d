import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

export interface ResetRequest {
  target: string;
  code: string;
  password: string;
  confirmation: string;
}

export interface RecoveryContext {
  cooldownSeconds: number;
  secondsLeft: number;
  /** Where the last code went. */
  sentTo: string | null;
  /** The server's message for the last failed step. */
  error: string | null;
}

export type RecoveryEvent =
  | { type: 'recovery.sendCode'; target: string }
  | { type: 'recovery.tick' }
  | { type: 'recovery.submit'; request: ResetRequest }
  /** The reader tries again (a submit or a code request, valid or not): the last server message goes. */
  | { type: 'recovery.retry' };

/**
 * Password recovery (spec section 5 "Reset password"): a code is requested for a mobile
 * number or mail address, then the button counts down (60 s) before another may be sent;
 * meanwhile the new password is submitted with the code. The page validates fields first.
 */
export const passwordRecoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as { cooldownSeconds: number },
  },
  actors: {
    sendCode: providedByTheApp<void, { target: string }>('sendCode'),
    resetPassword: providedByTheApp<void, ResetRequest>('resetPassword'),
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'recovery.tick' }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    announceCodeSent: () => {},
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
    takeTarget: assign(({ event }) => {
      assertEvent(event, 'recovery.sendCode');
      return { sentTo: event.target, error: null };
    }),
    /** The code did not go: the error is shown and nowhere counts as its destination. */
    dropTarget: assign({ sentTo: null }),
    startCooldown: assign({ secondsLeft: ({ context }) => context.cooldownSeconds }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCooldown: assign({ secondsLeft: 0 }),
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'passwordRecovery',
  type: 'parallel',
  context: ({ input }) => ({ cooldownSeconds: input.cooldownSeconds, secondsLeft: 0, sentTo: null, error: null }),
  on: { 'recovery.retry': { actions: 'clearError' } },
  states: {
    code: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'recovery.sendCode': { target: 'sending', actions: 'takeTarget' },
          },
        },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ target: context.sentTo ?? '' }),
            onDone: { target: 'cooldown', actions: ['startCooldown', 'announceCodeSent'] },
            onError: { target: 'idle', actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.error }) }, 'dropTarget'] },
          },
        },
        cooldown: {
          invoke: { src: 'ticker' },
          on: {
            'recovery.tick': [
              { guard: 'lastSecond', target: 'idle', actions: 'endCooldown' },
              { actions: 'countDown' },
            ],
          },
        },
      },
    },
    form: {
      initial: 'filling',
      states: {
        filling: {
          on: { 'recovery.submit': { target: 'submitting', actions: 'clearError' } },
        },
        submitting: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ event }) => {
              assertEvent(event, 'recovery.submit');
              return event.request;
            },
            onDone: { target: 'done' },
            onError: { target: 'filling', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
