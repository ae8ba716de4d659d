import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import { DomainError } from '../../core/errors.js';
import type { Locale } from '../../core/i18n.js';
import type { FileAddresses } from '../../core/storage/file-access.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { CourseService } from '../courses/index.js';
import { liveStatus, playbackState, teacherOf } from '../courses/index.js';
import { MyCourseType, type MyCourseFilter, type MyCoursesRepo } from './my-courses-repo.js';

/** mycourse (required and elective, with my progress) and the live class schedule (mycourse/courseLive). */
export class MyCoursesService {
  constructor(
    private readonly repo: MyCoursesRepo,
    private readonly courses: Pick<CourseService, 'cards'>,
    private readonly calendar: CompanyCalendar,
    private readonly files: FileAddresses,
  ) {}

  async list(userId: number, filter: MyCourseFilter, page: number, limit: number, locale: Locale) {
    const [{ rows, total }, required, elective] = await Promise.all([
      this.repo.list(userId, filter, page, limit),
      this.repo.count(userId, MyCourseType.required),
      this.repo.count(userId, MyCourseType.elective),
    ]);
    return { list: await this.courses.cards(rows, locale), total, current_page: page, required_total: required, elective_total: elective };
  }

  /** Today's live classes and this week's (Monday to Sunday, company days) of my courses. */
  async courseLive(userId: number, date: string | undefined) {
    const day = date ? DateTime.fromISO(date, { zone: this.calendar.zone }) : this.calendar.now();
    if (!day.isValid || (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))) throw new DomainError('refused', 'studyDateInvalid');
    const dayStart = day.startOf('day');
    const weekStart = dayStart.minus({ days: dayStart.weekday - 1 });
    const rows = await this.repo.lives(userId, weekStart.toJSDate(), weekStart.plus({ days: 7 }).toJSDate());
    const now = new Date();
    // The lives of my own courses: their recordings are signed for me, as the study calendar does.
    const sign = await this.files.signer(userId);
    const items = rows.map((r) => ({
      id: r.id,
      title: r.title,
      course_id: r.course_id,
      course_title: r.course_title,
      chapter_title: r.chapter_title,
      live_start: unixSeconds(r.live_start),
      live_end: unixSeconds(r.live_end),
      day: DateTime.fromJSDate(new Date(r.live_start), { zone: this.calendar.zone }).toISODate()!,
      progress_status: liveStatus(r, now),
      is_generate_playback: playbackState(r),
      // The same recording the course page hands its live entry: one playback rule for both pages.
      playback_url: sign(r.playback_url),
      teacher: teacherOf(r),
    }));
    const today = dayStart.toISODate()!;
    return { date: today, week_start: weekStart.toISODate()!, today: items.filter((i) => i.day === today), week: items };
  }
}
