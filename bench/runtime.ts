/**
 * Node 20 against the Node the project ships (24 LTS), side by side in one run:
 *
 *   npm run bench:runtime -- [--other /usr/bin/node] [--starts 3] [--exam-users 3000]
 *                            [--home-users 100] [--seconds 20] [--skip-home] [--skip-exam]
 *
 * For each runtime, on this machine, one after the other:
 *   1. start to first answer: the server as `npm start` runs it (`node --import tsx
 *      server/main.ts`, production) on a data folder seeded beforehand, from spawning the
 *      process to the first answer of GET /api/config/system_webConfig; the median of --starts
 *      runs, alternating the runtimes. Node 24 is also timed running the TypeScript itself
 *      (type stripping, no tsx; a resolve hook maps the sources' `.js` specifiers to `.ts`),
 *      to show what dropping the loader would give.
 *   2. the home benchmark on PostgreSQL (bench/home.ts --db pg);
 *   3. the exam benchmark through /graphql on PostgreSQL (bench/exam.ts, --exam-users examinees).
 * The other runtime is --other, or NODE_OTHER, or /usr/bin/node. Needs PostgreSQL on
 * 127.0.0.1:5432 (or BENCH_DATABASE_URL / TEST_DATABASE_URL). Prints figures only.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXAM_COLUMNS, examRow, ms, waitUntilAnswering } from './summary.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const number = (name: string, fallback: number) => {
  const value = Number(option(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const STARTS = Math.floor(number('starts', 3));
const EXAM_USERS = Math.floor(number('exam-users', 3000));
const HOME_USERS = Math.floor(number('home-users', 100));
const SECONDS = number('seconds', 20);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Runtime {
  label: string;
  node: string;
  version: string;
}
const versionOf = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
const other = option('other') ?? process.env.NODE_OTHER ?? '/usr/bin/node';
const runtimes: Runtime[] = [
  { label: 'other', node: other, version: versionOf(other) },
  { label: 'shipped', node: process.execPath, version: process.version },
];
for (const r of runtimes) r.label = `Node ${r.version}`;

/** How the server is launched: through tsx (as npm start) or by Node's own type stripping. */
type Launch = 'tsx' | 'strip';
const resolveHook = path.join(root, 'bench/ts-resolve-hook.mjs');
const launchArgs = (launch: Launch) =>
  launch === 'tsx' ? ['--import', 'tsx', 'server/main.ts'] : ['--experimental-transform-types', '--no-warnings', '--import', resolveHook, 'server/main.ts'];

async function timeStart(node: string, launch: Launch, dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(node, launchArgs(launch), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', SIGN_IN_LIMIT: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilAnswering(port, child, `the server (${node}, ${launch})`, 25, Number.POSITIVE_INFINITY);
  const elapsed = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs a benchmark script on a runtime and reads its summary. */
function runBench(runtime: Runtime, script: string, args: string[]): Promise<Record<string, unknown> | null> {
  const summaryFile = path.join(os.tmpdir(), `portal-bench-${process.pid}-${Date.now()}.json`);
  console.log(`\n== ${script} ${args.join(' ')} on ${runtime.label}`);
  const child = spawn(runtime.node, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile, TEST_DATABASE_URL: databaseUrl, BENCH_DATABASE_URL: databaseUrl, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  return new Promise((resolve) =>
    child.once('exit', () => {
      try {
        resolve(JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as Record<string, unknown>);
        fs.rmSync(summaryFile, { force: true });
      } catch {
        resolve(null);
      }
    }),
  );
}

console.log(`runtime benchmark: ${runtimes.map((r) => `${r.label} (${r.node})`).join(' against ')}, ${os.cpus().length} cores`);

// 1. Start to first answer, on a data folder seeded once beforehand (seeding is not start-up).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
const port = 3290;
console.log('\n== start to first answer: seeding a data folder first (not measured)');
await timeStart(process.execPath, 'tsx', dataDir, port);
const starts = new Map<string, number[]>();
const variants = [...runtimes.map((r) => ({ key: `${r.label}, tsx (npm start)`, node: r.node, launch: 'tsx' as Launch })), { key: `${runtimes[1]!.label}, type stripping, no tsx`, node: process.execPath, launch: 'strip' as Launch }];
for (let i = 0; i < STARTS; i += 1) {
  for (const v of variants) {
    const elapsed = await timeStart(v.node, v.launch, dataDir, port);
    starts.set(v.key, [...(starts.get(v.key) ?? []), elapsed]);
    console.log(`  ${v.key}: ${ms(elapsed)} ms`);
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });

// 2 and 3. The home and exam benchmarks on PostgreSQL.
type Row = Record<string, number | string | null | boolean>;
const home = new Map<string, Row | undefined>();
const exam = new Map<string, Row | undefined>();
for (const runtime of runtimes) {
  if (!process.argv.includes('--skip-home')) {
    const summary = await runBench(runtime, 'bench/home.ts', ['--db', 'pg', '--users', String(HOME_USERS), '--seconds', String(SECONDS)]);
    home.set(runtime.label, (summary?.results as Row[] | undefined)?.[0]);
  }
  if (!process.argv.includes('--skip-exam')) {
    const summary = await runBench(runtime, 'bench/exam.ts', ['--users', String(EXAM_USERS)]);
    exam.set(runtime.label, (summary?.results as Row[] | undefined)?.[0]);
  }
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);
console.log(`\nresult (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''})`);
console.log(`  start to first answer, median of ${STARTS} (ms)`);
for (const [key, values] of starts) console.log(`    ${key.padEnd(44)} ${ms(median(values)).padStart(8)}   (${values.map(ms).join(', ')})`);
if (home.size) {
  console.log(`  home page operation through /graphql, PostgreSQL, ${HOME_USERS} users, ${SECONDS} s`);
  console.log('    runtime           req/s     p50 ms    p95 ms    p99 ms    alone p50   errors');
  for (const [label, r] of home) {
    console.log(`    ${label.padEnd(16)}  ${ms(num(r?.perSecond)).padEnd(8)}  ${ms(num(r?.p50)).padEnd(8)}  ${ms(num(r?.p95)).padEnd(8)}  ${ms(num(r?.p99)).padEnd(8)}  ${ms(num(r?.alone50)).padEnd(10)}  ${r?.errors ?? '-'}`);
  }
}
if (exam.size) {
  console.log(`  exam day through /graphql, PostgreSQL, ${EXAM_USERS} examinees`);
  console.log(`    runtime           ${EXAM_COLUMNS}`);
  for (const [label, r] of exam) console.log(`    ${label.padEnd(16)}  ${examRow(r)}`);
}
