import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { POST_STATUS } from '../forum/index.js';
import { inDepartmentTree } from '../users/index.js';
import type { Direction } from './report-shapes.js';
import type { ReportQuery } from './reports-repo.js';
import { TOP_POSTERS, type ForumReportFilter, type ForumReportSort, type ForumTopPosterRow } from './forum-report-shapes.js';

/**
 * The forum activity report, read from the forum's tables (forum_posts, forum_comments), by
 * department and company month.
 *
 * Why department and month rather than person: the report answers "where and when does the
 * forum live" for the back office, as the study report does for study time (the same rows:
 * a department's own people, a month); a 10,000-person company gives a few hundred such rows a
 * year where a per-person table would be 10,000 rows mostly of zeros. The people who carry the
 * forum are the top posters, listed beside it.
 *
 * What counts, in the company month it was written in: a post still shown (status 1: not
 * deleted by its owner nor removed by a moderator), a comment or reply still shown on a post
 * still shown. Likes received: the likes the month's posts have (the post's like count, which
 * the forum keeps with each like and unlike): the response a month's writing got, not the day
 * each click came. Active people: those who posted or commented in the month (a like is a
 * click, not a contribution). A person counts in their own department's row (their department
 * now).
 *
 * Why likes by the post's month: reading each like (15 a post) by its own day cost four times
 * as much as the posts and comments together (measured over a year of a 10,000-person company:
 * about 430 ms a reading against about 100 ms), and the report reads its rows three times per
 * page (the page, its count, the totals).
 *
 * A row's month is found by its instant among the months' first instants in the company's zone
 * (width_bucket over them), not by converting every instant to the zone.
 */

const dir = (direction: Direction) => sql.raw(direction === 'asc' ? 'asc' : 'desc');

export class ForumReportRepo {
  constructor(private readonly db: Db) {}

  /**
   * Each person's month (a CTE body): posts and comments written and the likes the posts have,
   * with the person's department now; of the department asked. `month` is the month's number in
   * the range, from 1 (`label` names it).
   */
  private people(filter: ForumReportFilter): RawBuilder<unknown> {
    const starts = sql`${filter.months.map((month) => month.start.toISOString())}::timestamptz[]`;
    const within = (column: string) => sql`${sql.ref(column)} >= ${filter.since} and ${sql.ref(column)} < ${filter.until}`;
    const shown = sql.lit(POST_STATUS.shown);
    const department = filter.departmentId === undefined ? sql`true` : inDepartmentTree('u.department_id', filter.departmentId);
    return sql`select e.user_id, e.month, u.department_id, sum(e.posts)::int as posts, sum(e.comments)::int as comments, sum(e.likes)::int as likes_received
      from (
        select p.user_id, width_bucket(p.created_at, ${starts}) as month, count(*) as posts, 0 as comments, sum(p.like_num) as likes
        from forum_posts p where p.status = ${shown} and ${within('p.created_at')}
        group by 1, 2
        union all
        select c.user_id, width_bucket(c.created_at, ${starts}), 0, count(*), 0
        from forum_comments c join forum_posts p on p.id = c.post_id and p.status = ${shown}
        where c.status = ${shown} and ${within('c.created_at')}
        group by 1, 2
      ) e
      join users u on u.id = e.user_id
      where ${department}
      group by e.user_id, e.month, u.department_id`;
  }

  /** The month's name ('YYYY-MM') of its number in the range. */
  private label(filter: ForumReportFilter, month: string) {
    return sql`(${filter.months.map((item) => item.label)}::text[])[${sql.ref(month)}]`;
  }

  /** The departments' months. */
  activity(filter: ForumReportFilter, sort: ForumReportSort, direction: Direction): ReportQuery {
    const rows = sql`with people as (${this.people(filter)})
      select ${this.label(filter, 'm.month')} as month, m.department_id, d.name as department_name, m.posts, m.comments, m.likes_received, m.active_people
      from (select month, department_id, sum(posts)::int as posts, sum(comments)::int as comments, sum(likes_received)::int as likes_received,
                   count(*)::int as active_people
            from people group by month, department_id) m
      left join departments d on d.id = m.department_id`;
    const column = {
      month: sql`r.month`,
      department: sql`r.department_name`,
      posts: sql`r.posts`,
      comments: sql`r.comments`,
      likes_received: sql`r.likes_received`,
      active_people: sql`r.active_people`,
    }[sort];
    return { rows, order: sql`${column} ${dir(direction)} nulls last, r.month desc, r.department_id nulls last` };
  }

  /** The whole range's figures (active people counted once however many months they wrote in) and its top posters. */
  async totals(filter: ForumReportFilter): Promise<{ posts: number; comments: number; likes_received: number; active_people: number; top_posters: ForumTopPosterRow[] }> {
    const result = await sql<{ posts: unknown; comments: unknown; likes_received: unknown; active_people: unknown; top_posters: ForumTopPosterRow[] | null }>`
      with people as materialized (${this.people(filter)}),
      posters as (
        select p.user_id, sum(p.posts)::int as posts, sum(p.comments)::int as comments, sum(p.likes_received)::int as likes_received
        from people p group by p.user_id having sum(p.posts) > 0
        order by 2 desc, 3 desc, 4 desc, 1 limit ${TOP_POSTERS}::int)
      select coalesce(sum(p.posts), 0) as posts, coalesce(sum(p.comments), 0) as comments, coalesce(sum(p.likes_received), 0) as likes_received,
             count(distinct p.user_id) as active_people,
             (select json_agg(json_build_object('user_id', t.user_id, 'account', u.account, 'name', u.name, 'department_name', d.name,
                                                'posts', t.posts, 'comments', t.comments, 'likes_received', t.likes_received)
                              order by t.posts desc, t.comments desc, t.likes_received desc, t.user_id)
              from posters t join users u on u.id = t.user_id left join departments d on d.id = u.department_id) as top_posters
      from people p`.execute(this.db);
    const row = result.rows[0];
    return {
      posts: toNumber(row?.posts),
      comments: toNumber(row?.comments),
      likes_received: toNumber(row?.likes_received),
      active_people: toNumber(row?.active_people),
      top_posters: row?.top_posters ?? [],
    };
  }
}
