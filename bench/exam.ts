/**
 * Exam-day load benchmark:
 *
 *   npm run bench:exam -- --users 200 [--window 60] [--think 500] [--timeout 600] [--rest | --compare]
 *
 * Starts the portal's server (REST API and GraphQL gateway) as a child process on a fresh
 * database (embedded PGlite; or PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set: a
 * new database there, dropped afterwards), with N examinees of the demo company (made in bulk
 * with one shared password hash and a session each). Then N simulated examinees start the same
 * 20-question exam, their starts spread evenly over the window (60 s), answer the questions one
 * by one with a think time between answers, and submit.
 *
 * By default they do it the way the browser does: the SPA's own operations (StartExam,
 * SaveExamAnswer, SubmitExam of src/graphql/exams.graphql) by their persisted hashes through
 * /graphql (the server takes persisted documents only, as in production), with the SPA's
 * headers. `--rest` sends the REST calls behind them instead (what the gateway forwards to);
 * `--compare` runs both, REST first, each on its own fresh server, and prints the ratio of the
 * server's CPU seconds per examinee. Afterwards every attempt's stored answers are read back
 * (analysis) and compared with the answers the server acknowledged. Prints errors, lost answers,
 * p50/p95/p99 per step, the request rate and the server's CPU time (user + sys, from /proc).
 * Loopback only; bounded by --users (at most 5000) and --timeout seconds.
 *
 * `--target http://127.0.0.1:8088 --prepared file.json` runs against servers started by
 * someone else (bench/scale-out.ts: processes behind nginx) on a database prepared with
 * prepareExamDay (the file holds examId and tokens); BENCH_SERVER_PIDS (comma-separated)
 * names the processes whose CPU time is counted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { spaOperation } from '../tests/support/spa-operations.js';
import { ms, percentile, writeSummary } from './summary.js';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

type Via = 'graphql' | 'rest';
const USERS = Math.min(5000, Math.max(1, Math.floor(arg('users', 200))));
const WINDOW_MS = arg('window', 60) * 1000;
const THINK_MS = arg('think', 500);
const TIMEOUT_MS = arg('timeout', 600) * 1000;
const PATHS: Via[] = process.argv.includes('--compare') ? ['rest', 'graphql'] : process.argv.includes('--rest') ? ['rest'] : ['graphql'];
const target = (() => {
  const index = process.argv.indexOf('--target');
  return index >= 0 ? new URL(process.argv[index + 1]!) : null;
})();
const preparedFile = process.argv.includes('--prepared') ? process.argv[process.argv.indexOf('--prepared') + 1] : undefined;
if (target && !preparedFile) throw new Error('--target needs --prepared <file> (examId and tokens)');
// `||`: an empty DATABASE_URL (bench/runtime.ts clears it for its children) means none.
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseName = target ? `servers at ${target.host}` : databaseUrl ? 'PostgreSQL' : 'embedded PGlite';

/** The attempt page's three operations (src/graphql/exams.graphql), sent by their persisted hashes as the SPA sends them. */
const OPERATIONS = {
  start: { name: 'StartExam', ...spaOperation('StartExam') },
  answer: { name: 'SaveExamAnswer', ...spaOperation('SaveExamAnswer') },
  submit: { name: 'SubmitExam', ...spaOperation('SubmitExam') },
};

type Step = 'start' | 'answer' | 'submit';
interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
interface Result {
  via: Via;
  seconds: number;
  timedOut: boolean;
  requests: number;
  errors: Record<string, number>;
  acknowledged: number;
  stored: number;
  lost: number;
  timings: Record<Step, number[]>;
  cpuSeconds: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** user + sys seconds of processes so far (Linux /proc; null elsewhere). */
function cpuSecondsOf(pids: number[]): number | null {
  try {
    let total = 0;
    for (const pid of pids) {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based), in clock ticks.
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    }
    return total;
  } catch {
    return null;
  }
}

/** The server: started here on a fresh database, or given (--target, --prepared). */
async function startServer(): Promise<{ host: string; port: number; examId: number; tokens: string[]; pids: number[]; stop: () => Promise<void> }> {
  if (target) {
    const prepared = JSON.parse(fs.readFileSync(preparedFile!, 'utf8')) as { examId: number; tokens: string[] };
    if (prepared.tokens.length < USERS) throw new Error(`${preparedFile} has ${prepared.tokens.length} examinees, fewer than --users ${USERS}`);
    const pids = (process.env.BENCH_SERVER_PIDS ?? '').split(',').filter(Boolean).map(Number);
    return { host: target.hostname, port: Number(target.port || 80), ...prepared, pids, stop: async () => undefined };
  }
  const setupStarted = Date.now();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile of the run there (bench/profiler.ts).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/exam-server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', BENCH_USERS: String(USERS), BENCH_DATABASE_URL: databaseUrl ?? '', DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number; examId: number; tokensFile: string }>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; examId: number; tokensFile: string }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  console.log(`server ready on 127.0.0.1:${ready.port} in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s (exam ${ready.examId})`);
  const tokens = JSON.parse(fs.readFileSync(ready.tokensFile, 'utf8')) as string[];
  const stop = async () => {
    child.stdin!.end();
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { host: '127.0.0.1', port: ready.port, examId: ready.examId, tokens, pids: [child.pid!], stop };
}

async function run(via: Via): Promise<Result> {
  console.log(`exam benchmark through ${via === 'graphql' ? '/graphql (the SPA operations)' : 'REST'}: ${USERS} examinees, starts over ${WINDOW_MS / 1000} s, think ${THINK_MS} ms, database ${databaseName}, Node ${process.version}`);
  const server = await startServer();
  const { tokens } = server;

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  function call(method: string, urlPath: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: server.host,
          port: server.port,
          method,
          path: urlPath,
          agent,
          // The SPA's headers (src/app/apollo.ts).
          headers: {
            Authorization: `Bearer ${token}`,
            DeviceType: 'PC',
            'Accept-Language': 'zh-CN',
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
          timeout: 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
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

  /** A question of the paper, whichever way it came. */
  interface PaperQuestion {
    id: string;
    fillIn: boolean;
    blanks: number;
    optionIds: string[];
  }
  /** What a step answered: the attempt's paper for a start, nothing else for the others. */
  interface StepAnswer {
    ok: boolean;
    status: number;
    problem: string;
    attempt?: { id: string; questions: PaperQuestion[] };
  }
  interface RestAttempt {
    id: number;
    questions: { id: number; type: number; options: { id: number }[]; blanks: number }[];
  }
  interface GraphAttempt {
    id: string;
    questions: { question: { id: string; type: string; blanks: number; options: { optionId: string }[] } }[];
  }

  /** One step the SPA's way (its persisted operation through /graphql) or the REST call behind it. */
  async function send(step: Step, token: string, id: string, answer?: { questionId: string; optionIds?: string[]; texts?: string[] }): Promise<StepAnswer> {
    if (via === 'rest') {
      const rest = { start: ['POST', `/api/exam/${id}/start`], answer: ['PUT', `/api/examAttempt/${id}/answer`], submit: ['POST', `/api/examAttempt/${id}/submit`] }[step];
      const body = answer && { question_id: Number(answer.questionId), answer: answer.optionIds ? { option_ids: answer.optionIds.map(Number) } : { texts: answer.texts } };
      const reply = await call(rest[0]!, rest[1]!, token, body);
      const envelope = reply.body as Envelope;
      const ok = reply.status === 200 && envelope.code === 200;
      const paper = step === 'start' && ok ? (envelope.data as RestAttempt) : undefined;
      const attempt = paper && {
        id: String(paper.id),
        questions: paper.questions.map((q) => ({ id: String(q.id), fillIn: q.type === 4, blanks: q.blanks, optionIds: q.options.map((o) => String(o.id)) })),
      };
      return { ok, status: reply.status, problem: envelope.msg, attempt };
    }
    const operation = OPERATIONS[step];
    const input = step === 'start' ? { examId: id } : step === 'submit' ? { attemptId: id } : { attemptId: id, ...answer };
    const reply = await call('POST', '/graphql', token, { operationName: operation.name, variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } });
    const body = reply.body as { data?: { startExam?: { attempt: GraphAttempt } } | null; errors?: { message: string }[] };
    const ok = reply.status === 200 && !body.errors && Boolean(body.data);
    const paper = body.data?.startExam?.attempt;
    const attempt = paper && {
      id: paper.id,
      questions: paper.questions.map(({ question }) => ({ id: question.id, fillIn: question.type === 'FILL_IN', blanks: question.blanks, optionIds: question.options.map((o) => o.optionId) })),
    };
    return { ok, status: reply.status, problem: body.errors?.[0]?.message ?? '', attempt };
  }

  const timings: Record<Step, number[]> = { start: [], answer: [], submit: [] };
  const errors: Record<string, number> = {};
  let requests = 0;
  let acknowledged = 0;
  const attempts: { token: string; id: string; saved: Set<string> }[] = [];

  async function timed(step: Step, token: string, id: string, answer?: { questionId: string; optionIds?: string[]; texts?: string[] }): Promise<StepAnswer | null> {
    const started = performance.now();
    requests += 1;
    try {
      const reply = await send(step, token, id, answer);
      timings[step].push(performance.now() - started);
      if (!reply.ok) {
        const key = `${step}: HTTP ${reply.status} ${reply.problem}`;
        errors[key] = (errors[key] ?? 0) + 1;
        return null;
      }
      return reply;
    } catch (error) {
      timings[step].push(performance.now() - started);
      const key = `${step}: ${(error as Error).message}`;
      errors[key] = (errors[key] ?? 0) + 1;
      return null;
    }
  }

  async function examinee(index: number) {
    await sleep((WINDOW_MS * index) / USERS);
    const token = tokens[index]!;
    const started = await timed('start', token, String(server.examId));
    if (!started?.attempt) return;
    const { attempt } = started;
    const record = { token, id: attempt.id, saved: new Set<string>() };
    attempts.push(record);
    for (const [n, question] of attempt.questions.entries()) {
      if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
      const given = question.fillIn ? { texts: Array.from({ length: question.blanks }, () => `答案${n}`) } : { optionIds: [question.optionIds[(index + n) % question.optionIds.length]!] };
      const saved = await timed('answer', token, attempt.id, { questionId: question.id, ...given });
      if (saved) {
        record.saved.add(question.id);
        acknowledged += 1;
      }
    }
    await timed('submit', token, attempt.id);
  }

  const cpuBefore = cpuSecondsOf(server.pids);
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
  const seconds = (Date.now() - runStarted) / 1000;
  const cpuAfter = cpuSecondsOf(server.pids);

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
        const questions = (answer.body as Envelope).data as { questions: { id: number; my_answer: { option_ids: number[]; texts: string[] } }[] };
        const present = new Set(questions.questions.filter((q) => q.my_answer.option_ids.length > 0 || q.my_answer.texts.length > 0).map((q) => String(q.id)));
        stored += present.size;
        for (const id of attempt.saved) if (!present.has(id)) lost += 1;
      }),
    );
  }

  agent.destroy();
  await server.stop();
  const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { via, seconds, timedOut, requests, errors, acknowledged, stored, lost, timings, cpuSeconds };
}

const at = (values: number[], p: number) => ms(percentile(values, p));

function print(result: Result) {
  const totalErrors = Object.values(result.errors).reduce((a, b) => a + b, 0);
  console.log('');
  console.log(`result through ${result.via === 'graphql' ? '/graphql' : 'REST'} (${databaseName}, Node ${process.version}, ${USERS} examinees, ${result.seconds.toFixed(1)} s${result.timedOut ? ', TIMED OUT' : ''})`);
  console.log(`  requests: ${result.requests}, ${(result.requests / result.seconds).toFixed(1)} per second on average`);
  console.log(`  errors: ${totalErrors}`);
  for (const [key, count] of Object.entries(result.errors)) console.log(`    ${count} × ${key}`);
  console.log(`  answers saved (acknowledged): ${result.acknowledged}, stored: ${result.stored}, lost: ${result.lost}`);
  if (result.cpuSeconds !== null) console.log(`  server CPU: ${result.cpuSeconds.toFixed(1)} s (user + sys), ${((result.cpuSeconds * 1000) / USERS).toFixed(1)} ms per examinee`);
  console.log('  step      count     p50 ms    p95 ms    p99 ms    max ms');
  for (const step of ['start', 'answer', 'submit'] as Step[]) {
    const values = result.timings[step];
    console.log(`  ${step.padEnd(8)}  ${String(values.length).padEnd(8)}  ${at(values, 50).padEnd(8)}  ${at(values, 95).padEnd(8)}  ${at(values, 99).padEnd(8)}  ${at(values, 100)}`);
  }
}

const results: Result[] = [];
for (const via of PATHS) {
  const result = await run(via);
  print(result);
  results.push(result);
}
const [rest, graphql] = results;
if (results.length === 2 && rest!.cpuSeconds && graphql!.cpuSeconds !== null) {
  console.log('');
  console.log(`server CPU per examinee, /graphql against REST: ${(graphql!.cpuSeconds! / rest!.cpuSeconds).toFixed(2)}x`);
}
writeSummary({
  node: process.version,
  users: USERS,
  results: results.map((r) => ({
    via: r.via,
    errors: Object.values(r.errors).reduce((a, b) => a + b, 0),
    lost: r.lost,
    timedOut: r.timedOut,
    perSecond: r.requests / r.seconds,
    startP99: percentile(r.timings.start, 99),
    answerP50: percentile(r.timings.answer, 50),
    answerP99: percentile(r.timings.answer, 99),
    submitP99: percentile(r.timings.submit, 99),
    cpuMsPerExaminee: r.cpuSeconds === null ? null : (r.cpuSeconds * 1000) / USERS,
  })),
});
const failed = results.some((r) => r.timedOut || r.lost > 0 || Object.keys(r.errors).length > 0);
process.exit(failed ? 1 : 0);
