import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '../db/database.js';

/** A database that has not answered within this long counts as down for the health check. */
const PING_TIMEOUT_MS = 3000;

export const HEALTH_PATH = '/healthz';

/**
 * GET /healthz for load balancers and orchestrators: 200 {"status":"ok","database":"up"}
 * when the database answers a trivial query, else 503 {"status":"unavailable","database":"down"}.
 * Outside every guard and rate limit, and it needs no header at all (no DeviceType, no
 * Accept): a probe sends none.
 */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get(HEALTH_PATH, { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([ping(db), timeout]);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
    } catch (err) {
      reply.log.warn({ err }, 'health check: the database does not answer');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  });
}
