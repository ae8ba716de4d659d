import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';

/**
 * The credit ledger. Every write also adds the points to the user's monthly_scores row of
 * the ledger day's month in the same statement, so the month figures never diverge.
 */
export class CreditsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Writes one ledger entry unless its limit is reached: the unique indexes decide (once a
   * day: the reason's day index; once per thing: credit_ledger_once_idx on ref_id), so
   * repeated and parallel actions earn once. True when this call wrote it.
   */
  async earn(entry: { userId: number; reason: string; points: number; day: string; refId: number | null }, db: Db = this.db): Promise<boolean> {
    if (entry.points <= 0) return false;
    const result = await sql`
      with ins as (
        insert into credit_ledger (user_id, points, reason, day, ref_id)
        values (${entry.userId}, ${entry.points}, ${entry.reason}, ${entry.day}, ${entry.refId})
        on conflict do nothing
        returning user_id, points, day
      )
      insert into monthly_scores (month, user_id, credits)
      select substr(day, 1, 7), user_id, points from ins
      on conflict (month, user_id) do update set credits = monthly_scores.credits + excluded.credits
      returning user_id`.execute(db);
    return result.rows.length === 1;
  }

  /** The latest credits earned in the company, newest first, with who earned them. */
  newest(limit: number) {
    return this.db
      .selectFrom('credit_ledger as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.user_id', 'u.name', 'u.photo', 'c.points', 'c.reason', 'c.created_at'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
  }
}
