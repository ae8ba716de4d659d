import { column, sqlMigration } from '../sql-migration.js';

/**
 * The DingTalk contacts sync: which portal department is which DingTalk department, the runs
 * (a leased job each: one process works on a run and renews its lease; a lapsed lease lets
 * another process continue it), a checkpoint per DingTalk department a run has finished (a run
 * that failed is resumed from them), and the schedule (off, or every N hours).
 *
 * At most one run is queued or running at any time, across processes: the partial unique index
 * makes a second start meet the first run instead of making another.
 *
 * An employee the sync disabled (bound to DingTalk, gone from the contacts) is marked so on
 * their binding: they are enabled again if they come back, which an employee an admin disabled
 * is not.
 */
export default sqlMigration({
  up: `
    create table dingtalk_departments (
      department_id integer primary key references departments(id) on delete cascade,
      dingtalk_dept_id text not null unique,
      bound_at timestamptz not null default now()
    );

    create table dingtalk_sync_runs (
      ${column.id},
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      started_by integer references users(id),
      resumed_from integer references dingtalk_sync_runs(id),
      phase text,
      departments jsonb,
      departments_total integer not null default 0,
      departments_done integer not null default 0,
      added integer not null default 0,
      updated integer not null default 0,
      disabled integer not null default 0,
      unchanged integer not null default 0,
      skipped integer not null default 0,
      problems jsonb not null default '[]',
      error_key text,
      error_params jsonb,
      locked_by text,
      locked_until timestamptz,
      ${column.createdAt},
      started_at timestamptz,
      finished_at timestamptz
    );
    create unique index dingtalk_sync_runs_one_active_idx on dingtalk_sync_runs ((true)) where status in ('queued', 'running');
    create index dingtalk_sync_runs_created_idx on dingtalk_sync_runs(created_at desc, id desc);

    create table dingtalk_sync_checkpoints (
      run_id integer not null references dingtalk_sync_runs(id) on delete cascade,
      dingtalk_dept_id text not null,
      user_ids jsonb not null,
      done_at timestamptz not null default now(),
      primary key (run_id, dingtalk_dept_id)
    );

    create table dingtalk_sync_schedule (
      id smallint primary key default 1 check (id = 1),
      every_hours integer check (every_hours between 1 and 168),
      set_by integer references users(id),
      ${column.updatedAt}
    );

    alter table dingtalk_accounts add column disabled_by_sync boolean not null default false;
  `,
  down: `
    alter table dingtalk_accounts drop column disabled_by_sync;
    drop table dingtalk_sync_schedule;
    drop table dingtalk_sync_checkpoints;
    drop table dingtalk_sync_runs;
    drop table dingtalk_departments;
  `,
});
