import type { Generated } from 'kysely';
import type { CreatedAt, Timestamp } from '../../core/db/columns.js';

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

declare module '../../core/db/database.js' {
  interface Database {
    tasks: TaskTable;
    task_phases: TaskPhaseTable;
    task_items: TaskItemTable;
    task_users: TaskUserTable;
  }
}
