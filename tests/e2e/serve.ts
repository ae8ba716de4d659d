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
 * The database: a scratch PostgreSQL database on the server of TEST_DATABASE_URL when it is set
 * (dropped again afterwards), else the embedded PGlite in the temporary DATA_DIR. PostgreSQL
 * runs the queries in its own processes, beside the server's thread, where PGlite runs them in
 * it: on two cores the suite takes a fifth less time (measured 158 s against 194 s for the home
 * and navigation journeys). The API suites run on both kinds; E2E_DATABASE=pglite keeps the
 * embedded one here too.
 *
 * E2E_WORKERS=N (N > 1) runs the portal as N processes (WORKERS=N) on the scratch PostgreSQL
 * database (TEST_DATABASE_URL is required): `npm run test:e2e:workers`.
 *
 * DingTalk's open API, which the chat-app sign-in calls, is stood in for by a fake on
 * loopback (tests/support/fake-dingtalk.ts): the DingTalk accounts of learner01 and admin01
 * (by their mobiles) and one no employee matches; the browser tests stub DingTalk's page API to hand out their codes.
 * Its contacts, for the back office's contacts sync, are a small company of people of their own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeDingTalk } from '../support/fake-dingtalk.js';
import { createScratchDatabase, dropScratchDatabase } from '../support/scratch-db.js';
import { codeLogPath } from './code-log.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? process.env.PORT ?? '3100';

if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
  console.error('[e2e serve] dist/index.html is missing: run `npx vite build` before the e2e suite');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// Verification codes go to a file the specs read as well as to the log (tests/e2e/code-log.ts).
const codeLog = codeLogPath(port);
fs.rmSync(codeLog, { force: true });
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
const onPostgres = workers > 1 || (Boolean(adminUrl) && process.env.E2E_DATABASE !== 'pglite');
const scratch = onPostgres ? await createScratchDatabase(adminUrl!, 'portal_e2e') : null;

// Its contacts (what the back office's DingTalk sync reads) are people of their own: a sync
// never changes an account another spec uses.
const dingTalk = await startFakeDingTalk(
  [
    { userid: 'dt-learner01', name: '李明', mobile: '13800000001' },
    { userid: 'dt-admin01', name: '陈静', mobile: '13800000004' },
    { userid: 'dt-stranger', name: '访客', mobile: '13999999999' },
  ],
  {
    contacts: {
      departments: [
        { dept_id: 1, name: '钉钉同步演示公司' },
        { dept_id: 2, name: '同步研发部', parent_id: 1 },
        { dept_id: 3, name: '同步销售部', parent_id: 1 },
      ],
      members: [
        { userid: 'dtsync01', name: '钉钉甲', mobile: '13700000001', title: '工程师', dept_id_list: [2] },
        { userid: 'dtsync02', name: '钉钉乙', mobile: '13700000002', title: '工程师', dept_id_list: [2] },
        { userid: 'dtsync03', name: '钉钉丙', mobile: '13700000003', title: '销售', dept_id_list: [3] },
        { userid: 'dtsync04', name: '钉钉丁', dept_id_list: [3] },
      ],
    },
  },
);

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DINGTALK_API_BASE: dingTalk.url,
    DINGTALK_APP_KEY: dingTalk.appKey,
    DINGTALK_APP_SECRET: dingTalk.appSecret,
    CODE_SENDER_MODULE: process.env.CODE_SENDER_MODULE ?? path.join(root, 'tests/e2e/code-log.ts'),
    E2E_CODE_LOG: codeLog,
    // The specs sign in many times from 127.0.0.1 (the API suites show the limits working).
    SIGN_IN_LIMIT: process.env.SIGN_IN_LIMIT ?? '100000',
    RECOVERY_LIMIT: process.env.RECOVERY_LIMIT ?? '100000',
    ...(scratch ? { DATABASE_URL: scratch.url, WORKERS: String(workers) } : { DATABASE_URL: '' }),
  },
  stdio: 'inherit',
});

child.on('exit', (code, signal) => {
  removeDataDir();
  void dingTalk.close();
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
