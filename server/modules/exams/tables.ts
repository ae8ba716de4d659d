import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../../core/db/columns.js';

/** A question option; letters A, B, C are given by position. */
export interface QuestionOption {
  id: number;
  content: string;
}

/**
 * The stored correct answer: option ids for types 1, 2, 3 and 6; for fill-in (4) the
 * accepted texts of each blank; for a short answer (5) a reference text for the examiner.
 */
export interface QuestionKey {
  option_ids?: number[];
  blanks?: string[][];
  reference?: string;
}

/** A learner's answer: chosen option ids, or texts (one per blank; one for a short answer). */
export interface GivenAnswer {
  option_ids?: number[];
  texts?: string[];
}

/** type: 1 single, 2 multiple, 3 judge, 4 fill-in, 5 short answer, 6 undefined-term. */
export interface QuestionTable {
  id: Generated<number>;
  type: number;
  content: string;
  options: Json<QuestionOption[]>;
  answer: Json<QuestionKey>;
  analysis: Generated<string>;
  created_at: CreatedAt;
}

/** exam_type 1 simulation, 2 official, 3 online training, 14 class test, 17/18 map test; source 2, 3, 14, 17. exam_long in minutes. */
export interface ExamTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  exam_type: number;
  source: number;
  exam_start: Timestamp;
  exam_end: Timestamp;
  exam_long: number;
  pass_score: number;
  total_score: Generated<number>;
  attempt_limit: Generated<number>;
  makeup_limit: Generated<number>;
  created_at: CreatedAt;
  published_at: Timestamp | null;
  /** When the publication was announced (the notice producer). */
  notified_at: Timestamp | null;
  /** The examiner (role 3) assigned to mark its short answers; null: any examiner. */
  reviewer_id: number | null;
}

export interface ExamQuestionTable {
  exam_id: number;
  question_id: number;
  sort: number;
  score: number;
}

/** review_status 1 unreviewed (short answers wait for an examiner), 2 reviewed; null while in progress. */
export interface ExamAttemptTable {
  id: Generated<number>;
  exam_id: number;
  user_id: number;
  attempt_no: number;
  is_makeup: Generated<number>;
  started_at: Generated<Date>;
  deadline: Timestamp;
  submitted_at: Timestamp | null;
  objective_score: number | null;
  score: number | null;
  review_status: number | null;
  passed: number | null;
  /** The examiner whose mark completed the marking of the short answers, and when; null until then (and for an attempt without short answers). */
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
}

export interface ExamAnswerTable {
  attempt_id: number;
  question_id: number;
  answer: Json<GivenAnswer>;
  saved_at: Generated<Date>;
  score: number | null;
  is_correct: number | null;
  /** 1 waiting for an examiner (short answers), 2 marked; null for objective questions. */
  review_status: number | null;
  /** The examiner's remark on a marked short answer (plain text, at most 200 characters). */
  remark: Generated<string>;
}

export interface WrongQuestionTable {
  user_id: number;
  question_id: number;
  exam_id: number;
  wrong_count: Generated<number>;
  updated_at: Generated<Date>;
}

export interface CollectedQuestionTable {
  user_id: number;
  question_id: number;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    questions: QuestionTable;
    exams: ExamTable;
    exam_questions: ExamQuestionTable;
    exam_attempts: ExamAttemptTable;
    exam_answers: ExamAnswerTable;
    wrong_questions: WrongQuestionTable;
    collected_questions: CollectedQuestionTable;
  }
}
