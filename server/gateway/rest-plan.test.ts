import { buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readHttpOperations, RestPlanner, type RestCall } from './rest-plan.js';

/**
 * The plan's copy of a REST answer follows the executor's rules where the API's answer breaks
 * the schema: a missing non-null field nulls its nearest nullable parent with one error at the
 * field's path, list items likewise, a leaf that does not serialise is an error; the paths of
 * later fields are unaffected. graphql-js's own executor over the same JSON is the reference.
 */
const SDL = /* GraphQL */ `
  type Query @extraSchemaDefinitionDirective(directives: { transport: [{ subgraph: "Portal", kind: "rest", headers: [["Authorization", "{context.headers.authorization}"]] }] }) {
    thing(id: Int!, page: Int, tags: [String]): ThingEnvelope @httpOperation(subgraph: "Portal", path: "/api/thing/{args.id}", operationSpecificHeaders: [["accept", "application/json"]], httpMethod: GET, queryParamArgMap: "{\\"page\\":\\"page\\",\\"tags\\":\\"tags\\"}")
  }
  type Mutation {
    save(id: Int!, input: SaveInput): ThingEnvelope @httpOperation(subgraph: "Portal", path: "/api/thing/{args.id}", operationSpecificHeaders: [["Content-Type", "application/json"]], httpMethod: PUT)
  }
  input SaveInput { name: String! }
  type ThingEnvelope { code: Int! data: Thing }
  type Thing { id: Int! name: String! parts: [Part!] maybe: [Part] inner: Inner }
  type Part { n: Int! }
  type Inner { a: Int! b: String }
  scalar ObjMap
  directive @httpOperation(subgraph: String, path: String, operationSpecificHeaders: [[String]], httpMethod: String, queryParamArgMap: String) on FIELD_DEFINITION
  directive @extraSchemaDefinitionDirective(directives: ObjMap) on OBJECT
`;
const schema = buildSchema(SDL);
const { operations, transportHeaders } = readHttpOperations(SDL);
const planner = new RestPlanner(schema, operations, transportHeaders);

function answering(json: unknown, status = 200): { call: RestCall; seen: Parameters<RestCall>[0][] } {
  const seen: Parameters<RestCall>[0][] = [];
  return {
    seen,
    call: async (request) => {
      seen.push(request);
      return { status, body: JSON.stringify(json) };
    },
  };
}

const QUERY = 'query Q($id: Int!) { thing(id: $id) { code data { id name parts { n } maybe { n } inner { a b } } } after: thing(id: 2) { code } }';

/** What graphql-js answers when the field resolves to `json` (the reference). */
async function reference(json: unknown) {
  const result = await execute({ schema, document: parse(QUERY), variableValues: { id: 1 }, rootValue: { thing: () => json } });
  return JSON.parse(JSON.stringify(result)) as unknown;
}

async function planned(json: unknown) {
  const { call } = answering(json);
  return JSON.parse(JSON.stringify(await planner.execute({ query: QUERY, variables: { id: 1 } }, {}, call))) as unknown;
}

function normalised(result: unknown) {
  // The executor adds locations; the plan's errors carry the path and message only.
  const r = result as { errors?: { locations?: unknown }[] };
  return { ...r, errors: r.errors?.map(({ locations: _l, ...e }) => e) };
}

describe('compiled gateway plans', () => {
  it('copies the selected fields, aliases and order of a well-formed answer', async () => {
    const json = { code: 200, data: { id: 1, name: 'a', extra: 'not selected', parts: [{ n: 1 }], maybe: null, inner: { a: 1, b: null } } };
    expect(await planned(json)).toEqual(normalised(await reference(json)));
  });

  it.each([
    ['a missing non-null field nulls its parent', { code: 200, data: { id: 1, parts: [], inner: null } }],
    ['a null item of a non-null list nulls the list', { code: 200, data: { id: 1, name: 'a', parts: [{ n: 1 }, null] } }],
    ['a null item of a nullable list stays null', { code: 200, data: { id: 1, name: 'a', maybe: [{ n: 1 }, null, {}] } }],
    ['a missing non-null field deep inside', { code: 200, data: { id: 1, name: 'a', parts: [{ n: 1 }, {}], inner: { b: 'x' } } }],
    ['a leaf that does not serialise', { code: 200, data: { id: 'not a number', name: 'a' } }],
    ['a missing envelope code nulls the root field', { data: null }],
  ])('%s, as the executor does', async (_label, json) => {
    expect(await planned(json)).toEqual(normalised(await reference(json)));
  });

  it('builds the REST call: path, query string (arrays repeated), forwarded headers, JSON body of input; and the same as the route\'s parts', async () => {
    const { call, seen } = answering({ code: 200, data: null });
    await planner.execute({ query: 'query { thing(id: 7, page: 2, tags: ["a b", "c"]) { code } }' }, { authorization: 'Bearer t' }, call);
    expect(seen[0]).toEqual({
      method: 'GET',
      url: '/api/thing/7?page=2&tags=a%20b&tags=c',
      headers: { authorization: 'Bearer t', accept: 'application/json' },
      body: undefined,
      route: { path: '/api/thing/:id', params: { id: '7' }, query: { page: '2', tags: ['a b', 'c'] } },
    });
    await planner.execute({ query: 'query { thing(id: 7, tags: ["only"]) { code } }' }, {}, call);
    expect(seen[1]!.route.query).toEqual({ tags: 'only' });
    await planner.execute({ query: 'mutation { save(id: 3, input: { name: "x" }) { code } }' }, {}, call);
    expect(seen[2]).toEqual({ method: 'PUT', url: '/api/thing/3', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}', route: { path: '/api/thing/:id', params: { id: '3' }, query: {} } });
  });

  it('turns a refused call into an error with the message of the envelope, codes and status, and nothing of the call', async () => {
    const { call } = answering({ code: 403, msg: 'no', data: null }, 403);
    const answer = await planner.execute({ query: 'query { thing(id: 1) { code } }' }, {}, call);
    expect(answer).toEqual({ data: { thing: null }, errors: [{ message: 'no', path: ['thing'], extensions: { code: 'FORBIDDEN', portalCode: 403, status: 403 } }] });
    // An answer that is not JSON: the generic fault in the reader's language, not the body.
    const text: RestCall = async () => ({ status: 502, body: '<html>Bad gateway at http://10.0.0.1/api/thing/1</html>' });
    const broken = await planner.execute({ query: 'query { thing(id: 1) { code } }' }, { 'accept-language': 'en-US' }, text);
    expect(broken?.errors).toEqual([{ message: 'Something went wrong on the server, please try later', path: ['thing'], extensions: { code: 'INTERNAL_SERVER_ERROR', portalCode: null, status: 502 } }]);
  });

  it('leaves to the gateway what it does not plan', async () => {
    const { call, seen } = answering({ code: 200, data: null });
    for (const query of ['{ __schema { types { name } } }', 'query { thing(id: 1) { code @skip(if: true) } }', 'query {', 'query { nothing }', 'subscription { x }']) {
      expect(await planner.execute({ query }, {}, call), query).toBeUndefined();
    }
    expect(await planner.execute({ query: 'query Q($id: Int!) { thing(id: $id) { code } }', variables: { id: 'x' } }, {}, call)).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});
