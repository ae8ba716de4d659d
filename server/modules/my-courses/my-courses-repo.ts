import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { courseCardColumns, type LivePeriodRow } from '../courses/index.js';

/** Which of my courses: 1 required (every employee's), 2 elective (joined). */
export const MyCourseType = { required: 1, elective: 2 } as const;

export interface MyCourseFilter {
  type: number;
  keywords?: string;
  /** 0 all, 1 not started, 2 in progress, 3 finished. */
  progressStatus: number;
}

const columns = [...courseCardColumns, 'cu.join_state', 'cu.progress', 'cu.last_study_time'] as const;

/** My required and elective courses with my progress, and the live periods of my courses. */
export class MyCoursesRepo {
  constructor(private readonly db: Db) {}

  private mine(userId: number, filter: MyCourseFilter) {
    let query = this.db
      .selectFrom('courses as c')
      .leftJoin('course_users as cu', (join) => join.onRef('cu.course_id', '=', 'c.id').on('cu.user_id', '=', userId))
      .where('c.status', '=', 1);
    query = filter.type === MyCourseType.required ? query.where('c.is_required', '=', 1) : query.where('c.is_required', '!=', 1).where('cu.join_state', '=', 3);
    if (filter.keywords) query = query.where('c.title', 'ilike', containsPattern(filter.keywords));
    if (filter.progressStatus === 1) query = query.where(sql<boolean>`coalesce(cu.progress, 0) = 0`);
    if (filter.progressStatus === 2) query = query.where(sql<boolean>`coalesce(cu.progress, 0) > 0 and cu.completed_at is null`);
    if (filter.progressStatus === 3) query = query.where('cu.completed_at', 'is not', null);
    return query;
  }

  async list(userId: number, filter: MyCourseFilter, page: number, limit: number) {
    const listed = this.mine(userId, filter)
      .select([...columns])
      .orderBy(sql`cu.last_study_time desc nulls last`)
      .orderBy('c.sort')
      .orderBy('c.id', 'desc');
    return pageAndTotal(listed, this.mine(userId, filter), page, limit);
  }

  async count(userId: number, type: number) {
    const row = await this.mine(userId, { type, progressStatus: 0 }).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return toNumber(row?.total);
  }

  /** Live periods of my courses (required, or joined) starting in [from, to). */
  async lives(userId: number, from: Date, to: Date) {
    const result = await sql<LivePeriodRow & { chapter_title: string }>`
      select p.id, p.title, c.id as course_id, c.title as course_title, ch.title as chapter_title,
             p.live_start, p.live_end, p.playback_url, p.playback_status,
             tu.name as teacher_name, coalesce(l.title, '') as teacher_title
      from course_periods p
        join courses c on c.id = p.course_id and c.status = 1
        join course_chapters ch on ch.id = p.chapter_id
        left join lateral (select t.lecturer_id from course_teachers t where t.course_id = c.id order by t.sort limit 1) ft on true
        left join users tu on tu.id = ft.lecturer_id
        left join lecturers l on l.user_id = ft.lecturer_id
      where p.period_type = 1 and p.live_start >= ${from} and p.live_start < ${to}
        and (c.is_required = 1 or exists (select 1 from course_users cu where cu.course_id = c.id and cu.user_id = ${userId}))
      order by p.live_start, p.id`.execute(this.db);
    return result.rows;
  }
}
