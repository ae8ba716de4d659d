/**
 * What one /graphql request may cost (server/graph/limits.ts): every operation the SPA sends
 * passes the limits with a margin (printed), and a document past any of them is refused with
 * GRAPHQL_VALIDATION_FAILED naming the limit, before any REST call, while other clients keep
 * being answered. Introspection and field suggestions are off outside development, and no
 * error carries anything of the REST call behind it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Lexer, Source, TokenKind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, RequestLimits, type LimitFigures } from '../../server/graph/limits.js';
import { PERSISTED_OPERATIONS } from '../../src/graphql/generated/persisted.js';
import { spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, graphql, login, suiteServer, type GraphQLAnswer } from '../support/test-server.js';

const SCHEMA_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/graph/schema.graphql');

/** Lexical tokens of a text, as the parser's maxTokens counts them. */
function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** `n` aliases of one field: `a0: field { sub } a1: ...`. */
function aliases(n: number, field: string): string {
  return `query { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
}

/** A selection `levels` deep (the forum's comments and their replies, which refer to their own type). */
function nested(levels: number): string {
  let selection = 'id';
  for (let i = 3; i < levels; i++) selection = `id replies { ${selection} }`;
  return `query { forumPostComments(postId: "1") { nodes { ${selection} } } }`;
}

/** A refusal of the limits: no data, one GRAPHQL_VALIDATION_FAILED error naming the limit. */
function expectRefused(answer: GraphQLAnswer, limit: string) {
  expect(answer.data ?? null, JSON.stringify(answer).slice(0, 300)).toBeNull();
  expect(answer.errors?.map((e) => e.extensions), JSON.stringify(answer.errors).slice(0, 300)).toEqual([{ code: 'GRAPHQL_VALIDATION_FAILED', limit }]);
}

/** Every document of `names` within the limits; prints the largest figure of each limit against the limit (the margins the limits leave the SPA). */
function measureAll(names: readonly string[], textOf: (name: string) => string) {
  const limits = new RequestLimits(buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'), { assumeValidSDL: true }), { introspection: false });
  const largest: Required<LimitFigures> & { tokens: number } = { tokens: 0, depth: 0, aliases: 0, cost: 0, directives: 0 };
  const largestOf: Record<string, string> = {};
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const text = textOf(name);
    const { errors, figures } = limits.measure(text);
    expect(errors, name).toBeNull();
    const measured = { ...figures, tokens: tokenCount(text) };
    for (const [limit, value] of Object.entries(measured) as [keyof typeof largest, number][]) {
      if (value > largest[limit]) {
        largest[limit] = value;
        largestOf[limit] = name;
      }
    }
  }
  console.log(
    'SPA operations against the limits (largest found / limit):\n' +
      (Object.keys(largest) as (keyof typeof largest)[]).map((limit) => `  ${limit}: ${largest[limit]} (${largestOf[limit] ?? '-'}) / ${GRAPHQL_LIMITS[limit]}`).join('\n'),
  );
}

describe('the limits and the SPA', () => {
  // The SPA's documents as the browser sends them (fragments included, with __typename).
  it('passes every operation the SPA sends, with the margins printed', () => {
    measureAll(Object.keys(PERSISTED_OPERATIONS), (name) => spaOperation(name).text);
  });
});

describe.each(databaseKinds())('the /graphql limits on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });

  async function post(body: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number; answer: GraphQLAnswer }> {
    const started = performance.now();
    const response = await fetch(`${suite.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body });
    const answer = { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer, 'status'>) };
    return { status: response.status, ms: performance.now() - started, answer };
  }

  it('refuses 20,000 aliases without a session at once, and answers another client meanwhile', async () => {
    const flood = JSON.stringify({ query: aliases(20_000, 'siteConfig { icon }') });
    const other = JSON.stringify({ query: 'query { siteConfig { icon } }' });
    const [refused, answered] = await Promise.all([post(flood), post(other)]);
    console.log(`20,000 aliases (${(flood.length / 1024).toFixed(0)} KB): refused in ${refused.ms.toFixed(1)} ms; the other client's request answered in ${answered.ms.toFixed(1)} ms`);
    expectRefused(refused.answer, 'tokens');
    expect(answered.answer.errors).toBeUndefined();
    expect(answered.answer.data).toMatchObject({ siteConfig: { icon: expect.any(String) } });
  });

  it('refuses each limit with its own error', async () => {
    const learner = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const auth = { authorization: `Bearer ${learner}` };
    const cases: [string, string, string][] = [
      ['aliases', aliases(GRAPHQL_LIMITS.aliases + 1, 'siteConfig { icon }'), 'within the token limit, past the alias limit'],
      ['depth', nested(GRAPHQL_LIMITS.depth + 1), 'nested past the depth limit'],
      ['tokens', `query { viewer { ${'id '.repeat(GRAPHQL_LIMITS.tokens)} } }`, 'past the token limit without an alias'],
      ['directives', `query { viewer { ${'id @skip(if: false) '.repeat(GRAPHQL_LIMITS.directives + 1)} } }`, 'past the directive limit'],
      // Costly signed-in searches: few aliases, each a full search (cost, not aliases, refuses).
      ['cost', aliases(5, `siteSearch(keywords: "课程") { groups { nodes { ${'title snippet '.repeat(100)} } } }`), 'wide searches past the cost limit'],
    ];
    for (const [limit, query, label] of cases) {
      const { answer, ms } = await post(JSON.stringify({ query }), auth);
      console.log(`${label} (${limit}): refused in ${ms.toFixed(1)} ms`);
      expect(answer.status, label).toBe(200);
      expectRefused(answer, limit);
    }
    // Within the depth limit, answered.
    expect((await post(JSON.stringify({ query: nested(GRAPHQL_LIMITS.depth) }), auth)).answer.errors).toBeUndefined();
    // A GET meets the same limits.
    const get = await fetch(`${suite.server.url}/graphql?query=${encodeURIComponent(nested(GRAPHQL_LIMITS.depth + 1))}`, { headers: { accept: 'application/json', ...auth } });
    expectRefused({ status: get.status, ...((await get.json()) as object) }, 'depth');
    // GraphQL's own media type: 400, as for a document that does not validate.
    const strict = await fetch(`${suite.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...auth }, body: JSON.stringify({ query: nested(GRAPHQL_LIMITS.depth + 1) }) });
    expect(strict.status).toBe(400);
  });

  it('refuses a body over the size limit as a GraphQL error', async () => {
    const big = JSON.stringify({ query: 'query { siteConfig { icon } }', variables: { pad: 'x'.repeat(GRAPHQL_LIMITS.bodyBytes) } });
    const { status, answer } = await post(big, { 'accept-language': 'en-US' });
    expect(status).toBe(413);
    expect(answer.errors).toEqual([{ message: 'Invalid input: the request is too large', extensions: { code: 'REFUSED', portalCode: 413, status: 413 } }]);
  });

  it('keeps introspection and field suggestions off outside development', async () => {
    for (const query of ['{ __type(name: "Query") { name } }', 'query { viewer { id } siteConfig { __type: icon } } query X { __schema { types { name } } }']) {
      const { answer } = await post(JSON.stringify({ query, operationName: query.includes('query X') ? 'X' : undefined }));
      expectRefused(answer, 'introspection');
    }
    // Variable coercion errors name values too.
    const text = 'query Coerced($keywords: String!, $kind: SearchKind) { siteSearch(keywords: $keywords, kind: $kind) { keywords } }';
    const coerced = await post(JSON.stringify({ query: text, variables: { keywords: 'x', kind: 'COURS' } }));
    expect(coerced.answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(coerced.answer.errors)).not.toMatch(/Did you mean/);
    // Still answered: __typename is not introspection.
    const typename = await post(JSON.stringify({ query: 'query { __typename }' }));
    expect(typename.answer).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('keeps the REST call out of every error', async () => {
    const learner = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const refusedSignIn = await graphql(suite.server.url, { query: 'mutation { signIn(input: { account: "nobody", password: "Wrong@2026" }) { token } }' }, { lang: 'en-US' });
    const missing = await graphql(suite.server.url, { query: 'query { exam(id: "999999") { id } }' }, { token: learner });
    const noSession = await graphql(suite.server.url, { query: 'query { viewer { id } }' });
    for (const answer of [refusedSignIn, missing, noSession]) {
      const text = JSON.stringify(answer.errors);
      expect(answer.errors?.length, text).toBe(1);
      expect(text).not.toMatch(/localhost|\/api\/|Upstream|DOWNSTREAM|headers|request|response/);
      expect(Object.keys(answer.errors![0]!.extensions ?? {}).sort()).toEqual(['code', 'portalCode', 'status']);
    }
    expect(noSession.errors![0]).toEqual({ message: '请先登录', locations: expect.any(Array), path: ['viewer'], extensions: { code: 'UNAUTHENTICATED', portalCode: 202, status: 401 } });
    expect(missing.errors![0]!.extensions).toEqual({ code: 'NOT_FOUND', portalCode: 4004, status: 404 });
    expect(refusedSignIn.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });
});
