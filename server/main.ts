import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { exitWhenLocked } from './core/db/data-dir-lock.js';
import { openDatabase, type Db } from './core/db/database.js';
import { migrateToLatest } from './core/db/migrate.js';
import { loadCodeSender } from './modules/session/code-sender.js';
import { demoAccounts } from './seed/company.js';
import { refreshDemoSchedule } from './seed/home.js';
import { seedDemo } from './seed/seed.js';
import { readPersistedDocuments } from './graph/mount.js';

/**
 * The portal's process. One process by default. With WORKERS=N (N > 1) and DATABASE_URL,
 * a primary prepares the database once (migrations, demo company, demo schedule) and forks N
 * server processes that share the port (node:cluster hands them the connections); a worker
 * that dies is replaced. Everything that must happen once per company runs once however many
 * processes there are (sessions, sign-in throttling and codes live in the database; the notice
 * sweep claims its turn in the database; caches are per process and short-lived). The embedded
 * database belongs to one process, so WORKERS without DATABASE_URL runs one process and says so.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readConfig();
const logger = pino({ level: config.logLevel });
const role = process.argv.find((a) => a.startsWith('--role='))?.slice(7) ?? 'all';
const filesDir = path.join(config.dataDir, 'files');
const requestedWorkers = Math.max(1, Math.floor(Number(process.env.WORKERS ?? 1)) || 1);
const clustered = requestedWorkers > 1 && Boolean(config.databaseUrl);
if (requestedWorkers > 1 && !config.databaseUrl && cluster.isPrimary) {
  logger.warn({ workers: requestedWorkers }, 'WORKERS needs DATABASE_URL: the embedded database serves one process, so the portal runs as one process');
}

async function open(): Promise<Db> {
  // The embedded folder held by another server or script: one line naming it, exit code 1.
  return exitWhenLocked(
    openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pg'),
      onIdleError: (err) => logger.warn({ err }, 'idle database connection failed'),
    }),
  );
}

/** Migrations, the demo company, the demo live schedule: once, before any request is served. */
async function prepare(db: Db) {
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await seedDemo(db, filesDir, logger);
  // The demo company's live classes follow the calendar: one is live whenever the server starts.
  await refreshDemoSchedule(db);
}

function printBanner(processes: number) {
  const address = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Learning portal is running at ${address}`,
    `  GraphQL: ${address}/graphql   API reference: ${address}/api/docs`,
    `  Node ${process.version}   ${processes > 1 ? `${processes} processes   ` : ''}Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, ${path.join(config.dataDir, 'pg')}`}`,
    '',
    '  Demo accounts:',
    ...demoAccounts.map((a) => `    ${a.account.padEnd(12)} ${a.password.padEnd(15)} ${a.role}`),
    '',
  ];
  console.log(lines.join('\n'));
  logger.info({ node: process.version, port: config.port, role, processes }, 'portal started');
}

/** One server process: the API, and with role 'all' the gateway and the SPA. */
async function serve(db: Db, onListening: () => void) {
  const app = await buildApp({
    db,
    logger,
    codeSender: await loadCodeSender(logger, process.env.CODE_SENDER_MODULE),
    timezone: config.timezone,
    adminUrl: config.adminUrl,
    dingTalk: config.dingTalk,
    filesDir,
    spaDir: role === 'all' ? path.join(root, 'dist') : undefined,
    graphiql: config.dev,
    graph: role === 'all' ? { persistedOnly: config.graphqlPersistedOnly, persistedDocuments: readPersistedDocuments(path.join(root, 'dist/persisted-documents.json')) } : undefined,
    trustedProxies: config.trustedProxies,
    rateLimits: { signInPerMinute: config.signInPerMinute, recoveryPerMinute: config.recoveryPerMinute },
  });

  // Notices nobody sends by hand (required course, assignments, exam, live soon, enrolment):
  // at start and every minute, by whichever process claims the turn.
  const stopNotices = app.services.notify.notices.start((err) => logger.error({ err }, 'notice sweep failed'));
  // Uploaded media transcoded in the background; each process claims its own jobs from the queue.
  app.services.media.pipeline?.start();
  // The DingTalk contacts sync's schedule (and runs a dead process left): every minute, by whichever process claims the turn.
  const stopDingTalkSync = app.services.dingTalk.sync.startSchedule((err) => logger.error({ err }, 'DingTalk sync schedule failed'));

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests');
    await stopNotices();
    await stopDingTalkSync();
    await app.services.media.pipeline?.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  onListening();
}

if (!clustered) {
  const db = await open();
  await prepare(db);
  await serve(db, () => printBanner(1));
} else if (cluster.isPrimary) {
  const db = await open();
  await prepare(db);
  await db.destroy();

  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === requestedWorkers) printBanner(requestedWorkers);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process stopped: starting another');
    fork();
  });
  for (let i = 0; i < requestedWorkers; i += 1) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down the server processes');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
} else {
  // A worker: the primary has prepared the database.
  await serve(await open(), () => undefined);
}
