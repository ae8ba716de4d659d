import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface DepartmentTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
}

export interface PositionTable {
  id: Generated<number>;
  name: string;
}

/**
 * role_id: 1 learner (employee), 2 lecturer, 3 examiner/reviewer.
 * is_admin: 1 may open the back office. status: 1 active, 2 disabled by an admin.
 * Day-like values (birth_date, entry_time) are ISO 'YYYY-MM-DD' text so both drivers agree.
 */
export interface UserTable {
  id: Generated<number>;
  account: string;
  password_hash: string;
  name: string;
  photo: string;
  mobile: string | null;
  mail: string | null;
  department_id: number | null;
  position_id: number | null;
  role_id: number;
  is_admin: Generated<number>;
  status: Generated<number>;
  gender: Generated<number>;
  work_number: string | null;
  nation: string | null;
  politics: number | null;
  birth_date: string | null;
  entry_time: string | null;
  user_type: Generated<number>;
  employee_type: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/**
 * Wrong passwords per account name, whether or not an account has that name, so that a
 * lock tells nothing about which accounts exist.
 */
export interface LoginThrottleTable {
  account: string;
  failures: Generated<number>;
  since: Timestamp | null;
  locked_until: Timestamp | null;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  /** 'user' for the portal, 'admin' for a back-office token issued by adminUser/login. */
  kind: string;
  device_type: string | null;
  expires_at: Timestamp;
  last_used_at: Generated<Date>;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  target: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  /** Local day 'YYYY-MM-DD' the credit belongs to (once-per-day rules key on it). */
  day: string;
  created_at: CreatedAt;
}

export interface StudyTimeDailyTable {
  user_id: number;
  day: string;
  seconds: number;
}

export interface SiteConfigTable {
  key: string;
  value: string;
}

/** notify_type: 1 study, 2 interaction, 3 system, 4 teaching; type: the spec's notify item type 1-13. */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  notify_type: number;
  type: number;
  content: string;
  target_id: number | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface Database {
  departments: DepartmentTable;
  positions: PositionTable;
  users: UserTable;
  login_throttle: LoginThrottleTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  credit_ledger: CreditLedgerTable;
  study_time_daily: StudyTimeDailyTable;
  site_config: SiteConfigTable;
  notifications: NotificationTable;
}
