/**
 * The home benchmark's server (started by bench/home.ts): the portal with its GraphQL
 * gateway on the large company.
 *
 * - BENCH_DB=pglite: the embedded database in BENCH_DATA_DIR (default data/bench), kept
 *   between runs: the demo company and the generated company are made the first time (or
 *   again with BENCH_FRESH=1).
 * - BENCH_DB=pg: a scratch database on the PostgreSQL server of BENCH_DATABASE_URL (default
 *   127.0.0.1:5432), made, filled and dropped on exit; or, with BENCH_PG_DATABASE, that
 *   existing database of the server, filled the first time and kept.
 *
 * Signs in BENCH_USERS generated users (sessions made directly: an Argon2 hash per login is
 * not what is measured), listens on 127.0.0.1 on a free port and prints one JSON line:
 * port, tokens file, what was generated. Per-route times of the REST calls (the gateway calls
 * them in-process) are collected; a "stats" line on stdin answers them as one JSON line, "reset" forgets them.
 * stdin closing stops the server (and drops the scratch database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import readline from 'node:readline';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';
import pino from 'pino';
import { sql } from 'kysely';
import { benchGraph } from './graph-settings.js';
import { buildApp } from '../server/app.js';
import { exitWhenLocked, lockDataDir } from '../server/core/db/data-dir-lock.js';
import { openDatabase, type Db } from '../server/core/db/database.js';
import { migrateToLatest } from '../server/core/db/migrate.js';
import { refreshDemoSchedule } from '../server/seed/home.js';
import { analyze, generateCompany, generatedCompany } from '../server/seed/large-company.js';
import { seedDemo } from '../server/seed/seed.js';
import { newToken, sha256 } from '../server/modules/session/tokens.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kind = process.env.BENCH_DB === 'pg' ? 'pg' : 'pglite';
const users = Number(process.env.BENCH_USERS ?? 100);
const genUsers = Number(process.env.BENCH_GEN_USERS ?? 10_000);
const genRecords = Number(process.env.BENCH_GEN_RECORDS ?? 1_000_000);
const logger = pino({ level: 'warn' });
const note = (line: string) => process.stderr.write(`[${kind}] ${line}\n`);

let db: Db;
let dbName: string | null = null;
const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let filesDir: string;
if (kind === 'pg') {
  const url = new URL(adminUrl);
  if (process.env.BENCH_PG_DATABASE) {
    // An existing database, kept (filled the first time like the embedded one).
    url.pathname = `/${process.env.BENCH_PG_DATABASE}`;
  } else {
    const scratch = await createScratchDatabase(adminUrl, 'portal_bench_home');
    dbName = scratch.name;
    url.pathname = new URL(scratch.url).pathname;
  }
  db = await openDatabase({ url: url.toString(), poolSize: Number(process.env.BENCH_POOL ?? 20) });
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-home-files-'));
} else {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench'));
  if (process.env.BENCH_FRESH === '1') {
    // Not under a process that has the folder open: its lock is checked first.
    const release = await exitWhenLocked((async () => lockDataDir(path.join(dataDir, 'pg')))());
    for (const part of ['pg', 'files']) fs.rmSync(path.join(dataDir, part), { recursive: true, force: true });
    release();
  }
  fs.mkdirSync(dataDir, { recursive: true });
  db = await exitWhenLocked(openDatabase({ dataDir: path.join(dataDir, 'pg') }));
  filesDir = path.join(dataDir, 'files');
}

const setupStarted = Date.now();
await migrateToLatest(db);
await seedDemo(db, filesDir, logger);
let generated = await generatedCompany(db);
if (!generated) {
  note(`generating the large company (${genUsers} users, ${genRecords} study records)...`);
  const result = await generateCompany(db, { users: genUsers, records: genRecords, log: note });
  await analyze(db);
  note(`generated in ${result.seconds.toFixed(1)} s`);
  generated = { users: result.users, records: result.records };
}
await refreshDemoSchedule(db);

// Sessions for the first generated users, spread over the departments by the generator.
const rows = (
  await sql<{ id: number }>`select id from users where account ~ '^user[0-9]{6}$' order by id limit ${users}::integer`.execute(db)
).rows;
if (rows.length < users) throw new Error(`the generated company has ${rows.length} users, ${users} wanted`);
const tokens = rows.map(() => newToken());
const sessionIds = (
  await db
    .insertInto('sessions')
    .values(rows.map((r, i) => ({ token_hash: sha256(tokens[i]!), user_id: r.id, kind: 'user', device_type: 'PC', expires_at: sql<Date>`now() + interval '1 day'` })))
    .returning('id')
    .execute()
).map((r) => r.id);
const tokensFile = path.join(filesDir, `bench-tokens-${process.pid}.json`);
fs.writeFileSync(tokensFile, JSON.stringify(tokens));

const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, graph: benchGraph(), rateLimits: { signInPerMinute: 100_000, recoveryPerMinute: 100_000 } });
const times = new Map<string, number[]>();
app.addHook('onResponse', async (request, reply) => {
  const route = request.routeOptions.url ?? request.url;
  let list = times.get(route);
  if (!list) times.set(route, (list = []));
  list.push(reply.elapsedTime);
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, tokensFile, database: kind, generated, setupSeconds: (Date.now() - setupStarted) / 1000 })}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

/** The server process's CPU time since the last reset (user and system). */
let cpuSince = process.cpuUsage();

const input = readline.createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (line.trim() === 'cpu') {
    const used = process.cpuUsage(cpuSince);
    process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
    return;
  }
  if (line.trim() === 'reset') {
    times.clear();
    cpuSince = process.cpuUsage();
    process.stdout.write('{"reset":true}\n');
    return;
  }
  if (line.trim() !== 'stats') return;
  const stats = [...times.entries()].map(([route, list]) => ({ route, count: list.length, p50: percentile(list, 50), p95: percentile(list, 95), p99: percentile(list, 99) }));
  process.stdout.write(`${JSON.stringify(stats)}\n`);
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  app.server.closeAllConnections();
  await app.close();
  await db.deleteFrom('sessions').where('id', 'in', sessionIds).execute().catch(() => undefined);
  await db.destroy();
  fs.rmSync(tokensFile, { force: true });
  if (kind === 'pg') fs.rmSync(filesDir, { recursive: true, force: true });
  if (dbName) {
    await dropScratchDatabase(adminUrl, dbName);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
input.on('close', () => void shutdown());
