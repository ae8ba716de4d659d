/**
 * One media worker as its own OS process, for tests/api/media-kill.test.ts (which kills it
 * mid-transcode): opens the database the way the server does (openDatabase with a PostgreSQL
 * URL), builds the media queue and pipeline over the files folder, works one job and exits.
 *
 *   DATABASE_URL=postgres://... FILES_DIR=/tmp/files WORKER_ID=w1 [LEASE_MS=3000] \
 *     node --import tsx tests/support/media-worker.ts
 *
 * Exit code 0 when a job was worked, 3 when there was none to claim. What the pipeline logs
 * goes to stdout as JSON lines (the test shows it when something goes wrong).
 */
import pino from 'pino';
import { openDatabase } from '../../server/core/db/database.js';
import { LocalFileStorage } from '../../server/core/storage/file-storage.js';
import { MediaJobsRepo } from '../../server/modules/media/media-jobs-repo.js';
import { MediaPipeline } from '../../server/modules/media/media-pipeline.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    process.stderr.write(`media-worker: ${name} is not set\n`);
    process.exit(2);
  }
  return value;
}

const databaseUrl = required('DATABASE_URL');
const filesDir = required('FILES_DIR');
const workerId = required('WORKER_ID');
const leaseMs = Number(process.env.LEASE_MS ?? 3000);

const logger = pino({ level: 'info' });
const db = await openDatabase({ url: databaseUrl, poolSize: 2, onIdleError: (err) => logger.warn({ err }, 'idle database connection failed') });
let worked = false;
try {
  const pipeline = new MediaPipeline(new MediaJobsRepo(db), new LocalFileStorage(filesDir), logger, { workerId, leaseMs, maxAttempts: 3, retryDelayMs: () => 0, onSettled: async () => undefined });
  logger.info({ workerId, pid: process.pid, leaseMs }, 'media worker claiming');
  worked = await pipeline.runOnce();
} finally {
  await db.destroy();
}
process.exit(worked ? 0 : 3);
