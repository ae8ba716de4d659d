import { translate, type Locale, type MessageKey } from '../../core/i18n.js';
import type { HomeRepo } from './home-repo.js';
import type { LibraryQueries } from '../library/index.js';
import type { LecturerQueries } from '../lecturers/index.js';
import type { Credits, RankedBy, Rankings, UsersService } from '../users/index.js';
import { RecordType, TaskType, thingKey, type FeedRow, type StudyRecords } from '../study-records/index.js';
import type { CompanyCalendar } from '../../core/calendar.js';
import { unixSeconds } from '../../core/unix-time.js';
import { LISTED_EXAM_TYPES } from '../../../src/shared/spec-codes.js';
import { ShortCache } from '../../core/short-cache.js';

/** How many of each the home page shows. */
export const HOME_LIMITS = {
  banners: 10,
  studyingCourses: 4,
  exams: 4,
  newestCredits: 10,
  lecturers: 8,
  news: 6,
  library: 6,
  ranking: 10,
  studyUsers: 3,
} as const;

interface RankList {
  list: { rowno: number; user_id: number; name: string; photo: string; department_name: string; score: number; watch_time: number }[];
}

/** Ledger reasons (credit_ledger.reason) shown in the reader's language; others as stored. */
const CREDIT_REASONS: Record<string, MessageKey> = {
  daily_login: 'creditReasonDailyLogin',
  course_study: 'creditReasonCourseStudy',
  course_complete: 'creditReasonCourseComplete',
  exam_pass: 'creditReasonExamPass',
  map_sign_in: 'creditReasonMapSignIn',
  map_complete: 'creditReasonMapComplete',
};

/** What a study trend shows of the thing studied: its course, its exam or task, or its map (the other kinds' fields null). */
function trendTarget(r: FeedRow) {
  const isCourse = r.record_type === RecordType.course;
  const isExam = r.record_type === RecordType.taskOrExam && r.task_type === TaskType.exam;
  const isTask = r.record_type === RecordType.taskOrExam && r.task_type === TaskType.task;
  const isMap = r.record_type === RecordType.map;
  return {
    course_title: isCourse ? r.course_title : null,
    course_cover: isCourse ? r.course_cover : null,
    course_type: isCourse ? r.course_type : null,
    task_name: isExam ? r.exam_title : isTask ? r.task_name : null,
    // An exam has no picture of its own.
    task_img: isExam ? '' : isTask ? r.task_img : null,
    map_title: isMap ? r.map_title : null,
    map_cover: isMap ? r.map_cover : null,
  };
}

function studyCard(row: { id: number; course_type: number; title: string; cover: string; progress: number; last_study_time: Date | string | null }) {
  return {
    id: row.id,
    course_basis_id: row.id,
    course_type: row.course_type,
    title: row.title,
    cover: row.cover,
    course_cover: row.cover,
    progress: row.progress,
    last_study_time: unixSeconds(row.last_study_time),
  };
}

/**
 * How long the blocks that are the same for every caller are reused (product decision:
 * rankings, the study feed, banners, newest credits, lecturers, library and news are
 * reloaded in the background once 5 s old, so they are at most 10 s old and no caller waits
 * for the reload; see ShortCache). The caller's own figures (user info, stats, courses,
 * exams) are never cached.
 */
export const HOME_CACHE_TTL_MS = 5_000;

/**
 * The home page: the pcHome bundle, personal stats, the month rankings, library and news,
 * and the company's study-record feed. Every part is a bounded number of indexed queries,
 * so none of it grows with the size of the ledgers or of study_records; the company-wide
 * parts are shared by every caller for HOME_CACHE_TTL_MS.
 */
export class HomeService {
  private readonly companyBlocks: ShortCache<Awaited<ReturnType<HomeService['loadCompanyBlocks']>>>;
  /** The banners on their own: a change in the back office drops them (bannersChanged). */
  private readonly bannerBlock: ShortCache<Awaited<ReturnType<HomeRepo['banners']>>>;
  private readonly infoBlock: ShortCache<Awaited<ReturnType<HomeService['loadInfo']>>>;
  private readonly rankingBlocks: ShortCache<RankList>;
  private readonly trendPages: ShortCache<Awaited<ReturnType<HomeService['loadStudyTrends']>>>;

  constructor(
    private readonly home: HomeRepo,
    private readonly usersService: UsersService,
    private readonly rankings: Rankings,
    private readonly credits: Credits,
    private readonly studyRecords: StudyRecords,
    private readonly lecturers: LecturerQueries,
    private readonly library: LibraryQueries,
    private readonly calendar: CompanyCalendar,
    /** HOME_CACHE_TTL_MS in production; 0 (no reuse) on test servers, which read right after they write. */
    cacheTtlMs: number = HOME_CACHE_TTL_MS,
  ) {
    this.companyBlocks = new ShortCache(cacheTtlMs);
    this.bannerBlock = new ShortCache(cacheTtlMs);
    this.infoBlock = new ShortCache(cacheTtlMs);
    this.rankingBlocks = new ShortCache(cacheTtlMs);
    this.trendPages = new ShortCache(cacheTtlMs);
  }

  /** The pcHome parts that are the same for every caller (the banners aside: bannerBlock). */
  private async loadCompanyBlocks() {
    const [credits, lecturers, news] = await Promise.all([
      this.credits.newest(HOME_LIMITS.newestCredits),
      this.lecturers.page(undefined, 1, HOME_LIMITS.lecturers),
      this.library.newestNews(HOME_LIMITS.news),
    ]);
    return { credits, lecturers, news };
  }

  /**
   * The back office changed the banners (committed): this process's next home page reads them
   * again. Another process of the portal reuses its own for at most two HOME_CACHE_TTL_MS.
   */
  bannersChanged() {
    this.bannerBlock.clear();
  }

  /** departmentId: the caller's department (null without one), as the session lookup read it. */
  async pcHome(userId: number, departmentId: number | null, locale: Locale) {
    const [userInfo, { studying, last }, exams, banners, { credits, lecturers, news }] = await Promise.all([
      this.usersService.userInfo(userId, departmentId),
      this.home.studiedCourses(userId, HOME_LIMITS.studyingCourses),
      this.home.openExamsNotTaken(userId, LISTED_EXAM_TYPES, HOME_LIMITS.exams),
      this.bannerBlock.get('banners', () => this.home.banners(HOME_LIMITS.banners)),
      this.companyBlocks.get('pcHome', () => this.loadCompanyBlocks()),
    ]);
    return {
      user_info: userInfo,
      banner_data: banners,
      course_study: studying.map(studyCard),
      last_study: last ? studyCard(last) : null,
      exam_data: exams.map((e) => ({ ...e, exam_start: unixSeconds(e.exam_start), exam_end: unixSeconds(e.exam_end) })),
      newestUserScores: {
        list: credits.map((c) => ({
          id: Number(c.id),
          user_id: c.user_id,
          name: c.name,
          photo: c.photo,
          points: c.points,
          reason: CREDIT_REASONS[c.reason] ? translate(CREDIT_REASONS[c.reason]!, locale) : c.reason,
          created_at: unixSeconds(c.created_at),
        })),
      },
      lecturer_data: lecturers.rows.map((l) => ({ id: l.id, name: l.name, photo: l.photo, title: l.title })),
      newestInformation: news,
    };
  }

  /** departmentId: the caller's department (null without one), as the session lookup read it. */
  async userStats(userId: number, departmentId: number | null) {
    const [month, totals] = await Promise.all([this.usersService.monthFigures(userId, departmentId), this.home.personalTotals(userId)]);
    return {
      ...month,
      total_integral: totals.credits,
      total_study_time: totals.studySeconds,
      course_count: totals.courses,
      completed_course_count: totals.completed,
    };
  }

  /** This month's top 10 by credits or study seconds, of the company or of the caller's department (callerDepartmentId, null without one). */
  async rankTop10(callerDepartmentId: number | null, by: RankedBy, withDepartment: boolean): Promise<RankList> {
    const departmentId = withDepartment ? callerDepartmentId : null;
    if (withDepartment && departmentId === null) return { list: [] };
    const month = this.calendar.month();
    return this.rankingBlocks.get(`${month}:${by}:${departmentId ?? 'company'}`, () => this.loadRanking(month, by, departmentId));
  }

  private async loadRanking(month: string, by: RankedBy, departmentId: number | null): Promise<RankList> {
    const rows = await this.rankings.top(month, by, departmentId, HOME_LIMITS.ranking);
    return {
      list: rows.map((r, i) => ({
        rowno: i + 1,
        user_id: r.user_id,
        name: r.name,
        photo: r.photo,
        department_name: r.department_name,
        score: r.credits,
        watch_time: r.study_seconds,
      })),
    };
  }

  info() {
    return this.infoBlock.get('info', () => this.loadInfo());
  }

  private async loadInfo() {
    const [library, information] = await Promise.all([this.library.newestItems(HOME_LIMITS.library), this.library.newestNews(HOME_LIMITS.news)]);
    return { library, information };
  }

  /** A page of the study-record feed, each with up to 3 other people who studied the same thing. */
  studyTrends(page: number, limit: number) {
    // Only the first page is what every home page shows; deeper pages are read as asked.
    return page === 1 ? this.trendPages.get(`1:${limit}`, () => this.loadStudyTrends(page, limit)) : this.loadStudyTrends(page, limit);
  }

  private async loadStudyTrends(page: number, limit: number) {
    const [rows, total] = await Promise.all([this.studyRecords.feed(page, limit), this.studyRecords.count()]);
    const others = await this.studyRecords.otherStudents(rows, HOME_LIMITS.studyUsers);
    const photos = new Map<number, { photo: string }[]>();
    for (const p of others.photos) {
      const list = photos.get(p.record_id) ?? [];
      list.push({ photo: p.photo });
      photos.set(p.record_id, list);
    }
    const totals = new Map(others.totals.map((t) => [thingKey(t), t.total]));
    const list = rows.map((r) => ({
      id: r.id,
      type: r.record_type,
      task_type: r.task_type,
      target_id: r.target_id,
      user_name: r.user_name,
      user_photo: r.user_photo,
      last_study_time: unixSeconds(r.last_study_time),
      ...trendTarget(r),
      study_users: {
        list: photos.get(r.id) ?? [],
        total: Math.max(0, (totals.get(thingKey(r)) ?? 1) - 1),
      },
    }));
    return { list, total, current_page: page };
  }
}
