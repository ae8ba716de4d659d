import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';

export interface LedgerSums {
  total: number;
  year: number;
  month: number;
  spent: number;
}

/**
 * Reads of the credit ledger (credit_ledger: what was earned) and of the redemptions (what
 * was spent). The balance is always their difference, never a stored counter.
 */
export class CreditsRepo {
  constructor(private readonly db: Db) {}

  async sums(userId: number, yearStart: string, monthStart: string): Promise<LedgerSums> {
    const result = await sql<{ total: string; year: string; month: string; spent: string }>`
      select
        coalesce(sum(points), 0) as total,
        coalesce(sum(points) filter (where day >= ${yearStart}), 0) as year,
        coalesce(sum(points) filter (where day >= ${monthStart}), 0) as month,
        (select coalesce(sum(points), 0) from shop_redemptions where user_id = ${userId}) as spent
      from credit_ledger where user_id = ${userId}`.execute(this.db);
    const row = result.rows[0];
    return { total: toNumber(row?.total), year: toNumber(row?.year), month: toNumber(row?.month), spent: toNumber(row?.spent) };
  }

  /** Credits per month ('YYYY-MM') from a first day on. */
  async byMonth(userId: number, fromDay: string) {
    const rows = await this.db
      .selectFrom('credit_ledger')
      .select([sql<string>`substr(day, 1, 7)`.as('month'), sql<string>`sum(points)`.as('score')])
      .where('user_id', '=', userId)
      .where('day', '>=', fromDay)
      .groupBy(sql`substr(day, 1, 7)`)
      .execute();
    return new Map(rows.map((r) => [r.month, toNumber(r.score)]));
  }

  async byReason(userId: number, fromDay: string) {
    const rows = await this.db
      .selectFrom('credit_ledger')
      .select(['reason', sql<string>`sum(points)`.as('score'), sql<string>`count(*)`.as('times')])
      .where('user_id', '=', userId)
      .where('day', '>=', fromDay)
      .groupBy('reason')
      .orderBy('reason')
      .execute();
    return rows.map((r) => ({ reason: r.reason, score: toNumber(r.score), times: toNumber(r.times) }));
  }

  async entries(userId: number, page: number, limit: number) {
    const mine = this.db.selectFrom('credit_ledger').where('user_id', '=', userId);
    return pageAndTotal(mine.select(['id', 'points', 'reason', 'day', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'), mine, page, limit);
  }

  /**
   * All-time totals (sums of monthly_scores, which the ledger's writes keep equal to the
   * ledger's month sums): the top users, optionally of one department.
   */
  async allTimeTop(departmentId: number | null, limit: number) {
    const result = await sql<{ user_id: number; name: string; photo: string; department_name: string; score: string }>`
      select t.user_id, u.name, u.photo, coalesce(d.name, '') as department_name, t.score
      from (select user_id, sum(credits) as score from monthly_scores group by user_id) t
      join users u on u.id = t.user_id
      left join departments d on d.id = u.department_id
      where t.score > 0 and u.status = 1 ${departmentId === null ? sql`` : sql`and u.department_id = ${departmentId}`}
      order by t.score desc, t.user_id
      limit ${limit}`.execute(this.db);
    return result.rows.map((r) => ({ ...r, score: toNumber(r.score) }));
  }

  /** 1-based ranks of a user by all-time and by this month's credits, in the company and in a department. */
  async ranks(userId: number, departmentId: number | null, month: string) {
    const result = await sql<Record<string, string>>`
      with totals as (
        select m.user_id, sum(m.credits) as score, sum(m.credits) filter (where m.month = ${month}) as month_score, u.department_id
        from monthly_scores m join users u on u.id = m.user_id
        where u.status = 1
        group by m.user_id, u.department_id
      ),
      me as (select coalesce(max(score), 0) as score, coalesce(max(month_score), 0) as month_score from totals where user_id = ${userId})
      select
        me.score, me.month_score,
        (select count(*) from totals t where t.score > me.score) + 1 as company_rank,
        (select count(*) from totals t where coalesce(t.month_score, 0) > me.month_score) + 1 as month_company_rank,
        (select count(*) from totals t where t.department_id = ${departmentId} and t.score > me.score) + 1 as department_rank,
        (select count(*) from totals t where t.department_id = ${departmentId} and coalesce(t.month_score, 0) > me.month_score) + 1 as month_department_rank
      from me`.execute(this.db);
    const row = result.rows[0] ?? {};
    return {
      score: toNumber(row.score),
      month_score: toNumber(row.month_score),
      company_rank: toNumber(row.company_rank ?? 1),
      department_rank: toNumber(row.department_rank ?? 1),
      month_company_rank: toNumber(row.month_company_rank ?? 1),
      month_department_rank: toNumber(row.month_department_rank ?? 1),
    };
  }
}
