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

declare module '../../core/db/database.js' {
  interface Database {
    trainings: TrainingTable;
    training_users: TrainingUserTable;
  }
}
