import type { Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp, Timestamp } from '../../core/db/columns.js';

/**
 * notify_type: 1 study, 2 interaction, 3 system, 4 teaching; type: the spec's notify item
 * type 1-13 (1 mute reminder for system ones). Text is a message key with JSON params,
 * rendered in the reader's language; `content` holds free text written by an admin.
 */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  notify_type: number;
  type: number;
  message_key: string | null;
  params: Generated<string>;
  content: Generated<string>;
  target_id: number | null;
  read_at: Timestamp | null;
  /** Settable: the demo data back-dates its notices. */
  created_at: DefaultTimestamp;
  /** The announcement it delivers (announcements-admin.ts); null for every other notice. */
  announcement_id: Generated<number | null>;
}

/** audience: 1 everyone, 2 departments (each with its sub-departments), 3 chosen people. */
export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  body: string;
  audience: number;
  /** What the notification opens (ANNOUNCEMENT_LINKS), or null: nothing. */
  link_kind: string | null;
  link_id: number | null;
  send_at: Timestamp;
  delivered_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_by: number;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
}

export interface AnnouncementDepartmentTable {
  announcement_id: number;
  department_id: number;
}

export interface AnnouncementPersonTable {
  announcement_id: number;
  user_id: number;
}

declare module '../../core/db/database.js' {
  interface Database {
    notifications: NotificationTable;
    announcements: AnnouncementTable;
    announcement_departments: AnnouncementDepartmentTable;
    announcement_people: AnnouncementPersonTable;
  }
}
