import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';

import { UserInfo } from '../users/index.js';
import type { HomeService } from './home-service.js';
import { GridPaging, ListOf, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';

export const StudyCard = Type.Object(
  {
    id: Type.Integer(),
    course_basis_id: Type.Integer(),
    course_type: Type.Integer({ description: '1 series, 2 video, 3 audio, 4 document, 7 face-to-face (FaceShow)' }),
    title: Type.String(),
    cover: Type.String(),
    course_cover: Type.String(),
    progress: Type.Integer({ description: 'Percent of required periods completed (0-100)' }),
    last_study_time: Nullable(Unix()),
  },
  { title: 'StudyCard' },
);

export const Banner = Type.Object(
  {
    id: Type.Integer(),
    pc_banner_img: Type.String(),
    jump_type: Type.Integer({ description: '1 no link, 2 external link, 3 library item, 4 news item' }),
    jump_content: Type.String({ description: 'The address (2) or the library item / news id (3, 4)' }),
    title: Type.String(),
  },
  { title: 'Banner' },
);

export const HomeExam = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    exam_type: Type.Integer({ description: '1 simulation, 2 official, 3 online training' }),
    exam_start: Unix(),
    exam_end: Unix(),
    exam_long: Type.Integer({ description: 'Minutes' }),
    pass_score: Type.Integer(),
  },
  { title: 'HomeExam' },
);

const NewestUserScore = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
    points: Type.Integer(),
    reason: Type.String({ description: "Why the credits were given, in the caller's language" }),
    created_at: Unix(),
  },
  { title: 'NewestUserScore' },
);

const HomeLecturer = Type.Object({ id: Type.Integer(), name: Type.String(), photo: Type.String(), title: Type.String() }, { title: 'HomeLecturer' });

const NewsItem = Type.Object({ id: Type.Integer(), title: Type.String(), updated_at: Unix() }, { title: 'HomeNewsItem' });

const LibraryItem = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    browse_number: Type.Integer(),
    suffix: Type.String({ description: 'pdf, ppt, pptx, txt, doc, docx, xls or xlsx' }),
  },
  { title: 'HomeLibraryItem' },
);

export const UserStats = Type.Object(
  {
    current_month_integral: Type.Integer(),
    current_month_department_score_rank: Type.Integer(),
    current_month_study_time: Type.Integer({ description: 'Seconds' }),
    current_month_department_study_rank: Type.Integer(),
    total_integral: Type.Integer(),
    total_study_time: Type.Integer({ description: 'Seconds' }),
    course_count: Type.Integer(),
    completed_course_count: Type.Integer(),
  },
  { title: 'HomeUserStats' },
);

export const RankRow = Type.Object(
  {
    rowno: Type.Integer({ description: '1-based place' }),
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
    department_name: Type.String(),
    score: Type.Integer({ description: "This month's credits" }),
    watch_time: Type.Integer({ description: "This month's study seconds" }),
  },
  { title: 'HomeRankRow' },
);
const RankList = ListOf('HomeRankList', RankRow);
const RankQuery = Type.Object({
  with_department: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0, description: "1: only the caller's department" })),
});
const RANK_DESCRIPTION =
  'This company month (APP_TIMEZONE). Active users above 0 only, ties ordered by user id, at most 10 rows; ' +
  'with_department 1 keeps the caller\'s department (an empty list without one).';

export const StudyTrend = Type.Object(
  {
    id: Type.Integer(),
    type: Type.Integer({ description: '1 course, 2 task or exam (by task_type), 3 map' }),
    task_type: Type.Integer({ description: '1 exam, 2 task, 0 otherwise' }),
    target_id: Type.Integer({ description: 'The course, exam, task or map' }),
    user_name: Type.String(),
    user_photo: Type.String(),
    last_study_time: Unix(),
    course_title: Nullable(Type.String()),
    course_cover: Nullable(Type.String()),
    course_type: Nullable(Type.Integer()),
    task_name: Nullable(Type.String({ description: 'Task or exam title' })),
    task_img: Nullable(Type.String({ description: 'Task picture; empty for an exam' })),
    map_title: Nullable(Type.String()),
    map_cover: Nullable(Type.String()),
    study_users: Type.Object(
      {
        list: Type.Array(Type.Object({ photo: Type.String() }, { title: 'StudyUser' }), { description: 'Up to 3, most recent first' }),
        total: Type.Integer({ description: 'How many other people studied it' }),
      },
      { title: 'StudyUsers' },
    ),
  },
  { title: 'StudyTrend' },
);

export function homeRoutes(scopes: RouteScopes, { home }: { home: HomeService }) {
  const route = routes(scopes, ['home']);

  route.get(
    '/api/pcHome',
    {
      operationId: 'pcHome',
      summary: 'The home page bundle: user info, banners, studied courses, open exams, newest credits, lecturers and news',
      description:
        'course_study: started, unfinished courses, most recently studied first (up to 4); last_study: the most recently studied course; ' +
        'exam_data: open exams (types 1-3) the caller has not submitted, closing soonest first (up to 4); ' +
        'newestUserScores: the latest 10 credits earned in the company; lecturer_data: up to 8; newestInformation: the 6 newest news.',
      data: Type.Object(
        {
          user_info: UserInfo,
          banner_data: Type.Array(Banner),
          course_study: Type.Array(StudyCard),
          last_study: Type.Union([StudyCard, Type.Null()], { title: 'StudyCard', description: 'The most recently studied course; null before any study' }),
          exam_data: Type.Array(HomeExam),
          newestUserScores: ListOf('NewestUserScores', NewestUserScore),
          lecturer_data: Type.Array(HomeLecturer),
          newestInformation: Type.Array(NewsItem),
        },
        { title: 'PcHome' },
      ),
    },
    ({ caller, userId, locale }) => home.pcHome(userId, caller.departmentId, locale),
  );

  route.get(
    '/api/home/user/stats',
    {
      operationId: 'homeUserStats',
      summary: "The caller's personal stats: this month's credits, study time and department ranks, totals and course counts",
      description: 'Times in seconds. course_count: enabled required courses and joined ones; completed_course_count: those completed.',
      data: UserStats,
    },
    ({ caller, userId }) => home.userStats(userId, caller.departmentId),
  );

  route.get(
    '/api/home/rank/top10/score',
    { operationId: 'homeRankTop10Score', summary: "This month's credit ranking (top 10)", description: RANK_DESCRIPTION, query: RankQuery, data: RankList },
    ({ caller, query }) => home.rankTop10(caller.departmentId, 'credits', query.with_department === 1),
  );

  route.get(
    '/api/home/rank/top10/study',
    { operationId: 'homeRankTop10Study', summary: "This month's study-time ranking (top 10)", description: RANK_DESCRIPTION, query: RankQuery, data: RankList },
    ({ caller, query }) => home.rankTop10(caller.departmentId, 'study_seconds', query.with_department === 1),
  );

  route.get(
    '/api/home/info',
    {
      operationId: 'homeInfo',
      summary: 'The 6 newest library items and the 6 newest news',
      data: Type.Object({ library: Type.Array(LibraryItem), information: Type.Array(NewsItem) }, { title: 'HomeInfo' }),
    },
    () => home.info(),
  );

  route.get(
    '/api/home/study/trends',
    {
      operationId: 'homeStudyTrends',
      summary: "The company's study-record feed, newest first",
      description:
        'One record per person and thing studied (course, exam or task, map), ordered by last study time. study_users: up to 3 ' +
        'other people who studied the same thing (most recent first) and how many there are.',
      query: Type.Object(GridPaging),
      data: PageOf('HomeStudyTrends', StudyTrend),
    },
    ({ query: { page, limit } }) => home.studyTrends(page, limit),
  );
}
