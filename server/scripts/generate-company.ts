/**
 * `npm run generate:company -- [--users 10000] [--records 1000000]`: adds a large company to
 * the configured database (DATABASE_URL, else the embedded one under DATA_DIR, ./data):
 * departments, users (password Employee@2026, accounts user000001 ...), a year of study
 * records, the course enrolments behind them, this month's credits and study time and the
 * month scores, and `--exams` (20) official exams marked, each taken by `--exam-takers` percent (50)
 * of the employees, and a year of defences (`--defences` 80, `--defence-participants` 150 each), forum
 * posts, comments and likes and mall redemptions. Migrates and loads the demo company first when the database is new. A
 * database holds one generated company; generate into a fresh one to change the sizes.
 */
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../config.js';
import { exitWhenLocked } from '../core/db/data-dir-lock.js';
import { openDatabase } from '../core/db/database.js';
import { migrateToLatest } from '../core/db/migrate.js';
import { analyze, generateCompany, generatedCompany, generateExamResults, generatedExamResults } from '../seed/large-company.js';
import { generateActivity, generatedActivity } from '../seed/large-company.js';
import { seedDemo } from '../seed/seed.js';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const users = arg('users', 10_000);
const records = arg('records', 1_000_000);
const config = readConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${path.join(config.dataDir, 'pg')}`;
console.log(`generating a company of ${users.toLocaleString('en-US')} users and ${records.toLocaleString('en-US')} study records into ${where}`);

const db = await exitWhenLocked(openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') }));
try {
  await migrateToLatest(db);
  await seedDemo(db, path.join(config.dataDir, 'files'), pino({ level: 'warn' }));
  const existing = await generatedCompany(db);
  if (existing) {
    console.log(`this database already holds a generated company (${existing.users} users, ${existing.records} study records): nothing to do`);
  } else {
    const result = await generateCompany(db, { users, records, log: (line) => console.log(line) });
    const analyzed = Date.now();
    await analyze(db);
    console.log(`  vacuum and statistics (${((Date.now() - analyzed) / 1000).toFixed(1)} s)`);
    console.log('');
    console.log(`generated in ${result.seconds.toFixed(1)} s:`);
    console.log(`  users              ${result.users.toLocaleString('en-US')} in ${result.departments} departments`);
    console.log(`  study records      ${result.records.toLocaleString('en-US')}`);
    console.log(`  course enrolments  ${result.courseUsers.toLocaleString('en-US')} (${result.courses} new courses)`);
    console.log(`  credits            ${result.credits.toLocaleString('en-US')} this month`);
    console.log(`  study days         ${result.studyDays.toLocaleString('en-US')} this month`);
  }
  // The exam results (the back office's exam results report): --exams official exams, each taken by --exam-takers percent of the employees.
  if (!(await generatedExamResults(db))) {
    const exams = await generateExamResults(db, { exams: arg('exams', 20), takers: arg('exam-takers', 50), log: (line) => console.log(line) });
    await analyze(db);
    console.log(`  exam results       ${exams.attempts.toLocaleString('en-US')} attempts, ${exams.answers.toLocaleString('en-US')} answers in ${exams.exams} exams (${exams.seconds.toFixed(1)} s)`);
  }
  // A year of defences, forum and mall (the defence results, forum activity and mall redemptions reports).
  if (!(await generatedActivity(db))) {
    const activity = await generateActivity(db, { postsPer100: 150, redemptionsPer100: 80, defences: arg('defences', 80), participants: arg('defence-participants', 150), log: (line) => console.log(line) });
    await analyze(db);
    console.log(
      `  activity           ${activity.posts.toLocaleString('en-US')} posts, ${activity.comments.toLocaleString('en-US')} comments, ${activity.likes.toLocaleString('en-US')} likes, ${activity.redemptions.toLocaleString('en-US')} redemptions, ${activity.participants.toLocaleString('en-US')} participants of ${activity.defences} defences (${activity.seconds.toFixed(1)} s)`,
    );
  }
} finally {
  await db.destroy();
}
