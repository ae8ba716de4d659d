/**
 * No input makes the server fail: generated from the served OpenAPI document, every operation
 * gets zero bytes, integers its columns cannot hold, huge strings, wrong types and malformed
 * bodies in each of its parameters and body fields (the other fields valid, so the bad one is
 * what the server reads), and must answer in the envelope with a status below 500.
 * An operation added to the document is covered without a case written for it.
 * The SPA's own GraphQL operations go through /graphql with hostile variables the same way:
 * GraphQL errors with refusal codes, never a fault, never anything of the REST call.
 * Stored file addresses get traversal, encoded separators, NUL, huge names and bad signatures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentOperations, exampleOf, exampleQuery, inBatches, pathOf, type Operation } from '../support/openapi-walk.js';
import { exampleVariables, restOperationsOfFields, spaOperationCalls } from '../support/spa-operations.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

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

/** The codes a GraphQL error may carry for bad input: a refusal of the API or of the gateway, never a fault. */
const REFUSAL_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'RATE_LIMITED', 'REFUSED', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);
/** What an error must not carry out: anything of the upstream REST call. */
const LEAK = /localhost|https?:\/\/|\/api\/|Upstream|DOWNSTREAM|"(request|response|headers|serviceName|subgraph)"/;

/** Hostile values of a GraphQL variable (each sent in place of one valid variable). */
const VARIABLE_VALUES: [string, unknown][] = [
  ['zero byte', ZERO_BYTE],
  ['huge string', 'x'.repeat(100_000)],
  ['negative', -1],
  ['int4 + 1', 2147483648],
  ['wrong type', { a: [1] }],
];

describe.each(databaseKinds())("the SPA's operations through /graphql refuse hostile variables on %s", (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('answers GraphQL errors with refusal codes, never a fault or anything of the REST call', async () => {
    const restOf = restOperationsOfFields(await documentOperations(suite.server.url));
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    // Operations that end or change the session are left to their own suites.
    const calls = spaOperationCalls().filter((c) => c.variables.length && !/Login|Logout|Password|Pass\b|Bind|Unbind|Recover|Reset/i.test(c.name));
    // The operations still on /graphql (src/graphql/*.graphql): fewer as the areas move to the domain
    // graph, whose documents its own suites walk (tests/gateway/graph-*.test.ts); none after the cut-over.
    expect(calls.length).toBeGreaterThan(spaOperationCalls().length * 0.6);
    const failures: string[] = [];
    let sent = 0;
    let refused = 0;
    await inBatches(
      // Each operation's first variable gets every hostile value; the others stay valid.
      calls.flatMap((call) =>
        VARIABLE_VALUES.map(([what, value]) => async () => {
          const variable = call.variables[0]!.variable.name.value;
          const variables = { ...exampleVariables(call, restOf), [variable]: value };
          const response = await fetch(`${suite.server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
            body: JSON.stringify({ query: call.text, variables, operationName: call.name }),
          });
          const text = await response.text();
          sent += 1;
          const label = `${call.name} $${variable}: ${what}: HTTP ${response.status} ${text.slice(0, 200)}`;
          let answer: { errors?: { extensions?: { code?: string } }[] };
          try {
            answer = JSON.parse(text) as typeof answer;
          } catch {
            failures.push(label);
            return;
          }
          if (response.status >= 500 || LEAK.test(JSON.stringify(answer.errors ?? []))) failures.push(label);
          for (const error of answer.errors ?? []) if (!REFUSAL_CODES.has(error.extensions?.code ?? '')) failures.push(label);
          if (answer.errors?.length) refused += 1;
        }),
      ),
      8,
    );
    console.log(`/graphql fuzz: ${sent} requests over ${calls.length} SPA operations, ${refused} refused`);
    expect(failures).toEqual([]);
    expect(refused).toBeGreaterThan(sent / 2);
  }, 180_000);
});
