import type { Db } from '../../core/db/database.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { AuditEntry, AuditFilter, AuditRepo } from './audit-repo.js';

/** An entry as the audit page reads it. */
export interface AuditItem {
  id: number;
  actor_id: number;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: number;
}

/**
 * The one audit trail of the back office: every service that changes something there records
 * it here, inside the change's own transaction (`db`), so a change is never without its entry
 * nor an entry without its change.
 */
export class AuditTrail {
  constructor(private readonly repo: AuditRepo) {}

  record(db: Db, entry: AuditEntry): Promise<void> {
    return this.repo.insert(db, entry);
  }

  async page(filter: AuditFilter, page: number, limit: number): Promise<{ list: AuditItem[]; total: number; current_page: number }> {
    const { rows, total } = await this.repo.page(filter, page, limit);
    return {
      list: rows.map((row) => ({ ...row, created_at: unixSeconds(row.created_at) })),
      total,
      current_page: page,
    };
  }
}
