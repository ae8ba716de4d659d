/**
 * The scale-out recipe, run on loopback: Debian's nginx (deploy/nginx/portal-locations.conf,
 * the same file a real site includes) balancing N portal processes on one PostgreSQL, with
 * the exam benchmark sent through nginx, for 1 and for 2 processes:
 *
 *   npm run bench:scale-out -- [--users 3000] [--processes 1,2] [--window 60] [--think 500]
 *
 * For each count: a scratch database on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * 127.0.0.1:5432) prepared once (prepareExamDay: demo company and N examinees with sessions),
 * the portal processes started one after the other as `npm start` runs them (ports 3301...,
 * one shared data folder for the stored files), nginx on 127.0.0.1:8088 in front, then
 * bench/exam.ts --target through nginx (the SPA's operations through /graphql), counting the
 * CPU time of the portal processes. Prints both results side by side. Needs nginx
 * (apt-get install nginx-light).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { openDatabase } from '../server/core/db/database.js';
import { prepareExamDay } from './exam-prepare.js';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';
import { EXAM_COLUMNS, examRow, waitUntilAnswering } from './summary.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
};
const USERS = Math.max(1, Math.floor(Number(option('users', '3000'))));
const COUNTS = option('processes', '1,2').split(',').map(Number).filter((n) => n > 0);
const WINDOW = option('window', '60');
const THINK = option('think', '500');
const NGINX_PORT = 8088;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginxBinary) {
  console.error('bench:scale-out needs nginx: apt-get install -y nginx-light');
  process.exit(1);
}
const logger = pino({ level: 'warn' });

const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

type Row = Record<string, number | string | boolean | null>;
async function runWith(count: number): Promise<Row | null> {
  console.log(`\n== ${count} portal process${count > 1 ? 'es' : ''} behind nginx, ${USERS} examinees`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  const scratch = await createScratchDatabase(adminUrl, 'portal_scale');
  const servers: ChildProcess[] = [];
  let nginx: ChildProcess | null = null;
  try {
    const db = await openDatabase({ url: scratch.url });
    const prepared = await prepareExamDay(db, USERS, path.join(work, 'files'), logger);
    await db.destroy();
    const preparedFile = path.join(work, 'prepared.json');
    fs.writeFileSync(preparedFile, JSON.stringify(prepared));

    for (let i = 0; i < count; i += 1) {
      const port = 3301 + i;
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: scratch.url, DATA_DIR: work, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '1', SIGN_IN_LIMIT: '100000' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(child);
      await waitUntilAnswering(port, child, `portal process on ${port}`);
    }

    const conf = path.join(work, 'nginx.conf');
    fs.writeFileSync(
      conf,
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${path.join(work, 'nginx.pid')};`,
        `error_log ${path.join(work, 'nginx-error.log')} warn;`,
        'events { worker_connections 8192; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${work}/client; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;`,
        `  upstream portal { least_conn; ${servers.map((_, i) => `server 127.0.0.1:${3301 + i};`).join(' ')} keepalive 64; }`,
        `  server { listen 127.0.0.1:${NGINX_PORT}; include ${path.join(root, 'deploy/nginx/portal-locations.conf')}; }`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(nginxBinary!, ['-c', conf, '-p', work], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitUntilAnswering(NGINX_PORT, nginx, 'nginx');

    const summaryFile = path.join(work, 'summary.json');
    const bench = spawn(process.execPath, ['--import', 'tsx', 'bench/exam.ts', '--target', `http://127.0.0.1:${NGINX_PORT}`, '--prepared', preparedFile, '--users', String(USERS), '--window', WINDOW, '--think', THINK], {
      cwd: root,
      env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile, BENCH_SERVER_PIDS: servers.map((s) => s.pid).join(',') },
      stdio: 'inherit',
    });
    await new Promise((resolve) => bench.once('exit', resolve));
    return fs.existsSync(summaryFile) ? ((JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as { results: Row[] }).results[0] ?? null) : null;
  } finally {
    if (nginx) await stop(nginx, 'SIGQUIT');
    await Promise.all(servers.map((s) => stop(s)));
    await dropScratchDatabase(adminUrl, scratch.name);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const rows = new Map<number, Row | null>();
for (const count of COUNTS) rows.set(count, await runWith(count));

console.log(`\nresult: exam day through nginx and /graphql, PostgreSQL, ${USERS} examinees, Node ${process.version}, ${os.cpus().length} cores`);
console.log(`  processes   ${EXAM_COLUMNS}`);
for (const [count, r] of rows) console.log(`  ${String(count).padEnd(10)}  ${examRow(r)}`);
