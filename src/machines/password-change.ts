import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** What the dialog sends: the body of PUT /api/users/updatePass. */
export interface PasswordChangeRequest {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** What a change answers: the new token (every older one is revoked) and the server's message. */
export interface PasswordChanged {
  token: string;
  message: string;
}

export interface PasswordChangeContext {
  /** The server's refusal (wrong current password...), in the reader's language. */
  error: string | null;
}

export type PasswordChangeEvent =
  | { type: 'password.open' }
  | { type: 'password.close' }
  /** The reader typed again: a refusal's message goes. */
  | { type: 'password.edit' }
  /** Sent by the dialog once the browser's checks of spec section 5 pass (the server checks again). */
  | { type: 'password.submit'; request: PasswordChangeRequest };

/**
 * Changing the password from the member area (spec sections 5 and 7, PUT users/updatePass):
 * closed; editing (the dialog checks the fields before it submits); submitting; refused with the server's message
 * (the fields kept to try again); done. The server revokes every older token and answers a
 * new one: the portal's session goes on with it (renewToken), then a toast says so.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: providedByTheApp<PasswordChanged, PasswordChangeRequest>('changePassword'),
  },
  actions: {
    /** The session takes the new token (the auth machine's auth.tokenRenewed). */
    renewToken: (_, _params: { token: string }) => {},
    /** The server's success message (a toast). */
    announce: (_, _params: { message: string }) => {},
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
}).createMachine({
  id: 'passwordChange',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'password.open': { target: 'editing', actions: 'clearError' } },
    },
    editing: {
      on: { 'password.submit': { target: 'submitting' }, 'password.close': { target: 'closed' } },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.submit');
          return event.request;
        },
        onDone: {
          target: 'done',
          actions: [
            { type: 'renewToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        'password.edit': { target: 'editing', actions: 'clearError' },
        'password.submit': { target: 'submitting', actions: 'clearError' },
        'password.close': { target: 'closed', actions: 'clearError' },
      },
    },
    done: {
      on: {
        'password.open': { target: 'editing', actions: 'clearError' },
        'password.close': { target: 'closed' },
      },
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
