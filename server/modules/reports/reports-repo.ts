import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { inDepartmentTree } from '../users/index.js';
import type { AssignmentKind, CompletionFilter, CompletionSort, Direction, StudyFilter, StudySort } from './report-shapes.js';

/**
 * The back office's reports, read straight from the tables their modules keep: each report is
 * one set of rows (an unordered select), read a page at a time for the table, summed for the
 * dashboard's figures (so a figure is the sum of the rows the table shows), or walked with a
 * cursor for an export (never the whole result in memory).
 */

/** An ordered report query: its rows, and the order a page or an export reads them in. */
export interface ReportQuery {
  rows: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
}

/** Rows fetched from an export's cursor at a time. */
export const EXPORT_FETCH_ROWS = 2000;

const dir = (direction: Direction) => sql.raw(direction === 'asc' ? 'asc' : 'desc');

export class ReportsRepo {
  constructor(private readonly db: Db) {}

  // -- completion ------------------------------------------------------------------------------

  /**
   * Every assignment of every active person (of the department and those below it): the
   * required courses (every employee's), their tasks and online trainings, learning maps and
   * offline trainings, finished or not, with the deadline (a course's expiry, a task's end, a
   * map's last stage end, a training's enrolment close). An offline training is finished once
   * the person enrolled and it took place.
   */
  completion(filter: CompletionFilter, sort: CompletionSort, direction: Direction): ReportQuery {
    const people = filter.departmentId === undefined ? sql`u.status = 1` : sql`u.status = 1 and ${inDepartmentTree('u.department_id', filter.departmentId)}`;
    const want = (kind: AssignmentKind) => filter.kind === undefined || filter.kind === kind;
    const item = (column: string) => (filter.itemId === undefined ? sql`true` : sql`${sql.ref(column)} = ${filter.itemId}`);
    const branches: RawBuilder<unknown>[] = [];
    if (want('course')) {
      branches.push(sql`select 'course'::text as kind, c.id as item_id, c.title as item_title, p.id as user_id, p.account, p.name, p.department_id, cu.completed_at is not null as finished,
          coalesce(cu.progress, 0) as progress, cu.completed_at as finished_at, c.expired_at as deadline
        from courses c cross join people p
        left join (select e.course_id, e.user_id, e.progress, e.completed_at from course_users e where e.course_id = any(array(select id from courses where is_required = 1 and status = 1))) cu
          on cu.course_id = c.id and cu.user_id = p.id
        where c.is_required = 1 and c.status = 1 and ${item('c.id')}`);
    }
    if (want('task') || want('online_training')) {
      const kinds = filter.kind === 'task' ? sql`t.kind = 1` : filter.kind === 'online_training' ? sql`t.kind = 2` : sql`true`;
      branches.push(sql`select case when t.kind = 2 then 'online_training' else 'task' end as kind, t.id as item_id, t.name as item_title, p.id as user_id, p.account, p.name, p.department_id,
          tu.completed_at is not null as finished, tu.progress, tu.completed_at as finished_at, t.end_time as deadline
        from tasks t join task_users tu on tu.task_id = t.id join people p on p.id = tu.user_id
        where t.publish_status = 1 and ${kinds} and ${item('t.id')}`);
    }
    if (want('map')) {
      branches.push(sql`select 'map' as kind, m.id as item_id, m.title as item_title, p.id as user_id, p.account, p.name, p.department_id,
          mu.completed_at is not null as finished, mu.progress, mu.completed_at as finished_at, ends.deadline
        from study_maps m join map_users mu on mu.map_id = m.id join people p on p.id = mu.user_id
        left join (select map_id, max(end_time) as deadline from map_phases group by map_id) ends on ends.map_id = m.id
        where m.publish_status = 1 and ${item('m.id')}`);
    }
    if (want('training')) {
      branches.push(sql`select 'training' as kind, t.id as item_id, t.name as item_title, p.id as user_id, p.account, p.name, p.department_id,
          tu.is_apply = 1 and t.end_time < now() as finished, case when tu.is_apply = 1 and t.end_time < now() then 100 else 0 end as progress,
          case when tu.is_apply = 1 and t.end_time < now() then t.end_time end as finished_at, t.apply_end_time as deadline
        from trainings t join training_users tu on tu.training_id = t.id join people p on p.id = tu.user_id
        where t.publish_status = 1 and ${item('t.id')}`);
    }
    const status =
      filter.status === 'finished' ? sql`a.finished` : filter.status === 'unfinished' ? sql`not a.finished` : filter.status === 'overdue' ? sql`not a.finished and a.deadline < now()` : sql`true`;
    const rows = sql`with people as materialized (select u.id, u.account, u.name, u.department_id from users u where ${people})
      select a.user_id, a.account, a.name, a.department_id, d.name as department_name, a.kind, a.item_id, a.item_title,
             a.finished, a.progress, a.finished_at, a.deadline, (not a.finished and a.deadline is not null and a.deadline < now()) as overdue
      from (${sql.join(branches, sql` union all `)}) a
      left join departments d on d.id = a.department_id
      where ${status}`;
    const column = {
      name: sql`r.name`,
      account: sql`r.account`,
      department: sql`r.department_name`,
      kind: sql`r.kind`,
      item: sql`r.item_title`,
      status: sql`r.finished`,
      progress: sql`r.progress`,
      deadline: sql`r.deadline`,
      finished_at: sql`r.finished_at`,
    }[sort];
    const order = sql`${column} ${dir(direction)} nulls last, r.user_id ${dir(direction)}, r.kind, r.item_id`;
    // No branch (an unknown kind) is no rows.
    return branches.length > 0 ? { rows, order } : { rows: sql`select * from (select null::int as user_id) n where false`, order: sql`r.user_id` };
  }

  /** The completion figures of the rows: how many assignments, finished, not finished and overdue. */
  async completionTotals(query: ReportQuery) {
    const result = await sql<{ assigned: unknown; finished: unknown; overdue: unknown; people: unknown }>`
      select count(*) as assigned, count(*) filter (where r.finished) as finished, count(*) filter (where r.overdue) as overdue, count(distinct r.user_id) as people
      from (${query.rows}) r`.execute(this.db);
    const row = result.rows[0];
    const assigned = toNumber(row?.assigned);
    const finished = toNumber(row?.finished);
    return { assigned, finished, unfinished: assigned - finished, overdue: toNumber(row?.overdue), people: toNumber(row?.people) };
  }

  // -- study time and credits --------------------------------------------------------------------

  /** Study time and credits of each department and company month, from the month scores (monthly_scores). */
  study(filter: StudyFilter, sort: StudySort, direction: Direction): ReportQuery {
    const department = filter.departmentId === undefined ? sql`true` : inDepartmentTree('u.department_id', filter.departmentId);
    const rows = sql`select m.month, u.department_id, d.name as department_name, count(*) as people, count(*) filter (where m.study_seconds > 0) as learners,
             coalesce(sum(m.study_seconds), 0)::bigint as study_seconds, coalesce(sum(m.credits), 0)::bigint as credits
      from monthly_scores m join users u on u.id = m.user_id left join departments d on d.id = u.department_id
      where m.month >= ${filter.from} and m.month <= ${filter.to} and ${department}
      group by m.month, u.department_id, d.name`;
    const column = { month: sql`r.month`, department: sql`r.department_name`, people: sql`r.people`, learners: sql`r.learners`, study_seconds: sql`r.study_seconds`, credits: sql`r.credits` }[sort];
    const order = sql`${column} ${dir(direction)} nulls last, r.month desc, r.department_id nulls last`;
    return { rows, order };
  }

  /** The study figures of the rows, in all and month by month. */
  async studyTotals(query: ReportQuery) {
    const result = await sql<{ month: string; study_seconds: unknown; credits: unknown; learners: unknown }>`
      select r.month, sum(r.study_seconds) as study_seconds, sum(r.credits) as credits, sum(r.learners) as learners
      from (${query.rows}) r group by r.month order by r.month`.execute(this.db);
    const months = result.rows.map((row) => ({ month: row.month, study_seconds: toNumber(row.study_seconds), credits: toNumber(row.credits), learners: toNumber(row.learners) }));
    return {
      study_seconds: months.reduce((sum, month) => sum + month.study_seconds, 0),
      credits: months.reduce((sum, month) => sum + month.credits, 0),
      months,
    };
  }

  // -- reading ----------------------------------------------------------------------------------

  /** One page of a report's rows in its order, and how many rows it has. */
  async page<Row>(query: ReportQuery, page: number, limit: number): Promise<{ rows: Row[]; total: number }> {
    const [rows, counted] = await Promise.all([
      sql<Row>`select * from (${query.rows}) r order by ${query.order} limit ${limit} offset ${(page - 1) * limit}`.execute(this.db),
      sql<{ total: unknown }>`select count(*) as total from (${query.rows}) r`.execute(this.db),
    ]);
    return { rows: rows.rows, total: toNumber(counted.rows[0]?.total) };
  }

  /**
   * Every row of a report in its order, handed to `take` EXPORT_FETCH_ROWS at a time from a
   * cursor of one read-only transaction: the database holds the result, this process one batch;
   * the next batch is fetched once `take` has written the last (a slow reader slows the reads).
   */
  async each<Row>(query: ReportQuery, take: (rows: Row[]) => Promise<void>): Promise<number> {
    return this.db
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => {
        // The whole result is read: plan for all of it, not for its first rows (a cursor's default).
        await sql`set local cursor_tuple_fraction = 1`.execute(trx);
        await sql`declare report_rows no scroll cursor for select * from (${query.rows}) r order by ${query.order}`.execute(trx);
        let count = 0;
        for (;;) {
          const batch = await sql<Row>`fetch forward ${sql.raw(String(EXPORT_FETCH_ROWS))} from report_rows`.execute(trx);
          if (batch.rows.length === 0) break;
          count += batch.rows.length;
          await take(batch.rows);
          if (batch.rows.length < EXPORT_FETCH_ROWS) break;
        }
        await sql`close report_rows`.execute(trx);
        return count;
      });
  }
}
