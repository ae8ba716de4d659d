import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

export interface DepartmentTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  sort: Generated<number>;
  /** 1 active, 2 disabled (kept for the people and records that name it, offered for nothing new). */
  status: Generated<number>;
}

export interface PositionTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
  /** 1 active, 2 disabled. */
  status: Generated<number>;
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
  id_number: string | null;
  passport: string | null;
  half_photo: Generated<string>;
  supervisor: string | null;
  position_level: number | null;
  province_id: number | null;
  city_id: number | null;
  district_id: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  points: number;
  reason: string;
  /** Local day 'YYYY-MM-DD' the credit belongs to (once-per-day rules key on it). */
  day: string;
  /** What a once-per-thing credit was earned for (lesson, course, exam, map); null otherwise. */
  ref_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** Credits and study seconds of one user in one company month ('YYYY-MM'). */
export interface MonthlyScoreTable {
  month: string;
  user_id: number;
  credits: Generated<number>;
  study_seconds: Generated<number>;
}

declare module '../../core/db/database.js' {
  interface Database {
    departments: DepartmentTable;
    positions: PositionTable;
    users: UserTable;
    credit_ledger: CreditLedgerTable;
    monthly_scores: MonthlyScoreTable;
  }
}
