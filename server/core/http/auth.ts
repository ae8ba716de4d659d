import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATION_HEADER } from '../../modules/session/auth-service.js';
import { ApiError, Code } from './envelope.js';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/**
 * Guard of every protected route: a valid token is required (else 202). A disabled account
 * is refused with 205 by the user-info call (`forceLogoutCode`) and with 202 elsewhere.
 * Routes attach it as `preValidation`, so a caller without a valid token gets 202 before
 * the body or query is validated (never a 422 instead).
 */
export function requireUser(options: { forceLogoutCode?: boolean } = {}) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const operation = request.headers[OPERATION_HEADER];
    const auth = await request.server.services.auth.authenticate(bearer(request), typeof operation === 'string' ? operation : undefined);
    if (auth.disabled) {
      throw options.forceLogoutCode
        ? new ApiError(Code.forcedOut, 'accountDisabled')
        : new ApiError(Code.tokenInvalid, 'accountDisabled');
    }
    request.auth = auth;
  };
}

export const requireAuth = requireUser();

/** OpenAPI security requirement of guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
