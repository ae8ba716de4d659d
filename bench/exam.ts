/**
 * Exam-day load benchmark (issue 5):
 *
 *   npm run bench:exam -- --users 200 [--window 60] [--think 500] [--timeout 600]
 *
 * Starts the API server as a child process on a fresh database (embedded PGlite; or
 * PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set: a new database there, dropped
 * afterwards), with N examinees of the demo company (made in bulk with one shared password
 * hash and a session each). Then N simulated examinees start the same 20-question exam,
 * their starts spread evenly over the window (60 s), answer the questions one by one with a
 * think time between answers, each answer saved through the real REST API
 * (PUT /api/examAttempt/{id}/answer, what the gateway forwards to), and submit. Afterwards
 * every attempt's stored answers are read back (analysis) and compared with the answers the
 * server acknowledged. Prints errors, lost answers and p50/p95/p99 per step and the request
 * rate. Loopback only; bounded by --users (at most 5000) and --timeout seconds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

const USERS = Math.min(5000, Math.max(1, Math.floor(arg('users', 200))));
const WINDOW_MS = arg('window', 60) * 1000;
const THINK_MS = arg('think', 500);
const TIMEOUT_MS = arg('timeout', 600) * 1000;
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

console.log(`exam benchmark: ${USERS} examinees, starts over ${WINDOW_MS / 1000} s, think ${THINK_MS} ms, database ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
const setupStarted = Date.now();
// BENCH_CPU_PROF=<dir> writes a CPU profile of the server process there.
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'bench/exam-server.ts')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', BENCH_USERS: String(USERS), BENCH_DATABASE_URL: databaseUrl ?? '', DATABASE_URL: '' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const ready = await new Promise<{ port: number; examId: number; tokensFile: string }>((resolve, reject) => {
  const lines = readline.createInterface({ input: child.stdout! });
  lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; examId: number; tokensFile: string }));
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
const tokens = JSON.parse(fs.readFileSync(ready.tokensFile, 'utf8')) as string[];
console.log(`server ready on 127.0.0.1:${ready.port} in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s (exam ${ready.examId})`);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

function call(method: string, urlPath: string, token: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: ready.port,
        method,
        path: urlPath,
        agent,
        headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC', accept: 'application/json', ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'] });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

type Step = 'start' | 'answer' | 'submit';
const timings: Record<Step, number[]> = { start: [], answer: [], submit: [] };
const errors: Record<string, number> = {};
let requests = 0;
let acknowledged = 0;
const attempts: { token: string; id: number; saved: Set<number> }[] = [];

async function timed(step: Step, method: string, urlPath: string, token: string, body?: unknown): Promise<Answer | null> {
  const started = performance.now();
  requests += 1;
  try {
    const answer = await call(method, urlPath, token, body);
    timings[step].push(performance.now() - started);
    if (answer.status !== 200 || answer.body.code !== 200) {
      const key = `${step}: HTTP ${answer.status} ${answer.body.msg}`;
      errors[key] = (errors[key] ?? 0) + 1;
      return null;
    }
    return answer;
  } catch (error) {
    timings[step].push(performance.now() - started);
    const key = `${step}: ${(error as Error).message}`;
    errors[key] = (errors[key] ?? 0) + 1;
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface AttemptBody {
  id: number;
  questions: { id: number; type: number; options: { id: number }[]; blanks: number }[];
}

async function examinee(index: number) {
  await sleep((WINDOW_MS * index) / USERS);
  const token = tokens[index]!;
  const started = await timed('start', 'POST', `/api/exam/${ready.examId}/start`, token);
  if (!started) return;
  const attempt = started.body.data as AttemptBody;
  const record = { token, id: attempt.id, saved: new Set<number>() };
  attempts.push(record);
  for (const [n, question] of attempt.questions.entries()) {
    if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
    const answer =
      question.type === 4 ? { texts: Array.from({ length: question.blanks }, () => `答案${n}`) } : { option_ids: [question.options[(index + n) % question.options.length]!.id] };
    const saved = await timed('answer', 'PUT', `/api/examAttempt/${attempt.id}/answer`, token, { question_id: question.id, answer });
    if (saved) {
      record.saved.add(question.id);
      acknowledged += 1;
    }
  }
  await timed('submit', 'POST', `/api/examAttempt/${attempt.id}/submit`, token);
}

const runStarted = Date.now();
const progress = setInterval(() => {
  console.log(`  ${((Date.now() - runStarted) / 1000).toFixed(0)} s: ${requests} requests, ${attempts.length} attempts started, ${acknowledged} answers saved, ${Object.values(errors).reduce((a, b) => a + b, 0)} errors`);
}, 10_000);
let timedOut = false;
await Promise.race([
  Promise.all(Array.from({ length: USERS }, (_, i) => examinee(i))),
  sleep(TIMEOUT_MS).then(() => {
    timedOut = true;
  }),
]);
clearInterval(progress);
const runSeconds = (Date.now() - runStarted) / 1000;

// Lost answers: every acknowledged answer must be stored (read back through the analysis).
let stored = 0;
let lost = 0;
for (let i = 0; i < attempts.length; i += 50) {
  await Promise.all(
    attempts.slice(i, i + 50).map(async (attempt) => {
      const answer = await call('GET', `/api/examAttempt/${attempt.id}/analysis`, attempt.token);
      if (answer.status !== 200) {
        lost += attempt.saved.size;
        return;
      }
      const questions = (answer.body.data as { questions: { id: number; my_answer: { option_ids: number[]; texts: string[] } }[] }).questions;
      const present = new Set(questions.filter((q) => q.my_answer.option_ids.length > 0 || q.my_answer.texts.length > 0).map((q) => q.id));
      stored += present.size;
      for (const id of attempt.saved) if (!present.has(id)) lost += 1;
    }),
  );
}

function percentile(values: number[], p: number): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
}

const totalErrors = Object.values(errors).reduce((a, b) => a + b, 0);
console.log('');
console.log(`result (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${USERS} examinees, ${runSeconds.toFixed(1)} s${timedOut ? ', TIMED OUT' : ''})`);
console.log(`  requests: ${requests}, ${(requests / runSeconds).toFixed(1)} per second on average`);
console.log(`  errors: ${totalErrors}`);
for (const [key, count] of Object.entries(errors)) console.log(`    ${count} × ${key}`);
console.log(`  answers saved (acknowledged): ${acknowledged}, stored: ${stored}, lost: ${lost}`);
console.log('  step      count     p50 ms    p95 ms    p99 ms    max ms');
for (const step of ['start', 'answer', 'submit'] as Step[]) {
  const values = timings[step];
  console.log(`  ${step.padEnd(8)}  ${String(values.length).padEnd(8)}  ${percentile(values, 50).padEnd(8)}  ${percentile(values, 95).padEnd(8)}  ${percentile(values, 99).padEnd(8)}  ${percentile(values, 100)}`);
}

agent.destroy();
child.stdin!.end();
await new Promise((resolve) => child.once('exit', resolve));
process.exit(totalErrors === 0 && lost === 0 && !timedOut ? 0 : 1);
