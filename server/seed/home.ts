import fs from 'node:fs';
import path from 'node:path';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { readConfig } from '../config.js';
import type { Db } from '../core/db/database.js';
import { NotificationsRepo, type NewNotification } from '../modules/notify/notifications-repo.js';
import { periodLength } from '../modules/courses/course-rules.js';
import { makePdf } from './demo-pdf.js';
import { BANNERS, LEARNER_COURSES, LIBRARY, MAPS, NEWS, TASKS, TRAININGS, newsHtml, type LibrarySpec } from './home-content.js';
import { bannerSvg } from './home-images.js';
import { cardCoverSvg } from './svg.js';
import { makeDocx, makePptx, makeRtf, makeSpreadsheetXml, makeXlsx } from './office-files.js';
import { seededRandom, type Random } from './random.js';

/**
 * The home page's demo company (seed step "home"): banners, library documents of every
 * suffix, news, offline trainings, tasks and online trainings, learning maps with sign-in
 * days, learner01's and the employees' enrolments and progress, the study-record feed, and
 * notices of the remaining notify item types. Dates are relative to the seeding day in the
 * company time zone, so learner01 has something of every study-item type today and on the
 * days around it. Everything seeded is marked as already announced (the notice producer
 * would otherwise announce the whole demo company at the first start).
 *
 * The year of credits and study time is the separate step "home-history" (home-history.ts).
 * The site setting 'demo:company' marks a database holding the demo company: the server then
 * moves the demo live classes at every start (refreshDemoSchedule), so one is always live.
 */

/** Employees with course and task history; emp0141 and later stay untouched for the course tests. */
export const HISTORY_COURSE_EMPLOYEES = 140;
const DAY_MS = 86_400_000;

interface Clock {
  now: DateTime;
  today: DateTime;
  /** A time on a day relative to today (company time zone). */
  at(days: number, hour?: number, minute?: number): Date;
  /** Minutes ago, but never before today's start (recent things stay today). */
  todayAgo(minutes: number): Date;
  /** Days ago at a working-hours time picked by the random source. */
  daysAgo(days: number, random: Random): Date;
  day(days: number): string;
}

export function demoClock(zone = readConfig().timezone): Clock {
  const now = DateTime.now().setZone(zone);
  const today = now.startOf('day');
  const nowMs = now.toMillis();
  return {
    now,
    today,
    at: (days, hour = 9, minute = 0) => today.plus({ days }).set({ hour, minute }).toJSDate(),
    todayAgo: (minutes) => new Date(Math.max(nowMs - minutes * 60_000, Math.floor((today.toMillis() + nowMs) / 2))),
    daysAgo: (days, random) => {
      if (days <= 0) return new Date(Math.max(nowMs - random.int(5, 240) * 60_000, Math.floor((today.toMillis() + nowMs) / 2)));
      return today.minus({ days }).set({ hour: random.int(8, 21), minute: random.int(0, 59) }).toJSDate();
    },
    day: (days) => today.plus({ days }).toISODate()!,
  };
}

function write(filesDir: string, relative: string, content: string | Buffer): { url: string; size: number } {
  const full = path.join(filesDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return { url: `/files/${relative}`, size: Buffer.byteLength(content) };
}

async function libraryFile(spec: LibrarySpec): Promise<Buffer> {
  switch (spec.suffix) {
    case 'pdf':
      return makePdf(spec.name, [{ heading: spec.lines[0]!, lines: spec.lines.slice(1) }]);
    case 'pptx':
    case 'ppt':
      return makePptx([
        { title: spec.lines[0]!, lines: spec.lines.slice(1) },
        { title: spec.name, lines: ['星辰科技 培训中心'] },
      ]);
    case 'docx':
      return makeDocx(spec.name, spec.lines);
    case 'doc':
      return makeRtf(spec.name, spec.lines);
    case 'xlsx':
      return makeXlsx(spec.name, spec.rows ?? []);
    case 'xls':
      return makeSpreadsheetXml(spec.name, spec.rows ?? []);
    case 'txt':
      return Buffer.from(`${spec.lines.join('\r\n')}\r\n`, 'utf8');
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Picks `count` distinct items. */
function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, Math.min(count, copy.length));
}

export async function seedHome(db: Db, filesDir: string): Promise<void> {
  const random = seededRandom(7007);
  const clock = demoClock();
  const users = await db.selectFrom('users').select(['id', 'account', 'department_id']).orderBy('id').execute();
  const byAccount = new Map(users.map((u) => [u.account, u.id]));
  const learner = byAccount.get('learner01')!;
  const employees = users.filter((u) => /^emp\d{4}$/.test(u.account)).map((u) => u.id);
  const historyEmployees = employees.slice(0, HISTORY_COURSE_EMPLOYEES);
  const lecturers = users.filter((u) => u.account.startsWith('lecturer')).map((u) => u.id);
  const courseIds = new Map((await db.selectFrom('courses').select(['id', 'title']).execute()).map((c) => [c.title, c.id]));
  const examIds = new Map((await db.selectFrom('exams').select(['id', 'title']).execute()).map((e) => [e.title, e.id]));
  const questionnaireIds = new Map((await db.selectFrom('questionnaires').select(['id', 'title']).execute()).map((q) => [q.title, q.id]));
  const idOf = (map: Map<string, number>, title: string) => {
    const id = map.get(title);
    if (id === undefined) throw new Error(`demo data: "${title}" is not seeded`);
    return id;
  };

  // Library documents of every suffix, real files under /files/library.
  const libraryIds = new Map<string, number>();
  for (const [index, spec] of LIBRARY.entries()) {
    const file = write(filesDir, `library/doc${index + 1}.${spec.suffix}`, await libraryFile(spec));
    const updated = spec.updatedDaysAgo === 0 ? clock.todayAgo(40 + index * 7) : clock.at(-spec.updatedDaysAgo, 10 + (index % 7));
    const row = await db
      .insertInto('library_items')
      .values({ name: spec.name, suffix: spec.suffix, path: file.url, size_bytes: file.size, browse_number: spec.browse, created_at: new Date(updated.getTime() - 30 * DAY_MS), updated_at: updated })
      .returning('id')
      .executeTakeFirstOrThrow();
    libraryIds.set(spec.name, row.id);
  }

  // News with covers and rich text.
  const newsIds = new Map<string, number>();
  for (const [index, spec] of NEWS.entries()) {
    const cover = write(filesDir, `news/cover${index + 1}.svg`, cardCoverSvg('NEWS', spec.title, index + 2)).url;
    const updated = spec.updatedDaysAgo === 0 ? clock.todayAgo(25 + index * 11) : clock.at(-spec.updatedDaysAgo, 9 + (index % 8), 30);
    const row = await db
      .insertInto('news')
      .values({ title: spec.title, cover, summary: spec.summary, content: newsHtml(spec, cover), browse_number: spec.browse, created_at: updated, updated_at: updated })
      .returning('id')
      .executeTakeFirstOrThrow();
    newsIds.set(spec.title, row.id);
  }

  // Banners of every jump type, pointing at the library item and news item just made.
  await db
    .insertInto('banners')
    .values(
      BANNERS.map((b, index) => ({
        pc_banner_img: write(filesDir, `banners/banner${index + 1}.svg`, bannerSvg(b.title, b.subtitle, index)).url,
        title: b.title,
        jump_type: b.jump_type,
        jump_content: b.jump_type === 3 ? String(idOf(libraryIds, b.target)) : b.jump_type === 4 ? String(idOf(newsIds, b.target)) : b.target,
        sort: index,
      })),
    )
    .execute();

  // Offline trainings: learner01 invited to each, enrolled in the running one; employees too.
  const trainingIds = new Map<string, number>();
  for (const [index, spec] of TRAININGS.entries()) {
    const row = await db
      .insertInto('trainings')
      .values({
        name: spec.name,
        img: write(filesDir, `trainings/t${index + 1}.svg`, cardCoverSvg('OFFLINE TRAINING', spec.name, index + 4)).url,
        description: spec.description,
        lecturer_id: lecturers[index % lecturers.length] ?? null,
        address: spec.address,
        start_time: clock.at(spec.startDay, 9),
        end_time: clock.at(spec.endDay, 17, 30),
        apply_start_time: clock.at(spec.applyFrom, 9),
        apply_end_time: clock.at(spec.applyTo, 18),
        places: spec.places,
        publish_status: spec.publish,
        enrol_notified_at: clock.now.toJSDate(),
        created_at: clock.at(Math.min(spec.applyFrom, 0) - 3, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    trainingIds.set(spec.name, row.id);
    const invited = sample(random, employees, random.int(18, 36));
    const applyOpen = spec.applyFrom <= 0;
    await db
      .insertInto('training_users')
      .values([
        { training_id: row.id, user_id: learner, is_apply: spec.learnerApplied ? 1 : 0, applied_at: spec.learnerApplied ? clock.at(spec.applyFrom + 2, 14) : null },
        ...invited.map((userId) => {
          const applied = applyOpen && random.next() < 0.55;
          return { training_id: row.id, user_id: userId, is_apply: applied ? 1 : 0, applied_at: applied ? clock.at(Math.min(spec.applyFrom + random.int(0, 3), 0), random.int(9, 18)) : null };
        }),
      ])
      .execute();
  }

  // Tasks (kind 1) and online trainings (kind 2) with phases and items.
  const taskIds: number[] = [];
  for (const [index, spec] of TASKS.entries()) {
    const task = await db
      .insertInto('tasks')
      .values({
        kind: spec.kind,
        name: spec.name,
        img: write(filesDir, `tasks/task${index + 1}.svg`, cardCoverSvg(spec.kind === 1 ? 'TASK' : 'ONLINE TRAINING', spec.name, index)).url,
        description: spec.description,
        start_time: clock.at(spec.startDay, 0),
        end_time: clock.at(spec.endDay, 23, 59),
        created_at: clock.at(spec.startDay - 2, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    taskIds.push(task.id);
    let sort = 0;
    for (const [phaseIndex, phase] of spec.phases.entries()) {
      const phaseRow = await db.insertInto('task_phases').values({ task_id: task.id, title: phase.title, sort: phaseIndex }).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('task_items')
        .values(
          phase.items.map(([type, title]) => ({
            task_id: task.id,
            phase_id: phaseRow.id,
            item_type: type,
            ref_id: type === 1 ? idOf(courseIds, title) : type === 2 ? idOf(examIds, title) : type === 3 ? idOf(questionnaireIds, title) : null,
            title,
            sort: sort++,
          })),
        )
        .execute();
    }
    const started = spec.startDay <= 0;
    const ended = spec.endDay < 0;
    const assigned = sample(random, historyEmployees, random.int(40, 90));
    const rows = assigned.map((userId) => {
      const progress = !started ? 0 : ended ? random.pick([100, 100, 100, 80, 50]) : random.pick([0, 0, 20, 35, 50, 75, 100]);
      const lastDays = progress === 0 ? null : ended ? random.int(-spec.endDay, -spec.startDay) : random.int(0, -spec.startDay);
      return {
        task_id: task.id,
        user_id: userId,
        progress,
        completed_at: progress === 100 ? clock.daysAgo(lastDays ?? 0, random) : null,
        last_study_time: lastDays === null ? null : clock.daysAgo(lastDays, random),
        notified_at: clock.now.toJSDate(),
        created_at: clock.at(spec.startDay - 1, 10),
      };
    });
    if (spec.learnerProgress !== null) {
      const last = spec.learnerLastDaysAgo === undefined ? null : spec.learnerLastDaysAgo === 0 ? clock.todayAgo(55) : clock.daysAgo(spec.learnerLastDaysAgo, random);
      rows.push({
        task_id: task.id,
        user_id: learner,
        progress: spec.learnerProgress,
        completed_at: spec.learnerProgress === 100 ? last : null,
        last_study_time: last,
        notified_at: clock.now.toJSDate(),
        created_at: clock.at(spec.startDay - 1, 10),
      });
    }
    await db.insertInto('task_users').values(rows).execute();
  }

  // Learning maps (fixed and free) with phases around today and chapters with sign days.
  const mapIds: number[] = [];
  for (const [index, spec] of MAPS.entries()) {
    const map = await db
      .insertInto('study_maps')
      .values({
        title: spec.title,
        cover: write(filesDir, `maps/map${index + 1}.svg`, cardCoverSvg('LEARNING MAP', spec.title, index + 1)).url,
        description: spec.description,
        study_type: spec.studyType,
        created_at: clock.at(spec.phases[0]!.startDay - 5, 10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    mapIds.push(map.id);
    const signable: { chapterId: number; day: number }[] = [];
    const learnerSigns: { chapter_id: number; user_id: number; is_makeup: number; signed_at: Date }[] = [];
    for (const [phaseIndex, phase] of spec.phases.entries()) {
      const phaseRow = await db
        .insertInto('map_phases')
        .values({ map_id: map.id, title: phase.title, sort: phaseIndex, start_time: clock.at(phase.startDay, 0), end_time: clock.at(phase.endDay, 23, 59) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [chapterIndex, [title, type, signDay, learnerSign]] of phase.chapters.entries()) {
        const chapter = await db
          .insertInto('map_chapters')
          .values({ map_id: map.id, phase_id: phaseRow.id, title, chapter_type: type, sign_day: signDay === null ? null : clock.day(signDay), sort: chapterIndex })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (signDay !== null && signDay < 0) signable.push({ chapterId: chapter.id, day: signDay });
        if (learnerSign && spec.learner && signDay !== null) {
          // A punch-in on the day in the evening; a make-up at noon the day after (or earlier today).
          const signedAt = learnerSign === 'punch' ? clock.at(signDay, 20, 15) : signDay + 1 < 0 ? clock.at(signDay + 1, 12, 40) : clock.todayAgo(150);
          learnerSigns.push({ chapter_id: chapter.id, user_id: learner, is_makeup: learnerSign === 'makeup' ? 1 : 0, signed_at: signedAt });
        }
      }
    }
    const members = sample(random, historyEmployees, random.int(50, 100));
    const firstDay = spec.phases[0]!.startDay;
    const mapUsers = members.map((userId) => {
      const opened = random.next() < 0.85;
      const progress = opened ? random.int(5, 100) : 0;
      const lastDays = opened ? random.int(0, Math.max(0, -firstDay)) : null;
      return {
        map_id: map.id,
        user_id: userId,
        opened_at: opened ? clock.at(firstDay + random.int(0, 3), random.int(9, 20)) : null,
        progress,
        completed_at: progress === 100 ? clock.daysAgo(lastDays ?? 0, random) : null,
        last_study_time: lastDays === null ? null : clock.daysAgo(lastDays, random),
        notified_at: clock.now.toJSDate(),
        created_at: clock.at(firstDay - 1, 10),
      };
    });
    if (spec.learner) {
      mapUsers.push({
        map_id: map.id,
        user_id: learner,
        opened_at: clock.at(-spec.learner.openedDaysAgo, 9, 30),
        progress: spec.learner.progress,
        completed_at: null,
        last_study_time: spec.learner.lastDaysAgo === 0 ? clock.todayAgo(70) : clock.daysAgo(spec.learner.lastDaysAgo, random),
        notified_at: clock.now.toJSDate(),
        created_at: clock.at(firstDay - 1, 10),
      });
    }
    await db.insertInto('map_users').values(mapUsers).execute();
    // The members who opened the map punched in on most past sign days, some as make-ups.
    const signs = [...learnerSigns];
    for (const member of mapUsers.filter((m) => m.opened_at && m.user_id !== learner)) {
      for (const { chapterId, day } of signable) {
        if (random.next() < 0.6) {
          const makeup = random.next() < 0.2 && day < -1;
          signs.push({ chapter_id: chapterId, user_id: member.user_id, is_makeup: makeup ? 1 : 0, signed_at: clock.at(makeup ? day + 1 : day, random.int(8, 22), random.int(0, 59)) });
        }
      }
    }
    for (const part of chunks(signs, 500)) await db.insertInto('map_sign_ins').values(part).execute();
  }

  await seedCourseProgress(db, random, clock, learner, historyEmployees);
  await seedStudyRecords(db);
  await seedHomeNotices(db, { trainingIds, taskIds, examIds, courseIds });
  if (mapIds[0] !== undefined) {
    // The seeded "map assigned" notice opens the map it names.
    await db.updateTable('notifications').set({ target_id: mapIds[0] }).where('message_key', '=', 'notifyMapAssigned').where('target_id', 'is', null).execute();
  }

  // Everything seeded so far counts as announced: no notice flood at the first start.
  await db.updateTable('courses').set({ notified_at: clock.now.toJSDate() }).where('notified_at', 'is', null).execute();
  await db
    .updateTable('exams')
    .set({ published_at: sql<Date>`coalesce(published_at, created_at)`, notified_at: clock.now.toJSDate() })
    .where('notified_at', 'is', null)
    .execute();

  await db
    .insertInto('site_config')
    .values({ key: 'demo:company', value: clock.now.toISO()! })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: clock.now.toISO()! }))
    .execute();
}

interface PeriodRow {
  id: number;
  course_id: number;
  period_type: number;
  media_seconds: number | null;
  pages: number | null;
}

/**
 * Course enrolments with progress: learner01's courses (home-content.ts LEARNER_COURSES) and
 * a few courses for each history employee. The first N required periods are completed, so
 * the catalogue's period states and the card's percentage agree (progress = done / required).
 */
async function seedCourseProgress(db: Db, random: Random, clock: Clock, learner: number, historyEmployees: number[]) {
  const courses = await db.selectFrom('courses').select(['id', 'title', 'course_type', 'is_required', 'status', 'places', 'expired_at']).execute();
  const periods = (
    await sql<PeriodRow>`
      select p.id, p.course_id, p.period_type, p.media_seconds, p.pages
      from course_periods p join course_chapters ch on ch.id = p.chapter_id
      where p.is_required = 1
      order by p.course_id, ch.sort, ch.id, p.sort, p.id`.execute(db)
  ).rows;
  const required = new Map<number, PeriodRow[]>();
  for (const p of periods) required.set(p.course_id, [...(required.get(p.course_id) ?? []), p]);

  const enrolments: { course_id: number; user_id: number; join_state: number; progress: number; completed_at: Date | null; last_study_time: Date; created_at: Date }[] = [];
  const progressRows: { user_id: number; period_id: number; course_id: number; position: number; furthest: number; study_seconds: number; completed_at: Date; updated_at: Date }[] = [];
  const enrol = (course: (typeof courses)[number], userId: number, done: number, last: Date) => {
    const list = required.get(course.id) ?? [];
    const count = Math.min(done, list.length);
    const progress = list.length === 0 ? 0 : Math.floor((100 * count) / list.length);
    const completed = list.length > 0 && count >= list.length;
    enrolments.push({
      course_id: course.id,
      user_id: userId,
      join_state: course.is_required === 1 ? 1 : 3,
      progress,
      completed_at: completed ? last : null,
      last_study_time: last,
      created_at: new Date(last.getTime() - random.int(1, 20) * DAY_MS),
    });
    list.slice(0, count).forEach((period, i) => {
      const length = periodLength(period) ?? 1;
      const when = new Date(last.getTime() - (count - 1 - i) * 15 * 60_000);
      progressRows.push({
        user_id: userId,
        period_id: period.id,
        course_id: course.id,
        position: length,
        furthest: length,
        study_seconds: period.period_type === 2 || period.period_type === 3 ? length : 60 * length,
        completed_at: when,
        updated_at: when,
      });
    });
  };

  const byTitle = new Map(courses.map((c) => [c.title, c]));
  for (const spec of LEARNER_COURSES) {
    const course = byTitle.get(spec.title);
    if (!course) throw new Error(`demo data: course "${spec.title}" is not seeded`);
    const last = spec.minutesAgo !== undefined ? clock.todayAgo(spec.minutesAgo) : clock.daysAgo(spec.daysAgo ?? 1, random);
    enrol(course, learner, spec.done, last);
  }

  // Employees study the open courses (not face-to-face, full, expired, disabled or broken).
  const nowMs = clock.now.toMillis();
  const open = courses.filter(
    (c) => c.course_type !== 7 && c.status === 1 && c.places === null && (c.expired_at === null || new Date(c.expired_at).getTime() > nowMs) && (required.get(c.id)?.length ?? 0) > 0,
  );
  const brokenMedia = new Set((await sql<{ course_id: number }>`select distinct course_id from course_periods where transcode_status = 2 or media_path like '%moved-away%'`.execute(db)).rows.map((r) => r.course_id));
  const pool = open.filter((c) => !brokenMedia.has(c.id));
  const existing = new Set((await db.selectFrom('course_users').select(['course_id', 'user_id']).execute()).map((r) => `${r.course_id}:${r.user_id}`));
  for (const userId of historyEmployees) {
    for (const course of sample(random, pool, random.int(2, 7))) {
      if (existing.has(`${course.id}:${userId}`)) continue;
      // Recent study is more likely than old; about one in ten studied today.
      const daysAgo = random.next() < 0.1 ? 0 : Math.floor(365 * random.next() ** 2);
      const total = required.get(course.id)!.length;
      enrol(course, userId, random.next() < 0.35 ? total : random.int(0, total), clock.daysAgo(daysAgo, random));
    }
  }
  for (const part of chunks(enrolments, 500)) {
    await db
      .insertInto('course_users')
      .values(part)
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .execute();
  }
  for (const part of chunks(progressRows, 500)) {
    await db
      .insertInto('period_progress')
      .values(part)
      .onConflict((oc) => oc.columns(['user_id', 'period_id']).doNothing())
      .execute();
  }
}

/**
 * The study-record feed from what was studied: courses (course_users with a study time),
 * exams (submitted attempts), tasks and online trainings (task_users), maps (map_users).
 */
async function seedStudyRecords(db: Db) {
  await sql`
    insert into study_records (user_id, record_type, task_type, target_id, last_study_time, created_at)
    select user_id, 1, 0, course_id, last_study_time, created_at from course_users where last_study_time is not null
    union all
    select user_id, 2, 1, exam_id, max(submitted_at), min(started_at) from exam_attempts where submitted_at is not null group by user_id, exam_id
    union all
    select user_id, 2, 2, task_id, last_study_time, created_at from task_users where last_study_time is not null
    union all
    select user_id, 3, 0, map_id, last_study_time, coalesce(opened_at, created_at) from map_users where last_study_time is not null
    on conflict (user_id, record_type, task_type, target_id) do nothing`.execute(db);
}

/**
 * Notices of the notify item types the first demo notices lack (3, 4, 7, 9, 11, 12, 13) and a
 * Q&A reply (interaction),
 * for the fixed accounts, already read: the unread counts the header shows stay as they were.
 */
async function seedHomeNotices(db: Db, refs: { trainingIds: Map<string, number>; taskIds: number[]; examIds: Map<string, number>; courseIds: Map<string, number> }) {
  const users = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['learner01', 'lecturer01', 'examiner01', 'admin01']).execute();
  const classTest = await db.selectFrom('exams').select(['id', 'title']).where('exam_type', '=', 14).orderBy('id').executeTakeFirst();
  const notices: (Omit<NewNotification, 'user_id'> & { age: string })[] = [
    { notify_type: 1, type: 3, message_key: 'notifyOnlineTraining', params: { title: TASKS[2]!.name }, target_id: refs.taskIds[2] ?? null, age: '3 days' },
    { notify_type: 1, type: 4, message_key: 'notifyOfflineTraining', params: { title: TRAININGS[1].name, place: TRAININGS[1].address }, target_id: refs.trainingIds.get(TRAININGS[1].name) ?? null, age: '8 days' },
    { notify_type: 4, type: 7, message_key: 'notifyRemoteDefence', params: { title: '年中晋升远程答辩' }, target_id: null, age: '12 days' },
    { notify_type: 4, type: 9, message_key: 'notifyAiDefence', params: { title: '前端工程师 AI 模拟答辩' }, target_id: null, age: '20 days' },
    { notify_type: 1, type: 11, message_key: 'notifyClassTest', params: { title: classTest?.title ?? '课堂测验' }, target_id: classTest?.id ?? null, age: '33 days' },
    { notify_type: 1, type: 12, message_key: 'notifyMapExam', params: { title: '前端工程师岗位地图 阶段测验' }, target_id: null, age: '45 days' },
    { notify_type: 1, type: 13, message_key: 'notifyTrainingExam', params: { title: '上月在线培训考核' }, target_id: refs.examIds.get('上月在线培训考核') ?? null, age: '52 days' },
  ];
  // A reply to each account's own course question (seeded here, so the member area's Q&A lists
  // the question the notice speaks of): an interaction notice (notify type 2) without a notify
  // item type (the spec's item types name no Q&A reply; 8 is the interactive defence), opening
  // the course's Q&A.
  const replies = await seedQuestionReplies(db, users, refs.courseIds.get(QA_COURSE));
  const interaction = { notify_type: 2, type: 0, message_key: 'notifyInteraction', age: '15 days' } as const;
  await new NotificationsRepo(db).insertMany([
    ...users.flatMap((u) => notices.map(({ age: _age, ...n }) => ({ ...n, user_id: u.id }))),
    ...replies.map((r) => ({ notify_type: interaction.notify_type, type: interaction.type, message_key: interaction.message_key, params: { name: r.replier, title: QA_COURSE }, target_id: r.courseId, user_id: r.userId })),
  ]);
  for (const notice of [...notices, interaction]) {
    await db
      .updateTable('notifications')
      .set({ created_at: sql<Date>`now() - ${notice.age}::interval`, read_at: sql<Date>`now() - ${notice.age}::interval + interval '2 hours'` })
      .where('message_key', '=', notice.message_key)
      .where('type', '=', notice.type)
      .execute();
  }
}

/** The course whose Q&A holds the fixed accounts' own questions. */
const QA_COURSE = '高效沟通技巧';

/**
 * A question of each fixed account in the course's Q&A, answered by a lecturer (王芳, or 赵磊
 * for 王芳's own) 15 days ago and thanked for: what the interaction notice then reports.
 */
async function seedQuestionReplies(db: Db, users: { id: number; account: string }[], courseId: number | undefined) {
  if (courseId === undefined) return [];
  const lecturers = await db.selectFrom('users').select(['id', 'account', 'name']).where('account', 'in', ['lecturer01', 'lecturer02']).execute();
  const byAccount = new Map(lecturers.map((l) => [l.account, l]));
  const replies: { userId: number; courseId: number; replier: string }[] = [];
  for (const user of users) {
    const replier = byAccount.get(user.account === 'lecturer01' ? 'lecturer02' : 'lecturer01');
    if (!replier) continue;
    const asked = await db
      .insertInto('course_questions')
      .values({ course_id: courseId, user_id: user.id, title: '跨部门会议上意见分歧时，怎样推动达成共识？', content: '会议经常陷入争论，想请老师给些具体的方法。', answer_count: 2, created_at: sql<Date>`now() - interval '16 days'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await db
      .insertInto('course_answers')
      .values({ question_id: asked.id, parent_id: null, user_id: replier.id, content: '先复述各方的目标，找到共同点，再把分歧拆成可以验证的小问题逐一讨论。', created_at: sql<Date>`now() - interval '15 days'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('course_answers')
      .values({ question_id: asked.id, parent_id: answer.id, user_id: user.id, content: '谢谢老师，下次会议就试试！', created_at: sql<Date>`now() - interval '15 days' + interval '3 hours'` })
      .execute();
    replies.push({ userId: user.id, courseId, replier: replier.name });
  }
  return replies;
}

/** Title of the demo course whose live classes refreshDemoSchedule keeps around today. */
export const DEMO_LIVE_COURSE = '高效沟通技巧';

/**
 * Runs at every server start on a database holding the demo company (site setting
 * 'demo:company'): moves the live periods of the demo live course (in catalogue order) so
 * the first is live now (started 30 minutes ago, 2 hours long), the second starts in 2 days
 * and the others ended 3 days ago. No start falls within 15 minutes of now, so the live
 * reminder (announced 15 minutes before a start) never fires at start-up; the upcoming one
 * is re-armed for its reminder. Does nothing on other databases.
 */
export async function refreshDemoSchedule(db: Db, nowMs = Date.now()): Promise<number> {
  const marked = await db.selectFrom('site_config').select('key').where('key', '=', 'demo:company').executeTakeFirst();
  if (!marked) return 0;
  const periods = await db
    .selectFrom('course_periods as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .innerJoin('course_chapters as ch', 'ch.id', 'p.chapter_id')
    .select('p.id')
    .where('c.title', '=', DEMO_LIVE_COURSE)
    .where('p.period_type', '=', 1)
    .orderBy('ch.sort')
    .orderBy('p.sort')
    .orderBy('p.id')
    .execute();
  const hour = 3_600_000;
  for (const [index, period] of periods.entries()) {
    const start = index === 0 ? nowMs - hour / 2 : index === 1 ? nowMs + 2 * DAY_MS : nowMs - 3 * DAY_MS - 2 * hour;
    await db
      .updateTable('course_periods')
      .set({
        live_start: new Date(start),
        live_end: new Date(start + 2 * hour),
        // The upcoming class gets its reminder again; the others are past their reminder time.
        notified_at: index === 1 ? null : new Date(nowMs),
      })
      .where('id', '=', period.id)
      .execute();
  }
  return periods.length;
}
