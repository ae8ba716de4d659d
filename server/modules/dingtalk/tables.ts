import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp, Json } from '../../core/db/columns.js';

/** An employee's DingTalk account (the user id inside the company's DingTalk organisation). */
export interface DingTalkAccountTable {
  user_id: number;
  dingtalk_user_id: string;
  bound_at: CreatedAt;
  /** The contacts sync disabled the employee (gone from DingTalk): enabled again if they come back. */
  disabled_by_sync: Generated<boolean>;
}

/** Which portal department is which DingTalk department (the contacts sync binds them). */
export interface DingTalkDepartmentTable {
  department_id: number;
  dingtalk_dept_id: string;
  bound_at: CreatedAt;
}

export type SyncStatus = 'queued' | 'running' | 'done' | 'failed';
export type SyncPhase = 'departments' | 'users' | 'disable';

/** A DingTalk department as a run saw it, in the tree's order (parents first), with the portal department bound to it. */
export interface SyncDepartment {
  dept_id: string;
  parent_id: string | null;
  name: string;
  portal_id: number;
}

/** Someone the sync could not add or change (or kept), and why: a message key, with the employee field it is about. */
export interface SyncProblem {
  dingtalk_user_id: string;
  name: string;
  reason: string;
  field?: string;
}

export interface DingTalkSyncRunTable {
  id: Generated<number>;
  status: Generated<SyncStatus>;
  /** null: the schedule started it. */
  started_by: number | null;
  /** The failed run whose checkpoints this one continued from. */
  resumed_from: number | null;
  phase: SyncPhase | null;
  departments: ColumnType<SyncDepartment[] | null, string | null | undefined, string | null>;
  departments_total: Generated<number>;
  departments_done: Generated<number>;
  added: Generated<number>;
  updated: Generated<number>;
  disabled: Generated<number>;
  unchanged: Generated<number>;
  skipped: Generated<number>;
  problems: ColumnJson<SyncProblem[]>;
  error_key: string | null;
  error_params: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
  locked_by: string | null;
  locked_until: Moment;
  created_at: CreatedAt;
  started_at: Moment;
  finished_at: Moment;
}

/** A jsonb column with a default. */
type ColumnJson<T> = ColumnType<T, string | undefined, string>;
/** A time that may be unset. */
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface DingTalkSyncCheckpointTable {
  run_id: number;
  dingtalk_dept_id: string;
  /** Every DingTalk user the department listed (seen: not to be disabled at the end). */
  user_ids: Json<string[]>;
  done_at: CreatedAt;
}

export interface DingTalkSyncScheduleTable {
  id: Generated<number>;
  every_hours: number | null;
  /** The admin who set it: the scheduled runs' changes are theirs in the audit trail. */
  set_by: number | null;
  updated_at: DefaultTimestamp;
}

declare module '../../core/db/database.js' {
  interface Database {
    dingtalk_accounts: DingTalkAccountTable;
    dingtalk_departments: DingTalkDepartmentTable;
    dingtalk_sync_runs: DingTalkSyncRunTable;
    dingtalk_sync_checkpoints: DingTalkSyncCheckpointTable;
    dingtalk_sync_schedule: DingTalkSyncScheduleTable;
  }
}
