import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';

export class SessionsRepo {
  constructor(private readonly db: Db) {}

  create(session: { token_hash: string; user_id: number; kind: string; device_type: string | null; expires_at: Date }) {
    return this.db.insertInto('sessions').values(session).returning(['id']).executeTakeFirstOrThrow();
  }

  /** The live session of a token hash with its user's status, or nothing. */
  findLive(tokenHash: string, kind: string) {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.last_used_at', 'u.status', 'u.is_admin', 'u.role_id', 'u.department_id'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.kind', '=', kind)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
  }

  /** Sliding expiry: each use pushes the expiry out again. */
  async touch(id: number, expiresAt: Date) {
    await this.db.updateTable('sessions').set({ last_used_at: new Date(), expires_at: expiresAt }).where('id', '=', id).execute();
  }

  async revoke(id: number) {
    await this.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  async revokeAllForUser(userId: number) {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
