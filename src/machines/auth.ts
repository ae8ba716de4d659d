import { assertEvent, assign, setup } from 'xstate';
import { providedByTheApp } from './provided';

/** What a user does in the portal (the graph's Role): learners, lecturers, examiners. */
export type SessionRole = 'LEARNER' | 'LECTURER' | 'EXAMINER';

/**
 * The signed-in user as the portal keeps it (spec: login result and user info): the header,
 * the role gates and the home page's greeting read it. Plain data: the app builds it from the
 * graph's viewer (src/app/auth.ts).
 */
export interface SessionUser {
  /** The user's id (the graph's ID, a string). */
  id: string;
  account: string;
  name: string;
  /** Avatar address; empty for the default avatar. */
  photo: string;
  role: SessionRole;
  isAdmin: boolean;
  departmentName: string | null;
  positionName: string | null;
}

export interface Credentials {
  account: string;
  password: string;
}

export interface SignInResult {
  token: string;
  user: SessionUser;
}

export interface AuthContext {
  token: string | null;
  user: SessionUser | null;
  /** The server's message of the last failed sign-in, or the chat app's error data. */
  error: string | null;
  /** The one-time code the chat app gave, while it is exchanged. */
  chatAppCode: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials }
  /** Inside the chat app with its sign-in enabled: ask the app for a one-time code and exchange it. */
  | { type: 'auth.chatApp' }
  | { type: 'auth.logout' }
  /** UNAUTHENTICATED (envelope 202) on any call: the token is gone. */
  | { type: 'auth.expired'; message: string }
  /** FORCED_LOGOUT (envelope 205) on the viewer call: an admin disabled the account. */
  | { type: 'auth.forced'; message: string }
  | { type: 'auth.userLoaded'; user: SessionUser }
  /** A password change answered a new token (every older one is revoked): the session goes on with it. */
  | { type: 'auth.tokenRenewed'; token: string };

export interface AuthInput {
  token: string | null;
  user: SessionUser | null;
}

/**
 * Sign-in state of the portal (spec section 4 "Login state" and "Forced logout").
 * Side effects are named here and implemented by the app: storing the session (pcToken,
 * login flag, user info), the daily credit call after sign-in, toasts and navigation.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    signIn: providedByTheApp<SignInResult, Credentials>('signIn'),
    signOut: providedByTheApp<void, { token: string | null }>('signOut'),
    /** The chat app's one-time auth code (DingTalk requestAuthCode with the corporation id). */
    requestAuthCode: providedByTheApp<string, void>('requestAuthCode'),
    /** signInWithDingTalk: the code for a session, answered like the password sign-in. */
    exchangeCode: providedByTheApp<SignInResult, { code: string }>('exchangeCode'),
  },
  actions: {
    storeSession: (_, _params: { token: string; user: SessionUser | null }) => {},
    storeUser: (_, _params: { user: SessionUser }) => {},
    clearStoredSession: () => {},
    requestDailyCredit: () => {},
    announceSignedOut: () => {},
    announceExpired: (_, _params: { message: string }) => {},
    announceForced: (_, _params: { message: string }) => {},
    goHome: () => {},
    goLogin: () => {},
    forgetSession: assign({ token: null, user: null }),
    takeSession: assign((_, { token, user }: SignInResult) => ({ token, user })),
    takeUser: assign(({ event }) => {
      assertEvent(event, 'auth.userLoaded');
      return { user: event.user };
    }),
    takeToken: assign(({ event }) => {
      assertEvent(event, 'auth.tokenRenewed');
      return { token: event.token };
    }),
    /** A new sign-in through the chat app: no error, no code yet. */
    startChatApp: assign({ error: null, chatAppCode: null }),
    takeCode: assign({ chatAppCode: (_, code: string) => code }),
    dropCode: assign({ chatAppCode: null }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => describeError(error) }),
  },
  guards: {
    hasStoredToken: ({ context }) => Boolean(context.token),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input.token, user: input.user, error: null, chatAppCode: null }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredToken', target: 'signedIn' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: { 'auth.login': { target: 'signingIn' }, 'auth.chatApp': { target: 'requestingCode' } },
    },
    /*
     * Sign-in inside the chat app (spec: chat-app login only when enabled; 'dd error' with the
     * error data when it fails): requesting the code, exchanging it, or failed; from failed the
     * user tries again or signs in with the password form.
     */
    requestingCode: {
      entry: 'startChatApp',
      invoke: {
        id: 'requestAuthCode',
        src: 'requestAuthCode',
        onDone: { target: 'exchangingCode', actions: { type: 'takeCode', params: ({ event }) => event.output } },
        onError: { target: 'chatAppFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    exchangingCode: {
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.chatAppCode ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'takeSession', params: ({ event }) => event.output },
            'dropCode',
            { type: 'storeSession', params: ({ event }) => ({ token: event.output.token, user: event.output.user }) },
            'requestDailyCredit',
            'goHome',
          ],
        },
        onError: { target: 'chatAppFailed', actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.error }) }, 'dropCode'] },
      },
    },
    chatAppFailed: {
      on: { 'auth.chatApp': { target: 'requestingCode' }, 'auth.login': { target: 'signingIn' } },
    },
    signingIn: {
      entry: 'clearError',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return event.credentials;
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'takeSession', params: ({ event }) => event.output },
            { type: 'storeSession', params: ({ event }) => ({ token: event.output.token, user: event.output.user }) },
            'requestDailyCredit',
            'goHome',
          ],
        },
        onError: {
          target: 'anonymous',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      on: {
        'auth.logout': { target: 'signingOut' },
        'auth.expired': {
          target: 'sessionExpired',
          actions: [{ type: 'announceExpired', params: ({ event }) => ({ message: event.message }) }],
        },
        'auth.forced': {
          target: 'forcedOut',
          actions: [{ type: 'announceForced', params: ({ event }) => ({ message: event.message }) }],
        },
        'auth.userLoaded': {
          actions: ['takeUser', { type: 'storeUser', params: ({ event }) => ({ user: event.user }) }],
        },
        'auth.tokenRenewed': {
          actions: ['takeToken', { type: 'storeSession', params: ({ context, event }) => ({ token: event.token, user: context.user }) }],
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token }),
        // Whether or not the server answered, the browser forgets the session.
        onDone: { target: 'anonymous', actions: ['clearStoredSession', 'forgetSession', 'announceSignedOut', 'goLogin'] },
        onError: { target: 'anonymous', actions: ['clearStoredSession', 'forgetSession', 'announceSignedOut', 'goLogin'] },
      },
    },
    sessionExpired: {
      entry: ['clearStoredSession', 'forgetSession', 'goLogin'],
      on: { 'auth.login': { target: 'signingIn' }, 'auth.chatApp': { target: 'requestingCode' } },
    },
    forcedOut: {
      entry: ['clearStoredSession', 'forgetSession', 'goLogin'],
      on: { 'auth.login': { target: 'signingIn' }, 'auth.chatApp': { target: 'requestingCode' } },
    },
  },
});

export type AuthMachine = typeof authMachine;

/** An Error's message; anything else a chat app rejects with (an object of error data) as JSON. */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** True in the states where the portal's protected pages may show. */
export function isSignedIn(state: { value: unknown }): boolean {
  return state.value === 'signedIn' || state.value === 'signingOut';
}
