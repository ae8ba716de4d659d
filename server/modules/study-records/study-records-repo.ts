import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';

/** record_type: 1 course, 2 task or exam (task_type 1 exam, 2 task), 3 map; task_type 0 otherwise. */
export const RecordType = { course: 1, taskOrExam: 2, map: 3 } as const;
export const TaskType = { none: 0, exam: 1, task: 2 } as const;

/** The key of the thing a record is of (its kind and target), the same whoever studied it. */
export const thingKey = (r: { record_type: number; task_type: number; target_id: number }) => `${r.record_type}:${r.task_type}:${r.target_id}`;

export interface StudiedThing {
  recordType: number;
  taskType: number;
  targetId: number;
}

export interface FeedRow {
  id: number;
  user_id: number;
  record_type: number;
  task_type: number;
  target_id: number;
  user_name: string;
  user_photo: string;
  last_study_time: Date;
  course_title: string | null;
  course_cover: string | null;
  course_type: number | null;
  exam_title: string | null;
  task_name: string | null;
  task_img: string | null;
  map_title: string | null;
  map_cover: string | null;
}

/**
 * One row per user and thing studied, with the last study time: the company's study-record
 * feed (study_records_feed_idx) and "who else studied it" (study_records_target_idx).
 */
export class StudyRecordsRepo {
  constructor(private readonly db: Db) {}

  /**
   * Credits a record's claimed study seconds against the learner's study clock: at most the
   * wall-clock seconds since their previous credited record (across all their records; the
   * first one counts from their latest sign-in) and at most `cap` (the media length). Locks
   * the learner's clock row, so parallel records of one learner (tabs, retries) are credited
   * one after the other and never add up to more than the time that passed. Call it first in
   * the record's transaction (one lock order for every writer).
   */
  async creditStudySeconds(userId: number, claimed: number, cap: number | null, db: Db): Promise<{ credited: number; elapsed: number }> {
    await sql`
      insert into study_clock (user_id, last_record_at)
      select ${userId}, coalesce((select max(created_at) from sessions where user_id = ${userId}), clock_timestamp())
      on conflict (user_id) do nothing`.execute(db);
    const result = await sql<{ credited: number; elapsed: number }>`
      with clock as (
        select last_record_at, clock_timestamp() as now from study_clock where user_id = ${userId} for update
      ), figures as (
        select last_record_at, now, greatest(0, floor(extract(epoch from (now - last_record_at))))::integer as elapsed from clock
      ), credit as (
        select last_record_at, now, elapsed, greatest(0, least(${claimed}::integer, elapsed, ${cap ?? claimed}::integer)) as credited from figures
      )
      update study_clock s
      -- Time limited the credit: the clock moves by what was credited (the fraction of a second
      -- is kept for the next record). Else the claim or the media length did: the clock is now.
      set last_record_at = case when credit.credited >= credit.elapsed then credit.last_record_at + make_interval(secs => credit.credited) else credit.now end
      from credit
      where s.user_id = ${userId}
      returning credit.credited, credit.elapsed`.execute(db);
    const row = result.rows[0];
    return { credited: toNumber(row?.credited), elapsed: toNumber(row?.elapsed) };
  }

  /**
   * Takes the learner's clock lock without crediting anything: a writer of their progress
   * that credits no time (a lesson completed by a test) takes the locks in the same order as
   * a study record.
   */
  async lockClock(userId: number, db: Db): Promise<void> {
    await sql`
      insert into study_clock (user_id, last_record_at)
      select ${userId}, coalesce((select max(created_at) from sessions where user_id = ${userId}), clock_timestamp())
      on conflict (user_id) do nothing`.execute(db);
    await sql`select user_id from study_clock where user_id = ${userId} for update`.execute(db);
  }

  /**
   * Adds credited study seconds to the user's day and, in the same statement, to the user's
   * monthly_scores row of that month (month study time and rankings), so they never diverge.
   */
  async addStudyTime(userId: number, day: string, seconds: number, db: Db = this.db): Promise<void> {
    if (seconds <= 0) return;
    await sql`
      with ins as (
        insert into study_time_daily (user_id, day, seconds) values (${userId}, ${day}, ${seconds})
        on conflict (user_id, day) do update set seconds = study_time_daily.seconds + excluded.seconds
        returning user_id, day
      )
      insert into monthly_scores (month, user_id, study_seconds)
      select substr(day, 1, 7), user_id, ${seconds}::integer from ins
      on conflict (month, user_id) do update set study_seconds = monthly_scores.study_seconds + excluded.study_seconds`.execute(db);
  }

  /** The user studied the thing now: adds its record or moves its last study time. */
  async touch(userId: number, thing: StudiedThing, db: Db = this.db): Promise<void> {
    await sql`
      insert into study_records (user_id, record_type, task_type, target_id, last_study_time)
      values (${userId}, ${thing.recordType}, ${thing.taskType}, ${thing.targetId}, now())
      on conflict (user_id, record_type, task_type, target_id) do update set last_study_time = excluded.last_study_time`.execute(db);
  }

  /** How many records there are: row_counts (kept by triggers), not count(*) over the whole table. */
  async count(): Promise<number> {
    const row = await this.db.selectFrom('row_counts').select('total').where('table_name', '=', 'study_records').executeTakeFirst();
    return toNumber(row?.total);
  }

  /**
   * A page of the feed, newest first, with the studier and the title and cover of what was
   * studied. The page's ids are cut from study_records_feed_idx alone (an index-only scan,
   * so a deep offset skips index entries, not table rows); the joins then touch its rows only.
   */
  async feed(page: number, limit: number): Promise<FeedRow[]> {
    const result = await sql<FeedRow>`
      select r.id, r.user_id, r.record_type, r.task_type, r.target_id, u.name as user_name, u.photo as user_photo, r.last_study_time,
             c.title as course_title, c.cover as course_cover, c.course_type,
             e.title as exam_title, t.name as task_name, t.img as task_img,
             m.title as map_title, m.cover as map_cover
      from (
        select id from study_records
        order by last_study_time desc, id desc
        limit ${limit} offset ${(page - 1) * limit}
      ) p
      join study_records r on r.id = p.id
      join users u on u.id = r.user_id
      left join courses c on r.record_type = 1 and c.id = r.target_id
      left join exams e on r.record_type = 2 and r.task_type = 1 and e.id = r.target_id
      left join tasks t on r.record_type = 2 and r.task_type = 2 and t.id = r.target_id
      left join study_maps m on r.record_type = 3 and m.id = r.target_id
      order by r.last_study_time desc, r.id desc`.execute(this.db);
    return result.rows.map((r) => ({ ...r, id: toNumber(r.id) }));
  }

  /**
   * For each record: up to `perRecord` other people who studied the same thing, most recent
   * first (a lateral join on study_records_target_idx), and how many others there are
   * (one count per thing: each user has one row per thing, so others = count - 1). Each
   * count is its own index-only scan of the thing's entries, bounded by the number of users.
   */
  async otherStudents(records: { id: number; user_id: number; record_type: number; task_type: number; target_id: number }[], perRecord = 3) {
    if (records.length === 0) return { photos: [], totals: [] };
    const ids = sql.join(records.map((r) => r.id));
    const things = [...new Map(records.map((r) => [thingKey(r), r])).values()];
    const thingList = sql.join(things.map((t) => sql`(${t.record_type}::smallint, ${t.task_type}::smallint, ${t.target_id}::integer)`));
    const [photos, totals] = await Promise.all([
      sql<{ record_id: number; photo: string }>`
        select r.id as record_id, o.photo
        from study_records r
        cross join lateral (
          select u.photo, s.last_study_time, s.id from study_records s join users u on u.id = s.user_id
          where s.record_type = r.record_type and s.task_type = r.task_type and s.target_id = r.target_id and s.user_id <> r.user_id
          order by s.last_study_time desc, s.id desc
          limit ${perRecord}
        ) o
        where r.id in (${ids})
        order by r.id, o.last_study_time desc, o.id desc`.execute(this.db),
      sql<{ record_type: number; task_type: number; target_id: number; total: number }>`
        select t.record_type, t.task_type, t.target_id,
               (select count(*) from study_records s
                where s.record_type = t.record_type and s.task_type = t.task_type and s.target_id = t.target_id) as total
        from (values ${thingList}) as t(record_type, task_type, target_id)`.execute(this.db),
    ]);
    return {
      photos: photos.rows.map((r) => ({ record_id: toNumber(r.record_id), photo: r.photo })),
      totals: totals.rows.map((r) => ({ record_type: r.record_type, task_type: r.task_type, target_id: r.target_id, total: toNumber(r.total) })),
    };
  }
}
