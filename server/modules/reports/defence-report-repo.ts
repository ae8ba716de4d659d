import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { DEFENCE_STATUS } from '../../../src/shared/review-rules.js';
import { inDepartmentTree } from '../users/index.js';
import type { DefenceReportFilter, DefenceResultSort } from './defence-report-shapes.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery } from './reports-repo.js';

/**
 * The defence results report, read from the defences' tables (defences, defence_attempts): one
 * row per participant (an invited learner's attempt) of each defence starting in the days asked.
 * The result: passed when reviewed (status 3) with a score at or above the defence's pass score,
 * failed when reviewed below it, otherwise not assessed (absent, or waiting for the examiner).
 */

const dir = (direction: Direction) => sql.raw(direction === 'asc' ? 'asc' : 'desc');

export class DefenceReportRepo {
  constructor(private readonly db: Db) {}

  participants(filter: DefenceReportFilter, sort: DefenceResultSort, direction: Direction): ReportQuery {
    const where = [sql`true`];
    if (filter.since) where.push(sql`d.starts_at >= ${filter.since}`);
    if (filter.until) where.push(sql`d.starts_at < ${filter.until}`);
    if (filter.departmentId !== undefined) where.push(inDepartmentTree('u.department_id', filter.departmentId));
    const rows = sql`select a.id as attempt_id, u.id as user_id, u.account, u.name, u.department_id, dep.name as department_name,
             d.id as defence_id, d.title, d.starts_at, d.full_score, d.pass_score,
             case when a.status = ${DEFENCE_STATUS.reviewed} then a.score end as score,
             case when a.status = ${DEFENCE_STATUS.reviewed} and a.score is not null
                  then case when a.score >= d.pass_score then 'passed' else 'failed' end
                  else 'not_assessed' end as result
      from defence_attempts a join defences d on d.id = a.defence_id join users u on u.id = a.user_id
      left join departments dep on dep.id = u.department_id
      where ${sql.join(where, sql` and `)}`;
    const column = {
      name: sql`r.name`,
      department: sql`r.department_name`,
      title: sql`r.title`,
      starts_at: sql`r.starts_at`,
      score: sql`r.score`,
      result: sql`r.result`,
    }[sort];
    return { rows, order: sql`${column} ${dir(direction)} nulls last, r.starts_at desc, r.defence_id, r.user_id` };
  }

  /** The rows' figures: participants, assessed (passed or failed) and passed. */
  async totals(query: ReportQuery) {
    const result = await sql<{ participants: unknown; assessed: unknown; passed: unknown }>`
      select count(*) as participants, count(*) filter (where r.result <> 'not_assessed') as assessed, count(*) filter (where r.result = 'passed') as passed
      from (${query.rows}) r`.execute(this.db);
    const row = result.rows[0];
    return { participants: toNumber(row?.participants), assessed: toNumber(row?.assessed), passed: toNumber(row?.passed) };
  }
}
