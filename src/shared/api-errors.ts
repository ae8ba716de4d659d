import i18next from 'i18next';
import { EnvelopeCode } from './spec-codes';
/**
 * What a failed call means to the portal (spec section 8). The gateway turns a non-200
 * REST envelope into a GraphQL error whose extensions carry the upstream response body
 * `{code,msg,data}`; this reads it in one place.
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

interface Envelope {
  code: number;
  msg: string;
}

function envelopeOf(error: GraphQLErrorLike): Envelope | null {
  const response = error.extensions?.response as { body?: unknown } | undefined;
  const body = response?.body as Partial<Envelope> | undefined;
  if (body && typeof body.code === 'number') return { code: body.code, msg: typeof body.msg === 'string' ? body.msg : '' };
  return null;
}

/** Classifies the GraphQL errors of one answer: the first envelope decides. */
export function classifyGraphQLErrors(errors: readonly GraphQLErrorLike[]): ApiProblem {
  for (const error of errors) {
    const envelope = envelopeOf(error);
    if (!envelope) continue;
    if (envelope.code === EnvelopeCode.expired) return { kind: 'expired', message: envelope.msg };
    if (envelope.code === EnvelopeCode.forcedLogout) return { kind: 'forced', message: envelope.msg };
    if (envelope.code === EnvelopeCode.notFound) return { kind: 'notFound', message: envelope.msg };
    return { kind: 'message', code: envelope.code, message: envelope.msg };
  }
  // No envelope: the gateway itself refused (its text is English and meant for developers,
  // e.g. 'Unexpected error.'). The reader gets a message in their language; the detail goes
  // to the console.
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
  const envelope = (errors as GraphQLErrorLike[]).map(envelopeOf).find((e) => e !== null);
  return envelope?.code === EnvelopeCode.forbidden || envelope?.code === EnvelopeCode.notFound;
}

/**
 * The message to show for a failed call: the server's `msg` from the envelope when there
 * is one, else the error's own message.
 */
export function messageOfError(error: unknown): string {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return classifyGraphQLErrors(errors as GraphQLErrorLike[]).message;
  return error instanceof Error ? error.message : String(error);
}

/** Runs a call and rethrows its failure as an Error carrying the server's message. */
export async function withServerMessage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(messageOfError(error));
  }
}
