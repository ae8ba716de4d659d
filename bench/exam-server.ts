/**
 * The benchmark's server: a fresh database (embedded PGlite in memory, or a new database on
 * the PostgreSQL server of BENCH_DATABASE_URL, dropped on exit) prepared by prepareExamDay
 * (migrations, the demo company, N examinees with a session each).
 * Listens on 127.0.0.1 on a free port (REST under /api, the GraphQL gateway at /graphql) and
 * prints one JSON line: port, exam id, tokens file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareExamDay } from './exam-prepare.js';
import { startProfiler } from './profiler.js';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';
import pino from 'pino';
import { benchGraph } from './graph-settings.js';
import { buildApp } from '../server/app.js';
import { openDatabase, type Db } from '../server/core/db/database.js';

const users = Number(process.env.BENCH_USERS ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL;
const logger = pino({ level: 'warn' });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-files-'));

let dbName: string | null = null;
let db: Db;
if (adminUrl) {
  const scratch = await createScratchDatabase(adminUrl, 'portal_bench');
  dbName = scratch.name;
  db = await openDatabase({ url: scratch.url, poolSize: Number(process.env.BENCH_POOL ?? 20) });
} else {
  db = await openDatabase({});
}

const { examId, tokens } = await prepareExamDay(db, users, filesDir, logger);
const tokensFile = path.join(filesDir, 'tokens.json');
fs.writeFileSync(tokensFile, JSON.stringify(tokens));

// The graph is mounted as in `npm start` (production: persisted documents only), so the SPA's operations can be sent to /graphql.
const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, graph: benchGraph(), rateLimits: { signInPerMinute: 100_000, recoveryPerMinute: 100_000 } });
await app.listen({ host: '127.0.0.1', port: 0 });
// BENCH_CPU_PROF=<dir>: a CPU profile of the load only (from here to the end), not of seeding.
const profiler = process.env.BENCH_CPU_PROF ? await startProfiler() : null;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, examId, tokensFile, database: adminUrl ? 'postgres' : 'pglite' })}\n`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  // An interrupted run leaves thousands of queued requests: drop their connections rather
  // than serve them before exiting.
  app.server.closeAllConnections();
  await app.close();
  if (profiler) await profiler.stop(process.env.BENCH_CPU_PROF!);
  await db.destroy();
  if (dbName && adminUrl) {
    await dropScratchDatabase(adminUrl, dbName);
  }
  fs.rmSync(filesDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.stdin.on('end', () => void shutdown());
process.stdin.resume();
