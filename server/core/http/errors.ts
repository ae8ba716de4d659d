import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale, translate, type Locale, type MessageKey } from '../i18n.js';
import { DomainError, type DomainErrorKind } from '../errors.js';
import { Code, httpStatus } from './envelope.js';
import { validationDetail } from './validation-message.js';

/** The envelope code of each kind of domain error (its HTTP status follows from the code). */
const codeOf: Record<DomainErrorKind, Code> = {
  notFound: Code.notFound,
  forbidden: Code.forbidden,
  invalid: Code.invalidInput,
  refused: Code.badRequest,
  locked: Code.locked,
  tooMany: Code.tooManyRequests,
  unauthenticated: Code.tokenInvalid,
  forcedOut: Code.forcedOut,
  unavailable: Code.unavailable,
};

/** The refusal a failure leaves as: its HTTP status and the envelope `{code,msg,data:null}`. */
export interface ErrorAnswer {
  status: number;
  /** `field`: the input field a refusal is about, when it is about one (a form shows the message there); absent otherwise. */
  envelope: { code: Code; msg: string; data: null; field?: string };
}

/**
 * What the caller is told for a failure of a route: the one mapping of errors to answers,
 * used by Fastify's error handler and by routes called in process (in-process-routes.ts).
 */
export function errorAnswer(error: FastifyError | DomainError, request: { locale: Locale; log: FastifyBaseLogger }): ErrorAnswer {
  const envelope = (code: Code, msg: string) => ({ status: httpStatus(code), envelope: { code, msg, data: null } });
  if (error instanceof DomainError) {
    const answer = envelope(codeOf[error.kind], translate(error.messageKey, request.locale, error.params));
    return error.field === undefined ? answer : { ...answer, envelope: { ...answer.envelope, field: error.field } };
  }
  if (error.validation) {
    const detail = validationDetail(error.validation, request.locale);
    const answer = envelope(Code.invalidInput, translate('invalidInput', request.locale, { detail }));
    const field = error.validationContext === 'body' ? bodyFieldOf(error.validation[0]) : undefined;
    return field === undefined ? answer : { ...answer, envelope: { ...answer.envelope, field } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status: 429, envelope: { code: Code.tooManyRequests, msg: translate('tooManyRequests', request.locale), data: null } };
  if (status >= 400 && status < 500) return frameworkRefusal(status, request.locale);
  // A value the schema let through but the column cannot hold (too long, out of range, a
  // character the encoding refuses, an index row too large): the caller's input, not a fault.
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'input refused by the database');
    return frameworkRefusal(422, request.locale);
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, envelope: { code: Code.serverError, msg: translate('serverError', request.locale), data: null } };
}

/** The top-level body property a schema refusal is about (`/name` or a missing `name`), if any. */
function bodyFieldOf(issue: { instancePath?: string; params?: Record<string, unknown> } | undefined): string | undefined {
  if (!issue) return undefined;
  const top = issue.instancePath?.split('/')[1];
  if (top) return top;
  const missing = issue.params?.missingProperty;
  return typeof missing === 'string' ? missing : undefined;
}

/** Every failure leaves as the envelope `{code,msg,data:null}` with the mirroring HTTP status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const { status, envelope } = errorAnswer(error, request);
    return reply.status(status).send(envelope);
  });
}

/** PostgreSQL's data exceptions (SQLSTATE class 22) and an index row over the size limit (54000). */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

/** The envelope code and reader's-language detail of each framework refusal, by HTTP status. */
const FRAMEWORK_REFUSALS: Record<number, [Code, MessageKey]> = {
  413: [Code.payloadTooLarge, 'invalid.tooLarge'],
  414: [Code.uriTooLong, 'invalid.uriTooLong'],
  415: [Code.unsupportedMediaType, 'invalid.mediaType'],
  422: [Code.invalidInput, 'invalid.body'],
  431: [Code.headersTooLarge, 'invalid.headersTooLarge'],
};

/**
 * Fastify's own refusals (unparsable JSON, wrong content type, a body or path parameter too
 * long) carry English text in Fastify's shape: the reader gets the envelope in their language
 * with the code mirroring the status (400 for the others).
 */
function frameworkRefusal(status: number, locale: Locale): ErrorAnswer {
  const [code, key] = FRAMEWORK_REFUSALS[status] ?? [Code.badRequest, 'invalid.body'];
  return { status: httpStatus(code), envelope: { code, msg: translate('invalidInput', locale, { detail: translate(key, locale) }), data: null } };
}

/** Fastify's `frameworkErrors`: a path parameter over the length limit (414) or a malformed URL (400). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = pickLocale(request.headers['accept-language']);
  const { status, envelope } = frameworkRefusal(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400, locale);
  return reply.status(status).send(envelope);
}

/**
 * Errors of the HTTP parser before a request exists (headers over the size limit: 431; else
 * 400), written on the socket in the envelope; zh-CN, since the headers could not be read.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const [known, key] = FRAMEWORK_REFUSALS[status] ?? [Code.badRequest, 'invalid.body'];
  const code: number = status === 408 ? 408 : known;
  const body = JSON.stringify({ code, msg: translate('invalidInput', 'zh-CN', { detail: translate(key, 'zh-CN') }), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
