import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { CatalogChapter, CourseCard, CourseInfo, PeriodInfo } from './schemas.js';
import type { CourseService } from './course-service.js';
import { GridPaging, Id, IdParams, Keywords, Nullable, PageOf } from '../../core/http/schema-kit.js';

const ACCESS = 'Refused with 403 when the course is disabled or expired (the message asks to consult the administrator).';

export function courseRoutes(scopes: RouteScopes, { courses }: { courses: CourseService }) {
  const route = routes(scopes, ['courses']);

  route.get(
    '/api/courseBasis',
    {
      operationId: 'courseBasis',
      summary: 'Filter options of the catalogue: course types and categories',
      data: Type.Object(
        {
          course_types: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'CourseTypeOption' })),
          categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'CourseCategoryOption' })),
        },
        { title: 'CourseBasis' },
      ),
    },
    ({ locale }) => courses.basis(locale),
  );

  route.get(
    '/api/courseSearch',
    {
      operationId: 'courseSearch',
      summary: 'The catalogue: enabled courses as cards, filtered and paged',
      query: Type.Object({
        ...GridPaging,
        keywords: Keywords(),
        course_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 7, description: '1 series, 2 video, 3 audio, 4 document, 7 face-to-face' })),
        category_id: Type.Optional(Type.Integer({ minimum: 1 })),
        is_required: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 required, 2 elective' })),
      }),
      data: PageOf('CoursePage', CourseCard),
    },
    ({ userId, query: q, locale }) => {
      const filter = { keywords: q.keywords?.trim() || undefined, courseType: q.course_type, categoryId: q.category_id, isRequired: q.is_required };
      return courses.search(userId, filter, q.page, q.limit, locale);
    },
  );

  route.get(
    '/api/courseInfo/:id',
    {
      operationId: 'courseInfo',
      summary: 'A course page: card fields, description, teachers, places, the user\'s progress',
      description: ACCESS,
      params: IdParams,
      data: CourseInfo,
    },
    ({ userId, params, locale }) => courses.info(userId, params.id, locale),
  );

  route.get(
    '/api/course/catalogs/:id',
    {
      operationId: 'courseCatalogs',
      summary: 'Chapters and periods of a course with the user\'s state in each',
      description: ACCESS,
      params: IdParams,
      data: Type.Array(CatalogChapter),
    },
    ({ userId, params }) => courses.catalogs(userId, params.id),
  );

  route.get(
    '/api/course/datum/:id',
    {
      operationId: 'courseDatum',
      summary: 'Downloadable resources of a course (size in bytes and in MB with two decimals)',
      description: ACCESS,
      params: IdParams,
      data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), size: Type.Integer(), size_mb: Type.String() }, { title: 'CourseDatum' })),
    },
    ({ userId, params }) => courses.datum(userId, params.id),
  );

  route.get(
    '/api/courseInfo/other/:id',
    { operationId: 'courseOthers', summary: 'Other courses to show beside a course (same category first, at most 6)', params: IdParams, data: Type.Array(CourseCard) },
    ({ userId, params, locale }) => courses.others(userId, params.id, locale),
  );

  route.get(
    '/api/chapterInfo/:id',
    {
      operationId: 'chapterInfo',
      summary: 'Open a period (lesson) to play or read it: media address, resume point, live state',
      description:
        `${ACCESS} 403 when an elective is not joined or an earlier period of an ordered course is unfinished ('unlock previous lesson'); ` +
        '400 while the file is being transcoded or when the stored media is missing (cannot play).',
      params: IdParams,
      data: PeriodInfo,
      envelope: 'PeriodInfoEnvelope',
    },
    ({ userId, params }) => courses.period(userId, params.id),
  );

  route.post(
    '/api/course/addOptional/:id',
    {
      operationId: 'courseAddOptional',
      summary: 'Join a course as an elective',
      description: `${ACCESS} 403 when no places are left. Joining again (or a required course) answers the current state.`,
      params: IdParams,
      data: Type.Object(
        { course_id: Type.Integer(), join_state: Type.Integer(), is_optional: Type.Integer(), added: Type.Boolean({ description: 'False when already joined' }) },
        { title: 'CourseJoin' },
      ),
    },
    async ({ userId, params }) => {
      const result = await courses.addOptional(userId, params.id);
      return withMessage(result, result.added ? 'electiveJoined' : 'electiveAlready');
    },
  );

  // One implementation at two paths: course/studyRecord, and the spec's chapter/mottoes/record.
  for (const [path, operationId, summary] of [
    ['/api/course/studyRecord', 'courseStudyRecord', 'Record study progress of a video, audio or document period'],
    ['/api/chapter/mottoes/record', 'chapterMottoesRecord', "Record study progress of a period (the spec's name of course/studyRecord, same rules)"],
  ] as const) {
    route.post(
      path,
      {
        operationId,
        summary,
        description:
          'position: seconds into the media, or the page read. Progress only moves forward and never beyond the media length; ' +
          'in a required course the furthest point moves at most by the seconds studied (plus 5 s), a document by one page. ' +
          'study_seconds (at most 600 per record) also count towards the day\'s study time. Same access rules as chapterInfo.',
        body: Type.Object(
          {
            period_id: Id(),
            position: Type.Integer({ minimum: 0, maximum: 86400 }),
            study_seconds: Type.Integer({ minimum: 0, maximum: 600 }),
          },
          { additionalProperties: false },
        ),
        data: Type.Object(
          {
            period_id: Type.Integer(),
            position: Type.Integer({ description: 'The position accepted (clamped)' }),
            furthest: Type.Integer(),
            length: Type.Integer(),
            period_completed: Type.Boolean(),
            course_progress: Type.Integer(),
            course_completed: Type.Boolean(),
          },
          { title: 'StudyRecord' },
        ),
        envelope: 'StudyRecordEnvelope',
        msg: 'studyRecorded',
      },
      ({ userId, body: { period_id, position, study_seconds } }) => courses.studyRecord(userId, { periodId: period_id, position, studySeconds: study_seconds }),
    );
  }

  route.get(
    '/api/externalCourseStudyCheck',
    {
      operationId: 'externalCourseStudyCheck',
      summary: 'Whether I may study a course now: refused (with the reason) when disabled, expired or out of places; can_study 1 when joined or required',
      query: Type.Object({ course_id: Id() }),
      data: Type.Object(
        { course_id: Type.Integer(), can_study: Type.Integer({ description: '1 when the course is mine (required or joined)' }), join_state: Nullable(Type.Integer()) },
        { title: 'CourseStudyCheck' },
      ),
    },
    async ({ userId, query, locale }) => {
      const info = await courses.info(userId, query.course_id, locale);
      return { course_id: info.id, can_study: info.join_state === null ? 0 : 1, join_state: info.join_state };
    },
  );
}
