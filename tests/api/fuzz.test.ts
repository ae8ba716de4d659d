/**
 * No input makes the server fail: generated from the served OpenAPI document, every operation
 * gets zero bytes, integers its columns cannot hold, huge strings, wrong types and malformed
 * bodies in each of its parameters and body fields (the other fields valid, so the bad one is
 * what the server reads), and must answer in the envelope with a status below 500.
 * An operation added to the document is covered without a case written for it.
 * The SPA's own GraphQL operations get hostile variables the same way: every document of the
 * persisted manifest (src/graphql) sent by hash as the SPA sends it to a production server, each
 * variable and each field of an input object in turn hostile, the others generated valid from
 * the graph's schema; GraphQL errors with refusal codes, never a fault, never anything of the
 * REST call; and the server's refusals of a document below 500.
 * Stored file addresses get traversal, encoded separators, NUL, huge names and bad signatures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentOperations, exampleOf, exampleQuery, inBatches, pathOf, type Operation } from '../support/openapi-walk.js';
import { getNamedType, isInputObjectType } from 'graphql';
import { documentFiles, persistedDocuments } from '../../server/graph/scripts/persisted-manifest.js';
import {
  graphSchema,
  inputLeafPaths,
  sampleInputValueWith,
  sampleVariables,
  spaOperationCalls,
  variableType,
  type SpaOperationCall,
} from '../support/spa-operations.js';
import { databaseKinds, DEMO, graphDatabaseKinds, suiteServer } from '../support/test-server.js';

interface Probe {
  operation: Operation;
  what: string;
  path: string;
  query: Record<string, string>;
  body?: string;
  contentType?: string;
}

const ZERO_BYTE = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(200_000);

/** Bad values of a JSON body field. */
const BODY_VALUES: [string, unknown][] = [
  ['zero byte', ZERO_BYTE],
  ['int4 + 1', 2147483648],
  ['int4 - 1', -2147483649],
  ['1e20', 1e20],
  ['1e308', 1e308],
  ['fraction', 1.5],
  ['negative', -1],
  ['zero', 0],
  ['huge string', HUGE_TEXT],
  ['empty string', ''],
  ['object', { a: 1 }],
  ['array', [ZERO_BYTE, 2147483648]],
  ['boolean', true],
  ['null', null],
];

/** Bad values of a query or path parameter (as text). */
const TEXT_VALUES: [string, string][] = [
  ['zero byte', ZERO_BYTE],
  ['int4 + 1', '2147483648'],
  ['int4 - 1', '-2147483649'],
  ['twenty digits', '99999999999999999999'],
  ['1e308', '1e308'],
  ['fraction', '1.5'],
  ['negative', '-1'],
  ['word', 'abc'],
  ['empty', ''],
  ['long text', 'x'.repeat(3000)],
];

/** The whole body wrong: malformed, of another shape or type, too large. */
const WHOLE_BODIES: [string, string, string][] = [
  ['malformed JSON', '{"a":', 'application/json'],
  ['array body', '[1,2]', 'application/json'],
  ['string body', '"a\\u0000b"', 'application/json'],
  ['null body', 'null', 'application/json'],
  ['text body', 'a=1', 'text/plain'],
  ['form body', 'a=1', 'application/x-www-form-urlencoded'],
  ['body over the limit', `{"a":"${'x'.repeat(2_000_000)}"}`, 'application/json'],
];

function probesOf(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const query = exampleQuery(operation);
  const body = operation.body ? (exampleOf(operation.body) as Record<string, unknown>) : undefined;
  const base = { operation, path: pathOf(operation), query, body: body === undefined ? undefined : JSON.stringify(body), contentType: body === undefined ? undefined : 'application/json' };
  probes.push({ ...base, what: 'valid example' });
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      for (const [what, value] of TEXT_VALUES) {
        probes.push({ ...base, what: `path ${parameter.name}: ${what}`, path: pathOf(operation, { [parameter.name]: encodeURIComponent(value) || '%20' }) });
      }
      probes.push({ ...base, what: `path ${parameter.name}: over the length limit`, path: pathOf(operation, { [parameter.name]: '1'.repeat(150) }) });
    } else if (parameter.in === 'query') {
      for (const [what, value] of TEXT_VALUES) probes.push({ ...base, what: `query ${parameter.name}: ${what}`, query: { ...query, [parameter.name]: value } });
    }
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of Object.keys(body)) {
      for (const [what, value] of BODY_VALUES) probes.push({ ...base, what: `body ${field}: ${what}`, body: JSON.stringify({ ...body, [field]: value }) });
    }
    probes.push({ ...base, what: 'body: unknown field with a zero byte', body: JSON.stringify({ ...body, [ZERO_BYTE]: ZERO_BYTE }) });
  }
  if (operation.body || operation.multipart || operation.method !== 'GET') {
    for (const [what, text, contentType] of WHOLE_BODIES) probes.push({ ...base, what, body: text, contentType });
  }
  return probes;
}

/** Addresses under /files/ no stored file answers to: leaving the folder, encoded separators, NUL, huge names, bad signatures. */
const FILE_PROBES = [
  '/files/../package.json',
  '/files/..%2f..%2fpackage.json',
  '/files/..%2F..%2F..%2Fetc%2Fpasswd',
  '/files/%2e%2e/%2e%2e/etc/passwd',
  '/files/avatars/..%5c..%5cpackage.json',
  '/files/avatars%2fu1.svg',
  '/files/avatars/u1.svg%00.png',
  '/files/%00',
  '/files/avatars/%ff%fe',
  '/files/%E0%A4%A',
  '/files/',
  '/files//etc/passwd',
  `/files/${'a'.repeat(255)}.svg`,
  `/files/avatars/${'b'.repeat(5000)}.svg`,
  `/files/${'x/'.repeat(400)}y`,
  '/files/library/doc1.pdf?exp=99999999999&u=1&sig=AAAA',
  '/files/library/doc1.pdf?exp=-1&u=1&sig=x',
  `/files/library/doc1.pdf?exp=${'9'.repeat(40)}&u=${'1'.repeat(40)}&sig=${'s'.repeat(5000)}`,
  '/files/library/doc1.pdf?exp=1e308&u=NaN&sig[]=1',
  '/files/library/doc1.pdf?exp=1&exp=2&u=1&sig=a&sig=b',
  '/files/library/.previews/../doc1.pdf',
  '/files/courses/media/lesson-a.mp4?exp=99999999999&u=1&sig=%00',
];

describe.each(databaseKinds())('stored file addresses never fail nor leave the folder on %s', (kind) => {
  const suite = suiteServer(kind);

  it('answers every /files/ probe below 500, in the envelope, with no file from outside or unsigned', async () => {
    const outside = fs.readFileSync(path.resolve('package.json'), 'utf8').slice(0, 40);
    const failures: string[] = [];
    for (const probe of FILE_PROBES) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(new URL(probe, suite.server.url), { method, headers: { Range: 'bytes=0-' } });
        const text = await response.text();
        if (response.status >= 500 || ![400, 403, 404, 414, 422].includes(response.status)) failures.push(`${method} ${probe.slice(0, 80)}: HTTP ${response.status}`);
        if (method === 'GET' && (text.includes(outside) || text.includes('root:x:0:0') || !/"code":\d+/.test(text))) failures.push(`${probe.slice(0, 80)}: ${text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe.each(databaseKinds())('every operation refuses malformed input on %s', (kind) => {
  const suite = suiteServer(kind);
  let operations: Operation[];
  /** A token per role, most privileged last: an operation is probed with the first that it does not refuse with 403. */
  const tokens: string[] = [];

  beforeAll(async () => {
    operations = await documentOperations(suite.server.url);
    for (const who of [DEMO.learner, DEMO.examiner, DEMO.admin]) tokens.push(await suite.client.login(who.account, who.password));
  });

  async function send(probe: Probe, token: string) {
    const target = new URL(probe.path, suite.server.url);
    for (const [key, value] of Object.entries(probe.query)) target.searchParams.set(key, value);
    const headers: Record<string, string> = { DeviceType: 'PC', 'Accept-Language': 'en-US' };
    if (probe.operation.secured) headers.Authorization = `Bearer ${token}`;
    if (probe.contentType) headers['Content-Type'] = probe.contentType;
    const response = await fetch(target, { method: probe.operation.method, headers, body: probe.body });
    const text = await response.text();
    let envelope: { code?: unknown; msg?: unknown } | undefined;
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      envelope = undefined;
    }
    return { status: response.status, envelope, text };
  }

  it('answers every probe below 500, in the envelope', async () => {
    // The sign-in's own token is never revoked mid-run: sign-out and password calls go last.
    const last = (op: Operation) => /logout|updatePass/i.test(op.path) ? 1 : 0;
    const ordered = [...operations].sort((a, b) => last(a) - last(b));
    const failures: string[] = [];
    let sent = 0;
    const tokenOf = new Map<Operation, string>();
    await inBatches(
      ordered.map((operation) => async () => {
        let token = tokens[0]!;
        if (operation.secured && !/logout/i.test(operation.path)) {
          for (const candidate of tokens) {
            token = candidate;
            if ((await send(probesOf(operation)[0]!, candidate)).status !== 403) break;
          }
        }
        tokenOf.set(operation, token);
      }),
      8,
    );
    const probes = ordered.flatMap(probesOf);
    // Operations that end a session get a token of their own.
    const ownToken = new Map<Operation, string>();
    for (const operation of ordered.filter((op) => last(op))) ownToken.set(operation, await suite.client.login(DEMO.lecturer.account, DEMO.lecturer.password));
    const nonEnding = probes.filter((p) => !last(p.operation));
    const ending = probes.filter((p) => last(p.operation));
    for (const group of [nonEnding, ending]) {
      await inBatches(
        group.map((probe) => async () => {
          const answer = await send(probe, ownToken.get(probe.operation) ?? tokenOf.get(probe.operation) ?? tokens[0]!);
          sent += 1;
          const enveloped = answer.envelope && typeof answer.envelope.code === 'number' && typeof answer.envelope.msg === 'string';
          if (answer.status >= 500 || !enveloped) {
            failures.push(`${probe.operation.method} ${probe.operation.path} (${probe.what}): HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
          }
        }),
        16,
      );
    }
    expect(sent).toBeGreaterThan(operations.length * 5);
    expect(failures).toEqual([]);
  }, 180_000);
});

/** What an error must not carry out: anything of the REST call behind it. */
const LEAK = /localhost|https?:\/\/|\/api\/|Upstream|DOWNSTREAM|"(request|response|headers|serviceName|subgraph)"/;

/**
 * The codes an error of the domain graph may carry for hostile variables: a refusal of the API
 * through the one mapping (server/graph/graphql-errors.ts: FORBIDDEN, NOT_FOUND,
 * BAD_USER_INPUT, REFUSED for any other refusal: too large, locked ...), or a variable that does
 * not coerce, which graphql-errors.ts (graphError) answers as BAD_USER_INPUT. Left out on
 * purpose: GRAPHQL_VALIDATION_FAILED and GRAPHQL_PARSE_FAILED (the SPA's documents validate, and
 * variables are not validated but coerced), PERSISTED_QUERY_* (every request names a document of
 * the manifest), UNAUTHENTICATED and FORCED_LOGOUT (the session must survive every probe),
 * RATE_LIMITED (the suite's limits are generous), SERVICE_UNAVAILABLE and INTERNAL_SERVER_ERROR
 * (faults).
 */
const REFUSAL_CODES = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'REFUSED']);

/** Hostile values of a GraphQL variable or input field (each sent in place of one valid value). */
const VARIABLE_VALUES: [string, unknown][] = [
  ['zero byte', ZERO_BYTE],
  ['huge string', 'x'.repeat(100_000)],
  ['negative', -1],
  ['int4 + 1', 2147483648],
  ['wrong type', { a: [1] }],
  ['int4 - 1', -2147483649],
  ['1e20', 1e20],
  ['fraction', 1.5],
  ['zero', 0],
  ['empty string', ''],
  ['array', [ZERO_BYTE, 2147483648]],
  ['null', null],
];

/**
 * Root fields of the operations that end or change the session (sign-in, sign-out, the back
 * office's sign-in, passwords, binding a contact, recovery): left to their own suites.
 */
const SESSION_FIELDS = new Set(['signIn', 'signInWithDingTalk', 'signOut', 'adminSignIn', 'changePassword', 'sendBindingCode', 'bindContact', 'sendRecoveryCode', 'resetPassword']);

// On the graph suites' one database (graphDatabaseKinds): the resolvers call the REST routes in
// process, and those meet the same hostile values on every database in the suite above.
describe.each(graphDatabaseKinds())("the SPA's operations on the graph refuse hostile variables on %s", (kind) => {
  // A production server: the build's manifest, and nothing but its documents runs.
  const { manifest } = persistedDocuments(documentFiles());
  const suite = suiteServer(kind, { graph: { persistedOnly: true, persistedDocuments: manifest } });
  const schema = graphSchema();

  /** One operation as the SPA sends it (its name, its document's text and hash), answered as text. */
  async function send(call: SpaOperationCall, variables: Record<string, unknown>, token: string) {
    const response = await fetch(`${suite.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en-US', DeviceType: 'PC' },
      body: JSON.stringify({ operationName: call.name, query: call.text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: call.hash } } }),
    });
    return { status: response.status, text: await response.text() };
  }

  it("answers the first request (it goes through the runtime's HTTP layer) as every later one, and a refused document below 500", async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const viewer = spaOperationCalls().find((c) => c.name === 'Viewer')!;
    // The SPA's document with its text, twice: the first gives the runtime its schema.
    for (let i = 0; i < 2; i += 1) {
      const answer = await send(viewer, {}, token);
      expect(answer.status, answer.text).toBe(200);
      expect((JSON.parse(answer.text) as { data?: { viewer?: { account?: string } } }).data?.viewer, answer.text).toMatchObject({ account: DEMO.learner.account });
    }
    // What a production server refuses (a hash it does not hold, a text, neither) is a refusal: 200, or 400 to a client reading graphql-response+json.
    const refused = [
      { operationName: viewer.name, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
      { operationName: viewer.name, query: viewer.text },
      { operationName: viewer.name },
    ];
    for (const body of refused) {
      for (const [accept, status] of [['application/json', 200], ['application/graphql-response+json', 400]] as const) {
        const response = await fetch(`${suite.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
        const answer = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
        expect(response.status, `${JSON.stringify(body).slice(0, 80)} ${accept}`).toBe(status);
        expect(answer.data ?? null).toBeNull();
        expect(answer.errors?.map((e) => e.extensions?.code)).toEqual([expect.stringMatching(/^PERSISTED_QUERY_(NOT_FOUND|ONLY|ID_REQUIRED)$/)]);
      }
    }
  });

  it('answers GraphQL errors with refusal codes, never a fault or anything of the REST call', async () => {
    const started = Date.now();
    const all = spaOperationCalls();
    const calls = all.filter((c) => c.variables.length && !c.rootFields.some((f) => SESSION_FIELDS.has(f)));
    expect(calls.length).toBeGreaterThan(all.length * 0.6);
    // A token per role, most privileged last: an operation is probed with the first whose valid call it does not refuse with FORBIDDEN.
    const tokens: string[] = [];
    for (const who of [DEMO.learner, DEMO.examiner, DEMO.admin]) tokens.push(await suite.client.login(who.account, who.password));
    const tokenOf = new Map<SpaOperationCall, string>();
    await inBatches(
      calls.map((call) => async () => {
        for (const token of tokens) {
          tokenOf.set(call, token);
          const answer = JSON.parse((await send(call, sampleVariables(call, schema), token)).text) as { errors?: { extensions?: { code?: string } }[] };
          if (!answer.errors?.some((e) => e.extensions?.code === 'FORBIDDEN')) break;
        }
      }),
      4,
    );
    // Each variable of an operation (the first and the others) gets every hostile value, then (an
    // input object) each of its fields in turn, to three levels, the others valid: the required
    // ones only, and every one (a field may be read only beside an optional one).
    const probes = calls.flatMap((call) => {
      const valid = sampleVariables(call, schema);
      return call.variables.flatMap((definition) => {
        const variable = definition.variable.name.value;
        const type = variableType(schema, definition);
        const leaves = isInputObjectType(getNamedType(type)) ? inputLeafPaths(type) : [];
        return VARIABLE_VALUES.flatMap(([what, value]) => [
          { call, what: `$${variable}: ${what}`, variables: { ...valid, [variable]: value } },
          ...leaves.flatMap((leaf) =>
            [false, true].map((optionalFields) => ({
              call,
              what: `$${variable}.${leaf.join('.')}${optionalFields ? ' (every field set)' : ''}: ${what}`,
              variables: { ...valid, [variable]: sampleInputValueWith(type, variable, leaf, value, { optionalFields }) },
            })),
          ),
        ]);
      });
    });
    const failures: string[] = [];
    let refused = 0;
    await inBatches(
      probes.map((probe) => async () => {
        const answer = await send(probe.call, probe.variables, tokenOf.get(probe.call)!);
        const label = `${probe.call.name} ${probe.what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`;
        let parsed: { errors?: { extensions?: { code?: string } }[] };
        try {
          parsed = JSON.parse(answer.text) as typeof parsed;
        } catch {
          return void failures.push(label);
        }
        if (answer.status >= 500 || LEAK.test(JSON.stringify(parsed.errors ?? []))) failures.push(label);
        else if (parsed.errors?.some((error) => !REFUSAL_CODES.has(error.extensions?.code ?? ''))) failures.push(label);
        if (parsed.errors?.length) refused += 1;
      }),
      4,
    );
    console.log(`/graphql fuzz: ${probes.length} requests over ${calls.length} SPA operations, ${refused} refused, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(probes.length / 2);
  }, 120_000);
});
