import type { Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';

/** Lecturers: role_id 2 users with a lecturer profile. */
export class LecturersRepo {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('lecturers as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['u.id', 'u.name', 'u.photo', 'l.title', 'l.intro'])
      .where('u.role_id', '=', 2)
      .where('u.status', '=', 1);
  }

  async page(keywords: string | undefined, page: number, limit: number) {
    let rows = this.base();
    let count = this.db
      .selectFrom('lecturers as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .where('u.role_id', '=', 2)
      .where('u.status', '=', 1);
    if (keywords) {
      const pattern = containsPattern(keywords);
      rows = rows.where('u.name', 'ilike', pattern);
      count = count.where('u.name', 'ilike', pattern);
    }
    return pageAndTotal(rows.orderBy('l.sort').orderBy('u.id'), count, page, limit);
  }

  find(id: number) {
    return this.base().where('u.id', '=', id).executeTakeFirst();
  }

  /** Course counts of several lecturers in one query. */
  courseCounts(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('course_teachers as t')
      .innerJoin('courses as c', 'c.id', 't.course_id')
      .select(['t.lecturer_id', (eb) => eb.fn.countAll<number>().as('total')])
      .where('t.lecturer_id', 'in', ids)
      .where('c.status', '=', 1)
      .groupBy('t.lecturer_id')
      .execute();
  }
}
