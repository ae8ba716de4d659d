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
