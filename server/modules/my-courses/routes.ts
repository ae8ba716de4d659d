import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Keywords, Nullable, Unix } from '../../core/http/schema-kit.js';
import { CourseCard } from '../courses/index.js';
import type { MyCoursesService } from './my-courses-service.js';

const MyCoursePage = Type.Object(
  {
    list: Type.Array(CourseCard),
    total: Type.Integer(),
    current_page: Type.Integer(),
    required_total: Type.Integer({ description: 'All my required courses (the tab count)' }),
    elective_total: Type.Integer({ description: 'All my elective courses (the tab count)' }),
  },
  { title: 'MyCoursePage' },
);

const LiveItem = Type.Object(
  {
    id: Type.Integer({ description: 'The live period' }),
    title: Type.String(),
    course_id: Type.Integer(),
    course_title: Type.String(),
    chapter_title: Type.String(),
    live_start: Unix(),
    live_end: Nullable(Unix()),
    day: Type.String({ description: 'Company day YYYY-MM-DD' }),
    progress_status: Type.Integer({ description: '0 not started, 1 live, 2 ended' }),
    is_generate_playback: Type.Integer({ description: '1 ready, 2 not yet generated, 3 none' }),
    playback_url: Nullable(Type.String({ description: 'The recording the playback opens (as on the course page); null when there is none' })),
    teacher: Nullable(Type.Object({ name: Type.String(), title: Type.String() }, { title: 'LiveTeacher' })),
  },
  { title: 'MyLiveItem' },
);

/** My courses (mycourse: required and elective) and my live class schedule (mycourse/courseLive). */
export function myCourseRoutes(scopes: RouteScopes, { myCourses }: { myCourses: MyCoursesService }) {
  const route = routes(scopes, ['my-courses']);

  route.get(
    '/api/mycourse',
    {
      operationId: 'mycourse',
      summary: 'My required (type 1) or elective (type 2) courses with my progress, last studied first',
      query: Type.Object({
        ...GridPaging,
        type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 required, 2 elective' })),
        keywords: Keywords(),
        progress_status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, default: 0, description: '0 all, 1 not started, 2 in progress, 3 finished' })),
      }),
      data: MyCoursePage,
      envelope: 'MyCourseEnvelope',
    },
    ({ userId, query: { page, limit, type = 1, keywords, progress_status = 0 }, locale }) => myCourses.list(userId, { type, keywords: keywords?.trim() || undefined, progressStatus: progress_status }, page, limit, locale),
  );

  route.get(
    '/api/mycourse/courseLive',
    {
      operationId: 'mycourseCourseLive',
      summary: "My live class schedule: the day's live periods and the week's (Monday to Sunday, company days)",
      query: Type.Object({ date: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD; today by default' })) }),
      data: Type.Object({ date: Type.String(), week_start: Type.String(), today: Type.Array(LiveItem), week: Type.Array(LiveItem) }, { title: 'MyCourseLive' }),
      envelope: 'MyCourseLiveEnvelope',
    },
    ({ userId, query }) => myCourses.courseLive(userId, query.date),
  );
}
