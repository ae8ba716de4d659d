import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { toNumber } from '../db/database.js';

export class CreditsRepo {
  constructor(private readonly db: Db) {}

  /** Adds the daily sign-in credit; false when today's was already given (unique index). */
  async addDailyLogin(userId: number, day: string, points: number): Promise<boolean> {
    const result = await this.db
      .insertInto('credit_ledger')
      .values({ user_id: userId, points, reason: 'daily_login', day })
      .onConflict((oc) => oc.columns(['user_id', 'day']).where('reason', '=', 'daily_login').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async sumSince(userId: number, fromDay: string): Promise<number> {
    const row = await this.db
      .selectFrom('credit_ledger')
      .select(sql<number>`coalesce(sum(points), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('day', '>=', fromDay)
      .executeTakeFirst();
    return toNumber(row?.total);
  }

  /** 1-based rank of the user among their department by credits since `fromDay` (ties share a rank). */
  async departmentRank(userId: number, departmentId: number, fromDay: string): Promise<number> {
    const result = await sql<{ rank: number }>`
      with totals as (
        select u.id, coalesce(sum(c.points), 0) as total
        from users u
        left join credit_ledger c on c.user_id = u.id and c.day >= ${fromDay}
        where u.department_id = ${departmentId}
        group by u.id
      )
      select count(*) + 1 as rank from totals
      where total > (select total from totals where id = ${userId})`.execute(this.db);
    return toNumber(result.rows[0]?.rank ?? 1);
  }
}
