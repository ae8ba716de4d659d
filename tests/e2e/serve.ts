/**
 * Starts the whole portal (server/main.ts: REST, GraphQL gateway, built SPA from dist/)
 * for the Playwright suite, on a fresh database in a temporary DATA_DIR that is removed
 * again when the server stops. Run by playwright.config.ts `webServer`:
 *
 *   E2E_PORT=3100 tsx tests/e2e/serve.ts
 *
 * The SPA must be built first (`npx vite build`); without dist/index.html the server would
 * answer every page with a JSON 404, so this refuses to start instead.
 *
 * E2E_WORKERS=N (N > 1) runs the portal as N processes (WORKERS=N) on a scratch PostgreSQL
 * database on the server of TEST_DATABASE_URL, dropped again afterwards:
 * `npm run test:e2e:workers`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, dropScratchDatabase } from '../support/scratch-db.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? process.env.PORT ?? '3100';

if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
  console.error('[e2e serve] dist/index.html is missing: run `npx vite build` before the e2e suite');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
let removed = false;
function removeDataDir() {
  if (removed) return;
  removed = true;
  try {
    fs.rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`[e2e serve] could not remove ${dataDir}:`, error);
  }
}

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
const adminUrl = process.env.TEST_DATABASE_URL;
if (workers > 1 && !adminUrl) {
  console.error('[e2e serve] E2E_WORKERS needs TEST_DATABASE_URL (several processes share one PostgreSQL)');
  process.exit(1);
}
const scratch = workers > 1 ? await createScratchDatabase(adminUrl!, 'portal_e2e') : null;

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The specs sign in many times from 127.0.0.1 (the API suites show the limits working).
    SIGN_IN_LIMIT: process.env.SIGN_IN_LIMIT ?? '100000',
    RECOVERY_LIMIT: process.env.RECOVERY_LIMIT ?? '100000',
    ...(scratch ? { DATABASE_URL: scratch.url, WORKERS: String(workers) } : { DATABASE_URL: '' }),
  },
  stdio: 'inherit',
});

child.on('exit', (code, signal) => {
  removeDataDir();
  const done = () => process.exit(code ?? (signal ? 1 : 0));
  if (scratch) dropScratchDatabase(adminUrl!, scratch.name).then(done, done);
  else done();
});

// Playwright stops the web server with a signal (see gracefulShutdown in the config): let
// the server close its database, then remove the folder. A second signal forces it.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) {
      child.kill('SIGKILL');
      removeDataDir();
      process.exit(1);
    }
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
process.on('exit', removeDataDir);
