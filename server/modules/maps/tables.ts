import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

/** map_type: 1 job-post, 2 new-employee. study_type: 1 free, 2 fixed (stages unlock in order). credits: given once on completion. */
export interface StudyMapTable {
  id: Generated<number>;
  title: string;
  cover: Generated<string>;
  description: Generated<string>;
  map_type: Generated<number>;
  credits: Generated<number>;
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
  /** Video chapter: the media and its length in seconds. */
  media_url: Generated<string | null>;
  media_seconds: Generated<number | null>;
  /** Image-text chapter: sanitised rich text. */
  content: Generated<string>;
}

/** item_type: 2 exam (exam types 17/18), 3 questionnaire, 4 defence (argument); ref_id: the exam or questionnaire. */
export interface MapPhaseItemTable {
  id: Generated<number>;
  phase_id: number;
  item_type: number;
  ref_id: number | null;
  title: Generated<string>;
  sort: Generated<number>;
}

export interface MapChapterUserTable {
  chapter_id: number;
  user_id: number;
  position: Generated<number>;
  furthest: Generated<number>;
  /** Study seconds credited to the chapter (the no-skip rule bounds the furthest point by them). */
  study_seconds: Generated<number>;
  completed_at: Timestamp | null;
  updated_at: Generated<Date>;
}

/** A comment on a punch-in: the chapter and the user who signed it (sign_user_id). */
export interface MapSignCommentTable {
  id: Generated<number>;
  chapter_id: number;
  sign_user_id: number;
  user_id: number;
  content: string;
  is_top: Generated<number>;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface MapCommentLikeTable {
  comment_id: number;
  user_id: number;
  created_at: CreatedAt;
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

declare module '../../core/db/database.js' {
  interface Database {
    study_maps: StudyMapTable;
    map_phases: MapPhaseTable;
    map_chapters: MapChapterTable;
    map_users: MapUserTable;
    map_sign_ins: MapSignInTable;
    map_phase_items: MapPhaseItemTable;
    map_chapter_users: MapChapterUserTable;
    map_sign_comments: MapSignCommentTable;
    map_comment_likes: MapCommentLikeTable;
  }
}
