/**
 * Authentication in one place: a route is public only by being registered in the public
 * scope. The public routes are listed here; every other route of the API reference needs a
 * token and answers 202 (HTTP 401) without one, before its input is validated.
 */
import { describe, expect, it } from 'vitest';
import { expectRefusal, MSG } from '../support/assertions.js';
import { databaseKinds, suiteServer } from '../support/test-server.js';

const PUBLIC_ROUTES = [
  'GET /api/config/system_webConfig',
  'GET /api/config/{type}',
  'POST /api/login',
  'POST /api/ddLogin',
  'POST /api/isMobileEmail',
  'POST /api/getsmscode',
  'POST /api/findpass',
  'GET /api/live/room',
];

interface Operation {
  security?: { bearerAuth: string[] }[];
}

describe.each(databaseKinds())('route scopes on %s', (kind) => {
  const suite = suiteServer(kind);
  const operations = async () => {
    const document = (await (await fetch(new URL('/api/openapi.json', suite.server.url))).json()) as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, method, path, operation })));
  };

  it('lists exactly the public routes without the bearer requirement', async () => {
    const all = await operations();
    expect(all.filter((o) => !o.operation.security).map((o) => o.route)).toEqual(PUBLIC_ROUTES);
    for (const o of all.filter((o) => o.operation.security)) expect(o.operation.security, o.route).toEqual([{ bearerAuth: [] }]);
  });

  it('answers 202 without a token on every other /api route', async () => {
    const guarded = (await operations()).filter((o) => !PUBLIC_ROUTES.includes(o.route));
    expect(guarded.length).toBeGreaterThan(60);
    for (const o of guarded) {
      const path = o.path.replace(/\{\w+\}/g, '1');
      const body = o.method === 'get' || o.method === 'delete' ? undefined : {};
      expectRefusal(await suite.client.request(o.method.toUpperCase(), path, body), 401, 202, MSG.tokenMissing.zh);
    }
  });
});
