import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { inDepartmentTree } from '../users/index.js';
import type { RedemptionReportFilter, RedemptionSort } from './redemption-report-shapes.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery } from './reports-repo.js';

/**
 * The mall redemptions report, read from the credits mall's tables (shop_redemptions,
 * shop_goods): one row per redemption made in the days asked, its status waiting (1) or
 * collected (2).
 */

const dir = (direction: Direction) => sql.raw(direction === 'asc' ? 'asc' : 'desc');

export class RedemptionReportRepo {
  constructor(private readonly db: Db) {}

  redemptions(filter: RedemptionReportFilter, sort: RedemptionSort, direction: Direction): ReportQuery {
    const where = [sql`true`];
    if (filter.since) where.push(sql`x.created_at >= ${filter.since}`);
    if (filter.until) where.push(sql`x.created_at < ${filter.until}`);
    if (filter.departmentId !== undefined) where.push(inDepartmentTree('u.department_id', filter.departmentId));
    const rows = sql`select x.id as redemption_id, u.id as user_id, u.account, u.name, u.department_id, dep.name as department_name,
             g.id as goods_id, g.title as goods_title, x.quantity, x.points,
             case when x.status = 2 then 'collected' else 'waiting' end as status, x.created_at, x.collected_at
      from shop_redemptions x join shop_goods g on g.id = x.goods_id join users u on u.id = x.user_id
      left join departments dep on dep.id = u.department_id
      where ${sql.join(where, sql` and `)}`;
    const column = {
      name: sql`r.name`,
      department: sql`r.department_name`,
      goods: sql`r.goods_title`,
      quantity: sql`r.quantity`,
      points: sql`r.points`,
      status: sql`r.status`,
      created_at: sql`r.created_at`,
    }[sort];
    return { rows, order: sql`${column} ${dir(direction)} nulls last, r.redemption_id desc` };
  }

  /** The rows' figures: redemptions, points spent and people who redeemed. */
  async totals(query: ReportQuery) {
    const result = await sql<{ redemptions: unknown; points: unknown; people: unknown }>`
      select count(*) as redemptions, coalesce(sum(r.points), 0) as points, count(distinct r.user_id) as people from (${query.rows}) r`.execute(this.db);
    const row = result.rows[0];
    return { redemptions: toNumber(row?.redemptions), points: toNumber(row?.points), people: toNumber(row?.people) };
  }
}
