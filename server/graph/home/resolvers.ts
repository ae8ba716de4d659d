import type * as homeSchemas from '../../modules/home/index.js';
import type * as mapSchemas from '../../modules/maps/index.js';
import type * as calendarSchemas from '../../modules/study-calendar/index.js';
import { translate } from '../../core/i18n.js';
import type { CourseStudyData } from '../courses/resolvers.js';
import type { GraphContext } from '../context.js';
import type { ExamParent } from '../exams/resolvers.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import type { RestAnswers } from '../rest.js';
import { flag, fromUnixSeconds, orNull } from '../scalars.js';
import { ownRest } from '../users/own.js';
import { viewerOf, type UserParent, type UserRef } from '../users/resolvers.js';

/** The answers of REST the home reads, by their schema's name (`Home['Banner']` is the `Static` type of the module's `Banner`). */
type Home = RestAnswers<typeof homeSchemas>;
type DayItemData = RestAnswers<typeof calendarSchemas>['StudyDayItem'];
type SignChapterData = RestAnswers<typeof mapSchemas>['SignChapter'];

/** The parts of `GET /api/pcHome` the graph reads (the rest of the bundle is other fields' routes). */
interface PcHomeData {
  banner_data: Home['Banner'][];
  course_study: Home['StudyCard'][];
  last_study: Home['StudyCard'] | null;
  exam_data: Home['HomeExam'][];
}

/** The REST routes of the home page (signed in; the user's own answer the caller's). */
const ROUTES = {
  home: '/api/pcHome',
  stats: '/api/home/user/stats',
  rankCredits: '/api/home/rank/top10/score',
  rankStudy: '/api/home/rank/top10/study',
  feed: '/api/home/study/trends',
  day: '/api/study/day',
  month: '/api/calendar/month',
  punchIns: '/api/studyMap/studySignList',
  punchIn: '/api/studyMap/sign_in',
} as const;

/** REST's jump_type of a banner (1 none, 2 address, 3 library item, 4 news item): the enum's internal values. */
const BANNER_LINK = { NONE: 1, EXTERNAL: 2, LIBRARY_DOCUMENT: 3, NEWS_ARTICLE: 4 } as const;

/** The ranking routes by what they count. */
const RANKING_ROUTE = { CREDITS: ROUTES.rankCredits, STUDY_TIME: ROUTES.rankStudy } as const;

/** REST's study day type_name of each item type. */
const DAY_ITEM_TYPE: Record<string, string> = {
  live: 'LiveLessonDayItem',
  exam: 'ExamDayItem',
  offline_train: 'OfflineTrainingDayItem',
  online_train: 'OnlineTrainingDayItem',
  map: 'LearningMapStageDayItem',
  defence: 'DefenceDayItem',
};

/** The page-wide bundle of the home page (one call per operation, whichever fields ask it). */
function homeOf(rest: GraphContext['rest']): Promise<PcHomeData> {
  return rest.get<PcHomeData>(ROUTES.home);
}

/** A course as a study card names it. */
function studiedCourse(card: Home['StudyCard']): CourseStudyData {
  return { id: card.id, title: card.title, cover: card.course_cover || card.cover, course_type: card.course_type, progress: card.progress, last_study_time: card.last_study_time };
}

/**
 * An exam as the home bundle names it: the fields the exam list answers too, its times as the
 * list's text (ISO here); the others load the exam's page when asked.
 */
function pendingExam(exam: Home['HomeExam']): ExamParent {
  const time = (seconds: number) => new Date(seconds * 1000).toISOString();
  return { id: exam.id, title: exam.title, exam_type: exam.exam_type, exam_long: exam.exam_long, pass_score: exam.pass_score, exam_start: time(exam.exam_start), exam_end: time(exam.exam_end) } as ExamParent;
}

/** A field of the signed-in user's own: `read` with their REST calls, null on anyone else. */
function own<T, A = unknown>(read: (rest: GraphContext['rest'], args: A, context: GraphContext) => Promise<T>) {
  return async (user: UserParent, args: A, context: GraphContext): Promise<T | null> => {
    const rest = await ownRest(user, context);
    return rest ? read(rest, args, context) : null;
  };
}

/** The fields every day item has: progress_status 0/1/2 is StudyProgress's internal 1/2/3. */
const DAY_ITEM = {
  progress: (item: DayItemData) => item.progress_status + 1,
  startsAt: (item: DayItemData) => fromUnixSeconds(item.start_time),
  endsAt: (item: DayItemData) => fromUnixSeconds(item.end_time),
};

/** A day item's time: the exam's own window where REST gives it. */
const dayTime = (seconds: number | null, fallback: number) => fromUnixSeconds(seconds ?? fallback);

export const homeResolvers = {
  Query: {
    homeBanners: async (_: unknown, __: unknown, { rest }: GraphContext) => (await homeOf(rest)).banner_data,
    monthRanking: async (_: unknown, args: { measure: keyof typeof RANKING_ROUTE; department?: boolean | null }, { rest }: GraphContext) =>
      (await rest.get<{ list: Home['RankRow'][] }>(RANKING_ROUTE[args.measure], {}, { with_department: args.department ? 1 : 0 })).list,
    studyFeed: async (_: unknown, args: PageArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      return connection(await rest.get<RestPage<Home['StudyTrend']>>(ROUTES.feed, {}, restPaging(page)), page);
    },
  },
  User: {
    coursesInProgress: own(async (rest) => (await homeOf(rest)).course_study.map(studiedCourse)),
    lastStudiedCourse: own(async (rest) => {
      const last = (await homeOf(rest)).last_study;
      return last ? studiedCourse(last) : null;
    }),
    pendingExams: own(async (rest) => (await homeOf(rest)).exam_data.map(pendingExam)),
    studyStats: own((rest) => rest.get<Home['UserStats']>(ROUTES.stats)),
    // REST's status filter (1 not started, 2 learning, 3 done) is StudyProgress's internal value.
    studyDay: own(async (rest, args: { date: string; progress?: number | null }) => (await rest.get<{ list: DayItemData[] }>(ROUTES.day, {}, { date: args.date, status: args.progress ?? 0 })).list),
    studyDays: own(async (rest, args: { month: string }) => (await rest.get<{ days: string[] }>(ROUTES.month, {}, { calendar: args.month })).days),
    punchInsDue: own((rest) => rest.get<{ dk_list: SignChapterData[]; bk_list: SignChapterData[] }>(ROUTES.punchIns)),
  },
  Mutation: {
    punchIn: async (_: unknown, { input }: { input: { chapterId: string } }, { rest }: GraphContext) =>
      rest.send<{ is_makeup: number }>('POST', ROUTES.punchIn, {}, { chapter_id: Number(input.chapterId) }),
  },
  HomeBanner: {
    id: (banner: Home['Banner']) => String(banner.id),
    image: (banner: Home['Banner']) => banner.pc_banner_img,
    linkKind: (banner: Home['Banner']) => banner.jump_type,
    url: (banner: Home['Banner']) => (banner.jump_type === BANNER_LINK.EXTERNAL ? orNull(banner.jump_content) : null),
    targetId: (banner: Home['Banner']) => (banner.jump_type === BANNER_LINK.LIBRARY_DOCUMENT || banner.jump_type === BANNER_LINK.NEWS_ARTICLE ? orNull(banner.jump_content) : null),
  },
  BannerLinkKind: BANNER_LINK,
  MonthRankingEntry: {
    rank: (row: Home['RankRow']) => row.rowno,
    user: (row: Home['RankRow']): UserRef => ({ id: row.user_id, name: row.name, photo: row.photo, department_name: row.department_name }),
    credits: (row: Home['RankRow']) => row.score,
    studySeconds: (row: Home['RankRow']) => row.watch_time,
  },
  StudyStats: {
    monthCredits: (stats: Home['UserStats']) => stats.current_month_integral,
    monthCreditRankInDepartment: (stats: Home['UserStats']) => stats.current_month_department_score_rank,
    monthStudySeconds: (stats: Home['UserStats']) => stats.current_month_study_time,
    monthStudyRankInDepartment: (stats: Home['UserStats']) => stats.current_month_department_study_rank,
    totalCredits: (stats: Home['UserStats']) => stats.total_integral,
    totalStudySeconds: (stats: Home['UserStats']) => stats.total_study_time,
    courseCount: (stats: Home['UserStats']) => stats.course_count,
    completedCourseCount: (stats: Home['UserStats']) => stats.completed_course_count,
  },
  StudyDayItem: {
    __resolveType: (item: DayItemData) => DAY_ITEM_TYPE[item.type_name] ?? null,
  },
  LiveLessonDayItem: {
    ...DAY_ITEM,
    lessonId: (item: DayItemData) => String(item.video_id ?? item.id),
    lessonTitle: (item: DayItemData) => item.chapter_title ?? '',
    courseId: (item: DayItemData) => String(item.course_id),
    courseTitle: (item: DayItemData) => item.course_title ?? '',
    lecturerName: (item: DayItemData) => item.teacher?.name ?? null,
    lecturerTitle: (item: DayItemData) => orNull(item.teacher?.title),
    playback: (item: DayItemData) => item.is_generate_playback ?? 3,
    playbackUrl: (item: DayItemData) => (item.is_generate_playback === 1 ? orNull(item.playback_url) : null),
  },
  ExamDayItem: {
    ...DAY_ITEM,
    startsAt: (item: DayItemData) => dayTime(item.exam_start, item.start_time),
    endsAt: (item: DayItemData) => dayTime(item.exam_end, item.end_time),
    exam: (item: DayItemData): ExamParent => ({ id: item.id, title: item.task_name ?? item.title ?? '' }),
    title: (item: DayItemData) => item.task_name ?? item.title ?? '',
    durationMinutes: (item: DayItemData) => item.exam_long,
    passScore: (item: DayItemData) => item.pass_score,
  },
  OfflineTrainingDayItem: {
    ...DAY_ITEM,
    trainingId: (item: DayItemData) => String(item.id),
    name: (item: DayItemData) => item.name ?? '',
    address: (item: DayItemData) => orNull(item.address),
    lecturerName: (item: DayItemData) => orNull(item.teacher?.name),
    isEnrolled: (item: DayItemData) => (item.is_apply === null ? null : flag(item.is_apply)),
  },
  OnlineTrainingDayItem: {
    ...DAY_ITEM,
    taskId: (item: DayItemData) => String(item.task_id ?? item.id),
    name: (item: DayItemData) => item.task_name ?? item.name ?? '',
    stageCount: (item: DayItemData) => item.phase_num ?? 0,
    courseCount: (item: DayItemData) => item.course_num ?? 0,
    examCount: (item: DayItemData) => item.exam_num ?? 0,
    questionnaireCount: (item: DayItemData) => item.qn_num ?? 0,
    defenceCount: (item: DayItemData) => item.argument_num ?? 0,
  },
  LearningMapStageDayItem: {
    ...DAY_ITEM,
    mapId: (item: DayItemData) => String(item.id),
    mapTitle: (item: DayItemData) => item.title ?? '',
    stageId: (item: DayItemData) => String(item.phase_id),
    stageIndex: (item: DayItemData) => item.phase_index ?? 1,
    stageTitle: (item: DayItemData) => item.phase_title ?? '',
    studyOrder: (item: DayItemData) => (item.study_type === 1 || item.study_type === 2 ? item.study_type : null),
  },
  DefenceDayItem: {
    ...DAY_ITEM,
    defenceId: (item: DayItemData) => String(item.id),
    title: (item: DayItemData) => item.title ?? '',
    kind: (item: DayItemData) => (item.defence_kind !== null && item.defence_kind >= 6 && item.defence_kind <= 9 ? item.defence_kind : null),
    address: (item: DayItemData) => orNull(item.address),
  },
  PunchInsDue: {
    today: (list: { dk_list: SignChapterData[] }) => list.dk_list,
    makeUp: (list: { bk_list: SignChapterData[] }) => list.bk_list,
  },
  PunchInDue: {
    chapterId: (chapter: SignChapterData) => String(chapter.id),
    chapterTitle: (chapter: SignChapterData) => chapter.chapter_title,
    mapId: (chapter: SignChapterData) => String(chapter.map_id),
    mapTitle: (chapter: SignChapterData) => chapter.map_title,
    day: (chapter: SignChapterData) => chapter.sign_day,
  },
  StudyRecord: {
    id: (record: Home['StudyTrend']) => String(record.id),
    // REST's type 1 course, 2 exam or task (by task_type 1 exam, 2 task), 3 map.
    kind: (record: Home['StudyTrend']) => (record.type === 1 ? 'COURSE' : record.type === 3 ? 'LEARNING_MAP' : record.task_type === 1 ? 'EXAM' : 'TASK'),
    targetId: (record: Home['StudyTrend']) => String(record.target_id),
    learnerName: (record: Home['StudyTrend']) => record.user_name,
    learnerPhoto: (record: Home['StudyTrend']) => record.user_photo,
    studiedAt: (record: Home['StudyTrend']) => fromUnixSeconds(record.last_study_time),
    title: (record: Home['StudyTrend']) => record.course_title ?? record.task_name ?? record.map_title ?? '',
    cover: (record: Home['StudyTrend']) => record.course_cover ?? record.task_img ?? record.map_cover ?? '',
    courseType: (record: Home['StudyTrend']) => (record.type === 1 ? record.course_type : null),
    otherLearnerCount: (record: Home['StudyTrend']) => record.study_users.total,
    otherLearnerPhotos: (record: Home['StudyTrend']) => record.study_users.list.map((user) => user.photo),
  },
  PunchInPayload: {
    isMakeUp: (answer: { is_makeup: number }) => flag(answer.is_makeup),
    // REST's own message of the punch-in (its envelope's msg), in the reader's language.
    message: (answer: { is_makeup: number }, _: unknown, { rest }: GraphContext) => translate(flag(answer.is_makeup) ? 'signedMakeup' : 'signedIn', rest.locale),
    viewer: (_: unknown, __: unknown, { rest }: GraphContext) => viewerOf(rest),
  },
};
