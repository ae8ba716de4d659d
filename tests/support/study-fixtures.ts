/**
 * Study items the study-calendar and notice suites make for themselves (courses with live
 * periods, exams, offline and online trainings, maps with stages and punch-in chapters),
 * so they do not depend on the demo content. Times are Dates; company days are luxon
 * DateTimes in the company zone (the test servers use Asia/Shanghai).
 */
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { Db } from '../../server/core/db/database.js';

export const ZONE = 'Asia/Shanghai';

/** A company-zone wall time, e.g. at('2035-03-14T22:00'). */
export function at(local: string): Date {
  return DateTime.fromISO(local, { zone: ZONE }).toJSDate();
}

export function minutesFrom(base: Date, minutes: number): Date {
  return new Date(base.getTime() + minutes * 60_000);
}

/** Today in the company zone, shifted by some days, as 'YYYY-MM-DD'. */
export function companyDay(offsetDays = 0, now = new Date()): string {
  return DateTime.fromJSDate(now, { zone: ZONE }).plus({ days: offsetDays }).toISODate()!;
}

/** A learner account without any demo assignment, signing in with the employees' password. */
export async function newLearner(db: Db, account: string, name = account): Promise<number> {
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('account', '=', 'emp0001').executeTakeFirstOrThrow();
  const row = await db.insertInto('users').values({ account, password_hash, name, photo: '', role_id: 1 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function lecturer(db: Db, account: string) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('lecturers as l', 'l.user_id', 'u.id')
    .select(['u.id', 'u.name', 'l.title'])
    .where('u.account', '=', account)
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, title: row.title ?? '' };
}

export async function course(
  db: Db,
  fields: { title: string; is_required?: number; status?: number; expired_at?: Date | null; notified?: boolean; teacherId?: number; learners?: number[] },
) {
  const { id } = await db
    .insertInto('courses')
    .values({
      title: fields.title,
      course_type: 1,
      is_required: fields.is_required ?? 2,
      status: fields.status ?? 1,
      expired_at: fields.expired_at ?? null,
      notified_at: fields.notified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const chapter = await db.insertInto('course_chapters').values({ course_id: id, title: `${fields.title} 第一章` }).returning('id').executeTakeFirstOrThrow();
  if (fields.teacherId) await db.insertInto('course_teachers').values({ course_id: id, lecturer_id: fields.teacherId }).execute();
  for (const userId of fields.learners ?? []) await db.insertInto('course_users').values({ course_id: id, user_id: userId, join_state: 3 }).execute();
  return { id, chapterId: chapter.id };
}

export async function livePeriod(
  db: Db,
  owner: { id: number; chapterId: number },
  fields: { title: string; start: Date; end: Date | null; playback_url?: string | null; playback_status?: number | null; notified?: boolean },
) {
  const row = await db
    .insertInto('course_periods')
    .values({
      course_id: owner.id,
      chapter_id: owner.chapterId,
      title: fields.title,
      period_type: 1,
      live_start: fields.start,
      live_end: fields.end,
      playback_url: fields.playback_url ?? null,
      playback_status: fields.playback_status ?? null,
      notified_at: fields.notified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function exam(
  db: Db,
  fields: { title: string; exam_type?: number; start: Date; end: Date; published_at?: Date | null; notified?: boolean; exam_long?: number; pass_score?: number },
) {
  const row = await db
    .insertInto('exams')
    .values({
      title: fields.title,
      exam_type: fields.exam_type ?? 2,
      source: 2,
      exam_start: fields.start,
      exam_end: fields.end,
      exam_long: fields.exam_long ?? 60,
      pass_score: fields.pass_score ?? 60,
      total_score: 100,
      published_at: fields.published_at === undefined ? new Date(Date.now() - 86_400_000) : fields.published_at,
      notified_at: fields.notified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An attempt of a user: submitted (taken) or still open. */
export async function attempt(db: Db, examId: number, userId: number, submitted: boolean) {
  await db
    .insertInto('exam_attempts')
    .values({
      exam_id: examId,
      user_id: userId,
      attempt_no: 1,
      deadline: new Date(Date.now() + 3_600_000),
      submitted_at: submitted ? new Date() : null,
      score: submitted ? 80 : null,
    })
    .execute();
}

export async function training(
  db: Db,
  fields: {
    name: string;
    start: Date;
    end: Date;
    apply_start?: Date;
    apply_end?: Date;
    address?: string;
    lecturerId?: number | null;
    publish_status?: number;
    notified?: boolean;
    invited?: { userId: number; is_apply?: number }[];
  },
) {
  const row = await db
    .insertInto('trainings')
    .values({
      name: fields.name,
      address: fields.address ?? '总部 3 楼培训室',
      lecturer_id: fields.lecturerId ?? null,
      start_time: fields.start,
      end_time: fields.end,
      apply_start_time: fields.apply_start ?? minutesFrom(fields.start, -7 * 24 * 60),
      apply_end_time: fields.apply_end ?? fields.start,
      publish_status: fields.publish_status ?? 1,
      enrol_notified_at: fields.notified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const invite of fields.invited ?? []) {
    await db.insertInto('training_users').values({ training_id: row.id, user_id: invite.userId, is_apply: invite.is_apply ?? 0 }).execute();
  }
  return row.id;
}

/**
 * A task (kind 1) or online training (kind 2) with stages and items (item types 1 course,
 * 2 exam, 3 questionnaire, 4 argument), assigned to users.
 */
export async function task(
  db: Db,
  fields: {
    name: string;
    kind?: number;
    start: Date;
    end: Date;
    publish_status?: number;
    phases?: number;
    items?: number[];
    assigned?: { userId: number; progress?: number; completed?: boolean; studied?: boolean; notified?: boolean }[];
  },
) {
  const row = await db
    .insertInto('tasks')
    .values({ kind: fields.kind ?? 2, name: fields.name, start_time: fields.start, end_time: fields.end, publish_status: fields.publish_status ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const phaseIds: number[] = [];
  for (let i = 0; i < (fields.phases ?? 0); i += 1) {
    const phase = await db.insertInto('task_phases').values({ task_id: row.id, title: `阶段 ${i + 1}`, sort: i }).returning('id').executeTakeFirstOrThrow();
    phaseIds.push(phase.id);
  }
  for (const [index, itemType] of (fields.items ?? []).entries()) {
    await db
      .insertInto('task_items')
      .values({ task_id: row.id, phase_id: phaseIds[0] ?? null, item_type: itemType, title: `item ${index}`, sort: index })
      .execute();
  }
  for (const a of fields.assigned ?? []) {
    await db
      .insertInto('task_users')
      .values({
        task_id: row.id,
        user_id: a.userId,
        progress: a.progress ?? 0,
        completed_at: a.completed ? new Date() : null,
        last_study_time: a.studied ? new Date() : null,
        notified_at: a.notified === false ? null : new Date(),
      })
      .execute();
  }
  return row.id;
}

/** A learning map with stages (in order) and chapters; assigned to users. */
export async function studyMap(
  db: Db,
  fields: {
    title: string;
    study_type?: number;
    publish_status?: number;
    phases: { title: string; start: Date; end: Date; chapters?: { title: string; sign_day: string | null }[] }[];
    assigned?: { userId: number; opened?: boolean; completed?: boolean; notified?: boolean }[];
  },
) {
  const map = await db
    .insertInto('study_maps')
    .values({ title: fields.title, study_type: fields.study_type ?? 2, publish_status: fields.publish_status ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const phaseIds: number[] = [];
  const chapterIds: number[] = [];
  for (const [index, phase] of fields.phases.entries()) {
    const row = await db
      .insertInto('map_phases')
      .values({ map_id: map.id, title: phase.title, sort: index + 1, start_time: phase.start, end_time: phase.end })
      .returning('id')
      .executeTakeFirstOrThrow();
    phaseIds.push(row.id);
    for (const [i, chapter] of (phase.chapters ?? []).entries()) {
      const c = await db
        .insertInto('map_chapters')
        .values({ map_id: map.id, phase_id: row.id, title: chapter.title, chapter_type: 6, sign_day: chapter.sign_day, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow();
      chapterIds.push(c.id);
    }
  }
  for (const a of fields.assigned ?? []) {
    await db
      .insertInto('map_users')
      .values({
        map_id: map.id,
        user_id: a.userId,
        opened_at: a.opened ? new Date() : null,
        completed_at: a.completed ? new Date() : null,
        notified_at: a.notified === false ? null : new Date(),
      })
      .execute();
  }
  return { id: map.id, phaseIds, chapterIds };
}

/**
 * Sets every learner's study clock an hour back, so the next study record of each is credited
 * its whole claim (study seconds are clipped to the time since the learner's previous record):
 * for suites that post records back to back and check the seconds they add.
 */
export async function rewindStudyClocks(db: Db, seconds = 3600): Promise<void> {
  await sql`
    insert into study_clock (user_id, last_record_at) select id, now() - make_interval(secs => ${seconds}) from users
    on conflict (user_id) do update set last_record_at = excluded.last_record_at`.execute(db);
}
