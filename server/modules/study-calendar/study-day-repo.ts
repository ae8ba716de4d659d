import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import type { LivePeriodRow } from '../courses/index.js';

/** A time range [lo, hi): a company day, a month, or "now until a week from now". */
export interface Range {
  lo: Date;
  hi: Date;
}

/**
 * Whether an item running from `start` to `end` is on the range [lo, hi): it starts inside
 * the range, or started before it and ends after the range has begun. An item without an
 * end (a live period not yet given one) is an instant at its start.
 */
function onRange(start: RawBuilder<unknown>, end: RawBuilder<unknown>, lo: unknown, hi: unknown) {
  return sql<boolean>`(${start} < ${hi} and (${end} > ${lo} or ${start} >= ${lo}))`;
}

/** The stages and the items of each kind an online training or a map stage counts (count(*) answers them as bigint). */
interface StageCounts {
  phase_num: number;
  course_num: number;
  exam_num: number;
  qn_num: number;
  argument_num: number;
}

/** A row with its stage counts apart, as numbers. */
function withStageCounts<R extends StageCounts>({ phase_num, course_num, exam_num, qn_num, argument_num, ...row }: R) {
  return { ...row, counts: { phase_num: toNumber(phase_num), course_num: toNumber(course_num), exam_num: toNumber(exam_num), qn_num: toNumber(qn_num), argument_num: toNumber(argument_num) } };
}

/** A row of exams(). */
interface ExamRow {
  id: number;
  title: string;
  exam_start: Date;
  exam_end: Date;
  exam_long: number;
  pass_score: number;
  created_at: Date;
  taken: boolean;
  in_progress: boolean;
}

/** A row of trainings(). */
interface TrainingRow {
  id: number;
  name: string;
  address: string;
  start_time: Date;
  end_time: Date;
  created_at: Date;
  is_apply: number;
  teacher_name: string | null;
  teacher_title: string | null;
}

/** A row of onlineTrainings(), its counts as the database answers them. */
interface OnlineTrainingRow extends StageCounts {
  id: number;
  name: string;
  start_time: Date;
  end_time: Date;
  created_at: Date;
  progress: number;
  completed_at: Date | null;
  last_study_time: Date | null;
}

/** A row of mapPhases(), its counts as the database answers them. */
interface MapPhaseRow extends StageCounts {
  id: number;
  title: string;
  start_time: Date;
  end_time: Date;
  map_id: number;
  map_title: string;
  study_type: number;
  created_at: Date;
  phase_index: number;
  progress: number;
  opened_at: Date | null;
  completed_at: Date | null;
}

/** A row of defences(). */
interface DefenceRow {
  id: number;
  title: string;
  kind: number;
  starts_at: Date;
  ends_at: Date;
  place: string;
  created_at: Date;
  status: number;
}

/** Exam types shown on the study calendar: 1 simulation, 2 official. */
export const CALENDAR_EXAM_TYPES = [1, 2];

/**
 * The caller's study items of each kind whose time is on a range: one set-based query per
 * kind, each choosing "what is the caller's" in one place (`*Scope`), so the day's
 * timeline and the month's marked days agree.
 *
 * - live: live periods (period type 1) of enabled courses that are required for everyone or
 *   that the caller joined;
 * - exam: exams of types 1-2 published by `now` (no publication time: published);
 * - offline_train: published trainings the caller is invited to;
 * - online_train: published tasks of kind 2 (online training) assigned to the caller;
 * - map: stages of published maps assigned to the caller;
 * - defence: defences the caller is invited to (has an attempt of).
 */
export class StudyDayRepo {
  constructor(private readonly db: Db) {}

  private liveScope(userId: number, range: Range) {
    const start = sql`p.live_start`;
    const end = sql`coalesce(p.live_end, p.live_start)`;
    return sql`
      select p.id, p.live_start as start_time, coalesce(p.live_end, p.live_start) as end_time
      from course_periods p join courses c on c.id = p.course_id
      where p.period_type = 1 and c.status = 1 and ${onRange(start, end, range.lo, range.hi)}
        and (c.is_required = 1 or exists (select 1 from course_users cu where cu.course_id = c.id and cu.user_id = ${userId}))`;
  }

  private examScope(range: Range, now: Date) {
    return sql`
      select e.id, e.exam_start as start_time, e.exam_end as end_time
      from exams e
      where e.exam_type in (${sql.join(CALENDAR_EXAM_TYPES)}) and (e.published_at is null or e.published_at <= ${now})
        and ${onRange(sql`e.exam_start`, sql`e.exam_end`, range.lo, range.hi)}`;
  }

  private trainingScope(userId: number, range: Range) {
    return sql`
      select t.id, t.start_time, t.end_time
      from trainings t join training_users tu on tu.training_id = t.id and tu.user_id = ${userId}
      where t.publish_status = 1 and ${onRange(sql`t.start_time`, sql`t.end_time`, range.lo, range.hi)}`;
  }

  private onlineTrainingScope(userId: number, range: Range) {
    return sql`
      select t.id, t.start_time, t.end_time
      from tasks t join task_users tu on tu.task_id = t.id and tu.user_id = ${userId}
      where t.kind = 2 and t.publish_status = 1 and ${onRange(sql`t.start_time`, sql`t.end_time`, range.lo, range.hi)}`;
  }

  private mapPhaseScope(userId: number, range: Range) {
    return sql`
      select p.id, p.start_time, p.end_time
      from map_phases p
        join study_maps m on m.id = p.map_id
        join map_users mu on mu.map_id = p.map_id and mu.user_id = ${userId}
      where m.publish_status = 1 and ${onRange(sql`p.start_time`, sql`p.end_time`, range.lo, range.hi)}`;
  }

  private defenceScope(userId: number, range: Range) {
    return sql`
      select d.id, d.starts_at as start_time, d.ends_at as end_time
      from defences d join defence_attempts a on a.defence_id = d.id and a.user_id = ${userId}
      where ${onRange(sql`d.starts_at`, sql`d.ends_at`, range.lo, range.hi)}`;
  }

  /** Live periods with their course and its first teacher (their state follows the clock). */
  async lives(userId: number, range: Range) {
    const result = await sql<LivePeriodRow>`
      select p.id, p.title, p.course_id, c.title as course_title, p.live_start, p.live_end, p.playback_url, p.playback_status,
             tch.name as teacher_name, tch.title as teacher_title
      from (${this.liveScope(userId, range)}) s
        join course_periods p on p.id = s.id
        join courses c on c.id = p.course_id
        left join lateral (
          select u.name, coalesce(l.title, '') as title
          from course_teachers t join users u on u.id = t.lecturer_id left join lecturers l on l.user_id = t.lecturer_id
          where t.course_id = c.id order by t.sort, t.lecturer_id limit 1
        ) tch on true`.execute(this.db);
    return result.rows;
  }

  /** Exams with whether the caller has submitted an attempt (taken) or has one open. */
  async exams(userId: number, range: Range, now: Date) {
    const result = await sql<ExamRow>`
      select e.id, e.title, e.exam_start, e.exam_end, e.exam_long, e.pass_score, e.created_at,
             exists (select 1 from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is not null) as taken,
             exists (select 1 from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is null) as in_progress
      from (${this.examScope(range, now)}) s join exams e on e.id = s.id`.execute(this.db);
    return result.rows;
  }

  /** Offline trainings with the lecturer and whether the caller enrolled. */
  async trainings(userId: number, range: Range) {
    const result = await sql<TrainingRow>`
      select t.id, t.name, t.address, t.start_time, t.end_time, t.created_at, tu.is_apply,
             u.name as teacher_name, case when u.id is null then null else coalesce(l.title, '') end as teacher_title
      from (${this.trainingScope(userId, range)}) s
        join trainings t on t.id = s.id
        join training_users tu on tu.training_id = t.id and tu.user_id = ${userId}
        left join users u on u.id = t.lecturer_id
        left join lecturers l on l.user_id = t.lecturer_id`.execute(this.db);
    return result.rows;
  }

  /** Online trainings with the caller's progress and the numbers of stages and items of each kind. */
  async onlineTrainings(userId: number, range: Range) {
    const result = await sql<OnlineTrainingRow>`
      select t.id, t.name, t.start_time, t.end_time, t.created_at, tu.progress, tu.completed_at, tu.last_study_time,
             (select count(*) from task_phases ph where ph.task_id = t.id) as phase_num,
             n.course_num, n.exam_num, n.qn_num, n.argument_num
      from (${this.onlineTrainingScope(userId, range)}) s
        join tasks t on t.id = s.id
        join task_users tu on tu.task_id = t.id and tu.user_id = ${userId}
        cross join lateral (
          select count(*) filter (where i.item_type = 1) as course_num,
                 count(*) filter (where i.item_type = 2) as exam_num,
                 count(*) filter (where i.item_type = 3) as qn_num,
                 count(*) filter (where i.item_type = 4) as argument_num
          from task_items i where i.task_id = t.id
        ) n`.execute(this.db);
    return result.rows.map(withStageCounts);
  }

  /** Map stages with their map, their 1-based place in the map and the caller's map progress. */
  async mapPhases(userId: number, range: Range) {
    const result = await sql<MapPhaseRow>`
      select p.id, p.title, p.start_time, p.end_time, m.id as map_id, m.title as map_title, m.study_type, m.created_at,
             (select count(*) from map_phases q where q.map_id = p.map_id and (q.sort < p.sort or (q.sort = p.sort and q.id <= p.id))) as phase_index,
             mu.progress, mu.opened_at, mu.completed_at,
             (select count(*) from map_phases q where q.map_id = p.map_id) as phase_num,
             (select count(*) from map_chapters c where c.phase_id = p.id) as course_num,
             (select count(*) from map_phase_items i where i.phase_id = p.id and i.item_type = 2) as exam_num,
             (select count(*) from map_phase_items i where i.phase_id = p.id and i.item_type = 3) as qn_num,
             (select count(*) from map_phase_items i where i.phase_id = p.id and i.item_type = 4) as argument_num
      from (${this.mapPhaseScope(userId, range)}) s
        join map_phases p on p.id = s.id
        join study_maps m on m.id = p.map_id
        join map_users mu on mu.map_id = p.map_id and mu.user_id = ${userId}`.execute(this.db);
    return result.rows.map((r) => ({ ...withStageCounts(r), phase_index: toNumber(r.phase_index) }));
  }

  /** Defences with the caller's attempt status (0 invited, 1 answering, 2 submitted, 3 reviewed). */
  async defences(userId: number, range: Range) {
    const result = await sql<DefenceRow>`
      select d.id, d.title, d.kind, d.starts_at, d.ends_at, d.place, d.created_at, a.status
      from (${this.defenceScope(userId, range)}) s
        join defences d on d.id = s.id
        join defence_attempts a on a.defence_id = d.id and a.user_id = ${userId}`.execute(this.db);
    return result.rows;
  }

  /**
   * The days (company days 'YYYY-MM-DD', from `firstDay` to `lastDay`) on which the caller has
   * at least one study item: the items of the whole span are gathered once, then matched
   * against each day's bounds in the company zone.
   */
  async daysWithItems(userId: number, firstDay: string, lastDay: string, span: Range, zone: string, now: Date): Promise<string[]> {
    const result = await sql<{ day: string }>`
      with days as (
        select d::date as day, d at time zone ${zone} as lo, (d + interval '1 day') at time zone ${zone} as hi
        from generate_series(${firstDay}::timestamp, ${lastDay}::timestamp, interval '1 day') d
      ), items as (
        select start_time, end_time from (${this.liveScope(userId, span)}) live
        union all select start_time, end_time from (${this.examScope(span, now)}) exam
        union all select start_time, end_time from (${this.trainingScope(userId, span)}) offline_train
        union all select start_time, end_time from (${this.onlineTrainingScope(userId, span)}) online_train
        union all select start_time, end_time from (${this.mapPhaseScope(userId, span)}) map
        union all select start_time, end_time from (${this.defenceScope(userId, span)}) defence
      )
      select to_char(days.day, 'YYYY-MM-DD') as day
      from days
      where exists (select 1 from items i where ${onRange(sql`i.start_time`, sql`i.end_time`, sql`days.lo`, sql`days.hi`)})
      order by days.day`.execute(this.db);
    return result.rows.map((r) => r.day);
  }
}
