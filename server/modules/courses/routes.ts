import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { CatalogChapter, CourseCard, CourseInfo, PeriodInfo } from './schemas.js';
import type { CourseService } from './course-service.js';
import { GridPaging, IdParams, PageOf } from '../../core/http/schema-kit.js';

const tags = ['courses'];
const ACCESS = 'Refused with 403 when the course is disabled or expired (the message asks to consult the administrator).';

export function courseRoutes({ guarded }: RouteScopes, { courses }: { courses: CourseService }) {
  guarded.get(
    '/api/courseBasis',
    {
      schema: {
        operationId: 'courseBasis',
        tags,
        summary: 'Filter options of the catalogue: course types and categories',
        response: {
          200: Envelope(
            'CourseBasisEnvelope',
            Type.Object(
              {
                course_types: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'CourseTypeOption' })),
                categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'CourseCategoryOption' })),
              },
              { title: 'CourseBasis' },
            ),
          ),
        },
      },
    },
    async (request) => ok(request, await courses.basis(request.locale)),
  );

  guarded.get(
    '/api/courseSearch',
    {
      schema: {
        operationId: 'courseSearch',
        tags,
        summary: 'The catalogue: enabled courses as cards, filtered and paged',
        querystring: Type.Object({
          ...GridPaging,
          keywords: Type.Optional(Type.String({ maxLength: 50 })),
          course_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 7, description: '1 series, 2 video, 3 audio, 4 document, 7 face-to-face' })),
          category_id: Type.Optional(Type.Integer({ minimum: 1 })),
          is_required: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 required, 2 elective' })),
        }),
        response: { 200: Envelope('CourseSearchEnvelope', PageOf('CoursePage', CourseCard)) },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = { keywords: q.keywords?.trim() || undefined, courseType: q.course_type, categoryId: q.category_id, isRequired: q.is_required };
      return ok(request, await courses.search(caller(request).userId, filter, q.page ?? 1, q.limit ?? 10, request.locale));
    },
  );

  guarded.get(
    '/api/courseInfo/:id',
    {
      schema: {
        operationId: 'courseInfo',
        tags,
        summary: 'A course page: card fields, description, teachers, places, the user\'s progress',
        description: ACCESS,
        params: IdParams,
        response: { 200: Envelope('CourseInfoEnvelope', CourseInfo) },
      },
    },
    async (request) => ok(request, await courses.info(caller(request).userId, request.params.id, request.locale)),
  );

  guarded.get(
    '/api/course/catalogs/:id',
    {
      schema: {
        operationId: 'courseCatalogs',
        tags,
        summary: 'Chapters and periods of a course with the user\'s state in each',
        description: ACCESS,
        params: IdParams,
        response: { 200: Envelope('CourseCatalogsEnvelope', Type.Array(CatalogChapter)) },
      },
    },
    async (request) => ok(request, await courses.catalogs(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/course/datum/:id',
    {
      schema: {
        operationId: 'courseDatum',
        tags,
        summary: 'Downloadable resources of a course (size in bytes and in MB with two decimals)',
        description: ACCESS,
        params: IdParams,
        response: {
          200: Envelope(
            'CourseDatumEnvelope',
            Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), size: Type.Integer(), size_mb: Type.String() }, { title: 'CourseDatum' })),
          ),
        },
      },
    },
    async (request) => ok(request, await courses.datum(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/courseInfo/other/:id',
    {
      schema: {
        operationId: 'courseOthers',
        tags,
        summary: 'Other courses to show beside a course (same category first, at most 6)',
        params: IdParams,
        response: { 200: Envelope('CourseOthersEnvelope', Type.Array(CourseCard)) },
      },
    },
    async (request) => ok(request, await courses.others(caller(request).userId, request.params.id, request.locale)),
  );

  guarded.get(
    '/api/chapterInfo/:id',
    {
      schema: {
        operationId: 'chapterInfo',
        tags,
        summary: 'Open a period (lesson) to play or read it: media address, resume point, live state',
        description:
          `${ACCESS} 403 when an elective is not joined or an earlier period of an ordered course is unfinished ('unlock previous lesson'); ` +
          '400 while the file is being transcoded or when the stored media is missing (cannot play).',
        params: IdParams,
        response: { 200: Envelope('PeriodInfoEnvelope', PeriodInfo) },
      },
    },
    async (request) => ok(request, await courses.period(caller(request).userId, request.params.id)),
  );

  guarded.post(
    '/api/course/addOptional/:id',
    {
      schema: {
        operationId: 'courseAddOptional',
        tags,
        summary: 'Join a course as an elective',
        description: `${ACCESS} 403 when no places are left. Joining again (or a required course) answers the current state.`,
        params: IdParams,
        response: {
          200: Envelope(
            'CourseAddOptionalEnvelope',
            Type.Object(
              { course_id: Type.Integer(), join_state: Type.Integer(), is_optional: Type.Integer(), added: Type.Boolean({ description: 'False when already joined' }) },
              { title: 'CourseJoin' },
            ),
          ),
        },
      },
    },
    async (request) => {
      const result = await courses.addOptional(caller(request).userId, request.params.id);
      return ok(request, result, result.added ? 'electiveJoined' : 'electiveAlready');
    },
  );

  // One implementation at two paths: course/studyRecord, and the spec's chapter/mottoes/record.
  for (const [path, operationId, summary] of [
    ['/api/course/studyRecord', 'courseStudyRecord', 'Record study progress of a video, audio or document period'],
    ['/api/chapter/mottoes/record', 'chapterMottoesRecord', "Record study progress of a period (the spec's name of course/studyRecord, same rules)"],
  ] as const) {
    guarded.post(
      path,
      {
        schema: {
          operationId,
          tags,
          summary,
          description:
            'position: seconds into the media, or the page read. Progress only moves forward and never beyond the media length; ' +
            'in a required course the furthest point moves at most by the seconds studied (plus 5 s), a document by one page. ' +
            'study_seconds (at most 600 per record) also count towards the day\'s study time. Same access rules as chapterInfo.',
          body: Type.Object(
            {
              period_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
              position: Type.Integer({ minimum: 0, maximum: 86400 }),
              study_seconds: Type.Integer({ minimum: 0, maximum: 600 }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: Envelope(
              'StudyRecordEnvelope',
              Type.Object(
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
            ),
          },
        },
      },
      async (request) => {
        const { period_id, position, study_seconds } = request.body;
        const result = await courses.studyRecord(caller(request).userId, { periodId: period_id, position, studySeconds: study_seconds });
        return ok(request, result, 'studyRecorded');
      },
    );
  }

  guarded.get(
    '/api/externalCourseStudyCheck',
    {
      schema: {
        operationId: 'externalCourseStudyCheck',
        tags,
        summary: 'Whether I may study a course now: refused (with the reason) when disabled, expired or out of places; can_study 1 when joined or required',
        querystring: Type.Object({ course_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }),
        response: {
          200: Envelope(
            'ExternalCourseStudyCheckEnvelope',
            Type.Object(
              { course_id: Type.Integer(), can_study: Type.Integer({ description: '1 when the course is mine (required or joined)' }), join_state: Type.Union([Type.Integer(), Type.Null()]) },
              { title: 'CourseStudyCheck' },
            ),
          ),
        },
      },
    },
    async (request) => {
      const info = await courses.info(caller(request).userId, request.query.course_id, request.locale);
      return ok(request, { course_id: info.id, can_study: info.join_state === null ? 0 : 1, join_state: info.join_state });
    },
  );
}
