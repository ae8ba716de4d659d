import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';

/** Learners' enrolment in courses and their progress in periods. */
/**
 * The update of a saved media progress by a new record, under the course players' rules (a
 * course period's here, a map chapter's in the maps module): the position follows the record,
 * the furthest point only grows, study seconds add up and a completion stays once reached.
 */
export function mergedMediaProgress(table: 'period_progress' | 'map_chapter_users') {
  const saved = sql.raw(table);
  return sql`
        position = excluded.position,
        furthest = greatest(${saved}.furthest, excluded.furthest),
        study_seconds = ${saved}.study_seconds + excluded.study_seconds,
        completed_at = coalesce(${saved}.completed_at, excluded.completed_at),
        updated_at = now()`;
}

export class CourseProgressRepo {
  constructor(private readonly db: Db) {}

  enrolment(courseId: number, userId: number) {
    return this.db.selectFrom('course_users').selectAll().where('course_id', '=', courseId).where('user_id', '=', userId).executeTakeFirst();
  }

  countEnrolled(courseId: number, db: Db = this.db): Promise<number> {
    return db
      .selectFrom('course_users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('course_id', '=', courseId)
      .executeTakeFirst()
      .then((row) => toNumber(row?.total));
  }

  /** Adds the enrolment unless it exists; true when this call added it. */
  async enrol(courseId: number, userId: number, joinState: number, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .insertInto('course_users')
      .values({ course_id: courseId, user_id: userId, join_state: joinState })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .returning('course_id')
      .execute();
    return rows.length > 0;
  }

  /** Locks the course row, so two learners asking for its last place are counted one after the other. */
  async lockCourse(courseId: number, trx: Db): Promise<void> {
    await trx.selectFrom('courses').select('id').where('id', '=', courseId).forUpdate().execute();
  }

  period(userId: number, periodId: number, db: Db = this.db) {
    return db.selectFrom('period_progress').selectAll().where('user_id', '=', userId).where('period_id', '=', periodId).executeTakeFirst();
  }

  /** Progress rows of one user in one course (for catalogue states and unlock order). */
  periodsOfCourse(userId: number, courseId: number) {
    return this.db.selectFrom('period_progress').selectAll().where('user_id', '=', userId).where('course_id', '=', courseId).execute();
  }

  /**
   * Moves a period's progress: position is where the learner stopped, furthest only grows
   * (greatest of old and new), completion is kept once reached.
   */
  async savePeriod(row: { userId: number; periodId: number; courseId: number; position: number; furthest: number; studySeconds: number; completed: boolean }, db: Db = this.db) {
    const completedAt = row.completed ? sql<Date>`now()` : sql<Date | null>`null`;
    await sql`
      insert into period_progress (user_id, period_id, course_id, position, furthest, study_seconds, completed_at, updated_at)
      values (${row.userId}, ${row.periodId}, ${row.courseId}, ${row.position}, ${row.furthest}, ${row.studySeconds}, ${completedAt}, now())
      on conflict (user_id, period_id) do update set ${mergedMediaProgress('period_progress')}`.execute(db);
  }

  /** Required periods of a course and how many of them the user completed. */
  async requiredCounts(userId: number, courseId: number, db: Db = this.db): Promise<{ total: number; done: number }> {
    const row = await sql<{ total: number; done: number }>`
      select count(*) as total, count(pp.completed_at) as done
      from course_periods p
      left join period_progress pp on pp.period_id = p.id and pp.user_id = ${userId}
      where p.course_id = ${courseId} and p.is_required = 1`.execute(db);
    return { total: toNumber(row.rows[0]?.total), done: toNumber(row.rows[0]?.done) };
  }

  /** Moves the enrolment's progress; true when this call completed the course (the enrolment row is locked first, so one call does). */
  async setCourseProgress(courseId: number, userId: number, progress: number, completed: boolean, db: Db = this.db): Promise<boolean> {
    const before = await db.selectFrom('course_users').select('completed_at').where('course_id', '=', courseId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!before) return false;
    await db
      .updateTable('course_users')
      .set({
        progress: sql<number>`greatest(progress, ${progress})`,
        last_study_time: new Date(),
        completed_at: completed ? sql<Date>`coalesce(completed_at, now())` : sql<Date | null>`completed_at`,
      })
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .execute();
    return completed && before.completed_at === null;
  }
}
