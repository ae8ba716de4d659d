import { sqlMigration } from '../sql-migration.js';

/**
 * secret_failures: tries of a secret (a password, a verification code) per subject and client
 * address, key '<subject>|<address>' (session/secret-throttle.ts). It replaces login_throttle,
 * which counted per account name alone, so that anyone could lock anyone out.
 */
export default sqlMigration({
  up: `
    create table secret_failures (
      key text primary key,
      failures integer not null,
      blocked_until timestamptz,
      last_try_at timestamptz not null
    );
    create index secret_failures_last_try_idx on secret_failures(last_try_at);
    drop table login_throttle;
  `,
  down: `
    create table login_throttle (
      account text primary key,
      failures integer not null default 0,
      since timestamptz,
      locked_until timestamptz
    );
    drop table secret_failures;
  `,
});
