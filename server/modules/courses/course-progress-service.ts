import type { Logger } from 'pino';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { CourseProgressRepo } from './course-progress-repo.js';
import type { CoursesRepo } from './courses-repo.js';
import { RecordType, TaskType, type StudyRecords } from '../study-records/index.js';
import type { CompanyCalendar } from '../../core/calendar.js';
import { JoinState, mediaProgress, periodLength, PeriodType } from './course-rules.js';
import type { CreditLedger } from '../users/index.js';

/** The credits a lesson finished (course_study) and a course completed (course_complete) earn: the users module's ledger. */
export type CourseCredits = Pick<CreditLedger, 'earn'>;

export interface StudyRecordInput {
  periodId: number;
  /** Seconds into the media (video, audio) or the page number being read (document). */
  position: number;
  /** Seconds studied since the previous record of this period. */
  studySeconds: number;
}

export interface StudyRecordResult {
  period_id: number;
  position: number;
  furthest: number;
  length: number;
  period_completed: boolean;
  course_progress: number;
  course_completed: boolean;
}

/**
 * Study progress of periods and courses. Progress only moves forward, never beyond the
 * media length (or page count). A media period follows the no-skip rule (course-rules.ts
 * mediaProgress): its furthest point, and so its completion, follows the study seconds
 * credited to it, not the position a record claims; in a required course a document moves
 * one page per record. A period completes at its full length; a course completes when
 * every required period completes. Credited study seconds (never the claimed ones) also
 * count towards the learner's day (study_time_daily), which feeds the month study time and
 * the rankings, and move the course's study record (the home page's study-record feed).
 *
 * A record's writes (enrolment, period progress, the day's study time, the study record,
 * the course progress, the credits earned) run in one transaction: a failure half-way leaves
 * nothing behind, so the player's retry counts its study seconds once. A media or document
 * lesson finished earns the study-time credits (course_study, by its credited seconds), a
 * course completed its course_complete credits, each once (the ledger's unique indexes).
 *
 * `completePeriod` completes a lesson that has no media: CourseService.completeResource calls
 * it when a class test (period type 5) is passed or a questionnaire (type 6) submitted.
 */
export class CourseProgressService {
  constructor(
    private readonly db: Db,
    private readonly courses: CoursesRepo,
    private readonly progress: CourseProgressRepo,
    private readonly calendar: CompanyCalendar,
    private readonly studyRecords: StudyRecords,
    private readonly credits: CourseCredits,
    private readonly logger?: Logger,
  ) {}

  async completePeriod(userId: number, periodId: number): Promise<void> {
    const period = await this.courses.period(periodId);
    if (!period) throw new DomainError('notFound', 'periodNotFound');
    const course = await this.courses.findById(period.course_id);
    if (!course) throw new DomainError('notFound', 'courseNotFound');
    const length = periodLength(period) ?? 1;
    await this.db.transaction().execute(async (trx) => {
      // The learner's clock lock first, as a study record takes it (one lock order).
      await this.studyRecords.lockClock(userId, trx);
      await this.progress.enrol(course.id, userId, course.is_required === 1 ? JoinState.required : JoinState.elective, trx);
      await this.progress.savePeriod({ userId, periodId, courseId: course.id, position: length, furthest: length, studySeconds: 0, completed: true }, trx);
      await this.recomputeCourse(userId, course.id, trx);
    });
  }

  /**
   * Applies one record of a player; the caller checked access to the period. A required
   * course enrols the learner on the first record and lets no one skip ahead.
   */
  async record(userId: number, input: StudyRecordInput, course: { id: number; is_required: number }): Promise<StudyRecordResult> {
    const period = await this.courses.period(input.periodId);
    if (!period) throw new DomainError('notFound', 'periodNotFound');
    const length = periodLength(period);
    if (length === null || length <= 0) throw new DomainError('refused', 'periodNotRecordable');
    const required = course.is_required === 1;
    const media = period.period_type === PeriodType.video || period.period_type === PeriodType.audio;
    return this.db.transaction().execute(async (trx) => {
      // Study time is real time: first, under the learner's clock lock, the claim is clipped
      // to the time since their previous record and to the media length.
      const { credited, elapsed } = await this.studyRecords.creditStudySeconds(userId, input.studySeconds, media ? length : null, trx);
      if (credited < input.studySeconds) {
        this.logger?.info({ userId, periodId: period.id, claimed: input.studySeconds, credited, elapsed, length }, 'study seconds clipped');
      }
      if (required) await this.progress.enrol(course.id, userId, JoinState.required, trx);
      const before = await this.progress.period(userId, period.id, trx);
      const furthestBefore = before?.furthest ?? 0;
      const creditedSeconds = (before?.study_seconds ?? 0) + credited;
      let position: number;
      let furthest: number;
      let completed: boolean;
      if (media) {
        ({ position, furthest, completed } = mediaProgress({ position: input.position, furthestBefore, creditedSeconds, length, noSkipping: required }));
      } else {
        position = Math.min(input.position, length, required ? furthestBefore + 1 : length);
        furthest = Math.max(furthestBefore, position);
        completed = furthest >= length;
      }
      completed ||= Boolean(before?.completed_at);
      await this.progress.savePeriod({ userId, periodId: period.id, courseId: period.course_id, position, furthest, studySeconds: credited, completed }, trx);
      await this.studyRecords.addStudyTime(userId, this.calendar.today(), credited, trx);
      await this.studyRecords.touch(userId, { recordType: RecordType.course, taskType: TaskType.none, targetId: period.course_id }, trx);
      if (completed && !before?.completed_at) await this.credits.earn(userId, 'course_study', { refId: period.id, creditedSeconds, db: trx });
      const progress = await this.recomputeCourse(userId, period.course_id, trx);
      return { period_id: period.id, position, furthest, length, period_completed: completed, course_progress: progress.progress, course_completed: progress.completed };
    });
  }

  /** Course progress = completed required periods / required periods, in whole percent; a course just completed earns its credits. */
  private async recomputeCourse(userId: number, courseId: number, trx: Db) {
    const { total, done } = await this.progress.requiredCounts(userId, courseId, trx);
    const progress = total === 0 ? 0 : Math.floor((100 * done) / total);
    const completed = total > 0 && done >= total;
    const newlyCompleted = await this.progress.setCourseProgress(courseId, userId, progress, completed, trx);
    if (newlyCompleted) await this.credits.earn(userId, 'course_complete', { refId: courseId, db: trx });
    return { progress, completed };
  }
}
