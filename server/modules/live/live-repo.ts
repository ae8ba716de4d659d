import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { siteSecret } from '../../core/site-secret.js';

/** site_config key of the secret live tokens are signed with (never sent to a client). */
const SECRET_KEY = 'secret:live_token';

/** Live periods with what entering them needs: the course's state, the chapter, the caller's enrolment. */
export class LiveRepo {
  constructor(private readonly db: Db) {}

  period(periodId: number, userId: number) {
    return this.db
      .selectFrom('course_periods as p')
      .innerJoin('courses as c', 'c.id', 'p.course_id')
      .innerJoin('course_chapters as ch', 'ch.id', 'p.chapter_id')
      .leftJoin('course_users as cu', (join) => join.onRef('cu.course_id', '=', 'p.course_id').on('cu.user_id', '=', userId))
      .select([
        'p.id',
        'p.title',
        'p.period_type',
        'p.live_start',
        'p.live_end',
        'p.media_path',
        'p.course_id',
        'p.chapter_id',
        'c.title as course_title',
        'c.status',
        'c.expired_at',
        'c.is_required',
        'ch.title as chapter_title',
        'cu.join_state',
      ])
      .where('p.id', '=', periodId)
      .executeTakeFirst();
  }

  /** The course's first teacher (the one a live class shows). */
  teacher(courseId: number) {
    return this.db
      .selectFrom('course_teachers as t')
      .innerJoin('users as u', 'u.id', 't.lecturer_id')
      .leftJoin('lecturers as l', 'l.user_id', 't.lecturer_id')
      .select(['u.name', sql<string>`coalesce(l.title, '')`.as('title')])
      .where('t.course_id', '=', courseId)
      .orderBy('t.sort')
      .orderBy('t.lecturer_id')
      .limit(1)
      .executeTakeFirst();
  }

  /** The live token secret (one per database, core/site-secret.ts). */
  secret(): Promise<string> {
    return siteSecret(this.db, SECRET_KEY);
  }
}
