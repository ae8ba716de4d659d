import type { Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp } from '../../core/db/columns.js';

/**
 * One row per user and thing studied. record_type: 1 course, 2 task or exam (task_type
 * 1 exam, 2 task), 3 map; target_id is the course, exam, task or map.
 */
export interface StudyRecordTable {
  id: Generated<string>;
  user_id: number;
  record_type: number;
  task_type: Generated<number>;
  target_id: number;
  last_study_time: DefaultTimestamp;
  created_at: CreatedAt;
}

/** Rows of a table (table_name), kept by statement-level triggers; study_records has one. */
export interface RowCountTable {
  table_name: string;
  total: number;
}

/** Study seconds credited to a user on a company day ('YYYY-MM-DD'); the month's sum is in monthly_scores. */
export interface StudyTimeDailyTable {
  user_id: number;
  day: string;
  seconds: number;
}

/** When each learner's latest study record was credited (the study-time clock). */
export interface StudyClockTable {
  user_id: number;
  last_record_at: Date;
}

declare module '../../core/db/database.js' {
  interface Database {
    study_clock: StudyClockTable;
    study_time_daily: StudyTimeDailyTable;
    study_records: StudyRecordTable;
    row_counts: RowCountTable;
  }
}
