/**
 * The gateway's compiled plans (server/gateway/rest-plan.ts) answer exactly what the gateway
 * runtime answers. Every query the SPA sends (src/graphql) is sent twice to the same server,
 * once on its plan and once through the plain gateway (header x-plain-gateway in 'compare'
 * mode), as learner01 and as examiner01, with variables made from each operation's argument
 * types (ids 1 and 2: found or missing, both are compared), and in zh-CN and en-US; the
 * answers (status, media type, body) must be equal. Mutations are compared on refusals
 * (no token, bad input), which change nothing; the suites of each area run their mutations
 * through the plans.
 */
import { Kind, parse, type EnumTypeDefinitionNode, type TypeNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { spaOperation, spaOperationCalls } from '../support/spa-operations.js';
import { databaseKinds, DEMO, login, SUPERGRAPH_PATH, suiteServer } from '../support/test-server.js';
import fs from 'node:fs';

/** The operations /graphql is tested with (tests/support/spa-operations.ts). */
const spaOperations = spaOperationCalls();

/** The first value of each enum of the composed schema (a variable of an enum type takes it). */
const enumValues = new Map(
  parse(fs.readFileSync(SUPERGRAPH_PATH, 'utf8'))
    .definitions.filter((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION)
    .map((d) => [d.name.value, d.values?.[0]?.name.value]),
);

/** A value for a variable of this type: `n` for numbers (1: often found, 2: often missing). */
function sample(type: TypeNode, n: number): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return sample(type.type, n);
  if (type.kind === Kind.LIST_TYPE) return [sample(type.type, n)];
  const name = type.name.value;
  if (/Int|Float/.test(name)) return n;
  if (name === 'Boolean') return true;
  if (name === 'String' || name === 'ID') return String(n);
  if (name.endsWith('_Input')) return {};
  if (enumValues.has(name)) return enumValues.get(name);
  return String(n);
}

interface Answer {
  planned: boolean;
  status: number;
  type: string | null;
  body: unknown;
}

/** Values that tell the moment of the answer (the server's clock, headers with the date and request id) or count the reads themselves (browse counts): not compared. */
const MOMENT_KEYS = new Set(['headers', 'server_now', 'remaining_seconds', 'browse_num', 'browse_number']);
function comparable(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body), (key, value: unknown) => (MOMENT_KEYS.has(key) ? '(moment)' : value));
}

describe.each(databaseKinds())('compiled gateway plans on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true, gatewayPlans: 'compare' });

  async function send(query: string, variables: unknown, headers: Record<string, string>, plain: boolean): Promise<Answer> {
    const response = await fetch(`${suite.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', ...headers, ...(plain ? { 'x-plain-gateway': '1' } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { planned: response.headers.get('x-plain-gateway') === '0', status: response.status, type: response.headers.get('content-type'), body: comparable(await response.json()) };
  }

  /** A first read may change what the next one answers (the daily sign-in credits): the plain gateway reads first. */
  /** onPlan: whether a plan must answer (true), the gateway (false), or either (null); answers which did. */
  async function expectSame(query: string, variables: unknown, headers: Record<string, string>, label: string, onPlan: boolean | null = true): Promise<boolean> {
    await send(query, variables, headers, true);
    const { planned: plainPlanned, ...plain } = await send(query, variables, headers, true);
    const { planned, ...answer } = await send(query, variables, headers, false);
    expect(plainPlanned, label).toBe(false);
    if (onPlan !== null) expect(planned, `${label}: ${onPlan ? 'answered by its plan' : 'answered by the gateway'}`).toBe(onPlan);
    expect(answer, label).toEqual(plain);
    return planned;
  }

  // Every SPA query, four callers, both ways (the library preview of an office file converts it with LibreOffice once): longer than the default limit.
  it('answers every query of the SPA as the gateway does, for a learner and an examiner, in both languages', { timeout: 120_000 }, async () => {
    const learner = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const examiner = await login(suite.server.url, DEMO.examiner.account, DEMO.examiner.password);
    const queries = spaOperations.filter((o) => o.kind === 'query');
    // The operations still on /graphql (src/graphql/*.graphql): fewer as the areas move to the domain
    // graph, whose documents its own suites walk (tests/gateway/graph-*.test.ts); none after the cut-over.
    expect(queries.length).toBeGreaterThan(spaOperations.length * 0.5);
    for (const operation of queries) {
      const { text } = spaOperation(operation.name);
      for (const [token, lang, n] of [
        [learner, 'zh-CN', 1],
        [learner, 'en-US', 2],
        [examiner, 'zh-CN', 2],
      ] as const) {
        const variables = Object.fromEntries(operation.variables.map((v) => [v.variable.name.value, sample(v.type, n)]));
        await expectSame(text, variables, { authorization: `Bearer ${token}`, 'accept-language': lang }, `${operation.name} ${lang} ${JSON.stringify(variables)}`);
      }
    }
  });

  it('refuses mutations without a session and with bad input the same way', async () => {
    const mutations = spaOperations.filter((o) => o.kind === 'mutation');
    expect(mutations.length).toBeGreaterThan(spaOperations.length * 0.2);
    let planned = 0;
    for (const operation of mutations) {
      const { text } = spaOperation(operation.name);
      const variables = Object.fromEntries(operation.variables.map((v) => [v.variable.name.value, sample(v.type, 1)]));
      // Inputs made here are empty objects: those with required fields do not coerce and go to the gateway.
      if (await expectSame(text, variables, { 'accept-language': 'en-US' }, `${operation.name} without a token`, null)) planned += 1;
      // An id of 0 is refused by the API's scalar (PositiveInt) before any call: the gateway answers.
      const zero = Object.fromEntries(operation.variables.map((v) => [v.variable.name.value, sample(v.type, 0)]));
      const hasPositiveId = operation.variables.some((v) => /PositiveInt/.test(JSON.stringify(v.type)));
      await expectSame(text, zero, { 'accept-language': 'en-US' }, `${operation.name} with zero`, hasPositiveId ? false : null);
    }
    expect(planned).toBeGreaterThan(mutations.length * 0.3);
  });

  it('agrees on what the plans hand to the gateway: bad variables, unknown fields, introspection, two operations', async () => {
    const learner = await login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
    const auth = { authorization: `Bearer ${learner}` };
    const { text: detail } = spaOperation('ExamDetail');
    // Handed to the gateway: variables the API's scalars refuse, documents that do not validate or parse, introspection, @include.
    await expectSame(detail, { id: -1 }, auth, 'a negative id', false);
    await expectSame(detail, { id: 'x' }, auth, 'a string id', false);
    await expectSame(detail, {}, auth, 'a missing variable', false);
    await expectSame('query { userInfo { code nope } }', {}, auth, 'an unknown field', false);
    await expectSame('query A { userInfo { code } } query B { systemWebConfig { code } }', {}, auth, 'two operations without a name', false);
    await expectSame('query Q($s: Boolean!) { userInfo { code @include(if: $s) msg } }', { s: false }, auth, '@include', false);
    await expectSame('{ __schema { queryType { name } } }', {}, auth, 'introspection', false);
    await expectSame('query {', {}, auth, 'a syntax error', false);
    // On a plan: __typename, aliases, two root fields, a named operation among two, literals.
    await expectSame('query { __typename userInfo { __typename code data { id name } } }', {}, auth, '__typename', false);
    await expectSame('query { userInfo { __typename code data { __typename id name } } }', {}, auth, '__typename below the root');
    await expectSame('query { a: userInfo { code } b: userInfo { msg data { id } } }', {}, auth, 'aliases');
    await expectSame('query { userInfo { code } systemWebConfig { data { web_title } } }', {}, auth, 'two root fields');
    await expectSame('query A { userInfo { code } } query B { systemWebConfig { code } }', {}, { ...auth }, 'two operations', false);
    await expectSame('query { examDetail(id: 1) { code data { id title } } }', {}, auth, 'a literal argument');
  });
});
