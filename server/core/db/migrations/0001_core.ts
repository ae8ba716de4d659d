import { column, sqlMigration } from '../sql-migration.js';

export default sqlMigration({
  up: `
    create table departments (
      ${column.id},
      parent_id integer references departments(id),
      name text not null,
      ${column.sort}
    );
    create index departments_parent_idx on departments(parent_id);

    create table positions (
      ${column.id},
      name text not null
    );

    create table users (
      ${column.id},
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
      ${column.status},
      gender smallint not null default 3,
      work_number text,
      nation text,
      politics smallint,
      birth_date text,
      entry_time text,
      user_type smallint not null default 2,
      employee_type smallint not null default 1,
      ${column.createdAt},
      ${column.updatedAt}
    );
    create index users_department_idx on users(department_id);

    create table login_throttle (
      account text primary key,
      failures integer not null default 0,
      since timestamptz,
      locked_until timestamptz
    );

    create table sessions (
      ${column.id},
      token_hash text not null unique,
      ${column.ref('user_id', 'users')},
      kind text not null default 'user',
      device_type text,
      expires_at timestamptz not null,
      last_used_at timestamptz not null default now(),
      revoked_at timestamptz,
      ${column.createdAt}
    );
    create index sessions_user_idx on sessions(user_id);

    create table verification_codes (
      ${column.id},
      target text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      ${column.createdAt}
    );
    create index verification_codes_target_idx on verification_codes(target, created_at desc);

    create table credit_ledger (
      id bigserial primary key,
      ${column.ref('user_id', 'users')},
      points integer not null,
      reason text not null,
      day text not null,
      ${column.createdAt}
    );
    create index credit_ledger_user_day_idx on credit_ledger(user_id, day);
    create unique index credit_ledger_daily_login_idx on credit_ledger(user_id, day) where reason = 'daily_login';

    create table study_time_daily (
      ${column.ref('user_id', 'users')},
      day text not null,
      seconds integer not null default 0,
      primary key (user_id, day)
    );

    create table site_config (
      key text primary key,
      value text not null
    );

    create table notifications (
      ${column.id},
      ${column.ref('user_id', 'users')},
      notify_type smallint not null,
      type smallint not null,
      message_key text,
      params text not null default '{}',
      content text not null default '',
      target_id integer,
      read_at timestamptz,
      ${column.createdAt}
    );
    create index notifications_unread_idx on notifications(user_id, notify_type) where read_at is null;
    create index notifications_user_idx on notifications(user_id, created_at desc, id desc);
  `,
});
