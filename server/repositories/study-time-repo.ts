import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { toNumber } from '../db/database.js';

/** Study seconds per user per day; the players of later features add to it. */
export class StudyTimeRepo {
  constructor(private readonly db: Db) {}

  async sumSince(userId: number, fromDay: string): Promise<number> {
    const row = await this.db
      .selectFrom('study_time_daily')
      .select(sql<number>`coalesce(sum(seconds), 0)`.as('total'))
      .where('user_id', '=', userId)
      .where('day', '>=', fromDay)
      .executeTakeFirst();
    return toNumber(row?.total);
  }

  async departmentRank(userId: number, departmentId: number, fromDay: string): Promise<number> {
    const result = await sql<{ rank: number }>`
      with totals as (
        select u.id, coalesce(sum(s.seconds), 0) as total
        from users u
        left join study_time_daily s on s.user_id = u.id and s.day >= ${fromDay}
        where u.department_id = ${departmentId}
        group by u.id
      )
      select count(*) + 1 as rank from totals
      where total > (select total from totals where id = ${userId})`.execute(this.db);
    return toNumber(result.rows[0]?.rank ?? 1);
  }
}
