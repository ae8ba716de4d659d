/**
 * What the back office's employee import costs with the largest file it takes:
 *
 *   npm run bench:admin-import -- [--rows 10000] [--format xlsx|csv] [--passwords]
 *
 * A scratch database on the PostgreSQL server of BENCH_DATABASE_URL or TEST_DATABASE_URL
 * (dropped at the end; embedded PGlite without one), the migrations and the demo company, the
 * app listening on a loopback port. admin01 signs in to the back office, then the file of
 * --rows generated employees (XLSX by default) is sent over HTTP as the admin site sends it:
 * a dry run, then the import. It prints the seconds of each and checks the counts: every row
 * valid, every row added. Rows leave the initial password empty (the import's one generated
 * password) unless --passwords gives each its own, which costs one argon2 hash per row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { buildApp } from '../server/app.js';
import { openDatabase, type Db } from '../server/core/db/database.js';
import { migrateToLatest } from '../server/core/db/migrate.js';
import { seedDemo } from '../server/seed/seed.js';
import { createScratchDatabase, dropScratchDatabase } from '../tests/support/scratch-db.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const ROWS = Number(option('rows') ?? 10_000);
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive integer');
const FORMAT = option('format') ?? 'xlsx';
if (FORMAT !== 'xlsx' && FORMAT !== 'csv') throw new Error('--format is xlsx or csv');
const OWN_PASSWORDS = process.argv.includes('--passwords');

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const logger = pino({ level: 'warn' });
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-files-'));
const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'portal_bench') : null;
const db: Db = await openDatabase(scratch ? { url: scratch.url, poolSize: 20 } : {});

try {
  await migrateToLatest(db);
  await seedDemo(db, filesDir, logger);
  const app = await buildApp({ db, logger, codeSender: { send: async () => undefined }, filesDir, rateLimits: { signInPerMinute: 100_000, recoveryPerMinute: 100_000 } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const json = async <T>(url: string, body: unknown, token?: string) => {
      const response = await fetch(new URL(url, base), { method: 'POST', headers: { 'content-type': 'application/json', devicetype: 'PC', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      const answer = (await response.json()) as { code: number; data: T };
      if (answer.code !== 200) throw new Error(`${url}: ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const portal = (await json<{ remember_token: string }>('/api/login', { account: 'admin01', password: 'Admin@2026' })).remember_token;
    const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin01').executeTakeFirstOrThrow();
    const office = (await json<{ remember_token: string }>('/api/adminUser/login', { user_id: admin.id }, portal)).remember_token;

    const departments = ['技术研发中心/前端开发组', '技术研发中心/后端开发组', '市场营销部/渠道销售组', '培训中心', '客户服务部/售后服务组'];
    const header = ['账号', '姓名', '手机号', '邮箱', '工号', '部门', '岗位', '角色', '入职日期', '初始密码'];
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const n = String(i + 1).padStart(5, '0');
      return [`bulk${n}`, `批量员工${n}`, String(15800000000 + i), `bulk${n}@bench.example`, `B${n}`, departments[i % departments.length]!, '工程师', i % 10 ? 'learner' : '讲师', '2026-01-05', OWN_PASSWORDS ? `Bulk@${n}` : ''];
    });
    let file: Buffer;
    if (FORMAT === 'csv') file = Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`);
    else {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('员工');
      sheet.addRow(header);
      for (const row of rows) sheet.addRow(row);
      file = Buffer.from(await book.xlsx.writeBuffer());
    }
    console.log(`${ROWS} rows, ${FORMAT}, ${(file.length / 1024 / 1024).toFixed(2)} MB, ${OWN_PASSWORDS ? 'a password per row' : 'the generated password'}, ${scratch ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`);

    const send = async (dryRun: boolean) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), `bench.${FORMAT}`);
      const started = performance.now();
      const response = await fetch(new URL(`/api/admin/employees/import?dry_run=${dryRun ? 1 : 0}`, base), { method: 'POST', headers: { authorization: `Bearer ${office}`, devicetype: 'PC' }, body: form });
      const answer = (await response.json()) as { code: number; data: { valid: number; added: number; problems: unknown[] } };
      const seconds = (performance.now() - started) / 1000;
      if (answer.code !== 200) throw new Error(`import refused: ${JSON.stringify(answer).slice(0, 500)}`);
      return { seconds, ...answer.data };
    };
    const dry = await send(true);
    if (dry.valid !== ROWS) throw new Error(`dry run: ${dry.valid} valid of ${ROWS}: ${JSON.stringify(dry.problems.slice(0, 3))}`);
    console.log(`dry run: ${dry.seconds.toFixed(2)} s (${dry.valid} valid)`);
    const done = await send(false);
    if (done.added !== ROWS) throw new Error(`import: ${done.added} added of ${ROWS}`);
    console.log(`import:  ${done.seconds.toFixed(2)} s (${done.added} added)`);
  } finally {
    await app.close();
  }
} finally {
  await db.destroy();
  if (scratch) await dropScratchDatabase(adminUrl!, scratch.name);
  fs.rmSync(filesDir, { recursive: true, force: true });
}
