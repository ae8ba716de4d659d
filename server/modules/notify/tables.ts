import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from '../../core/db/columns.js';

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
}

declare module '../../core/db/database.js' {
  interface Database {
    notifications: NotificationTable;
  }
}
