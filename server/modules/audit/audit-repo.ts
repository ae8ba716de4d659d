import type { Db } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';

/** A change to record (AuditTrail.record). */
export interface AuditEntry {
  actorId: number;
  /** What was done, `<entity>.<verb>`: 'employee.disable'. */
  action: string;
  /** The kind of record changed: 'user', 'department'. */
  entity: string;
  entityId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the audit page filters by. */
export interface AuditFilter {
  actorId?: number;
  entity?: string;
  entityId?: number;
  action?: string;
  /** Changes at or after this instant, and before `until`. */
  since?: Date;
  until?: Date;
}

export class AuditRepo {
  constructor(private readonly db: Db) {}

  /** Writes an entry with `db`: the transaction of the change it records, so both land or neither. */
  async insert(db: Db, entry: AuditEntry): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        actor_id: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: entry.before === null ? null : JSON.stringify(entry.before),
        after: entry.after === null ? null : JSON.stringify(entry.after),
      })
      .execute();
  }

  /** A page of entries, newest first, with the actor's name. */
  page(filter: AuditFilter, page: number, limit: number) {
    let rows = this.db.selectFrom('audit_log as a').innerJoin('users as u', 'u.id', 'a.actor_id');
    if (filter.actorId !== undefined) rows = rows.where('a.actor_id', '=', filter.actorId);
    if (filter.entity !== undefined) rows = rows.where('a.entity', '=', filter.entity);
    if (filter.entityId !== undefined) rows = rows.where('a.entity_id', '=', filter.entityId);
    if (filter.action !== undefined) rows = rows.where('a.action', '=', filter.action);
    if (filter.since !== undefined) rows = rows.where('a.created_at', '>=', filter.since);
    if (filter.until !== undefined) rows = rows.where('a.created_at', '<', filter.until);
    const ordered = rows
      .select(['a.id', 'a.actor_id', 'u.name as actor_name', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc');
    return pageAndTotal(ordered, rows, page, limit);
  }
}
