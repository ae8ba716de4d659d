import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { toNumber } from '../db/database.js';
import { DomainError } from '../errors.js';

/** Requests per client (its address) and minute on the limited routes. */
export interface RateLimits {
  /** Sign-in (portal and back office). */
  signInPerMinute: number;
  /** Verification codes and password recovery (the account check, the code, the new password). */
  recoveryPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { signInPerMinute: 15, recoveryPerMinute: 10 };

/** The limited routes and which limit each counts against (one counter per group and client). */
const LIMITED: Record<string, keyof RateLimits> = {
  'POST /api/login': 'signInPerMinute',
  'POST /api/adminUser/login': 'signInPerMinute',
  'POST /api/isMobileEmail': 'recoveryPerMinute',
  'POST /api/getsmscode': 'recoveryPerMinute',
  'POST /api/findpass': 'recoveryPerMinute',
};

/**
 * The counters in the database (rate_limit_hits), so every server process on one PostgreSQL
 * counts the same client once: one upsert per request opens a window, counts in it, or
 * starts a new one when it has passed.
 */
class DatabaseStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
    const id = `${this.prefix}${key}`;
    sql<{ hits: number; ttl: number }>`
      insert into rate_limit_hits (key, hits, reset_at) values (${id}, 1, clock_timestamp() + make_interval(secs => ${timeWindow / 1000}))
      on conflict (key) do update set
        hits = case when rate_limit_hits.reset_at <= clock_timestamp() then 1 else rate_limit_hits.hits + 1 end,
        reset_at = case when rate_limit_hits.reset_at <= clock_timestamp() then excluded.reset_at else rate_limit_hits.reset_at end
      returning hits, greatest(0, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000))::bigint as ttl`
      .execute(this.db)
      .then((result) => {
        const row = result.rows[0];
        callback(null, { current: toNumber(row?.hits), ttl: toNumber(row?.ttl) });
        // Now and then, windows long over are cleared.
        if (Math.random() < 0.01) void sql`delete from rate_limit_hits where reset_at < now() - interval '1 hour'`.execute(this.db).catch(() => undefined);
      })
      .catch((error: Error) => callback(error));
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * Per-client limits on sign-in, verification codes and password recovery. The client is
 * request.ip: the socket's address, or the X-Forwarded-For address when the request comes
 * from the configured proxy (Fastify's trustProxy). Over the limit: the spec's 429 in the
 * envelope (the error handler), with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, db: Db, limits: RateLimits) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const group = methods.map((method) => LIMITED[`${method} ${route.url}`]).find(Boolean);
    if (!group) return;
    route.config = { ...(route.config as object), rateLimit: { max: limits[group], timeWindow: 60_000, groupId: group } } as typeof route.config;
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: class extends DatabaseStore {
      constructor() {
        super(db, 'rl:');
      }
    },
    keyGenerator: (request) => request.ip,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: () => new DomainError('tooMany', 'tooManyRequests'),
  });
}
