import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

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

declare module '../../core/db/database.js' {
  interface Database {
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
}
