/**
 * The benchmark's server: a fresh database (embedded PGlite in memory, or a new database on
 * the PostgreSQL server of BENCH_DATABASE_URL, dropped on exit), migrations, the demo
 * company, N examinee accounts made cheaply (one shared password hash, one bulk insert) and
 * a session for each (sign-in is not what is measured: an Argon2 hash per login would be).
 * Listens on 127.0.0.1 on a free port (REST under /api, the GraphQL gateway at /graphql) and
 * prints one JSON line: port, exam id, tokens file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, dropScratchDatabase } from './scratch-db.js';
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { openDatabase, type Db } from '../server/core/db/database.js';
import { migrateToLatest } from '../server/core/db/migrate.js';
import { seedDemo } from '../server/seed/seed.js';
import { DEMO_EXAMS } from '../server/seed/exams.js';
import { hashPassword } from '../server/modules/session/passwords.js';
import { newToken, sha256 } from '../server/modules/session/tokens.js';

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

await migrateToLatest(db);
await seedDemo(db, filesDir, logger);

const hash = await hashPassword('Bench@2026');
const accounts = Array.from({ length: users }, (_, i) => `bench${String(i + 1).padStart(5, '0')}`);
const tokens: string[] = [];
for (let offset = 0; offset < users; offset += 1000) {
  const chunk = accounts.slice(offset, offset + 1000);
  const rows = await db
    .insertInto('users')
    .values(chunk.map((account, i) => ({ account, password_hash: hash, name: `考生${offset + i + 1}`, photo: '', role_id: 1, department_id: null, position_id: null, mobile: null, mail: null, work_number: null, nation: null, politics: null, birth_date: null, entry_time: null })))
    .returning('id')
    .execute();
  const chunkTokens = rows.map(() => newToken());
  await db
    .insertInto('sessions')
    .values(rows.map((r, i) => ({ token_hash: sha256(chunkTokens[i]!), user_id: r.id, kind: 'user', device_type: 'PC', expires_at: sql<Date>`now() + interval '1 day'` })))
    .execute();
  tokens.push(...chunkTokens);
}
const exam = await db.selectFrom('exams').select('id').where('title', '=', DEMO_EXAMS.bench).executeTakeFirstOrThrow();
const tokensFile = path.join(filesDir, 'tokens.json');
fs.writeFileSync(tokensFile, JSON.stringify(tokens));

// The gateway is mounted as in `npm start`, so the SPA's operations can be sent to /graphql.
const supergraph = fs.readFileSync(fileURLToPath(new URL('../mesh/supergraph.graphql', import.meta.url)), 'utf8');
const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, supergraph });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, examId: exam.id, tokensFile, database: adminUrl ? 'postgres' : 'pglite' })}\n`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  // An interrupted run leaves thousands of queued requests: drop their connections rather
  // than serve them before exiting.
  app.server.closeAllConnections();
  await app.close();
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
