import type { FastifyError, FastifyInstance } from 'fastify';
import { translate } from '../i18n.js';
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

/** Every failure leaves as the envelope `{code,msg,data:null}` with the mirroring HTTP status. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      const code = codeOf[error.kind];
      return reply.status(httpStatus(code)).send({ code, msg: translate(error.messageKey, request.locale, error.params), data: null });
    }
    if (error.validation) {
      const detail = validationDetail(error.validation, request.locale);
      return reply
        .status(httpStatus(Code.invalidInput))
        .send({ code: Code.invalidInput, msg: translate('invalidInput', request.locale, { detail }), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: Code.tooManyRequests, msg: translate('tooManyRequests', request.locale), data: null });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(400)
        // Fastify's own refusals (unparsable JSON, wrong content type) carry English text: the
        // reader gets their language instead.
        .send({ code: Code.badRequest, msg: translate('invalidInput', request.locale, { detail: translate('invalid.body', request.locale) }), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: Code.serverError, msg: translate('serverError', request.locale), data: null });
  });
}
