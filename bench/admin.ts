/**
 * What the back office's reports cost over the large company, on PostgreSQL:
 *
 *   npm run bench:admin -- [--rounds 30] [--users 10000] [--records 1000000] [--exams 20] [--exports-only]
 *
 * The database: the existing one named by BENCH_PG_DATABASE (kept; the large company generated
 * into it the first time), else a scratch database on the server of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), the large company
 * generated (`npm run generate:company`) and dropped at the end. The demo's tasks are assigned to
 * every generated employee, so the completion report holds more than 100,000 rows; --exams marked
 * exams taken by half the employees give the exam results report about 110,000 attempts and
 * 2.2 million answers (generateExamResults); a year of defences, forum and mall (generateActivity) gives the
 * defence results, forum activity and mall redemptions reports theirs.
 *
 * The app listens on a loopback port, serving the SPA's persisted documents only, as in
 * production; admin01 signs in to the back office. Each report is asked as its page asks it (the
 * SPA's operation by its hash through /graphql) --rounds times one after the other (after 3
 * warm-up calls): p50 and p95 in ms. Then the whole completion report is exported to XLSX and to CSV, and one division's to XLSX: rows,
 * size, seconds, and the peak of this process's resident memory over what it was before each
 * export (the server streams the rows from a cursor as the client reads them; a flat memory is
 * the same peak for the division's rows as for the whole company's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../server/app.js';
import { openDatabase, type Db } from '../server/core/db/database.js';
import { migrateToLatest } from '../server/core/db/migrate.js';
import { analyze, generateCompany, generatedCompany, generateExamResults, generatedExamResults } from '../server/seed/large-company.js';
import { generateActivity, generatedActivity } from '../server/seed/large-company.js';
import { seedDemo } from '../server/seed/seed.js';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';
import { spaOperation } from '../tests/support/spa-operations.js';
import { benchGraph } from './graph-settings.js';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}
const ROUNDS = option('rounds', 30);
const USERS = option('users', 10_000);
const RECORDS = option('records', 1_000_000);
const EXAMS = option('exams', 20);

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const kept = process.env.BENCH_PG_DATABASE;
const scratch = kept ? null : await createScratchDatabase(adminUrl, 'portal_bench_admin');
const url = new URL(adminUrl);
url.pathname = `/${kept ?? scratch!.name}`;
const logger = pino({ level: 'warn' });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-files-'));
const db: Db = await openDatabase({ url: url.toString(), poolSize: 20 });

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  await migrateToLatest(db);
  await seedDemo(db, filesDir, logger);
  if (!(await generatedCompany(db))) {
    console.log(`generating ${USERS.toLocaleString('en-US')} users and ${RECORDS.toLocaleString('en-US')} study records ...`);
    const started = performance.now();
    await generateCompany(db, { users: USERS, records: RECORDS });
    await analyze(db);
    console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // The demo's tasks assigned to every generated employee (once): the completion report's rows pass 100,000.
  const assigned = await sql`insert into task_users (task_id, user_id, progress, completed_at, created_at)
      select t.id, u.id, (u.id * 7 + t.id) % 101, case when (u.id * 7 + t.id) % 101 = 100 then t.start_time + interval '1 day' end, t.start_time
      from tasks t cross join users u where t.publish_status = 1 and u.account ~ '^user[0-9]{6}$'
      on conflict (task_id, user_id) do nothing`.execute(db);
  if (Number(assigned.numAffectedRows ?? 0) > 0) await sql`analyze task_users`.execute(db);
  // The exam results report's data (once): --exams marked exams, each taken by half the employees.
  if (!(await generatedExamResults(db))) {
    console.log(`generating the results of ${EXAMS} exams ...`);
    const exams = await generateExamResults(db, { exams: EXAMS, takers: 50 });
    await sql`vacuum analyze exam_attempts, exam_answers, exam_questions, questions, exams`.execute(db);
    console.log(`  ${exams.attempts.toLocaleString('en-US')} attempts and ${exams.answers.toLocaleString('en-US')} answers in ${exams.seconds.toFixed(1)} s`);
  }
  // The defence results, forum activity and mall redemptions reports' data (once): a year of them.
  if (!(await generatedActivity(db))) {
    console.log('generating a year of defences, forum and mall ...');
    const activity = await generateActivity(db, { postsPer100: 150, redemptionsPer100: 80, defences: 80, participants: 150 });
    await sql`vacuum analyze forum_posts, forum_comments, forum_likes, shop_goods, shop_redemptions, defences, defence_attempts`.execute(db);
    console.log(
      `  ${activity.posts.toLocaleString('en-US')} posts, ${activity.comments.toLocaleString('en-US')} comments, ${activity.likes.toLocaleString('en-US')} likes, ${activity.redemptions.toLocaleString('en-US')} redemptions, ${activity.participants.toLocaleString('en-US')} defence participants in ${activity.seconds.toFixed(1)} s`,
    );
  }

  const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, graph: benchGraph(), rateLimits: { signInPerMinute: 100_000, recoveryPerMinute: 100_000 } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const post = async <T>(route: string, body: unknown, token?: string) => {
      const response = await fetch(new URL(route, base), { method: 'POST', headers: { 'content-type': 'application/json', devicetype: 'PC', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      const answer = (await response.json()) as { code: number; data: T };
      if (answer.code !== 200) throw new Error(`${route}: ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const portal = (await post<{ remember_token: string }>('/api/login', { account: 'admin01', password: 'Admin@2026' })).remember_token;
    const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin01').executeTakeFirstOrThrow();
    const office = (await post<{ remember_token: string }>('/api/adminUser/login', { user_id: admin.id }, portal)).remember_token;
    const headers = { authorization: `Bearer ${office}`, devicetype: 'PC' };
    const get = async (route: string) => {
      const response = await fetch(new URL(route, base), { headers });
      const answer = (await response.json()) as { code: number; data: { total?: number } };
      if (answer.code !== 200) throw new Error(`${route}: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer.data;
    };

    const division = await db.selectFrom('departments').select(['id', 'name']).where('parent_id', 'is', null).where('sort', '>', 10000).orderBy('id').executeTakeFirstOrThrow();
    // The exam with the most attempts (a generated one).
    const exam = await db.selectFrom('exam_attempts').select(['exam_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('exam_id').orderBy('n', 'desc').executeTakeFirstOrThrow();
    const people = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = (await get('/api/admin/reports/completion?limit=1')).total!;
    console.log(`PostgreSQL, ${os.cpus().length} cores; ${Number(people.n).toLocaleString('en-US')} people; completion report ${total.toLocaleString('en-US')} rows; ${ROUNDS} calls each (after 3 warm-up)`);

    // Each report as the back office asks for it: the SPA's own operation (src/graphql/reports.graphql)
    // by its persisted hash through /graphql, with the variables its page sends.
    const operation = async (name: string, variables: Record<string, unknown>) => {
      const { hash } = spaOperation(name);
      const response = await fetch(new URL('/graphql', base), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
      });
      const answer = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (!response.ok || answer.errors) throw new Error(`${name}: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer.data;
    };
    const departmentId = String(division.id);
    const page = { pageSize: 20 };
    const operations: [string, string, Record<string, unknown>][] = [
      ['dashboard (company)', 'ReportDashboard', {}],
      ['dashboard (division)', 'ReportDashboard', { departmentId }],
      ['completion p1 by name', 'CompletionReport', page],
      ['completion p1 by deadline desc', 'CompletionReport', { ...page, orderBy: 'DEADLINE', direction: 'DESC' }],
      ['completion p200 by department', 'CompletionReport', { ...page, page: 200, orderBy: 'DEPARTMENT' }],
      ['completion division, unfinished', 'CompletionReport', { ...page, departmentId, status: 'UNFINISHED' }],
      ['completion courses, overdue', 'CompletionReport', { ...page, kind: 'COURSE', status: 'OVERDUE' }],
      ['study (12 months) by month', 'StudyReport', page],
      ['study division by study time', 'StudyReport', { ...page, departmentId, orderBy: 'STUDY_TIME', direction: 'DESC' }],
      ['exams p1', 'ExamResultsReport', page],
      ['exams division by pass rate', 'ExamResultsReport', { ...page, departmentId, orderBy: 'PASS_RATE' }],
      ['one exam', 'ExamResultReport', { examId: String(exam.id) }],
      ['exam division by discrimination', 'ExamResultReport', { examId: String(exam.id), departmentId, questionOrderBy: 'DISCRIMINATION', questionDirection: 'DESC' }],
      ['defences p1', 'DefenceResultsReport', page],
      ['defences division by score', 'DefenceResultsReport', { ...page, departmentId, orderBy: 'SCORE' }],
      ['redemptions p1', 'RedemptionReport', page],
      ['redemptions division by points', 'RedemptionReport', { ...page, departmentId, orderBy: 'POINTS' }],
      ['forum (12 months) by month', 'ForumActivityReport', page],
      ['forum division by posts', 'ForumActivityReport', { ...page, departmentId, orderBy: 'POSTS', direction: 'DESC' }],
    ];
    console.log('');
    console.log(`${'operation (through /graphql)'.padEnd(34)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
    for (const [name, operationName, variables] of process.argv.includes('--exports-only') ? [] : operations) {
      for (let i = 0; i < 3; i += 1) await operation(operationName, variables);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        const started = performance.now();
        await operation(operationName, variables);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(34)} ${ms(percentile(times, 50)).padStart(8)} ${ms(percentile(times, 95)).padStart(8)} ${ms(times.at(-1)!).padStart(8)}`);
    }

    /** One export read to the end (and dropped), with this process's peak memory over its start. */
    const exportOnce = async (route: string) => {
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      // With --expose-gc (NODE_OPTIONS), the heap is measured after a collection: what the export holds, not its garbage.
      let ticks = 0;
      const sampler = setInterval(() => {
        ticks += 1;
        if (global.gc && ticks % 10 === 0) global.gc();
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        if (!global.gc || ticks % 10 === 0) peakHeap = Math.max(peakHeap, now.heapUsed);
      }, 20);
      const started = performance.now();
      const response = await fetch(new URL(route, base), { headers });
      if (!response.ok || !response.body) throw new Error(`${route}: HTTP ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      return { bytes, seconds, rss: peakRss - before.rss, heap: peakHeap - before.heapUsed };
    };
    const divisionRows = (await get(`/api/admin/reports/completion?limit=1&department_id=${division.id}`)).total!;
    console.log('');
    console.log(`${'export'.padEnd(34)} ${'rows'.padStart(8)} ${'size'.padStart(9)} ${'time'.padStart(8)} ${'peak RSS +'.padStart(11)} ${'peak heap +'.padStart(12)}`);
    for (const [name, route, rows] of [
      ['completion, one division, XLSX', `/api/admin/reports/completion/export?format=xlsx&department_id=${division.id}`, divisionRows],
      ['completion, company, XLSX', '/api/admin/reports/completion/export?format=xlsx', total],
      ['completion, company, CSV', '/api/admin/reports/completion/export?format=csv', total],
      ['defences, company, XLSX', '/api/admin/reports/defences/export?format=xlsx', (await get('/api/admin/reports/defences?limit=1')).total!],
      ['redemptions, company, XLSX', '/api/admin/reports/redemptions/export?format=xlsx', (await get('/api/admin/reports/redemptions?limit=1')).total!],
      ['forum, company, XLSX', '/api/admin/reports/forum/export?format=xlsx', (await get('/api/admin/reports/forum?limit=1')).total!],
    ] as const) {
      const result = await exportOnce(route);
      console.log(`${name.padEnd(34)} ${rows.toLocaleString('en-US').padStart(8)} ${mb(result.bytes).padStart(9)} ${`${result.seconds.toFixed(2)} s`.padStart(8)} ${mb(result.rss).padStart(11)} ${mb(result.heap).padStart(12)}`);
    }
  } finally {
    await app.close();
  }
} finally {
  await db.destroy();
  if (scratch) await dropScratchDatabase(adminUrl, scratch.name);
  fs.rmSync(filesDir, { recursive: true, force: true });
}
