import type { AuthContext, Authenticate } from '../auth-context.js';
import { DomainError } from '../errors.js';
import type { App } from './context.js';

/**
 * The header that names the GraphQL operation an in-process REST call belongs to (the
 * gateway sets it; see the session module's one lookup per operation). Anyone may send it:
 * it only lets calls with the same token share that token's own lookup while the operation runs.
 */
export const OPERATION_HEADER = 'x-portal-operation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The user-info call: a disabled account is told 205 (forced logout) instead of 202. */
    forcedLogoutWhenDisabled?: boolean;
    /** Set by guardScope on every route behind a guard: the portal's (`user`) or the back office's (`admin`). */
    guarded?: GuardKind;
  }
}

/** Which guard a route sits behind: the portal's sessions, or the back office's (adminUser/login). */
export type GuardKind = 'user' | 'admin';

/**
 * The two scopes every module registers its routes in: public, or behind the guard. A route of
 * the back office sits in the guarded scope marked `guarded: 'admin'` in its config (route.ts:
 * `admin: true`, only under /api/admin/), and the guard checks a back-office token for it.
 */
export interface RouteScopes {
  open: App;
  guarded: App;
}

/** OpenAPI security requirement of guarded routes. */
const bearerSecurity = [{ bearerAuth: [] }];

function bearer(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || undefined;
}

/** The request a guard reads and completes: a Fastify request, or a route called in process. */
export interface GuardedRequest {
  headers: Record<string, string | string[] | undefined>;
  routeOptions: { config: { forcedLogoutWhenDisabled?: boolean; guarded?: GuardKind } };
  auth: AuthContext | null;
}

/**
 * The auth guard: a valid token (else 202) names the caller in `request.auth`. A disabled
 * account is refused with 205 by a route whose config asks for it (the user-info call) and
 * with 202 elsewhere.
 */
export function authGuard(authenticate: Authenticate): (request: GuardedRequest) => Promise<void> {
  return async (request) => {
    const operation = request.headers[OPERATION_HEADER];
    const auth = await authenticate(bearer(request.headers.authorization), typeof operation === 'string' ? operation : undefined);
    if (auth.disabled) {
      throw new DomainError(request.routeOptions.config.forcedLogoutWhenDisabled ? 'forcedOut' : 'unauthenticated', 'accountDisabled');
    }
    request.auth = auth;
  };
}

/**
 * Guards by kind, as one guard: the one a request's route names (`config.guarded`), the portal's
 * by default. What routes called in process are checked with (in-process-routes.ts).
 */
export function guardOfRoute(guards: Record<GuardKind, (request: GuardedRequest) => Promise<void>>): (request: GuardedRequest) => Promise<void> {
  return (request) => guards[request.routeOptions.config.guarded ?? 'user'](request);
}

/**
 * Puts `scope` behind the guard: every route registered in it needs a valid token and is
 * documented with the bearer requirement (and marked `guarded` in its config, the portal's
 * unless the route named the back office's: for routes called in process and for the guard,
 * which checks the kind of token the route asks for, guardOfRoute). The guard runs as
 * `preValidation`, so a caller without a valid token gets 202 before the body or query is
 * validated (never a 422 instead).
 */
export function guardScope(scope: App, guard: (request: GuardedRequest) => Promise<void>): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: bearerSecurity };
    route.config = { ...route.config, guarded: route.config?.guarded ?? 'user' };
  });
  scope.addHook('preValidation', guard);
}
