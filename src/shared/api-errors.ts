import i18next from 'i18next';
import { GraphQLErrorCode } from './spec-codes';
/**
 * What a failed call means to the portal (spec section 8). The gateway turns a non-200 REST
 * answer into a GraphQL error whose message is the envelope's `msg` (in the reader's
 * language) and whose extensions are `{ code, portalCode, status }`: `code` from the gateway's
 * one mapping (graphql-codes.ts), `portalCode` the envelope's numeric code, `status` the HTTP
 * status. This reads it in one place.
 */
export type ApiProblem =
  | { kind: 'expired'; message: string }
  | { kind: 'forced'; message: string }
  | { kind: 'notFound'; message: string }
  | { kind: 'message'; code: number | null; message: string }
  | { kind: 'network'; message: string };

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A refused REST call: its GraphQL code and the envelope's code; null for any other error (the gateway's own). */
function refusalOf(error: GraphQLErrorLike): { code: string; portalCode: number | null } | null {
  const { code, portalCode } = error.extensions ?? {};
  if (typeof code !== 'string' || portalCode === undefined) return null;
  return { code, portalCode: typeof portalCode === 'number' ? portalCode : null };
}

/** Classifies the GraphQL errors of one answer: the first refused REST call decides. */
export function classifyGraphQLErrors(errors: readonly GraphQLErrorLike[]): ApiProblem {
  for (const error of errors) {
    const refusal = refusalOf(error);
    if (!refusal) continue;
    if (refusal.code === GraphQLErrorCode.unauthenticated) return { kind: 'expired', message: error.message };
    if (refusal.code === GraphQLErrorCode.forcedLogout) return { kind: 'forced', message: error.message };
    if (refusal.code === GraphQLErrorCode.notFound) return { kind: 'notFound', message: error.message };
    return { kind: 'message', code: refusal.portalCode, message: error.message };
  }
  // No refused call: the gateway itself refused (its text is English and meant for developers,
  // e.g. a limit of the request or 'Unexpected error.'). The reader gets a message in their
  // language; the detail goes to the console.
  console.error('[graphql]', errors.map((e) => e.message).join('; '));
  return { kind: 'message', code: null, message: i18next.t('common.unexpectedError') };
}

/**
 * A refusal, not a failure: the server will not show this to the caller (403: no access,
 * locked, expired; 4004: no such thing). Retrying cannot help; the way back can.
 */
export function isRefusal(error: unknown): boolean {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return false;
  const refusal = (errors as GraphQLErrorLike[]).map(refusalOf).find((r) => r !== null);
  return refusal?.code === GraphQLErrorCode.forbidden || refusal?.code === GraphQLErrorCode.notFound;
}

/**
 * The message to show for a failed call: the server's `msg` of a refused REST call when there
 * is one, else the error's own message.
 */
export function messageOfError(error: unknown): string {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return classifyGraphQLErrors(errors as GraphQLErrorLike[]).message;
  return error instanceof Error ? error.message : String(error);
}

/** The input field a refusal names (GraphQL's `extensions.field`), if it names one. */
export function fieldOfError(error: unknown): string | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const field = (errors as GraphQLErrorLike[]).map((e) => e.extensions?.field).find((f) => typeof f === 'string');
  return typeof field === 'string' ? field : null;
}

/** Runs a call and rethrows its failure as an Error carrying the server's message (and `field`, the input field it is about, when it names one). */
export async function withServerMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const field = fieldOfError(error);
    throw Object.assign(new Error(messageOfError(error)), field ? { field } : {});
  }
}
