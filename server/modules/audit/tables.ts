import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

/** A record as it was or became (jsonb): written as JSON text, null where there was none. */
type Snapshot = ColumnType<Record<string, unknown> | null, string | null, string | null>;

/**
 * One change made in the back office: who (actor_id), what (action, e.g. 'employee.disable',
 * on entity 'user' entity_id 12), the record before and after (null where there was none).
 */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  action: string;
  entity: string;
  entity_id: number | null;
  before: Snapshot;
  after: Snapshot;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    audit_log: AuditLogTable;
  }
}
