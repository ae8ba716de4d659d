/**
 * Home page load benchmark:
 *
 *   npm run bench:home -- [--users 100] [--seconds 20] [--think 10000] [--db pglite|pg]
 *                         [--fresh] [--gen-users 10000] [--gen-records 1000000]
 *
 * Measures the GraphQL operation the home page sends on arrival (HomePage of
 * src/graphql/home.graphql, sent to /graphql by its persisted hash as the SPA sends
 * it: the banners, courses in progress and pending exams, the newest library documents and
 * news, the personal stats, the company's credit and study-time rankings, the study-record
 * feed's first page, today's study items, the month's marked days and the map punch-ins due) under N concurrent
 * signed-in users of the large company, each opening the home page again after a think time
 * (0.5 to 1.5 times --think ms, by default every 5 to 15 s; --think 0: at once, the
 * saturation rate), for a number of seconds after one warm-up request each. Runs on the embedded database
 * (kept in data/bench between runs; the large company is generated the first time, or
 * again with --fresh) and on PostgreSQL (a scratch database on 127.0.0.1:5432, or the
 * server of BENCH_DATABASE_URL, generated, then dropped); without --db both, one after the
 * other. Prints p50/p95/p99 and the request rate per database; then one user alone for a
 * few seconds: the operation's cost without queueing and the REST calls behind it, slowest
 * first (server-side times of the in-process calls the gateway makes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import { homeArrivalVariables, spaOperation } from '../tests/support/spa-operations.js';
import { ms, percentile, writeSummary } from './summary.js';

function arg(name: string, fallback: number, zeroAllowed = false): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zeroAllowed)) throw new Error(`--${name} must be a positive number`);
  return value;
}
function text(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const USERS = Math.min(2000, Math.floor(arg('users', 100)));
const SECONDS = arg('seconds', 20);
const THINK_MS = arg('think', 10_000, true);
const FRESH = process.argv.includes('--fresh');
const GEN_USERS = Math.floor(arg('gen-users', 10_000));
const GEN_RECORDS = Math.floor(arg('gen-records', 1_000_000));
const dbChoice = text('db');
if (dbChoice && dbChoice !== 'pglite' && dbChoice !== 'pg') throw new Error('--db must be pglite or pg');
const kinds: ('pglite' | 'pg')[] = dbChoice ? [dbChoice as 'pglite' | 'pg'] : ['pglite', 'pg'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const zone = process.env.APP_TIMEZONE ?? 'Asia/Shanghai';

/** The operation the home page sends on arrival (HomePage in src/graphql/home.graphql), as the SPA sends it. */
const HOME = spaOperation('HomePage');

interface Ready {
  port: number;
  tokensFile: string;
  database: string;
  generated: { users: number; records: number };
  setupSeconds: number;
}

interface RouteStats {
  route: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

interface Result {
  kind: string;
  requests: number;
  errors: Record<string, number>;
  seconds: number;
  timings: number[];
  /** The server process's CPU time (ms) over the measured load. */
  cpuMs: number;
  /** One user alone afterwards: the operation's own cost and the REST calls' (no queueing). */
  alone: number[];
  routes: RouteStats[];
  generated: { users: number; records: number };
}

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));


async function startServer(kind: 'pglite' | 'pg'): Promise<{ child: ChildProcess; ready: Ready; ask: (line: string) => Promise<string> }> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server process there.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'bench/home-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      // As npm start runs it (graphql-js skips its development checks).
      NODE_ENV: 'production',
      BENCH_DB: kind,
      BENCH_USERS: String(USERS),
      BENCH_FRESH: FRESH ? '1' : '',
      BENCH_GEN_USERS: String(GEN_USERS),
      BENCH_GEN_RECORDS: String(GEN_RECORDS),
      DATABASE_URL: '',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const queue: ((line: string) => void)[] = [];
  lines.on('line', (line) => queue.shift()?.(line));
  const next = () => new Promise<string>((resolve) => queue.push(resolve));
  const ready = await Promise.race([
    next().then((line) => JSON.parse(line) as Ready),
    new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the ${kind} server exited with ${code}`)))),
  ]);
  const ask = (line: string) => {
    const answer = next();
    child.stdin!.write(`${line}\n`);
    return answer;
  };
  return { child, ready, ask };
}

async function runOn(kind: 'pglite' | 'pg'): Promise<Result> {
  const setupStarted = Date.now();
  console.log(`\n[${kind}] starting the server (large company: ${GEN_USERS.toLocaleString('en-US')} users, ${GEN_RECORDS.toLocaleString('en-US')} study records)...`);
  const { child, ready, ask } = await startServer(kind);
  console.log(`[${kind}] ready on 127.0.0.1:${ready.port} in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s (company of ${ready.generated.users} users, ${ready.generated.records} records)`);
  const tokens = JSON.parse(fs.readFileSync(ready.tokensFile, 'utf8')) as string[];
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 8 });
  const today = DateTime.now().setZone(zone);
  const body = JSON.stringify({ operationName: 'HomePage', variables: homeArrivalVariables(today.toISODate()!), extensions: { persistedQuery: { version: 1, sha256Hash: HOME.hash } } });
  const errors: Record<string, number> = {};
  const fail = (key: string) => (errors[key] = (errors[key] ?? 0) + 1);

  const post = (token: string) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: ready.port,
          method: 'POST',
          path: '/graphql',
          agent,
          headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC', 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
          timeout: 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            try {
              const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: Record<string, { code: number } | null>; errors?: { message: string }[] };
              if (response.statusCode !== 200) fail(`HTTP ${response.statusCode}`);
              for (const e of answer.errors ?? []) fail(`GraphQL: ${e.message.slice(0, 120)}`);
              if (!answer.data?.viewer) fail('no viewer in the answer');
            } catch (error) {
              fail(`unreadable answer: ${(error as Error).message}`);
            }
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        fail(error.message);
        resolve();
      });
      request.end(body);
    });

  // Warm-up: one request per user (connections, plans, caches), not measured.
  await Promise.all(tokens.map((token) => post(token)));
  for (const key of Object.keys(errors)) delete errors[key];
  await ask('reset');

  const timings: number[] = [];
  const started = performance.now();
  let lastDone = started;
  const until = started + SECONDS * 1000;
  const progress = setInterval(() => console.log(`[${kind}]   ${((performance.now() - started) / 1000).toFixed(0)} s: ${timings.length} requests`), 5000);
  await Promise.all(
    tokens.map(async (token) => {
      // Spread the first requests over one think time, like people arriving.
      if (THINK_MS > 0) await sleep(Math.random() * THINK_MS);
      while (performance.now() < until) {
        const t0 = performance.now();
        await post(token);
        lastDone = performance.now();
        timings.push(lastDone - t0);
        if (THINK_MS > 0) await sleep(Math.max(0, Math.min(THINK_MS * (0.5 + Math.random()), until - performance.now())));
      }
    }),
  );
  clearInterval(progress);
  // From the first start to the last answer (the users' last think times are not load).
  const seconds = (lastDone - started) / 1000;
  const { cpuMs } = JSON.parse(await ask('cpu')) as { cpuMs: number };

  // Then one user alone for a few seconds: what one home page costs without queueing, and
  // which REST call behind it is slowest.
  await ask('reset');
  const alone: number[] = [];
  const aloneUntil = performance.now() + Math.min(5, SECONDS) * 1000;
  while (performance.now() < aloneUntil) {
    const t0 = performance.now();
    await post(tokens[0]!);
    alone.push(performance.now() - t0);
  }
  const routes = (JSON.parse(await ask('stats')) as RouteStats[]).filter((r) => !r.route.startsWith('/graphql')).sort((a, b) => b.p95 - a.p95);
  agent.destroy();
  child.stdin!.end();
  await new Promise((resolve) => child.once('exit', resolve));
  return { kind, requests: timings.length, errors, seconds, timings, cpuMs, alone, routes, generated: ready.generated };
}

console.log(`home benchmark: ${USERS} concurrent users, think ${THINK_MS} ms, for ${SECONDS} s on ${kinds.join(' and ')}`);
const results: Result[] = [];
for (const kind of kinds) {
  const result = await runOn(kind);
  results.push(result);
  const errorCount = Object.values(result.errors).reduce((a, b) => a + b, 0);
  console.log(`[${kind}] ${result.requests} home page requests in ${result.seconds.toFixed(1)} s, ${errorCount} errors; server CPU ${ms(result.cpuMs / Math.max(1, result.requests))} ms per home page`);
  for (const [key, count] of Object.entries(result.errors)) console.log(`[${kind}]   ${count} x ${key}`);
  console.log(`[${kind}] one user alone afterwards: ${result.alone.length} requests, p50 ${ms(percentile(result.alone, 50))} ms, p95 ${ms(percentile(result.alone, 95))} ms; the REST calls behind it, slowest first (server side, ms):`);
  console.log(`[${kind}]   route                                 count     p50      p95      p99`);
  for (const r of result.routes.slice(0, 11)) {
    console.log(`[${kind}]   ${r.route.padEnd(36)}  ${String(r.count).padEnd(8)}  ${ms(r.p50).padEnd(7)}  ${ms(r.p95).padEnd(7)}  ${ms(r.p99)}`);
  }
}

console.log('');
console.log(`result: the home page operation, ${USERS} concurrent users, think ${THINK_MS} ms, ${SECONDS} s`);
console.log('  database   requests   req/s     p50 ms    p95 ms    p99 ms    max ms    errors');
for (const r of results) {
  const errorCount = Object.values(r.errors).reduce((a, b) => a + b, 0);
  console.log(
    `  ${r.kind.padEnd(9)}  ${String(r.requests).padEnd(9)}  ${(r.requests / r.seconds).toFixed(1).padEnd(8)}  ${ms(percentile(r.timings, 50)).padEnd(8)}  ${ms(percentile(r.timings, 95)).padEnd(8)}  ${ms(percentile(r.timings, 99)).padEnd(8)}  ${ms(percentile(r.timings, 100)).padEnd(8)}  ${errorCount}`,
  );
}
for (const r of results) console.log(`  ${r.kind.padEnd(9)}  one user alone: p50 ${ms(percentile(r.alone, 50))} ms, p95 ${ms(percentile(r.alone, 95))} ms`);
writeSummary({
  node: process.version,
  users: USERS,
  results: results.map((r) => ({
    database: r.kind,
    requests: r.requests,
    perSecond: r.requests / r.seconds,
    p50: percentile(r.timings, 50),
    p95: percentile(r.timings, 95),
    p99: percentile(r.timings, 99),
    errors: Object.values(r.errors).reduce((a, b) => a + b, 0),
    alone50: percentile(r.alone, 50),
  })),
});
const pgResult = results.find((r) => r.kind === 'pg');
if (pgResult) console.log(`  goal: p95 < 50 ms on PostgreSQL: ${percentile(pgResult.timings, 95) < 50 ? 'met' : 'not met'}`);
process.exit(results.every((r) => Object.keys(r.errors).length === 0) ? 0 : 1);
