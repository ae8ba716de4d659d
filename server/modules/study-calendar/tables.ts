import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

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

declare module '../../core/db/database.js' {
  interface Database {
    study_maps: StudyMapTable;
    map_phases: MapPhaseTable;
    map_chapters: MapChapterTable;
    map_users: MapUserTable;
    map_sign_ins: MapSignInTable;
  }
}
