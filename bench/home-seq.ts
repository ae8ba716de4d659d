/**
 * What the home page costs the server, through the domain graph and through the REST calls
 * behind it, one visit at a time (the home benchmark's operation, without its concurrency):
 *
 *   npm run bench:home-seq -- [--rounds 3] [--visits 600] [--people 50]
 *
 * The app is built in this process on a scratch database of the PostgreSQL server of
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (dropped at the end; embedded PGlite without one), with
 * the demo company and the SPA's persisted documents only (bench/graph-settings.ts). learner01
 * and the demo's first employees sign in. For each of them the home page's operation (HomePage
 * of src/graphql/home.graphql, by its hash, with the variables the page sends on arrival) runs
 * once while the REST calls the graph makes are recorded; a REST visit is then those calls
 * sent as the SPA sent them before the graph (each its own request, all at once), a graph visit
 * the one operation. The rounds alternate the two ways in blocks of 20 visits, REST first, so
 * both meet the same load of the machine; each request goes through Fastify's `inject` (no
 * socket, the same both ways). Prints the process's CPU time per visit (user + sys, µs: mean
 * and median), the wall-clock time and the JS heap allocated per visit, and the ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { DateTime } from 'luxon';
import pino from 'pino';
import { benchGraph } from './graph-settings.js';
import { buildApp } from '../server/app.js';
import { InProcessRoutes, type InProcessCall } from '../server/core/http/in-process-routes.js';
import { openDatabase, type Db } from '../server/core/db/database.js';
import { migrateToLatest } from '../server/core/db/migrate.js';
import { seedDemo } from '../server/seed/seed.js';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';
import { homeArrivalVariables, spaOperation } from '../tests/support/spa-operations.js';

function count(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = Number(index >= 0 ? process.argv[index + 1] : fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}
const ROUNDS = count('rounds', 3);
const VISITS = count('visits', 600);
const PEOPLE = count('people', 50);
/** Visits each way in a row before the round switches to the other way. */
const BLOCK = 20;

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const logger = pino({ level: 'warn' });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-files-'));
const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'portal_bench_home') : null;
const db: Db = await openDatabase(scratch ? { url: scratch.url, poolSize: 20 } : {});

/** A REST request as the SPA sent it: method, address with its query, JSON body. */
interface RestRequest {
  method: string;
  url: string;
  body: unknown;
}
/** One person's home page both ways. */
interface Visitor {
  token: string;
  rest: RestRequest[];
}

/** The address of an in-process call: the route with its parameters, and its query string. */
function addressOf(call: InProcessCall): string {
  const pathname = call.route.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(call.params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query)) for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

try {
  await migrateToLatest(db);
  await seedDemo(db, filesDir, logger);
  const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, graph: benchGraph(), rateLimits: { signInPerMinute: 100_000, recoveryPerMinute: 100_000 } });
  await app.ready();
  try {
    /** The SPA's headers (src/app/apollo.ts and the REST client before it). */
    const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, devicetype: 'PC', 'accept-language': 'zh-CN', accept: 'application/json' });
    const { hash } = spaOperation('HomePage');
    const today = DateTime.now().setZone(app.services.calendar.zone).toISODate()!;
    const variables = homeArrivalVariables(today);

    const graphVisit = async (token: string) => {
      const reply = await app.inject({ method: 'POST', url: '/graphql', headers: headersOf(token), payload: { operationName: 'HomePage', variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } });
      if (reply.statusCode !== 200 || reply.body.includes('"errors"')) throw new Error(`graph: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
    };
    const restVisit = async (visitor: Visitor) => {
      const replies = await Promise.all(visitor.rest.map((request) => app.inject({ method: request.method as 'GET', url: request.url, headers: headersOf(visitor.token), ...(request.body === undefined || request.method === 'GET' ? {} : { payload: request.body as object }) })));
      for (const [i, reply] of replies.entries()) if (reply.statusCode !== 200) throw new Error(`REST ${visitor.rest[i]!.url}: ${reply.statusCode} ${reply.body.slice(0, 300)}`);
    };

    // The people: learner01 and the demo's first employees, signed in as the SPA signs in.
    const accounts = [{ account: 'learner01', password: 'Learner@2026' }, ...Array.from({ length: PEOPLE - 1 }, (_, i) => ({ account: `emp${String(i + 1).padStart(4, '0')}`, password: 'Employee@2026' }))];
    const visitors: Visitor[] = [];
    const call = InProcessRoutes.prototype.call;
    for (const account of accounts) {
      const login = await app.inject({ method: 'POST', url: '/api/login', headers: { devicetype: 'PC' }, payload: account });
      const token = (login.json() as { data?: { remember_token?: string } }).data?.remember_token;
      if (!token) throw new Error(`${account.account} cannot sign in: ${login.body}`);
      // What the graph asks REST for this person's home page.
      const rest: RestRequest[] = [];
      InProcessRoutes.prototype.call = function record(this: InProcessRoutes, inProcess: InProcessCall) {
        rest.push({ method: inProcess.method, url: addressOf(inProcess), body: inProcess.body });
        return call.call(this, inProcess);
      };
      try {
        await graphVisit(token);
      } finally {
        InProcessRoutes.prototype.call = call;
      }
      visitors.push({ token, rest });
    }

    type Via = 'rest' | 'graph';
    interface Tally {
      cpu: number[];
      wallMs: number;
      heapBytes: number;
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

    const block = async (via: Via, n: number, offset: number, tally: Tally) => {
      const gc = new v8.GCProfiler();
      const heapBefore = v8.getHeapStatistics().used_heap_size;
      gc.start();
      const started = performance.now();
      for (let i = 0; i < n; i++) {
        const visitor = visitors[(offset + i) % visitors.length]!;
        const before = process.cpuUsage();
        if (via === 'rest') await restVisit(visitor);
        else await graphVisit(visitor.token);
        const used = process.cpuUsage(before);
        tally.cpu.push(used.user + used.system);
      }
      tally.wallMs += performance.now() - started;
      tally.heapBytes += v8.getHeapStatistics().used_heap_size - heapBefore + gc.stop().statistics.reduce((sum, event) => sum + event.beforeGC.heapStatistics.usedHeapSize - event.afterGC.heapStatistics.usedHeapSize, 0);
    };
    const round = async () => {
      const tallies: Record<Via, Tally> = { rest: { cpu: [], wallMs: 0, heapBytes: 0 }, graph: { cpu: [], wallMs: 0, heapBytes: 0 } };
      for (let done = 0; done < VISITS; done += BLOCK) {
        const n = Math.min(BLOCK, VISITS - done);
        await block('rest', n, done, tallies.rest);
        await block('graph', n, done, tallies.graph);
      }
      return tallies;
    };

    const calls = visitors.map((visitor) => visitor.rest.length);
    await round(); // not counted: the code's first runs, the caches
    console.log(`home page one visit at a time: ${VISITS} per round each way in blocks of ${BLOCK}, ${ROUNDS} rounds, ${visitors.length} people, ${Math.min(...calls)}-${Math.max(...calls)} REST calls a visit, database ${scratch ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}`);
    console.log('round  via    CPU µs/visit: mean  median   wall µs/visit   heap KB/visit');
    const all: Record<Via, number[]> = { rest: [], graph: [] };
    const allMedian: Record<Via, number[]> = { rest: [], graph: [] };
    for (let r = 1; r <= ROUNDS; r++) {
      const tallies = await round();
      for (const via of ['rest', 'graph'] as const) {
        const { cpu, wallMs, heapBytes } = tallies[via];
        all[via].push(mean(cpu));
        allMedian[via].push(median(cpu));
        console.log(`${String(r).padEnd(6)} ${via.padEnd(6)} ${mean(cpu).toFixed(0).padStart(17)} ${median(cpu).toFixed(0).padStart(7)} ${((wallMs * 1000) / cpu.length).toFixed(0).padStart(15)} ${(heapBytes / 1024 / cpu.length).toFixed(1).padStart(15)}`);
      }
    }
    const rest = mean(all.rest);
    const graph = mean(all.graph);
    console.log(`all rounds, REST / graph: CPU µs/visit mean ${rest.toFixed(0)} / ${graph.toFixed(0)} (${(graph / rest).toFixed(2)}x), median ${mean(allMedian.rest).toFixed(0)} / ${mean(allMedian.graph).toFixed(0)} (${(mean(allMedian.graph) / mean(allMedian.rest)).toFixed(2)}x)`);
  } finally {
    await app.close();
  }
} finally {
  await db.destroy();
  if (scratch) await dropScratchDatabase(adminUrl!, scratch.name);
  fs.rmSync(filesDir, { recursive: true, force: true });
}
