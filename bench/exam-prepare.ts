/**
 * What an exam-day benchmark needs in a database: the migrations, the demo company (with its
 * benchmark exam), N examinee accounts made cheaply (one shared password hash, bulk inserts)
 * and a session each (sign-in is not what is measured: an Argon2 hash per login would be).
 * Used by bench/exam-server.ts (one server it starts itself) and bench/scale-out.ts (servers
 * behind nginx).
 */
import { sql } from 'kysely';
import type pino from 'pino';
import type { Db } from '../server/core/db/database.js';
import { migrateToLatest } from '../server/core/db/migrate.js';
import { hashPassword } from '../server/modules/session/passwords.js';
import { newToken, sha256 } from '../server/modules/session/tokens.js';
import { DEMO_EXAMS } from '../server/seed/exams.js';
import { seedDemo } from '../server/seed/seed.js';

export interface PreparedExamDay {
  examId: number;
  tokens: string[];
}

export async function prepareExamDay(db: Db, users: number, filesDir: string, logger: pino.Logger): Promise<PreparedExamDay> {
  await migrateToLatest(db);
  await seedDemo(db, filesDir, logger);
  const hash = await hashPassword('Bench@2026');
  const accounts = Array.from({ length: users }, (_, i) => `bench${String(i + 1).padStart(5, '0')}`);
  const tokens: string[] = [];
  for (let offset = 0; offset < users; offset += 1000) {
    const chunk = accounts.slice(offset, offset + 1000);
    const rows = await db
      .insertInto('users')
      .values(chunk.map((account, i) => ({ account, password_hash: hash, name: `考生${offset + i + 1}`, photo: '', role_id: 1, department_id: null, position_id: null, mobile: null, mail: null, work_number: null, nation: null, politics: null, birth_date: null, entry_time: null })))
      .returning('id')
      .execute();
    const chunkTokens = rows.map(() => newToken());
    await db
      .insertInto('sessions')
      .values(rows.map((r, i) => ({ token_hash: sha256(chunkTokens[i]!), user_id: r.id, kind: 'user', device_type: 'PC', expires_at: sql<Date>`now() + interval '1 day'` })))
      .execute();
    tokens.push(...chunkTokens);
  }
  const exam = await db.selectFrom('exams').select('id').where('title', '=', DEMO_EXAMS.bench).executeTakeFirstOrThrow();
  return { examId: exam.id, tokens };
}
