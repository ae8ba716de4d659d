import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../../core/db/columns.js';
import type { KeyPoint, KeyPointReport } from '../speech/index.js';

/** A choice of a defence question; letters A, B, C by position. */
export interface DefenceOption {
  id: number;
  content: string;
}

/** kind: 6 offline, 7 remote, 8 interactive, 9 AI (the notice item types of spec section 3). */
export interface DefenceTable {
  id: Generated<number>;
  title: string;
  kind: number;
  /** The language answers are spoken in (the AI's recogniser). */
  language: Generated<string>;
  description: Generated<string>;
  /** The examiner assigned; null: any examiner. */
  examiner_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The shortest recording in seconds (the spec's musicLength). */
  min_seconds: Generated<number>;
  full_score: number;
  pass_score: number;
  /** Remote: the live period the session is held in. */
  live_period_id: number | null;
  /** Offline: where it is held. */
  place: Generated<string>;
  created_at: CreatedAt;
}

/** question_type: 1 spoken, 2 single choice, 3 multiple choice. answer: the correct option ids. */
export interface DefenceQuestionTable {
  id: Generated<number>;
  defence_id: number;
  sort: Generated<number>;
  question_type: number;
  content: string;
  score: number;
  options: Json<DefenceOption[]>;
  answer: Json<number[]>;
  key_points: Json<KeyPoint[]>;
  reference: Generated<string>;
}

/** status: 0 invited, 1 answering, 2 submitted, 3 reviewed; ai_status: 1 scored by the server, 2 unavailable. */
export interface DefenceAttemptTable {
  id: Generated<number>;
  defence_id: number;
  user_id: number;
  status: Generated<number>;
  ai_status: number | null;
  score: number | null;
  result: Generated<string>;
  started_at: Timestamp | null;
  submitted_at: Timestamp | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
}

export interface DefenceAnswerTable {
  attempt_id: number;
  question_id: number;
  upload_id: number | null;
  recording_seconds: number | null;
  option_ids: Json<number[]> | null;
  transcript: string | null;
  transcript_engine: string | null;
  key_report: Json<KeyPointReport> | null;
  ai_score: number | null;
  score: number | null;
  remark: Generated<string>;
  updated_at: Generated<Date>;
}

declare module '../../core/db/database.js' {
  interface Database {
    defences: DefenceTable;
    defence_questions: DefenceQuestionTable;
    defence_attempts: DefenceAttemptTable;
    defence_answers: DefenceAnswerTable;
  }
}
