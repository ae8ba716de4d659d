import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey, type MessageParams } from '../i18n.js';
import { Code } from './envelope.js';

/** The success envelope, with a message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'ok', params?: MessageParams) {
  return { code: Code.ok, msg: translate(key, request.locale, params), data };
}

/** The caller's auth context on a guarded route. */
export function caller(request: FastifyRequest) {
  if (!request.auth) throw new Error('route is missing its auth guard');
  return request.auth;
}
