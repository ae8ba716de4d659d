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

/**
 * notify_type: 1 study, 2 interaction, 3 system, 4 teaching; type: the spec's notify item
 * type 1-13 (1 mute reminder for system ones). Text is a message key with JSON params,
 * rendered in the reader's language; `content` holds free text written by an admin.
 */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  notify_type: number;
  type: number;
  message_key: string | null;
  params: Generated<string>;
  content: Generated<string>;
  target_id: number | null;
  read_at: Timestamp | null;
  /** Settable: the demo data back-dates its notices. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

// exams (issue 5) -------------------------------------------------------------------
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

type Json<T> = ColumnType<T, string, string>;

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
}

export interface ExamAnswerTable {
  attempt_id: number;
  question_id: number;
  answer: Json<GivenAnswer>;
  saved_at: Generated<Date>;
  score: number | null;
  is_correct: number | null;
  review_status: number | null;
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

export interface QuestionnaireTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  created_at: CreatedAt;
}

/** kind: single, multiple, text, textarea, id_number, email, phone. */
export interface QuestionnaireItemTable {
  id: Generated<number>;
  questionnaire_id: number;
  sort: number;
  kind: string;
  title: string;
  options: Json<QuestionOption[]>;
  required: Generated<number>;
}

export interface QuestionnaireSubmissionTable {
  questionnaire_id: number;
  user_id: number;
  answers: Json<unknown>;
  submitted_at: Generated<Date>;
}

// courses (issue 4) -----------------------------------------------------------------
/** Lecturer profile of a role_id 2 user. */
export interface LecturerTable {
  user_id: number;
  title: string;
  intro: string;
  sort: Generated<number>;
}

export interface CourseCategoryTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
}

/**
 * course_type 1 series, 2 video, 3 audio, 4 document, 7 face-to-face. is_required 1 required
 * (every employee's), 2 elective. is_ordered 1: periods unlock in order. status 1 on, 2 disabled.
 * places null: unlimited. source 2 with due_date_option 1: the card shows expiry and level.
 */
export interface CourseTable {
  id: Generated<number>;
  title: string;
  course_type: number;
  category_id: number | null;
  cover: Generated<string>;
  description: Generated<string>;
  is_required: Generated<number>;
  is_ordered: Generated<number>;
  status: Generated<number>;
  places: number | null;
  source: Generated<number>;
  due_date_option: Generated<number>;
  level: Generated<string>;
  expired_at: Timestamp | null;
  face_start: Timestamp | null;
  face_end: Timestamp | null;
  face_address: string | null;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface CourseTeacherTable {
  course_id: number;
  lecturer_id: number;
  sort: Generated<number>;
}

export interface CourseChapterTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  sort: Generated<number>;
}

/**
 * period_type 1 live, 2 video, 3 audio, 4 document, 5 class test, 6 questionnaire.
 * transcode_status 1 ready, 2 being transcoded. resource_id: exam (5) or questionnaire (6) id.
 */
export interface CoursePeriodTable {
  id: Generated<number>;
  course_id: number;
  chapter_id: number;
  title: string;
  period_type: number;
  sort: Generated<number>;
  is_required: Generated<number>;
  media_path: string | null;
  media_seconds: number | null;
  pages: number | null;
  transcode_status: Generated<number>;
  live_start: Timestamp | null;
  live_end: Timestamp | null;
  playback_url: string | null;
  resource_id: number | null;
}

/** join_state 1 required (assigned to everyone), 3 joined as an elective. progress in percent. */
export interface CourseUserTable {
  course_id: number;
  user_id: number;
  join_state: number;
  progress: Generated<number>;
  completed_at: Timestamp | null;
  last_study_time: Timestamp | null;
  created_at: CreatedAt;
}

/** position: where the learner stopped; furthest: seconds (or pages) reached, only grows. */
export interface PeriodProgressTable {
  user_id: number;
  period_id: number;
  course_id: number;
  position: Generated<number>;
  furthest: Generated<number>;
  study_seconds: Generated<number>;
  completed_at: Timestamp | null;
  updated_at: Generated<Date>;
}

export interface CourseDatumTable {
  id: Generated<number>;
  course_id: number;
  name: string;
  path: string;
  size_bytes: Generated<number>;
  sort: Generated<number>;
}

export interface CourseQuestionTable {
  id: Generated<number>;
  course_id: number;
  user_id: number;
  title: string;
  content: Generated<string>;
  answer_count: Generated<number>;
  created_at: CreatedAt;
}

/** An answer to a question (parent_id null) or a reply to an answer. */
export interface CourseAnswerTable {
  id: Generated<number>;
  question_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
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
  questions: QuestionTable;
  exams: ExamTable;
  exam_questions: ExamQuestionTable;
  exam_attempts: ExamAttemptTable;
  exam_answers: ExamAnswerTable;
  wrong_questions: WrongQuestionTable;
  collected_questions: CollectedQuestionTable;
  questionnaires: QuestionnaireTable;
  questionnaire_items: QuestionnaireItemTable;
  questionnaire_submissions: QuestionnaireSubmissionTable;
  lecturers: LecturerTable;
  course_categories: CourseCategoryTable;
  courses: CourseTable;
  course_teachers: CourseTeacherTable;
  course_chapters: CourseChapterTable;
  course_periods: CoursePeriodTable;
  course_users: CourseUserTable;
  period_progress: PeriodProgressTable;
  course_datums: CourseDatumTable;
  course_questions: CourseQuestionTable;
  course_answers: CourseAnswerTable;
}
