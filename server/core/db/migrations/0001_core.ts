import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table departments (
      id serial primary key,
      parent_id integer references departments(id),
      name text not null,
      sort integer not null default 0
    );
    create index departments_parent_idx on departments(parent_id);

    create table positions (
      id serial primary key,
      name text not null
    );

    create table users (
      id serial primary key,
      account text not null unique,
      password_hash text not null,
      name text not null,
      photo text not null default '',
      mobile text unique,
      mail text unique,
      department_id integer references departments(id),
      position_id integer references positions(id),
      role_id smallint not null default 1,
      is_admin smallint not null default 0,
      status smallint not null default 1,
      gender smallint not null default 3,
      work_number text,
      nation text,
      politics smallint,
      birth_date text,
      entry_time text,
      user_type smallint not null default 2,
      employee_type smallint not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index users_department_idx on users(department_id);

    create table login_throttle (
      account text primary key,
      failures integer not null default 0,
      since timestamptz,
      locked_until timestamptz
    );

    create table sessions (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users(id),
      kind text not null default 'user',
      device_type text,
      expires_at timestamptz not null,
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index sessions_user_idx on sessions(user_id);

    create table verification_codes (
      id serial primary key,
      target text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index verification_codes_target_idx on verification_codes(target, created_at desc);

    create table credit_ledger (
      id bigserial primary key,
      user_id integer not null references users(id),
      points integer not null,
      reason text not null,
      day text not null,
      created_at timestamptz not null default now()
    );
    create index credit_ledger_user_day_idx on credit_ledger(user_id, day);
    create unique index credit_ledger_daily_login_idx on credit_ledger(user_id, day) where reason = 'daily_login';

    create table study_time_daily (
      user_id integer not null references users(id),
      day text not null,
      seconds integer not null default 0,
      primary key (user_id, day)
    );

    create table site_config (
      key text primary key,
      value text not null
    );

    create table notifications (
      id serial primary key,
      user_id integer not null references users(id),
      notify_type smallint not null,
      type smallint not null,
      message_key text,
      params text not null default '{}',
      content text not null default '',
      target_id integer,
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_unread_idx on notifications(user_id, notify_type) where read_at is null;
    create index notifications_user_idx on notifications(user_id, created_at desc, id desc);
  `);
}
