import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';

export interface SignChapterRow {
  id: number;
  map_id: number;
  map_title: string;
  chapter_title: string;
  sign_day: string;
}

/**
 * Punch-ins of learning maps: a chapter with a sign day ('YYYY-MM-DD', company day) is
 * punched in on that day, or made up later while its stage has not ended.
 */
export class MapSignRepo {
  constructor(private readonly db: Db) {}

  /** The caller's chapters with a sign day up to `today`, not signed, whose stage ends after `now`; by day, map, stage and chapter order. */
  async unsigned(userId: number, today: string, now: Date): Promise<SignChapterRow[]> {
    const result = await sql<SignChapterRow>`
      select c.id, c.map_id, m.title as map_title, c.title as chapter_title, c.sign_day
      from map_users mu
        join study_maps m on m.id = mu.map_id and m.publish_status = 1
        join map_chapters c on c.map_id = mu.map_id and c.sign_day is not null and c.sign_day <= ${today}
        join map_phases p on p.id = c.phase_id
      where mu.user_id = ${userId} and p.end_time > ${now}
        and not exists (select 1 from map_sign_ins s where s.chapter_id = c.id and s.user_id = ${userId})
      order by c.sign_day, c.map_id, p.sort, p.id, c.sort, c.id`.execute(this.db);
    return result.rows;
  }

  /** A chapter of a published map with its stage's end, whether the map is the user's and whether the user signed it. */
  async chapterFor(chapterId: number, userId: number) {
    const result = await sql<{ id: number; map_id: number; sign_day: string | null; stage_end: Date; is_mine: boolean; signed: boolean }>`
      select c.id, c.map_id, c.sign_day, p.end_time as stage_end,
             exists (select 1 from map_users mu where mu.map_id = c.map_id and mu.user_id = ${userId}) as is_mine,
             exists (select 1 from map_sign_ins s where s.chapter_id = c.id and s.user_id = ${userId}) as signed
      from map_chapters c
        join map_phases p on p.id = c.phase_id
        join study_maps m on m.id = c.map_id and m.publish_status = 1
      where c.id = ${chapterId}`.execute(this.db);
    return result.rows[0];
  }

  /** Records the sign-in unless one exists (the primary key decides); true when this call recorded it. */
  async insert(chapterId: number, userId: number, isMakeup: boolean, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .insertInto('map_sign_ins')
      .values({ chapter_id: chapterId, user_id: userId, is_makeup: isMakeup ? 1 : 0 })
      .onConflict((oc) => oc.columns(['chapter_id', 'user_id']).doNothing())
      .returning('chapter_id')
      .execute();
    return rows.length > 0;
  }
}
