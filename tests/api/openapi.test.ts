/**
 * The OpenAPI document at /api/openapi.json is the REST API's contract (/api/docs reads it):
 * it must list every route the server has, each with an operationId and an envelope
 * schema, and declare bearer security exactly on the routes that need a token. The routes are
 * read from the server itself (its route tree and the document), never from a list kept here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/openapi.js';
import { databaseKinds, suiteServer } from '../support/test-server.js';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string; required?: string[]; properties?: Record<string, unknown> } }> }>;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

/** Routes the server has on purpose outside the document (the document itself, the reference page, a certificate's PDF file, the employee import's template file, the reports' exported files). */
const UNDOCUMENTED = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/, /^\/api\/userCertificate\/\{id\}\/pdf$/, /^\/api\/add_watermark$/, /^\/api\/admin\/employees\/import-template$/, /^\/api\/admin\/reports\/[a-z-]+\/export$/];

/** "GET /api/users" lines from Fastify's route tree (HEAD is implied by GET and left out). */
function registeredApiRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([^)]*)\))?$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const full = stack.join('');
    if (!match[3] || !full.startsWith('/api/')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') routes.push(`${method} ${full.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.filter((r) => !UNDOCUMENTED.some((re) => re.test(r.split(' ')[1]!))).sort();
}

/** The document's operations: method, path, operation. */
function operationsOf(doc: OpenApiDoc): [method: string, path: string, op: Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [method, path, op] as [string, string, Operation]));
}

describe.each(databaseKinds())('OpenAPI document on %s', (kind) => {
  const suite = suiteServer(kind);
  let doc: OpenApiDoc;

  beforeAll(async () => {
    const response = await fetch(new URL('/api/openapi.json', suite.server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    doc = (await response.json()) as OpenApiDoc;
  });

  it('is an OpenAPI 3 document with the bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Learning portal API');
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
  });

  it('gives every operation a unique operationId', () => {
    const ids = operationsOf(doc).map(([, , op]) => op.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out no route the suite.server answers under /api', () => {
    const registered = registeredApiRoutes(suite.server.app.printRoutes({ commonPrefix: false }));
    expect(registered.length).toBeGreaterThan(0);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(registered).toEqual(documented.sort());
  });

  it('gives every operation a summary and a JSON envelope {code,msg,data} for 200', () => {
    for (const [method, path, op] of operationsOf(doc)) {
      expect(op.summary, `${method} ${path} summary`).toBeTruthy();
      const schema = op.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema?.type, `${method} ${path} 200 schema`).toBe('object');
      expect(schema?.required, `${method} ${path} envelope`).toEqual(['code', 'msg', 'data']);
      expect(Object.keys(schema?.properties ?? {}), `${method} ${path} envelope`).toEqual(['code', 'msg', 'data']);
    }
  });

  it('declares bearer security exactly on the routes that answer 202 without a token', async () => {
    // The guarded scope marks its routes' security (core/http/auth.ts): what the document
    // declares must be what a request without a token meets.
    for (const [method, path, op] of operationsOf(doc)) {
      const { operationId } = op;
      const secured = (op.security ?? []).length > 0;
      if (secured) expect(op.security, `${operationId} security`).toEqual([{ bearerAuth: [] }]);
      const body = method === 'get' ? undefined : {};
      const answer = await suite.client.request(method.toUpperCase(), path.replace('{type}', 'ding_talk'), body);
      if (secured) {
        expect([answer.status, answer.body.code], `${operationId} without a token`).toEqual([401, 202]);
      } else {
        expect(answer.body.code, `${operationId} without a token`).not.toBe(202);
        expect(answer.status, `${operationId} without a token`).toBeLessThan(500);
      }
    }
  });

  it('is the document the database-free generator writes (what the gateway is composed from)', async () => {
    expect(await openApiDocument()).toEqual(doc);
  });

  it('serves the API reference page', async () => {
    const page = await fetch(new URL('/api/docs/', suite.server.url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/swagger/i);
  });
});
