/**
 * What one exam answer costs the server, through REST and through the domain graph, one
 * request at a time (the exam benchmark's hot step, without its concurrency):
 *
 *   npm run bench:exam-seq -- [--rounds 3] [--saves 3000] [--examinees 100] [--profile <dir>]
 *
 * The app is built in this process as bench/exam-server.ts builds it (a scratch database on
 * the PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped at the end, or
 * embedded PGlite, whose work is then counted too; prepareExamDay; the SPA's persisted
 * documents only, the engine of BENCH_GRAPH_ENGINE). The examinees start the benchmark exam by
 * REST, then the rounds alternate, REST first: --saves answers by `PUT
 * /api/examAttempt/:id/answer`, then as many SaveExamAnswer operations (src/graphql, by
 * their persisted hash) through /graphql, over the same attempts and questions. Each
 * request is sent with Fastify's `inject` (no socket: what is measured is the server's work and
 * the injection's, the same both ways) and awaited before the next. Per round it prints the
 * process's CPU time per request (user + sys, µs: the mean and the median of each request's),
 * the wall-clock time per request, and the JS heap allocated per request (from V8's GC
 * profiler: what each collection freed plus the heap's growth). `--profile <dir>` writes a CPU
 * profile of each graph round there (bench/profiler.ts). Every answer is checked: a refusal
 * stops the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import pino from 'pino';
import { prepareExamDay } from './exam-prepare.js';
import { benchGraph } from './graph-settings.js';
import { profilerClock, startProfiler } from './profiler.js';
import { buildApp } from '../server/app.js';
import { openDatabase, type Db } from '../server/core/db/database.js';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';
import { spaOperation } from '../tests/support/spa-operations.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
function count(name: string, fallback: number): number {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}
const ROUNDS = count('rounds', 3);
const SAVES = count('saves', 3000);
const EXAMINEES = count('examinees', 100);
const PROFILE_DIR = option('profile');
/** Requests each way in a row before the round switches to the other way. */
const BLOCK = 100;

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const logger = pino({ level: 'warn' });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-files-'));
const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'portal_bench') : null;
const db: Db = await openDatabase(scratch ? { url: scratch.url, poolSize: 20 } : {});
const graph = benchGraph();
const { examId, tokens } = await prepareExamDay(db, EXAMINEES, filesDir, logger);
const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, graph, rateLimits: { signInPerMinute: 100_000, recoveryPerMinute: 100_000 } });
await app.ready();

/** The SPA's headers (src/app/apollo.ts), as bench/exam.ts sends them. */
const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, devicetype: 'PC', 'accept-language': 'zh-CN', accept: 'application/json' });

/** One answer to save: an attempt of an examinee and a question of its paper. */
interface Save {
  token: string;
  attemptId: number;
  questionId: number;
  optionIds?: number[];
  texts?: string[];
}

const saves: Save[] = [];
for (const [index, token] of tokens.entries()) {
  const started = await app.inject({ method: 'POST', url: `/api/exam/${examId}/start`, headers: headersOf(token) });
  const attempt = (started.json() as { data: { id: number; questions: { id: number; type: number; blanks: number; options: { id: number }[] }[] } }).data;
  for (const [n, question] of attempt.questions.entries()) {
    const given = question.type === 4 ? { texts: Array.from({ length: question.blanks }, () => `答案${n}`) } : { optionIds: [question.options[(index + n) % question.options.length]!.id] };
    saves.push({ token, attemptId: attempt.id, questionId: question.id, ...given });
  }
}

const { hash } = spaOperation('SaveExamAnswer');
type Via = 'rest' | 'graph';

/** One save, the way `via` sends it; throws unless it was saved. */
async function send(via: Via, save: Save): Promise<void> {
  if (via === 'rest') {
    const answer = save.optionIds ? { option_ids: save.optionIds } : { texts: save.texts };
    const reply = await app.inject({ method: 'PUT', url: `/api/examAttempt/${save.attemptId}/answer`, headers: headersOf(save.token), payload: { question_id: save.questionId, answer } });
    if (reply.statusCode !== 200) throw new Error(`REST: ${reply.statusCode} ${reply.body}`);
    return;
  }
  const input = { attemptId: String(save.attemptId), questionId: String(save.questionId), ...(save.optionIds ? { optionIds: save.optionIds.map(String) } : { texts: save.texts }) };
  const reply = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: headersOf(save.token),
    payload: { operationName: 'SaveExamAnswer', variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
  });
  if (reply.statusCode !== 200 || reply.body.includes('"errors"')) throw new Error(`graph: ${reply.statusCode} ${reply.body}`);
}

/** What a round measured of one way: each request's CPU time (µs), the wall-clock time and the heap bytes allocated, in all. */
interface Tally {
  cpu: number[];
  wallMs: number;
  heapBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** `n` saves one after another, added to `tally`: each request's CPU time, the wall-clock time, the heap allocated (what each collection freed plus the heap's growth). */
async function block(via: Via, n: number, offset: number, tally: Tally): Promise<void> {
  const gc = new v8.GCProfiler();
  const heapBefore = v8.getHeapStatistics().used_heap_size;
  gc.start();
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const before = process.cpuUsage();
    await send(via, saves[(offset + i) % saves.length]!);
    const used = process.cpuUsage(before);
    tally.cpu.push(used.user + used.system);
  }
  tally.wallMs += performance.now() - started;
  const heapAfter = v8.getHeapStatistics().used_heap_size;
  tally.heapBytes += heapAfter - heapBefore + gc.stop().statistics.reduce((sum, event) => sum + event.beforeGC.heapStatistics.usedHeapSize - event.afterGC.heapStatistics.usedHeapSize, 0);
}

/**
 * A round: SAVES requests each way, alternating in blocks of BLOCK (REST first), so both ways
 * run under the same load of the machine. The graph's blocks are profiled with `--profile` (not those of the first round, which is not counted).
 */
async function round(offset: number, profile: boolean): Promise<Record<Via, Tally>> {
  const tallies: Record<Via, Tally> = { rest: { cpu: [], wallMs: 0, heapBytes: 0 }, graph: { cpu: [], wallMs: 0, heapBytes: 0 } };
  const profiler = profile && PROFILE_DIR ? await startProfiler() : null;
  const graphBlocks: [number, number][] = [];
  for (let done = 0; done < SAVES; done += BLOCK) {
    const n = Math.min(BLOCK, SAVES - done);
    await block('rest', n, offset + done, tallies.rest);
    const started = profilerClock();
    await block('graph', n, offset + done, tallies.graph);
    graphBlocks.push([started, profilerClock()]);
  }
  if (profiler) await profiler.stop(PROFILE_DIR!, graphBlocks);
  return tallies;
}

try {
  // A round that is not counted: the code's first runs, the caches.
  await round(0, false);
  console.log(`exam answers one at a time: ${SAVES} per round each way in blocks of ${BLOCK}, ${ROUNDS} rounds, ${EXAMINEES} examinees, database ${scratch ? 'PostgreSQL' : 'embedded PGlite'}, engine ${graph.engine}, Node ${process.version}`);
  console.log('round  via    CPU µs/req: mean  median   wall µs/req   heap KB/req');
  const all: Record<Via, Tally[]> = { rest: [], graph: [] };
  for (let r = 0; r < ROUNDS; r++) {
    const tallies = await round((r * SAVES) % saves.length, true);
    for (const via of ['rest', 'graph'] as const) {
      const { cpu, wallMs, heapBytes } = tallies[via];
      all[via].push(tallies[via]);
      console.log(`${String(r + 1).padEnd(5)}  ${via.padEnd(5)}  ${mean(cpu).toFixed(0).padStart(15)}  ${median(cpu).toFixed(0).padStart(6)}  ${((wallMs * 1000) / cpu.length).toFixed(0).padStart(12)}  ${(heapBytes / cpu.length / 1024).toFixed(1).padStart(12)}`);
    }
  }
  const figures = (via: Via) => {
    const cpu = all[via].flatMap((t) => t.cpu);
    return { mean: mean(cpu), median: median(cpu), heapKb: all[via].reduce((sum, t) => sum + t.heapBytes, 0) / cpu.length / 1024 };
  };
  const [rest, graphFigures] = [figures('rest'), figures('graph')];
  console.log(
    `all rounds, REST / graph: CPU µs/req mean ${rest.mean.toFixed(0)} / ${graphFigures.mean.toFixed(0)} (+${(graphFigures.mean - rest.mean).toFixed(0)}, ${(graphFigures.mean / rest.mean).toFixed(2)}x), median ${rest.median.toFixed(0)} / ${graphFigures.median.toFixed(0)} (+${(graphFigures.median - rest.median).toFixed(0)}); heap KB/req ${rest.heapKb.toFixed(1)} / ${graphFigures.heapKb.toFixed(1)}`,
  );
} finally {
  await app.close();
  await db.destroy();
  if (scratch) await dropScratchDatabase(adminUrl!, scratch.name);
  fs.rmSync(filesDir, { recursive: true, force: true });
}
