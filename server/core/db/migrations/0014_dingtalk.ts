import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

/**
 * Which DingTalk account is which employee: written the first time an employee signs in
 * through DingTalk (found by mobile), read on every later chat-app sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table dingtalk_accounts (
      user_id integer primary key references users(id) on delete cascade,
      dingtalk_user_id text not null unique,
      bound_at timestamptz not null default now()
    );
  `);
}
