import type { GraphContext } from '../context.js';
import type { Rest } from '../rest.js';
import { viewerOf } from './resolvers.js';

/**
 * A user's own data (their notifications, their courses, their credits): the REST API answers
 * only the caller's own, so a field of `User` that reads it answers for the signed-in user and
 * null for anyone else. The one place that decides it.
 */

/**
 * The users a sign-in of this operation answered, with the REST calls of their new session: the
 * request carried no token (or another one), so what is asked of them in the same operation is
 * read with the token the sign-in issued.
 */
const signedInRest = new WeakMap<object, Rest>();

/** Records that `user` signed in during this operation: their own data is read with `rest` (the new session's calls). */
export function rememberSignedIn(user: object, rest: Rest): void {
  signedInRest.set(user, rest);
}

/** The REST calls that read `user`'s own data: the new session's for a user a sign-in answered, else the request's. */
export function restOf(user: object, context: GraphContext): Rest {
  return signedInRest.get(user) ?? context.rest;
}

/**
 * The REST calls that read `user`'s own data when `user` is the caller; null for anyone else.
 * Costs the viewer's route once per operation (the loader keeps it: a `viewer` query has
 * already asked it).
 */
export async function ownRest(user: { id: number }, context: GraphContext): Promise<Rest | null> {
  const rest = restOf(user, context);
  const viewer = await viewerOf(rest);
  return viewer.id === user.id ? rest : null;
}
