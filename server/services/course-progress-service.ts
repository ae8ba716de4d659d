import { ApiError, Code } from '../http/envelope.js';
import type { CourseProgressRepo } from '../repositories/course-progress-repo.js';
import type { CoursesRepo } from '../repositories/courses-repo.js';
import { RecordType, TaskType, type StudyRecordsRepo } from '../repositories/study-records-repo.js';
import type { CompanyCalendar } from './calendar.js';
import { JoinState, periodLength, PeriodType, SKIP_SLACK_SECONDS } from './course-rules.js';

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
 * media length (or page count); in a required course the furthest point cannot jump ahead
 * of what was studied. A period completes at its full length; a course completes when
 * every required period completes. Study seconds also count towards the learner's day
 * (study_time_daily), which feeds the month study time and the rankings, and move the
 * course's study record (the home page's study-record feed).
 *
 * `completePeriod` is the entry of other features: the exam engine calls it when a class
 * test (period type 5) is passed or a questionnaire (type 6) submitted.
 */
export class CourseProgressService {
  constructor(
    private readonly courses: CoursesRepo,
    private readonly progress: CourseProgressRepo,
    private readonly calendar: CompanyCalendar,
    private readonly studyRecords: StudyRecordsRepo,
  ) {}

  async completePeriod(userId: number, periodId: number): Promise<void> {
    const period = await this.courses.period(periodId);
    if (!period) throw new ApiError(Code.notFound, 'periodNotFound');
    const course = await this.courses.findById(period.course_id);
    if (!course) throw new ApiError(Code.notFound, 'courseNotFound');
    await this.progress.enrol(course.id, userId, course.is_required === 1 ? JoinState.required : JoinState.elective);
    const length = periodLength(period) ?? 1;
    await this.progress.savePeriod({ userId, periodId, courseId: course.id, position: length, furthest: length, studySeconds: 0, completed: true });
    await this.recomputeCourse(userId, course.id);
  }

  /** Applies one record of a player; the caller checked access to the period. */
  async record(userId: number, input: StudyRecordInput, options: { noSkipping: boolean }): Promise<StudyRecordResult> {
    const period = await this.courses.period(input.periodId);
    if (!period) throw new ApiError(Code.notFound, 'periodNotFound');
    const length = periodLength(period);
    if (length === null || length <= 0) throw new ApiError(Code.badRequest, 'periodNotRecordable');
    const before = await this.progress.period(userId, period.id);
    const furthestBefore = before?.furthest ?? 0;
    let position = Math.min(input.position, length);
    if (options.noSkipping) {
      const step = period.period_type === PeriodType.document ? 1 : input.studySeconds + SKIP_SLACK_SECONDS;
      position = Math.min(position, furthestBefore + step);
    }
    const furthest = Math.max(furthestBefore, position);
    const completed = Boolean(before?.completed_at) || furthest >= length;
    await this.progress.savePeriod({ userId, periodId: period.id, courseId: period.course_id, position, furthest, studySeconds: input.studySeconds, completed });
    await this.progress.addStudyTime(userId, this.calendar.today(), input.studySeconds);
    await this.studyRecords.touch(userId, { recordType: RecordType.course, taskType: TaskType.none, targetId: period.course_id });
    const course = await this.recomputeCourse(userId, period.course_id);
    return { period_id: period.id, position, furthest, length, period_completed: completed, course_progress: course.progress, course_completed: course.completed };
  }

  /** Course progress = completed required periods / required periods, in whole percent. */
  async recomputeCourse(userId: number, courseId: number) {
    const { total, done } = await this.progress.requiredCounts(userId, courseId);
    const progress = total === 0 ? 0 : Math.floor((100 * done) / total);
    const completed = total > 0 && done >= total;
    await this.progress.setCourseProgress(courseId, userId, progress, completed);
    return { progress, completed };
  }
}
