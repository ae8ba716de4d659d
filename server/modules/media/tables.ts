import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp } from '../../core/db/columns.js';

/** status of a media file (src/shared/upload-rules.ts names the codes). */
export { MEDIA_STATUS } from '../../../src/shared/upload-rules.js';

export interface MediaFileTable {
  id: Generated<number>;
  owner_id: number | null;
  /** The upload it was made from (null for seeded files). */
  upload_id: number | null;
  /** video or audio */
  kind: string;
  /** The uploaded original's /files address. */
  source_path: string;
  original_name: Generated<string>;
  status: Generated<number>;
  progress: Generated<number>;
  attempts: Generated<number>;
  run_after: DefaultTimestamp;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: Generated<string>;
  output_path: string | null;
  poster_path: string | null;
  duration_seconds: number | null;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
}

declare module '../../core/db/database.js' {
  interface Database {
    media_files: MediaFileTable;
  }
}
