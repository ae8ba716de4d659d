import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuthMachine } from '../machines/auth';

export type AuthActorRef = ActorRefFrom<AuthMachine>;

/** The app's one auth actor, for pages that sign in or read the user. */
export const AuthActorContext = createContext<AuthActorRef | null>(null);

export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('AuthActorContext is missing');
  return actor;
}

/**
 * True while the session may query the server: signed in and not signing out. The session's
 * own queries (user info, the unread count) run only then, so signing out stops them first:
 * no request with a revoked token, no "please sign in" after "Exit Success".
 */
export function useSessionActive(): boolean {
  return useSelector(useAuthActor(), (state) => state.value === 'signedIn');
}
