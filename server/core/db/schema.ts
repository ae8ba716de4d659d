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
  published_at: Timestamp | null;
  /** When the publication was announced (the notice producer). */
  notified_at: Timestamp | null;
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
  /** When a required course's publication was announced to every employee. */
  notified_at: Timestamp | null;
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
  /** Playback of a live period: null derives it (playback_url 1 ready, else 3 none); 2 being generated. */
  playback_status: number | null;
  /** When the live reminder went out (the notice producer). */
  notified_at: Timestamp | null;
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

/** Credits and study seconds of one user in one company month ('YYYY-MM'). */
export interface MonthlyScoreTable {
  month: string;
  user_id: number;
  credits: Generated<number>;
  study_seconds: Generated<number>;
}

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
  last_study_time: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
}

/** Rows of a table (table_name), kept by statement-level triggers; study_records has one. */
export interface RowCountTable {
  table_name: string;
  total: number;
}

/** jump_type: 1 no link, 2 external link, 3 library item, 4 news item (jump_content holds the address or id). */
export interface BannerTable {
  id: Generated<number>;
  pc_banner_img: string;
  title: Generated<string>;
  jump_type: Generated<number>;
  jump_content: Generated<string>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
}

/** suffix: pdf, ppt, pptx, txt, doc, docx, xls, xlsx. */
export interface LibraryItemTable {
  id: Generated<number>;
  name: string;
  suffix: string;
  path: string;
  size_bytes: Generated<number>;
  browse_number: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  cover: Generated<string>;
  summary: Generated<string>;
  content: Generated<string>;
  browse_number: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Offline training. publish_status: 1 published, 2 unpublished, 4 withdrawn. */
export interface TrainingTable {
  id: Generated<number>;
  name: string;
  img: Generated<string>;
  description: Generated<string>;
  lecturer_id: number | null;
  address: Generated<string>;
  start_time: Timestamp;
  end_time: Timestamp;
  apply_start_time: Timestamp;
  apply_end_time: Timestamp;
  places: number | null;
  publish_status: Generated<number>;
  enrol_notified_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A trainee invited to an offline training; is_apply 1 once enrolled. */
export interface TrainingUserTable {
  training_id: number;
  user_id: number;
  is_apply: Generated<number>;
  applied_at: Timestamp | null;
  created_at: CreatedAt;
}

/** kind: 1 task, 2 online training. publish_status: 1 published, 2 unpublished. */
export interface TaskTable {
  id: Generated<number>;
  kind: number;
  name: string;
  img: Generated<string>;
  description: Generated<string>;
  start_time: Timestamp;
  end_time: Timestamp;
  is_ordered: Generated<number>;
  publish_status: Generated<number>;
  created_at: CreatedAt;
}

export interface TaskPhaseTable {
  id: Generated<number>;
  task_id: number;
  title: string;
  sort: Generated<number>;
}

/** item_type: 1 course, 2 exam, 3 questionnaire, 4 argument (defence); ref_id is the course, exam or questionnaire. */
export interface TaskItemTable {
  id: Generated<number>;
  task_id: number;
  phase_id: number | null;
  item_type: number;
  ref_id: number | null;
  title: Generated<string>;
  sort: Generated<number>;
}

export interface TaskUserTable {
  task_id: number;
  user_id: number;
  progress: Generated<number>;
  completed_at: Timestamp | null;
  last_study_time: Timestamp | null;
  notified_at: Timestamp | null;
  created_at: CreatedAt;
}

/** study_type: 1 free, 2 fixed (stages unlock in order). */
export interface StudyMapTable {
  id: Generated<number>;
  title: string;
  cover: Generated<string>;
  description: Generated<string>;
  study_type: number;
  publish_status: Generated<number>;
  created_at: CreatedAt;
}

export interface MapPhaseTable {
  id: Generated<number>;
  map_id: number;
  title: string;
  sort: Generated<number>;
  start_time: Timestamp;
  end_time: Timestamp;
}

/** chapter_type: 5 video, 6 image-text. sign_day ('YYYY-MM-DD'): the punch-in day, if any. */
export interface MapChapterTable {
  id: Generated<number>;
  map_id: number;
  phase_id: number;
  title: string;
  chapter_type: number;
  sign_day: string | null;
  sort: Generated<number>;
}

export interface MapUserTable {
  map_id: number;
  user_id: number;
  opened_at: Timestamp | null;
  progress: Generated<number>;
  completed_at: Timestamp | null;
  last_study_time: Timestamp | null;
  notified_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A punch-in on a chapter's day, or a make-up (is_makeup 1) afterwards. */
export interface MapSignInTable {
  chapter_id: number;
  user_id: number;
  is_makeup: Generated<number>;
  signed_at: CreatedAt;
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
  monthly_scores: MonthlyScoreTable;
  study_records: StudyRecordTable;
  row_counts: RowCountTable;
  banners: BannerTable;
  library_items: LibraryItemTable;
  news: NewsTable;
  trainings: TrainingTable;
  training_users: TrainingUserTable;
  tasks: TaskTable;
  task_phases: TaskPhaseTable;
  task_items: TaskItemTable;
  task_users: TaskUserTable;
  study_maps: StudyMapTable;
  map_phases: MapPhaseTable;
  map_chapters: MapChapterTable;
  map_users: MapUserTable;
  map_sign_ins: MapSignInTable;
}
