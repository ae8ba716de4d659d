import type { FileAddresses } from '../../core/storage/file-access.js';
import { DateTime } from 'luxon';
import { DomainError } from '../../core/errors.js';
import type { Range, StudyDayRepo } from './study-day-repo.js';
import type { CompanyCalendar } from '../../core/calendar.js';
import { liveStatus, playbackState, teacherOf } from '../courses/index.js';
import { unixSeconds } from '../../core/unix-time.js';

/** progress_status of a study item. */
export const Progress = { notStarted: 0, inProgress: 1, finished: 2 } as const;
/** The home timeline's tabs (status): 0 all, 1 not started, 2 learning, 3 done; a tab shows progress_status = status - 1. */
export const StudyTab = { all: 0, notStarted: 1, learning: 2, done: 3 } as const;

export type StudyTypeName = 'live' | 'exam' | 'offline_train' | 'online_train' | 'map' | 'defence';
/** Order of kinds for items that start and end at the same time. */
const TYPE_ORDER: Record<StudyTypeName, number> = { live: 0, exam: 1, offline_train: 2, online_train: 3, map: 4, defence: 5 };
/** The pending list: open now or starting within this many days, at most this many items. */
export const PENDING_DAYS = 7;
export const PENDING_LIMIT = 10;

/** One item of the study timeline; every field is present, null when not of the item's kind. */
export interface StudyDayItem {
  type_name: StudyTypeName;
  progress_status: number;
  start_time: number;
  end_time: number;
  created_at: number | null;
  course_title: string | null;
  chapter_title: string | null;
  teacher: { name: string; title: string } | null;
  video_id: number | null;
  is_generate_playback: number | null;
  playback_url: string | null;
  chapter_id: number | null;
  course_id: number | null;
  task_id: number | null;
  id: number;
  phase_id: number | null;
  task_name: string | null;
  exam_long: number | null;
  pass_score: number | null;
  exam_start: number | null;
  exam_end: number | null;
  name: string | null;
  address: string | null;
  is_apply: number | null;
  phase_num: number | null;
  course_num: number | null;
  exam_num: number | null;
  qn_num: number | null;
  argument_num: number | null;
  title: string | null;
  study_type: number | null;
  phase_index: number | null;
  phase_title: string | null;
  defence_kind: number | null;
}

type Common = 'type_name' | 'progress_status' | 'start_time' | 'end_time' | 'id';
const EMPTY: Omit<StudyDayItem, Common> = {
  created_at: null,
  course_title: null,
  chapter_title: null,
  teacher: null,
  video_id: null,
  is_generate_playback: null,
  playback_url: null,
  chapter_id: null,
  course_id: null,
  task_id: null,
  phase_id: null,
  task_name: null,
  exam_long: null,
  pass_score: null,
  exam_start: null,
  exam_end: null,
  name: null,
  address: null,
  is_apply: null,
  phase_num: null,
  course_num: null,
  exam_num: null,
  qn_num: null,
  argument_num: null,
  title: null,
  study_type: null,
  phase_index: null,
  phase_title: null,
  defence_kind: null,
};

/** When an item runs and when it was made, in unix seconds. */
const timesOf = (start: Date, end: Date, createdAt: Date) => ({ start_time: unixSeconds(start), end_time: unixSeconds(end), created_at: unixSeconds(createdAt) });
/** Assigned work (online training, map): finished when completed, in progress once started. */
const workProgress = (row: { completed_at: Date | null; progress: number }, started: boolean) =>
  row.completed_at ? Progress.finished : started || row.progress > 0 ? Progress.inProgress : Progress.notStarted;
/** A defence by the caller's attempt: invited (0) not started, answering (1) in progress, submitted or reviewed (2, 3) finished. */
const defenceProgress = (status: number) => (status >= 2 ? Progress.finished : status === 1 ? Progress.inProgress : Progress.notStarted);

/**
 * The home page's study calendar: a day's timeline of live classes, exams, offline and
 * online trainings, map stages and defences; the days of a month that have any; and the pending list.
 * An item is on a company day (CompanyCalendar's zone) when its time intersects that day.
 */
export class StudyDayService {
  constructor(
    private readonly repo: StudyDayRepo,
    private readonly calendar: CompanyCalendar,
    private readonly files: FileAddresses,
  ) {}

  /** GET study/day: the caller's items on a day, by start time, optionally of one tab. */
  async day(userId: number, date: string, status: number, now = new Date()) {
    const day = this.parseDay(date);
    const items = await this.items(userId, { lo: day.toJSDate(), hi: day.plus({ days: 1 }).toJSDate() }, now);
    const list = status === StudyTab.all ? items : items.filter((item) => item.progress_status === status - 1);
    list.sort((a, b) => a.start_time - b.start_time || a.end_time - b.end_time || TYPE_ORDER[a.type_name] - TYPE_ORDER[b.type_name] || a.id - b.id);
    return { list };
  }

  /** GET calendar/month: the days of a month ('YYYY-MM') with at least one item of the caller. */
  async month(userId: number, month: string, now = new Date()) {
    return { days: await this.daysOf(userId, this.parseMonth(month), now) };
  }

  /** GET pcHome/inAbeyance: unfinished items open now or starting within a week (soonest end first) and this month's days. */
  async inAbeyance(userId: number, now = new Date()) {
    const from = DateTime.fromJSDate(now, { zone: this.calendar.zone });
    const [items, dateData] = await Promise.all([
      this.items(userId, { lo: now, hi: from.plus({ days: PENDING_DAYS }).toJSDate() }, now),
      this.daysOf(userId, from.startOf('month'), now),
    ]);
    const pending = items
      .filter((item) => item.progress_status !== Progress.finished)
      .sort((a, b) => a.end_time - b.end_time || a.start_time - b.start_time || TYPE_ORDER[a.type_name] - TYPE_ORDER[b.type_name] || a.id - b.id)
      .slice(0, PENDING_LIMIT);
    return { task_data: pending, date_data: dateData };
  }

  private parseDay(date: string): DateTime {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone: this.calendar.zone }) : null;
    if (!day?.isValid) throw new DomainError('refused', 'studyDateInvalid');
    return day.startOf('day');
  }

  private parseMonth(month: string): DateTime {
    const start = /^\d{4}-\d{2}$/.test(month) ? DateTime.fromFormat(month, 'yyyy-MM', { zone: this.calendar.zone }) : null;
    if (!start?.isValid) throw new DomainError('refused', 'calendarMonthInvalid');
    return start.startOf('month');
  }

  private daysOf(userId: number, monthStart: DateTime, now: Date) {
    const next = monthStart.plus({ months: 1 });
    const span = { lo: monthStart.toJSDate(), hi: next.toJSDate() };
    return this.repo.daysWithItems(userId, monthStart.toISODate()!, next.minus({ days: 1 }).toISODate()!, span, this.calendar.zone, now);
  }

  /** Every item of the caller on a range: one query per kind. */
  private async items(userId: number, range: Range, now: Date): Promise<StudyDayItem[]> {
    const [lives, exams, trainings, onlineTrainings, phases, defences] = await Promise.all([
      this.repo.lives(userId, range),
      this.repo.exams(userId, range, now),
      this.repo.trainings(userId, range),
      this.repo.onlineTrainings(userId, range),
      this.repo.mapPhases(userId, range),
      this.repo.defences(userId, range),
    ]);
    // The lives are of the caller's own courses: their recordings open for the caller (signed).
    const sign = await this.files.signer(userId);
    return [
      ...lives.map(
        (r): StudyDayItem => ({
          ...EMPTY,
          type_name: 'live',
          progress_status: liveStatus(r, now),
          start_time: unixSeconds(r.live_start),
          end_time: unixSeconds(r.live_end ?? r.live_start),
          id: r.id,
          video_id: r.id,
          chapter_id: r.id,
          chapter_title: r.title,
          course_id: r.course_id,
          course_title: r.course_title,
          teacher: teacherOf(r),
          is_generate_playback: playbackState(r),
          playback_url: sign(r.playback_url),
        }),
      ),
      ...exams.map(
        (r): StudyDayItem => ({
          ...EMPTY,
          type_name: 'exam',
          progress_status: r.taken ? Progress.finished : r.in_progress ? Progress.inProgress : Progress.notStarted,
          ...timesOf(r.exam_start, r.exam_end, r.created_at),
          id: r.id,
          task_name: r.title,
          exam_long: r.exam_long,
          pass_score: r.pass_score,
          exam_start: unixSeconds(r.exam_start),
          exam_end: unixSeconds(r.exam_end),
        }),
      ),
      ...trainings.map(
        (r): StudyDayItem => ({
          ...EMPTY,
          type_name: 'offline_train',
          // A training session runs like a live class: before, during, after.
          progress_status: liveStatus({ live_start: r.start_time, live_end: r.end_time }, now),
          ...timesOf(r.start_time, r.end_time, r.created_at),
          id: r.id,
          name: r.name,
          address: r.address,
          is_apply: r.is_apply,
          teacher: teacherOf(r),
        }),
      ),
      ...onlineTrainings.map(
        (r): StudyDayItem => ({
          ...EMPTY,
          type_name: 'online_train',
          progress_status: workProgress(r, r.last_study_time !== null),
          ...timesOf(r.start_time, r.end_time, r.created_at),
          id: r.id,
          task_id: r.id,
          task_name: r.name,
          ...r.counts,
        }),
      ),
      ...phases.map(
        (r): StudyDayItem => ({
          ...EMPTY,
          type_name: 'map',
          progress_status: workProgress(r, r.opened_at !== null),
          ...timesOf(r.start_time, r.end_time, r.created_at),
          id: r.map_id,
          phase_id: r.id,
          title: r.map_title,
          study_type: r.study_type,
          phase_index: r.phase_index,
          phase_title: r.title,
          // The stage's counts (the maps module's tables): chapters, exams, questionnaires, defences.
          ...r.counts,
        }),
      ),
      ...defences.map(
        (r): StudyDayItem => ({
          ...EMPTY,
          type_name: 'defence',
          progress_status: defenceProgress(r.status),
          ...timesOf(r.starts_at, r.ends_at, r.created_at),
          id: r.id,
          title: r.title,
          // Only an offline defence is held at a place.
          address: r.place === '' ? null : r.place,
          defence_kind: r.kind,
        }),
      ),
    ];
  }
}
