import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp } from '../../core/db/columns.js';

/** An uploaded video, audio or document registered as courseware (resource/createCourseWare). */
export interface CoursewareTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** video, audio or document */
  kind: string;
  /** What the content is: mp4, mov, wav, ... or pdf, docx, txt, ... */
  suffix: string;
  size: ColumnType<string | number, number, number>;
  upload_id: number;
  /** The media file transcoded from the upload (video and audio). */
  media_file_id: number | null;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
}

declare module '../../core/db/database.js' {
  interface Database {
    courseware: CoursewareTable;
  }
}
