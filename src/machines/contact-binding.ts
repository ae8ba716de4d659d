import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** A code was sent: how long before another may be asked for, and the message to show. */
export interface CodeSent {
  resendAfter: number;
  message: string;
}

export interface BindRequest {
  target: string;
  code: string;
}

/** The contact is bound: the profile with the new mobile or mail, and the message to show. */
export interface Bound<TUser> {
  user: TUser | null;
  message: string;
}

export interface ContactBindingContext {
  secondsLeft: number;
  /** Where the last code went. */
  sentTo: string | null;
  /** The browser's check (already in the reader's language) or the server's refusal. */
  error: string | null;
}

export type ContactBindingEvent =
  | { type: 'bind.sendCode'; target: string }
  | { type: 'bind.tick' }
  | { type: 'bind.submit'; request: BindRequest }
  /** The dialog's own check failed (not 11 digits, no 6-digit code): its message is shown, nothing is sent. */
  | { type: 'bind.invalid'; message: string }
  /** The dialog opens again after a binding: a new one may start. */
  | { type: 'bind.open' };

/**
 * Binding a mobile number or mail address from member-info (spec sections 5 and 7,
 * passMobileMail then boundMobileMail). Two regions: the code (idle, sending, code sent with
 * the resend countdown the server names) and the form (filling, binding, refused with the
 * server's message, bound). The dialog checks the fields first; the server checks again.
 */
export const contactBindingMachine = setup({
  types: {
    context: {} as ContactBindingContext,
    events: {} as ContactBindingEvent,
  },
  actors: {
    sendCode: providedByTheApp<CodeSent, { target: string }>('sendCode'),
    bindTarget: providedByTheApp<Bound<unknown>, BindRequest>('bindTarget'),
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'bind.tick' }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    /** The message of a sent code or a binding (a toast). */
    announce: (_, _params: { message: string }) => {},
    /** The page takes the profile the server answered; the dialog empties and closes. */
    bound: (_, _params: { user: unknown }) => {},
    showInvalid: assign(({ event }) => {
      assertEvent(event, 'bind.invalid');
      return { error: event.message };
    }),
    takeTarget: assign(({ event }) => {
      assertEvent(event, 'bind.sendCode');
      return { sentTo: event.target, error: null };
    }),
    /** The code did not go: nowhere counts as its destination. */
    dropTarget: assign({ sentTo: null }),
    startCooldown: assign({ secondsLeft: (_, sent: CodeSent) => Math.max(1, sent.resendAfter) }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCooldown: assign({ secondsLeft: 0 }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'contactBinding',
  type: 'parallel',
  context: { secondsLeft: 0, sentTo: null, error: null },
  on: { 'bind.invalid': { actions: 'showInvalid' } },
  states: {
    code: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'bind.sendCode': { target: 'sending', actions: 'takeTarget' } },
        },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ target: context.sentTo ?? '' }),
            onDone: {
              target: 'codeSent',
              actions: [{ type: 'startCooldown', params: ({ event }) => event.output }, { type: 'announce', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.error }) }, 'dropTarget'] },
          },
        },
        /** The code is on its way: another may be asked for when the countdown ends. */
        codeSent: {
          invoke: { src: 'ticker' },
          on: {
            'bind.tick': [{ guard: 'lastSecond', target: 'idle', actions: 'endCooldown' }, { actions: 'countDown' }],
          },
        },
      },
    },
    form: {
      initial: 'filling',
      states: {
        filling: {
          on: { 'bind.submit': { target: 'binding', actions: 'clearError' } },
        },
        binding: {
          invoke: {
            id: 'bindTarget',
            src: 'bindTarget',
            input: ({ event }) => {
              assertEvent(event, 'bind.submit');
              return event.request;
            },
            onDone: {
              target: 'bound',
              actions: [{ type: 'announce', params: ({ event }) => ({ message: event.output.message }) }, { type: 'bound', params: ({ event }) => ({ user: event.output.user }) }],
            },
            onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refused: {
          on: { 'bind.submit': { target: 'binding', actions: 'clearError' } },
        },
        bound: {
          on: { 'bind.open': { target: 'filling' } },
        },
      },
    },
  },
});

export type ContactBindingMachine = typeof contactBindingMachine;
