import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './core/db/database.js';
import { migrateToLatest } from './core/db/migrate.js';
import { loadCodeSender } from './modules/session/code-sender.js';
import { demoAccounts } from './seed/company.js';
import { refreshDemoSchedule } from './seed/home.js';
import { seedDemo } from './seed/seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readConfig();
const logger = pino({ level: config.logLevel });

const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pg'),
  onIdleError: (err) => logger.warn({ err }, 'idle database connection failed'),
});
const applied = await migrateToLatest(db);
if (applied.length) logger.info({ applied }, 'migrations applied');
const filesDir = path.join(config.dataDir, 'files');
await seedDemo(db, filesDir, logger);
// The demo company's live classes follow the calendar: one is live whenever the server starts.
await refreshDemoSchedule(db);

const role = process.argv.find((a) => a.startsWith('--role='))?.slice(7) ?? 'all';
const app = await buildApp({
  db,
  logger,
  codeSender: await loadCodeSender(logger, process.env.CODE_SENDER_MODULE),
  timezone: config.timezone,
  adminUrl: config.adminUrl,
  filesDir,
  spaDir: role === 'all' ? path.join(root, 'dist') : undefined,
  supergraph: role === 'all' ? fs.readFileSync(path.join(root, 'mesh/supergraph.graphql'), 'utf8') : undefined,
  graphiql: config.dev,
});

// Notices nobody sends by hand (required course, assignments, exam, live soon, enrolment): at start and every minute.
const stopNotices = app.services.notify.notices.start((err) => logger.error({ err }, 'notice sweep failed'));

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down: finishing requests');
  await stopNotices();
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Learning portal is running at ${address}`,
  `  GraphQL: ${address}/graphql   API reference: ${address}/api/docs`,
  `  Node ${process.version}   Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded, ${path.join(config.dataDir, 'pg')}`}`,
  '',
  '  Demo accounts:',
  ...demoAccounts.map((a) => `    ${a.account.padEnd(12)} ${a.password.padEnd(15)} ${a.role}`),
  '',
];
console.log(lines.join('\n'));
logger.info({ node: process.version, port: config.port, role }, 'portal started');
