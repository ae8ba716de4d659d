import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

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
 * transcode_status 1 ready, 2 being transcoded, 3 transcoding failed. resource_id: exam (5) or
 * questionnaire (6) id. media_file_id: the upload the media comes from (its transcoding sets
 * media_path, media_seconds and transcode_status).
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
  media_file_id: ColumnType<number | null, number | null | undefined, number | null>;
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

declare module '../../core/db/database.js' {
  interface Database {
    course_categories: CourseCategoryTable;
    courses: CourseTable;
    course_teachers: CourseTeacherTable;
    course_chapters: CourseChapterTable;
    course_periods: CoursePeriodTable;
    course_users: CourseUserTable;
    period_progress: PeriodProgressTable;
    course_datums: CourseDatumTable;
  }
}
