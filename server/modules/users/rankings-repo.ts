import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';

/** What a month ranking orders by: credits or study seconds. */
export type RankedBy = 'credits' | 'study_seconds';

export interface MonthFigures {
  credits: number;
  study_seconds: number;
}

export interface RankRow {
  user_id: number;
  name: string;
  photo: string;
  department_name: string;
  credits: number;
  study_seconds: number;
}

/**
 * Month figures and rankings, read from monthly_scores (kept by the statements that write
 * credit_ledger and study_time_daily), so they cost a few index rows whatever the size of
 * the ledgers. A user without a row for the month counts as 0.
 */
export class RankingsRepo {
  constructor(private readonly db: Db) {}

  async monthFigures(userId: number, month: string): Promise<MonthFigures> {
    const row = await this.db
      .selectFrom('monthly_scores')
      .select(['credits', 'study_seconds'])
      .where('month', '=', month)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { credits: toNumber(row?.credits), study_seconds: toNumber(row?.study_seconds) };
  }

  /**
   * 1-based ranks of the user among the users of a department by the month's credits and
   * study seconds: one plus the number of colleagues with more (ties share a rank). A user
   * without a row has 0 and is never ahead, so only the colleagues' rows are read: primary
   * key lookups of (month, user id) for the department's users, whatever the company's size.
   * Also answers the user's own month figures (what monthFigures reads) in the same statement.
   */
  async departmentRanks(userId: number, departmentId: number, month: string): Promise<{ credits: number; study_seconds: number; figures: MonthFigures }> {
    const result = await sql<{ credits: number; study_seconds: number; my_credits: number; my_study_seconds: number }>`
      select
        count(*) filter (where m.credits > me.credits) + 1 as credits,
        count(*) filter (where m.study_seconds > me.study_seconds) + 1 as study_seconds,
        max(me.credits) as my_credits,
        max(me.study_seconds) as my_study_seconds
      from (
        select coalesce(max(credits), 0) as credits, coalesce(max(study_seconds), 0) as study_seconds
        from monthly_scores where month = ${month} and user_id = ${userId}
      ) me
      left join monthly_scores m
        on m.month = ${month} and m.user_id = any(array(select id from users where department_id = ${departmentId}))`.execute(this.db);
    const row = result.rows[0];
    return {
      credits: toNumber(row?.credits ?? 1),
      study_seconds: toNumber(row?.study_seconds ?? 1),
      figures: { credits: toNumber(row?.my_credits), study_seconds: toNumber(row?.my_study_seconds) },
    };
  }

  /**
   * The month's top active users by credits or study seconds (only those above 0), ties by
   * user id; optionally only one department's. The company's walks monthly_scores_credits_idx
   * or monthly_scores_study_idx in order and stops at the limit; a department's starts from
   * its members and reads each one's month row by primary key (walking the company-wide
   * index until enough members turn up cost more than twice as much).
   */
  async top(month: string, by: RankedBy, departmentId: number | null, limit: number): Promise<RankRow[]> {
    let query = this.db
      .selectFrom('monthly_scores as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .select(['m.user_id', 'u.name', 'u.photo', sql<string>`coalesce(d.name, '')`.as('department_name'), 'm.credits', 'm.study_seconds'])
      .where('m.month', '=', month)
      .where(`m.${by}`, '>', 0)
      .where('u.status', '=', 1);
    if (departmentId !== null) {
      query = query
        .where('u.department_id', '=', departmentId)
        .where('m.user_id', '=', sql<number>`any(array(select id from users where department_id = ${departmentId} and status = 1))`);
    }
    const rows = await query.orderBy(`m.${by}`, 'desc').orderBy('m.user_id').limit(limit).execute();
    return rows.map((r) => ({ ...r, credits: toNumber(r.credits), study_seconds: toNumber(r.study_seconds) }));
  }
}
