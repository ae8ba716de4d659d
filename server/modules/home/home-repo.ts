import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';

/** Reads of the home page that belong to no other area: banners, the caller's courses and open exams. */
export class HomeRepo {
  constructor(private readonly db: Db) {}

  banners(limit: number) {
    return this.db
      .selectFrom('banners')
      .select(['id', 'pc_banner_img', 'jump_type', 'jump_content', 'title'])
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * The caller's started, unfinished courses, most recently studied first (up to
   * unfinishedLimit), and the most recently studied course whether finished or not, in one
   * statement.
   */
  async studiedCourses(userId: number, unfinishedLimit: number) {
    const part = (unfinished: boolean, limit: number) => {
      let query = this.db
        .selectFrom('course_users as cu')
        .innerJoin('courses as c', 'c.id', 'cu.course_id')
        .select(['c.id', 'c.course_type', 'c.title', 'c.cover', 'cu.progress', 'cu.last_study_time', sql<boolean>`${unfinished}::boolean`.as('unfinished')])
        .where('cu.user_id', '=', userId)
        .where('cu.last_study_time', 'is not', null)
        .where('c.status', '=', 1);
      if (unfinished) query = query.where('cu.completed_at', 'is', null);
      return query.orderBy('cu.last_study_time', 'desc').orderBy('c.id', 'desc').limit(limit);
    };
    const rows = await sql<
      { id: number; course_type: number; title: string; cover: string; progress: number; last_study_time: Date | null; unfinished: boolean }
    >`(${part(true, unfinishedLimit)}) union all (${part(false, 1)}) order by unfinished desc, last_study_time desc, id desc`.execute(this.db);
    const strip = ({ unfinished: _, ...row }: (typeof rows.rows)[number]) => row;
    return {
      studying: rows.rows.filter((r) => r.unfinished).map(strip),
      last: rows.rows.filter((r) => !r.unfinished).map(strip)[0] ?? null,
    };
  }

  /** Exams of some types open now that the caller has not submitted an attempt of, closing soonest first. */
  openExamsNotTaken(userId: number, examTypes: readonly number[], limit: number) {
    return this.db
      .selectFrom('exams as e')
      .select(['e.id', 'e.title', 'e.exam_type', 'e.exam_start', 'e.exam_end', 'e.exam_long', 'e.pass_score'])
      .where('e.exam_type', 'in', examTypes)
      .where('e.exam_start', '<=', sql<Date>`now()`)
      .where('e.exam_end', '>', sql<Date>`now()`)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('exam_attempts as a').select('a.id').whereRef('a.exam_id', '=', 'e.id').where('a.user_id', '=', userId).where('a.submitted_at', 'is not', null))),
      )
      .orderBy('e.exam_end')
      .orderBy('e.id')
      .limit(limit)
      .execute();
  }

  /**
   * The caller's lifetime figures in one statement: all credits ever earned (the ledger), all
   * seconds ever studied (the daily study time), the caller's courses (enabled required
   * courses and enrolled ones) and how many of them are completed.
   */
  async personalTotals(userId: number): Promise<{ credits: number; studySeconds: number; courses: number; completed: number }> {
    const result = await sql<{ credits: number; study_seconds: number; courses: number; completed: number }>`
      select
        (select coalesce(sum(points), 0) from credit_ledger where user_id = ${userId}) as credits,
        (select coalesce(sum(seconds), 0) from study_time_daily where user_id = ${userId}) as study_seconds,
        count(*) as courses,
        count(cu.completed_at) as completed
      from courses c
      left join course_users cu on cu.course_id = c.id and cu.user_id = ${userId}
      where c.status = 1 and (c.is_required = 1 or cu.user_id is not null)`.execute(this.db);
    const row = result.rows[0];
    return { credits: toNumber(row?.credits), studySeconds: toNumber(row?.study_seconds), courses: toNumber(row?.courses), completed: toNumber(row?.completed) };
  }
}
