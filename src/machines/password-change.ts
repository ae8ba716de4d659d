import { assign, setup } from 'xstate';
import { isValidPassword } from '../shared/validators';
import { messageOf, providedByTheApp } from './provided';

/** What the dialog sends: the body of PUT /api/users/updatePass. */
export interface PasswordChangeRequest {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** What a change answers: the new token (every older one is revoked) and the server's message. */
export interface PasswordChanged {
  token: string;
  message: string;
}

export type PasswordChangeField = keyof PasswordChangeRequest;
export type PasswordChangeProblem = 'oldRequired' | 'passwordRule' | 'passwordsDiffer';

/**
 * The browser's checks of spec section 5 (the server checks again): the current password is
 * required; the new one is 8-16 characters with two of digits, letters and symbols; the two
 * entries must match ('two passwords differ').
 */
export function passwordChangeProblems(request: PasswordChangeRequest): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (request.old_password === '') problems.old_password = 'oldRequired';
  if (!isValidPassword(request.password)) problems.password = 'passwordRule';
  if (request.password_confirmation === '' || request.password_confirmation !== request.password) problems.password_confirmation = 'passwordsDiffer';
  return problems;
}

const isSendable = (request: PasswordChangeRequest) => Object.keys(passwordChangeProblems(request)).length === 0;

export interface PasswordChangeContext {
  /** A submit was tried: the dialog shows each field's problem. */
  touched: boolean;
  /** The server's refusal (wrong current password...), in the reader's language. */
  error: string | null;
}

export type PasswordChangeEvent =
  | { type: 'open' }
  | { type: 'close' }
  /** The reader typed again: a refusal's message goes. */
  | { type: 'edit' }
  | { type: 'submit'; request: PasswordChangeRequest };

const submit = [{ guard: 'sendable', target: 'submitting', actions: 'startSubmitting' }, { actions: 'markTouched' }] as const;

/**
 * Changing the password from the member area (spec sections 5 and 7, PUT users/updatePass):
 * closed; editing (the browser's checks first); submitting; refused with the server's message
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
    markTouched: assign({ touched: true }),
    startSubmitting: assign({ touched: true, error: null }),
  },
  guards: {
    sendable: ({ event }) => event.type === 'submit' && isSendable(event.request),
  },
}).createMachine({
  id: 'passwordChange',
  context: { touched: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'editing', actions: assign({ touched: false, error: null }) } },
    },
    editing: {
      on: { submit, close: { target: 'closed' } },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => (event.type === 'submit' ? event.request : { old_password: '', password: '', password_confirmation: '' }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'renewToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'announce', params: ({ event }) => ({ message: event.output.message }) },
            assign({ touched: false }),
          ],
        },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    refused: {
      on: {
        edit: { target: 'editing', actions: assign({ error: null }) },
        submit,
        close: { target: 'closed', actions: assign({ error: null }) },
      },
    },
    done: {
      on: {
        open: { target: 'editing', actions: assign({ touched: false, error: null }) },
        close: { target: 'closed' },
      },
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
