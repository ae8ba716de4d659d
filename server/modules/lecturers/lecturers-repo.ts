import type { Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';

/** Lecturers: role_id 2 users with a lecturer profile. */
export class LecturersRepo {
  constructor(private readonly db: Db) {}

  /** Enabled lecturers with a profile, by a part of the name when keywords are given: the rows a page lists and counts. */
  private listed(keywords?: string) {
    const lecturers = this.db.selectFrom('lecturers as l').innerJoin('users as u', 'u.id', 'l.user_id').where('u.role_id', '=', 2).where('u.status', '=', 1);
    return keywords ? lecturers.where('u.name', 'ilike', containsPattern(keywords)) : lecturers;
  }

  /** The listed lecturers with what a lecturer card shows. */
  private profiles(keywords?: string) {
    return this.listed(keywords).select(['u.id', 'u.name', 'u.photo', 'l.title', 'l.intro']);
  }

  async page(keywords: string | undefined, page: number, limit: number) {
    return pageAndTotal(this.profiles(keywords).orderBy('l.sort').orderBy('u.id'), this.listed(keywords), page, limit);
  }

  find(id: number) {
    return this.profiles().where('u.id', '=', id).executeTakeFirst();
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
