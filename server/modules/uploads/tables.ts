import type { Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

/** A stored upload: `path` is relative to the files folder and served under /files/. */
export interface UploadTable {
  id: Generated<number>;
  owner_id: number;
  /** image, media or document (upload-kinds.ts) */
  kind: Generated<string>;
  path: string;
  mime: string;
  size: number;
  original_name: Generated<string>;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    uploads: UploadTable;
  }
}
