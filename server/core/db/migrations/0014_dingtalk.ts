import { sqlMigration } from '../sql-migration.js';

/**
 * Which DingTalk account is which employee: written the first time an employee signs in
 * through DingTalk (found by mobile), read on every later chat-app sign-in.
 */
export default sqlMigration({
  up: `
    create table dingtalk_accounts (
      user_id integer primary key references users(id) on delete cascade,
      dingtalk_user_id text not null unique,
      bound_at timestamptz not null default now()
    );
  `,
});
