import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { toNumber } from '../db/database.js';

/** Study seconds per user per day (written with the course progress, see CourseProgressRepo.addStudyTime). */
export class StudyTimeRepo {
  constructor(private readonly db: Db) {}

  /** All seconds the user ever studied. */
  async total(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('study_time_daily')
      .select(sql<number>`coalesce(sum(seconds), 0)`.as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toNumber(row?.total);
  }
}
