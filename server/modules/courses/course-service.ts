import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { CourseProgressRepo } from './course-progress-repo.js';
import type { CourseFilter, CourseRow, CoursesRepo } from './courses-repo.js';
import type { CourseProgressService, StudyRecordInput } from './course-progress-service.js';
import { assertCourseOpen, electiveRefusal, FACE_TO_FACE, joinStateOf, JoinState, liveStatus, periodLength, playbackState, PeriodType, storedFileExists } from './course-rules.js';
import { megabytes } from '../../../src/shared/file-size.js';
import { translate } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import type { FileAddresses } from '../../core/storage/file-access.js';

const TYPE_NAMES: Record<number, { 'zh-CN': string; 'en-US': string }> = {
  1: { 'zh-CN': '系列课', 'en-US': 'Series' },
  2: { 'zh-CN': '视频课', 'en-US': 'Video' },
  3: { 'zh-CN': '音频课', 'en-US': 'Audio' },
  4: { 'zh-CN': '文档课', 'en-US': 'Document' },
  7: { 'zh-CN': '面授课', 'en-US': 'Face-to-face' },
};

type Locale = 'zh-CN' | 'en-US';
type ListedCourse = Pick<CourseRow, 'id' | 'title' | 'course_type' | 'cover' | 'is_required' | 'status' | 'places' | 'source' | 'due_date_option' | 'level' | 'expired_at' | 'face_start' | 'face_end' | 'face_address'> & {
  join_state?: number | null;
  progress?: number | null;
  last_study_time?: Date | string | null;
};

/** A class test (period type 5, resource an exam) or a questionnaire (type 6), and the lesson it was opened from if known. */
export interface ResourceRef {
  periodType: typeof PeriodType.test | typeof PeriodType.questionnaire;
  resourceId: number;
  periodId?: number;
}

/** Catalogue, course pages, access rules (places, expiry, disabled, unlock order, media state). */
export class CourseService {
  constructor(
    private readonly db: Db,
    private readonly courses: CoursesRepo,
    private readonly progress: CourseProgressRepo,
    private readonly progressService: CourseProgressService,
    private readonly storage: FileStorage | undefined,
    private readonly files: FileAddresses,
  ) {}

  async basis(locale: Locale) {
    const categories = await this.courses.categories();
    return {
      course_types: [1, 2, 3, 4, 7].map((id) => ({ id, name: TYPE_NAMES[id]![locale] })),
      categories: categories.map((c) => ({ id: c.id, name: locale === 'en-US' && c.name_en ? c.name_en : c.name })),
    };
  }

  async search(userId: number, filter: CourseFilter, page: number, limit: number, locale: Locale) {
    const { rows, total } = await this.courses.search(filter, userId, page, limit);
    return { list: await this.cards(rows, locale), total, current_page: page };
  }

  searchRows(filter: CourseFilter, userId: number, page: number, limit: number) {
    return this.courses.search(filter, userId, page, limit);
  }

  /** Course cards (spec section 3 "Course card") with teachers and participants, three queries for the page. */
  async cards(rows: ListedCourse[], locale: Locale) {
    const ids = rows.map((r) => r.id);
    const [teachers, participants] = await Promise.all([this.courses.teachersOf(ids), this.courses.participantsOf(ids)]);
    const now = new Date();
    return rows.map((row) => {
      const joinState = joinStateOf(row, row.join_state === undefined || row.join_state === null ? undefined : { join_state: row.join_state });
      const userTotal = participants.counts.find((c) => c.course_id === row.id)?.total ?? 0;
      const refusal = joinState === null ? electiveRefusal(row, userTotal, now) : null;
      return {
        id: row.id,
        course_basis_id: row.id,
        course_type: row.course_type,
        CourseTypeName: TYPE_NAMES[row.course_type]?.[locale] ?? '',
        title: row.title,
        cover: row.cover,
        course_cover: row.cover,
        progress: row.progress ?? 0,
        last_study_time: unixSeconds(row.last_study_time ?? null),
        join_state: joinState,
        is_optional: row.join_state === JoinState.elective ? 1 : 0,
        is_required: row.is_required,
        source: row.source,
        due_date_option: row.due_date_option,
        level: row.level,
        expired_at: unixSeconds(row.expired_at),
        face_start: unixSeconds(row.face_start),
        face_end: unixSeconds(row.face_end),
        face_address: row.face_address,
        teachers: teachers.filter((t) => t.course_id === row.id).map((t) => ({ id: t.id, name: t.name, title: t.title, photo: t.photo })),
        users: participants.photos.filter((p) => p.course_id === row.id).map((p) => ({ id: p.id, photo: p.photo })),
        user_total: userTotal,
        join_refusal: refusal ? translate(refusal, locale) : null,
      };
    });
  }

  private async course(id: number) {
    const course = await this.courses.findById(id);
    if (!course) throw new DomainError('notFound', 'courseNotFound');
    return course;
  }

  /** The course page: refused when disabled or expired, like every way into a course. */
  async info(userId: number, id: number, locale: Locale) {
    const course = await this.course(id);
    assertCourseOpen(course);
    const enrolled = await this.progress.enrolment(id, userId);
    const [card] = await this.cards([{ ...course, join_state: enrolled?.join_state ?? null, progress: enrolled?.progress ?? 0, last_study_time: enrolled?.last_study_time ?? null }], locale);
    const enrolledCount = card!.user_total;
    return {
      ...card!,
      description: course.description,
      category_id: course.category_id,
      category_name: locale === 'en-US' && course.category_name_en ? course.category_name_en : course.category_name,
      is_ordered: course.is_ordered,
      places: course.places,
      places_left: course.places === null ? null : Math.max(0, course.places - enrolledCount),
      completed: enrolled?.completed_at ? 1 : 0,
    };
  }

  /** Chapters with their periods and the user's state in each (locked, progress, completed, live state). */
  async catalogs(userId: number, id: number) {
    const course = await this.course(id);
    assertCourseOpen(course);
    const [chapters, periods, rows, enrolment] = await Promise.all([this.courses.chapters(id), this.courses.periods(id), this.progress.periodsOfCourse(userId, id), this.progress.enrolment(id, userId)]);
    const byPeriod = new Map(rows.map((r) => [r.period_id, r]));
    const locked = this.lockedPeriods(course, periods, byPeriod);
    const now = new Date();
    // A live period's recording opens (signed) for a learner in the course, as the period itself does.
    const sign = joinStateOf(course, enrolment) === null ? null : await this.files.signer(userId);
    const playback = (p: { id: number; playback_url: string | null }) => (sign && !locked.has(p.id) ? sign(p.playback_url) : p.playback_url);
    return chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      periods: periods
        .filter((p) => p.chapter_id === chapter.id)
        .map((p) => {
          const row = byPeriod.get(p.id);
          const length = periodLength(p);
          return {
            id: p.id,
            title: p.title,
            period_type: p.period_type,
            is_required: p.is_required,
            media_seconds: p.media_seconds,
            pages: p.pages,
            transcoding: p.transcode_status === 2 ? 1 : 0,
            locked: locked.has(p.id) ? 1 : 0,
            completed: row?.completed_at ? 1 : 0,
            progress: row?.completed_at ? 100 : length ? Math.min(100, Math.floor((100 * (row?.furthest ?? 0)) / length)) : 0,
            position: row?.position ?? 0,
            live_status: p.period_type === PeriodType.live ? liveStatus(p, now) : null,
            live_start: unixSeconds(p.live_start),
            live_end: unixSeconds(p.live_end),
            has_playback: p.playback_url ? 1 : 0,
            is_generate_playback: p.period_type === PeriodType.live ? playbackState(p) : null,
            playback_url: p.period_type === PeriodType.live ? playback(p) : null,
            resource_id: p.resource_id,
          };
        }),
    }));
  }

  /** In an ordered course a period opens only when every earlier required period is completed. */
  private lockedPeriods(course: CourseRow, periods: { id: number; is_required: number }[], byPeriod: Map<number, { completed_at: Date | string | null }>) {
    const locked = new Set<number>();
    if (course.is_ordered !== 1) return locked;
    let open = true;
    for (const p of periods) {
      if (!open) locked.add(p.id);
      if (p.is_required === 1 && !byPeriod.get(p.id)?.completed_at) open = false;
    }
    return locked;
  }

  /** A course's handouts, at addresses signed for the caller (whoever may see the open course). */
  async datum(userId: number, id: number) {
    const course = await this.course(id);
    assertCourseOpen(course);
    const rows = await this.courses.datums(id);
    const sign = await this.files.signer(userId);
    return rows.map((r) => ({ id: r.id, name: r.name, url: sign(r.path), size: r.size_bytes, size_mb: megabytes(r.size_bytes) }));
  }

  async others(userId: number, id: number, locale: Locale) {
    const course = await this.course(id);
    return this.cards(await this.courses.others(course, userId, 6), locale);
  }

  /**
   * Opening a period: the course must be open and the user in it (required courses
   * enrol everyone), the period unlocked, and its media ready and present.
   */
  async period(userId: number, periodId: number) {
    const { course, period, row, enrolledState } = await this.accessPeriod(userId, periodId);
    const periods = await this.courses.periods(course.id);
    const index = periods.findIndex((p) => p.id === period.id);
    const length = periodLength(period);
    // Signed for the caller, who has just passed the lesson's access rules (accessPeriod).
    const mediaUrl = await this.files.sign(period.period_type === PeriodType.live ? period.playback_url : period.media_path, userId);
    return {
      id: period.id,
      course_id: course.id,
      course_title: course.title,
      course_type: course.course_type,
      chapter_id: period.chapter_id,
      title: period.title,
      period_type: period.period_type,
      media_url: mediaUrl,
      media_seconds: period.media_seconds,
      pages: period.pages,
      length,
      position: row?.completed_at && length !== null && (row.position ?? 0) >= length ? 0 : (row?.position ?? 0),
      furthest: row?.furthest ?? 0,
      completed: row?.completed_at ? 1 : 0,
      no_skipping: course.is_required === 1 ? 1 : 0,
      join_state: enrolledState,
      live_status: period.period_type === PeriodType.live ? liveStatus(period) : null,
      live_start: unixSeconds(period.live_start),
      live_end: unixSeconds(period.live_end),
      resource_id: period.resource_id,
      prev_id: index > 0 ? periods[index - 1]!.id : null,
      next_id: index >= 0 && index < periods.length - 1 ? periods[index + 1]!.id : null,
    };
  }

  private async accessPeriod(userId: number, periodId: number) {
    const period = await this.courses.period(periodId);
    if (!period) throw new DomainError('notFound', 'periodNotFound');
    const course = await this.course(period.course_id);
    assertCourseOpen(course);
    if (course.course_type === FACE_TO_FACE) throw new DomainError('refused', 'periodNotRecordable');
    const enrolled = await this.progress.enrolment(course.id, userId);
    const state = joinStateOf(course, enrolled);
    if (state === null) throw new DomainError('forbidden', 'courseNotJoined');
    const [periods, rows] = await Promise.all([this.courses.periods(course.id), this.progress.periodsOfCourse(userId, course.id)]);
    const byPeriod = new Map(rows.map((r) => [r.period_id, r]));
    if (this.lockedPeriods(course, periods, byPeriod).has(period.id)) throw new DomainError('forbidden', 'unlockPrevious');
    if ([PeriodType.video, PeriodType.audio, PeriodType.document].includes(period.period_type as 2 | 3 | 4)) {
      if (period.transcode_status === 2) throw new DomainError('refused', 'mediaTranscoding');
      if (period.transcode_status === 3) throw new DomainError('refused', 'mediaTranscodeFailed');
      if (!storedFileExists(this.storage, period.media_path)) throw new DomainError('refused', 'mediaMissing');
    }
    if (period.period_type === PeriodType.live && liveStatus(period) === 2 && period.playback_url && !storedFileExists(this.storage, period.playback_url)) {
      throw new DomainError('refused', 'mediaMissing');
    }
    return { course, period, row: byPeriod.get(period.id), enrolledState: state };
  }

  /**
   * The lesson a passed class test (period type 5) or a submitted questionnaire (type 6)
   * completes, the one rule for both: the lesson it was opened from when given (it must show
   * this resource, and the learner must be allowed to open it: the same access rules as any
   * lesson), else the resource's only lesson. A resource that several lessons share (the demo's
   * satisfaction questionnaire sits in every series course) completes none without the lesson,
   * since which course it was taken in is unknown. Call it before storing the answer, so that a
   * wrong lesson refuses the submission; null: no lesson to complete.
   */
  async resourcePeriod(userId: number, ref: ResourceRef): Promise<number | null> {
    const periods = await this.courses.periodsOfResource(ref.periodType, ref.resourceId);
    if (ref.periodId === undefined) return periods.length === 1 ? periods[0]! : null;
    if (!periods.includes(ref.periodId)) throw new DomainError('invalid', 'periodNotOfResource');
    await this.accessPeriod(userId, ref.periodId);
    return ref.periodId;
  }

  /** Completes the lesson of a class test or questionnaire (resourcePeriod), with its course's progress. */
  async completeResource(userId: number, ref: ResourceRef): Promise<void> {
    const periodId = await this.resourcePeriod(userId, ref);
    if (periodId !== null) await this.progressService.completePeriod(userId, periodId);
  }

  /** A player's record: the same access rules as opening the period, then the progress rules. */
  async studyRecord(userId: number, input: StudyRecordInput) {
    const { course } = await this.accessPeriod(userId, input.periodId);
    return this.progressService.record(userId, input, course);
  }

  /**
   * Elective join (spec section 4): an open elective course with places left is added to
   * the user's courses. Already joined (or required): nothing changes, answered as joined. An
   * internal course (a defences' live room) is never joined.
   */
  async addOptional(userId: number, id: number) {
    const course = await this.course(id);
    assertCourseOpen(course);
    if (!(await this.courses.isListed(id))) throw new DomainError('forbidden', 'courseNotJoinable');
    const enrolled = await this.progress.enrolment(id, userId);
    if (course.is_required === 1 || enrolled) return { course_id: id, join_state: joinStateOf(course, enrolled)!, is_optional: enrolled?.join_state === JoinState.elective ? 1 : 0, added: false };
    const added = course.places === null ? await this.progress.enrol(id, userId, JoinState.elective) : await this.enrolWithinPlaces(id, userId, course.places);
    if (!added) throw new DomainError('forbidden', 'coursePlacesFull');
    return { course_id: id, join_state: JoinState.elective, is_optional: 1, added: true };
  }

  /** Enrols as an elective only while places remain; the locked course row serialises the count and the insert. */
  private enrolWithinPlaces(courseId: number, userId: number, places: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.progress.lockCourse(courseId, trx);
      if ((await this.progress.countEnrolled(courseId, trx)) >= places) return false;
      return this.progress.enrol(courseId, userId, JoinState.elective, trx);
    });
  }
}
