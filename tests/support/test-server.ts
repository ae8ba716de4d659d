import { afterAll, beforeAll } from 'vitest';
/**
 * The real HTTP server of the portal on a fresh database, for the api and gateway suites.
 *
 * Every `startTestServer` call makes its own database (in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL, dropped again on close) holding the demo
 * company, copied from the run's seeded template (seeded-template.ts) with its files into a
 * temporary files folder, and listens on 127.0.0.1 on a free port.
 * Verification codes are captured in `sentCodes` instead of being sent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Db } from '../../server/core/db/database.js';
import type { App } from '../../server/core/http/context.js';
import type { GraphSettings } from '../../server/graph/mount.js';
import type { RateLimits } from '../../server/core/http/rate-limit.js';
import type { CodeMessage, CodeSender } from '../../server/modules/session/code-sender.js';
import type { DingTalkSettings } from '../../server/modules/dingtalk/index.js';
import type { OfficeToPdf } from '../../server/modules/library/document-preview.js';
import { databaseUrl, pgliteFromTemplate, postgresFromTemplate } from './seeded-template.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestServerOptions {
  /**
   * Serve the GraphQL graph at /graphql: `true` takes query texts as well as persisted
   * documents; settings decide (persisted documents only, the manifest, the engine).
   */
  graph?: boolean | GraphSettings;
  /** Development mode of the graph: GraphiQL, introspection and field suggestions (off by default, as in production). */
  graphiql?: boolean;
  /** Address the admin-user login answers; a fixed test value by default. */
  adminUrl?: string;
  /** The DingTalk open API the chat-app sign-in calls (a function when it starts in a beforeAll of the suite). */
  dingTalk?: DingTalkSettings | (() => DingTalkSettings);
  /** Per-client limits; generous by default (suites sign in many times from 127.0.0.1). */
  rateLimits?: RateLimits;
  /** The reverse proxy's addresses (X-Forwarded-For is read only from them). */
  trustedProxies?: string[];
  /** The library's office-to-PDF converter (LibreOffice by default). */
  officeToPdf?: OfficeToPdf;
  /** How long the home page's company-wide blocks are reused (0 by default: nothing is); a suite of the cache's invalidation sets production's. */
  homeCacheTtlMs?: number;
}

/** Limits no suite meets unless it means to. */
export const GENEROUS_RATE_LIMITS: RateLimits = { signInPerMinute: 100_000, recoveryPerMinute: 100_000 };

export interface TestServer {
  /** Base address without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  app: App;
  db: Db;
  /** The folder of stored files (/files/...). */
  filesDir: string;
  /** Every code the server handed to its code sender, oldest first. */
  sentCodes: CodeMessage[];
  close(): Promise<void>;
}

export const TEST_ADMIN_URL = 'http://admin.portal.test/admin/';

/** The database kinds the suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one database kind of the domain graph's suites (tests/gateway/graph-*.test.ts):
 * PostgreSQL when TEST_DATABASE_URL is set (production's), else PGlite. The graph's resolvers
 * read the REST routes in process, so what differs between the databases is the API's, and the
 * API suites below the graph run on every kind; a graph suite on both kinds started a second
 * server per suite for the same answers.
 */
export function graphDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

interface FreshDatabase {
  db: Db;
  /** The files folder the seed wrote for this database's template (copied into the server's). */
  templateFiles: string;
  drop(): Promise<void>;
}

async function freshPostgres(): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: the postgres kind needs a PostgreSQL server');
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { templateFiles } = await postgresFromTemplate(adminUrl, name);
  const db = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 5 });
  return {
    db,
    templateFiles,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The pool's connections close asynchronously: wait for them rather than force the
        // drop, which would terminate a closing connection and surface as an uncaught error.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

async function freshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  if (kind === 'postgres') return freshPostgres();
  const { db, templateFiles } = await pgliteFromTemplate();
  return { db, templateFiles, drop: () => db.destroy() };
}

export async function startTestServer(kind: DatabaseKind, options: TestServerOptions = {}): Promise<TestServer> {
  const logger = pino({ level: 'silent' });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-'));
  const fresh = await freshDatabase(kind);
  const sentCodes: CodeMessage[] = [];
  const codeSender: CodeSender = {
    async send(message) {
      sentCodes.push({ ...message });
    },
  };
  let app: App | undefined;
  try {
    fs.cpSync(fresh.templateFiles, filesDir, { recursive: true });
    app = await buildApp({
      db: fresh.db,
      logger,
      codeSender,
      adminUrl: options.adminUrl ?? TEST_ADMIN_URL,
      filesDir,
      // Suites read right after they write (rankings, banners, the feed): nothing is reused.
      homeCacheTtlMs: options.homeCacheTtlMs ?? 0,
      dingTalk: typeof options.dingTalk === 'function' ? options.dingTalk() : options.dingTalk,
      rateLimits: options.rateLimits ?? GENEROUS_RATE_LIMITS,
      trustedProxies: options.trustedProxies,
      graph: options.graph === true ? { persistedOnly: false } : options.graph || undefined,
      graphiql: options.graphiql,
      officeToPdf: options.officeToPdf,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await fresh.drop().catch(() => undefined);
    fs.rmSync(filesDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error(`unexpected server address ${String(address)}`);
  const started = app;
  let closed = false;
  return {
    url: `http://127.0.0.1:${address.port}`,
    app: started,
    db: fresh.db,
    filesDir,
    sentCodes,
    async close() {
      if (closed) return;
      closed = true;
      try {
        // The suite is over: a connection a test left open (an answer whose body it did not
        // read, which the server cannot finish writing) is cut, or close would wait for it.
        started.server.closeAllConnections();
        await started.close();
      } finally {
        await fresh.drop();
        fs.rmSync(filesDir, { recursive: true, force: true });
      }
    },
  };
}

// ---------------------------------------------------------------------------------------
// HTTP helpers

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  /** Accept-Language header; none by default (the server then answers in zh-CN). */
  lang?: string;
  /** DeviceType header; 'PC' by default like the portal, null to leave it out. */
  deviceType?: string | null;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiAnswer<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  /** Signs in and returns the token; throws with the answer when the login is refused. */
  login(account: string, password: string, options?: RequestOptions): Promise<string>;
}

/** JSON over fetch against a listening test server. */
export function api(baseUrl: string): ApiClient {
  async function request<T>(method: string, urlPath: string, body?: unknown, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
    const target = new URL(urlPath, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) target.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.deviceType !== null) headers.DeviceType = options.deviceType ?? 'PC';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.lang) headers['Accept-Language'] = options.lang;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${urlPath} answered HTTP ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
  const client: ApiClient = {
    request,
    get: (p, o) => request('GET', p, undefined, o),
    post: (p, b, o) => request('POST', p, b, o),
    put: (p, b, o) => request('PUT', p, b, o),
    delete: (p, o) => request('DELETE', p, undefined, o),
    async login(account, password, options) {
      const answer = await request<{ remember_token: string }>('POST', '/api/login', { account, password }, options);
      if (answer.status !== 200 || answer.body.code !== 200) {
        throw new Error(`login of ${account} refused: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return answer.body.data.remember_token;
    },
  };
  return client;
}

/** Signs in against a base address and returns the token. */
export function login(baseUrl: string, account: string, password: string): Promise<string> {
  return api(baseUrl).login(account, password);
}

// ---------------------------------------------------------------------------------------
// GraphQL helper

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

export interface GraphQLRequestOptions {
  token?: string;
  lang?: string;
  /** X-Forwarded-For (read only from a trusted proxy: see TestServerOptions.trustedProxies). */
  forwardedFor?: string;
}

async function postGraphQL<T>(url: URL, body: Record<string, unknown>, headers: Record<string, string>, options: GraphQLRequestOptions): Promise<GraphQLAnswer<T>> {
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.lang) headers['Accept-Language'] = options.lang;
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = (await response.json()) as Omit<GraphQLAnswer<T>, 'status'>;
  return { status: response.status, ...answer };
}

/**
 * One request to the graph at /graphql with the headers the SPA sends (portalHeaders); `body`
 * as sent: a query text with its variables, or a persisted document's hash in `extensions`.
 */
export function graphql<T = Record<string, unknown>>(baseUrl: string, body: Record<string, unknown>, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return postGraphQL<T>(new URL('/graphql', baseUrl), body, { 'Content-Type': 'application/json', accept: 'application/json', DeviceType: 'PC' }, options);
}

/**
 * The REST refusal a GraphQL error stands for (server/graph/graphql-errors.ts), as the
 * envelope the API answered: the HTTP status, `{code: portalCode, msg: message, data: null}`
 * (the gateway carries neither the raw body nor the data of a refusal), and the GraphQL code.
 */
export function upstreamEnvelope(error: { message?: string; extensions?: Record<string, unknown> } | undefined): { status?: number; body?: Envelope; code?: string } {
  const extensions = error?.extensions ?? {};
  if (typeof extensions.portalCode !== 'number') return { status: extensions.status as number | undefined, code: extensions.code as string | undefined };
  return { status: extensions.status as number, body: { code: extensions.portalCode, msg: error!.message!, data: null }, code: extensions.code as string };
}

// ---------------------------------------------------------------------------------------
// Demo data the suites rely on (server/seed/company.ts)

export const DEMO = {
  learner: { account: 'learner01', password: 'Learner@2026', name: '李明', mobile: '13800000001', mail: 'learner01@demo.example' },
  lecturer: { account: 'lecturer01', password: 'Lecturer@2026', name: '王芳', mobile: '13800000002' },
  examiner: { account: 'examiner01', password: 'Examiner@2026', name: '张伟', mobile: '13800000003' },
  admin: { account: 'admin01', password: 'Admin@2026', name: '陈静', mobile: '13800000004' },
  employeePassword: 'Employee@2026',
} as const;

/** Account name of the n-th generated employee (1..196). */
export function employee(n: number): string {
  return `emp${String(n).padStart(4, '0')}`;
}

/** A fresh server for one describe block: started before its tests, closed after them. */
export function suiteServer(kind: DatabaseKind, options: TestServerOptions = {}) {
  const suite = {} as { server: TestServer; client: ApiClient };
  beforeAll(async () => {
    suite.server = await startTestServer(kind, options);
    suite.client = api(suite.server.url);
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}
