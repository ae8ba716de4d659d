import type { ColumnType, Generated } from 'kysely';

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
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  error: Generated<string>;
  output_path: string | null;
  poster_path: string | null;
  duration_seconds: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../core/db/database.js' {
  interface Database {
    media_files: MediaFileTable;
  }
}
