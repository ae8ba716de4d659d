import { GraphQLErrorCode } from '../../src/shared/spec-codes.js';
import { Code } from '../core/http/envelope.js';
import { translate, type Locale } from '../core/i18n.js';

/**
 * The shape of every error /graphql answers: a refused REST call becomes
 *   { message: <the envelope's msg, in the reader's language>, path,
 *     extensions: { code, portalCode: <the envelope's code>, status: <the HTTP status> } }
 * with `code` from the one mapping below; nothing of the upstream request or answer (URL,
 * method, headers, raw body) goes out. The SPA reads it in src/shared/api-errors.ts.
 */
export interface GraphQLFormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * The one mapping of a REST refusal to its GraphQL code, by the envelope's code (section 8:
 * 202 token gone, 205 forced logout, 4004 missing) and else by the HTTP status. A 503 is a
 * service the portal relies on that cannot answer now (a preview, the chat app): its message
 * is the API's own, written for the reader. Other 5xx are faults: INTERNAL_SERVER_ERROR.
 */
export function portalErrorCode(status: number, portalCode: number | null): GraphQLErrorCode {
  if (status >= 500 || portalCode === null) return status === 503 && portalCode !== null ? GraphQLErrorCode.serviceUnavailable : GraphQLErrorCode.internal;
  switch (portalCode) {
    case Code.tokenInvalid:
      return GraphQLErrorCode.unauthenticated;
    case Code.forcedOut:
      return GraphQLErrorCode.forcedLogout;
    case Code.forbidden:
      return GraphQLErrorCode.forbidden;
    case Code.notFound:
    case 404:
      return GraphQLErrorCode.notFound;
    case Code.badRequest:
    case Code.invalidInput:
      return GraphQLErrorCode.badUserInput;
    case Code.tooManyRequests:
      return GraphQLErrorCode.rateLimited;
    default:
      return GraphQLErrorCode.refused;
  }
}

/** The envelope `{code,msg}` of a REST answer's body (parsed JSON or text), or null when it has none. */
function envelopeOf(body: unknown): { code: number; msg: string; field?: string } | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const envelope = value as { code?: unknown; msg?: unknown; field?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number' || !Number.isInteger(envelope.code) || typeof envelope.msg !== 'string') return null;
  return { code: envelope.code, msg: envelope.msg, ...(typeof envelope.field === 'string' ? { field: envelope.field } : {}) };
}

/**
 * The GraphQL error of a REST answer that is not a success: status below 200 or above 299, or
 * a success whose body could not be read. The message is the envelope's `msg`, but a fault's
 * (5xx other than 503, or no envelope) is the generic one in the reader's language.
 */
export function restRefusal(status: number, body: unknown, path: readonly (string | number)[] | undefined, locale: Locale): GraphQLFormattedError {
  const envelope = status >= 200 && status < 300 ? null : envelopeOf(body);
  const portalCode = envelope?.code ?? null;
  const code = portalErrorCode(status, portalCode);
  const message = code === GraphQLErrorCode.internal ? translate('serverError', locale) : envelope!.msg;
  // `field`: the input field a refusal is about, named as the graph's inputs name it (REST's `parent_id` is `parentId`).
  const field = code === GraphQLErrorCode.internal || !envelope?.field ? undefined : envelope.field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return { message, ...(path ? { path } : {}), extensions: { code, portalCode, status, ...(field ? { field } : {}) } };
}

/** graphql-js's messages for a variable that is missing or does not coerce (the caller's input). */
const VARIABLE_ERROR = /^Variable "\$[_A-Za-z][_0-9A-Za-z]*" (got invalid value|of required type|of non-null type)/;

/** "Did you mean" of graphql-js's messages (validation and variable coercion alike), hidden outside development. */
const SUGGESTION = /Did you mean .+\?/g;
const SUGGESTION_MASK = '[Suggestion hidden]';

/** Extensions that go out: the code, the portal's code and HTTP status, the refusing limit, the input field refused. */
const KEPT_EXTENSIONS = ['code', 'portalCode', 'status', 'limit', 'field'] as const;

/**
 * One error as it goes out: a REST refusal as the resolver threw it (restRefusal's shape); an
 * unexpected error, which the engine masked as INTERNAL_SERVER_ERROR, as the generic message
 * in the reader's language; a variable error as BAD_USER_INPUT; extensions cut to
 * KEPT_EXTENSIONS; field suggestions hidden unless `suggestions` (development). No message is
 * searched for upstream wording: nothing of a REST call reaches an error (the answer is read
 * by rest.ts, and anything else is masked by the engine).
 */
export function graphError(error: GraphQLFormattedError, locale: Locale, options: { suggestions: boolean }): GraphQLFormattedError {
  const extensions = error.extensions ?? {};
  const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) };
  if (extensions.code === GraphQLErrorCode.internal && typeof extensions.portalCode !== 'number') {
    return { message: translate('serverError', locale), ...where, extensions: { code: GraphQLErrorCode.internal, portalCode: null, status: 500 } };
  }
  const kept: Record<string, unknown> = {};
  for (const name of KEPT_EXTENSIONS) if (extensions[name] !== undefined) kept[name] = extensions[name];
  if (VARIABLE_ERROR.test(error.message)) kept.code = GraphQLErrorCode.badUserInput;
  const message = options.suggestions ? error.message : error.message.replace(SUGGESTION, SUGGESTION_MASK).trim();
  return { message, ...where, ...(Object.keys(kept).length ? { extensions: kept } : {}) };
}
