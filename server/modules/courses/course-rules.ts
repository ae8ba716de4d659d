import { sql, type RawBuilder } from 'kysely';
import { DomainError } from '../../core/errors.js';
import type { Selectable } from 'kysely';
import type { CourseTable } from './tables.js';
import type { FileStorage } from '../../core/storage/file-storage.js';

/** A course's stored columns (the rules read a few of them). */
type CourseRow = Selectable<CourseTable>;

/** course_type 7 is the face-to-face course, opened through FaceShow; 1-4 are online kinds. */
export const FACE_TO_FACE = 7;
/** period_type: 1 live, 2 video, 3 audio, 4 document, 5 class test, 6 questionnaire. */
export const PeriodType = { live: 1, video: 2, audio: 3, document: 4, test: 5, questionnaire: 6 } as const;
/** join_state: 1 required (every employee's), 3 joined as an elective. */
export const JoinState = { required: 1, elective: 3 } as const;
/**
 * Slack of the no-skip rule (below), in seconds: players report every few seconds and on
 * pause, and a record's seconds are rounded; the slack absorbs that. It is granted once per
 * lesson, not per record, so that many small or parallel records never add it up.
 */
export const SKIP_SLACK_SECONDS = 5;

/**
 * A course that holds the remote defences' live periods (the seed's 答辩直播间: a defence names
 * one of its periods as its live_period_id) is internal: its rooms are entered from the defence,
 * which admits its participants. It is not listed in the catalogue, found by the search or
 * joined as an elective. The rule as SQL over the course's id column (`c.id`), for every list.
 */
export function isListedCourse(courseId: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from course_periods dp join defences d on d.live_period_id = dp.id where dp.course_id = ${sql.ref(courseId)})`;
}

/**
 * The no-skip rule of a media lesson (a video or audio period of a course, a video chapter
 * of a learning map). The furthest point reached is bounded by the study seconds credited to
 * the lesson so far (wall-clock time: StudyRecords.creditStudySeconds clips what a player
 * claims to the time that passed) plus SKIP_SLACK_SECONDS, and the lesson completes when its
 * furthest point reaches its length: so only once the credited seconds reach the length less
 * the slack, whatever position a record claims. With no skipping (required courses, map
 * chapters) the resume point also stays within that bound; an elective may seek ahead, but
 * seeking earns nothing. The furthest point never goes back.
 */
export function mediaProgress(input: { position: number; furthestBefore: number; creditedSeconds: number; length: number; noSkipping: boolean }) {
  const { furthestBefore, creditedSeconds, length } = input;
  const reachable = Math.min(length, Math.max(furthestBefore, creditedSeconds + SKIP_SLACK_SECONDS));
  const position = Math.max(0, Math.min(input.position, input.noSkipping ? reachable : length));
  const furthest = Math.max(furthestBefore, Math.min(position, reachable));
  return { position, furthest, completed: furthest >= length };
}

/** The user's join state: the enrolment's, else 1 for a required course, else none. */
export function joinStateOf(course: Pick<CourseRow, 'is_required'>, enrolled: { join_state: number } | undefined | null): number | null {
  return enrolled?.join_state ?? (course.is_required === 1 ? JoinState.required : null);
}

/** Spec section 4 "Course access": a disabled or expired course is refused (consult the administrator). */
export function assertCourseOpen(course: Pick<CourseRow, 'status' | 'expired_at'>, now = new Date()) {
  const closed = closedReason(course, now);
  if (closed) throw new DomainError('forbidden', closed);
}

function closedReason(course: Pick<CourseRow, 'status' | 'expired_at'>, now: Date): 'courseDisabled' | 'courseExpired' | null {
  if (course.status !== 1) return 'courseDisabled';
  if (course.expired_at && new Date(course.expired_at).getTime() <= now.getTime()) return 'courseExpired';
  return null;
}

/**
 * Why a course the user has not joined cannot be joined as an elective now (spec section 8
 * "Course access": disabled, expired, no places; each tells the user to consult the
 * administrator), or null when it can. The catalogue card shows it instead of the join
 * button; the join itself refuses with the same message (places counted under a lock there).
 */
export function electiveRefusal(course: Pick<CourseRow, 'status' | 'expired_at' | 'places'>, enrolledCount: number, now = new Date()) {
  return closedReason(course, now) ?? (course.places !== null && enrolledCount >= course.places ? ('coursePlacesFull' as const) : null);
}

/** Live period state: 0 not started, 1 live, 2 ended. */
export function liveStatus(period: { live_start: Date | string | null; live_end: Date | string | null }, now = new Date()): number {
  const start = period.live_start ? new Date(period.live_start).getTime() : Number.POSITIVE_INFINITY;
  const end = period.live_end ? new Date(period.live_end).getTime() : Number.POSITIVE_INFINITY;
  if (now.getTime() < start) return 0;
  if (now.getTime() < end) return 1;
  return 2;
}

/** A live period as the lists of live classes read it (study calendar, my courses' week): with its course and its first teacher. */
export interface LivePeriodRow {
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  live_start: Date;
  live_end: Date | null;
  playback_url: string | null;
  playback_status: number | null;
  teacher_name: string | null;
  teacher_title: string | null;
}

/** The teacher shown with a live class or a training: its name and title, or null without a teacher. */
export function teacherOf(row: { teacher_name: string | null; teacher_title: string | null }) {
  return row.teacher_name === null ? null : { name: row.teacher_name, title: row.teacher_title ?? '' };
}

/** A live period's playback (the Study day item's is_generate_playback): 1 ready, 2 not yet generated, 3 none. */
export function playbackState(period: { playback_status: number | null; playback_url: string | null }): number {
  return period.playback_status ?? (period.playback_url ? 1 : 3);
}

/** Length a period is measured in: seconds of media, or pages of a document; null when not recordable. */
export function periodLength(period: { period_type: number; media_seconds: number | null; pages: number | null }): number | null {
  if (period.period_type === PeriodType.video || period.period_type === PeriodType.audio) return period.media_seconds ?? null;
  if (period.period_type === PeriodType.document) return period.pages ?? null;
  return null;
}

/** Whether a stored file behind a /files/ address exists (no store, or an outside address: not checked). */
export function storedFileExists(storage: FileStorage | undefined, address: string | null): boolean {
  if (!address) return false;
  if (!storage || !address.startsWith('/files/')) return true;
  return storage.isFileSync(address);
}
