import { Type } from 'typebox';
import type { App } from '../../core/http/context.js';
import { Envelope } from '../../core/http/envelope.js';
import { bearerSecurity, requireAuth } from '../../core/http/auth.js';
import { caller, ok } from '../../core/http/reply.js';
import { CatalogChapter, CourseCard, CourseInfo, IdParams, PageOf, Paging, PeriodInfo } from './schemas.js';

const tags = ['courses'];
const ACCESS = 'Refused with 403 when the course is disabled or expired (the message asks to consult the administrator).';

export async function courseRoutes(app: App) {
  app.get(
    '/api/courseBasis',
    {
      schema: {
        operationId: 'courseBasis',
        tags,
        summary: 'Filter options of the catalogue: course types and categories',
        security: bearerSecurity,
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
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courses.basis(request.locale)),
  );

  app.get(
    '/api/courseSearch',
    {
      schema: {
        operationId: 'courseSearch',
        tags,
        summary: 'The catalogue: enabled courses as cards, filtered and paged',
        security: bearerSecurity,
        querystring: Type.Object({
          ...Paging,
          keywords: Type.Optional(Type.String({ maxLength: 50 })),
          course_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 7, description: '1 series, 2 video, 3 audio, 4 document, 7 face-to-face' })),
          category_id: Type.Optional(Type.Integer({ minimum: 1 })),
          is_required: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 required, 2 elective' })),
        }),
        response: { 200: Envelope('CourseSearchEnvelope', PageOf('CoursePage', CourseCard)) },
      },
      preValidation: requireAuth,
    },
    async (request) => {
      const q = request.query;
      const filter = { keywords: q.keywords?.trim() || undefined, courseType: q.course_type, categoryId: q.category_id, isRequired: q.is_required };
      return ok(request, await app.services.courses.search(caller(request).userId, filter, q.page ?? 1, q.limit ?? 10, request.locale));
    },
  );

  app.get(
    '/api/courseInfo/:id',
    {
      schema: {
        operationId: 'courseInfo',
        tags,
        summary: 'A course page: card fields, description, teachers, places, the user\'s progress',
        description: ACCESS,
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('CourseInfoEnvelope', CourseInfo) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courses.info(caller(request).userId, request.params.id, request.locale)),
  );

  app.get(
    '/api/course/catalogs/:id',
    {
      schema: {
        operationId: 'courseCatalogs',
        tags,
        summary: 'Chapters and periods of a course with the user\'s state in each',
        description: ACCESS,
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('CourseCatalogsEnvelope', Type.Array(CatalogChapter)) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courses.catalogs(caller(request).userId, request.params.id)),
  );

  app.get(
    '/api/course/datum/:id',
    {
      schema: {
        operationId: 'courseDatum',
        tags,
        summary: 'Downloadable resources of a course (size in bytes and in MB with two decimals)',
        description: ACCESS,
        security: bearerSecurity,
        params: IdParams,
        response: {
          200: Envelope(
            'CourseDatumEnvelope',
            Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), size: Type.Integer(), size_mb: Type.String() }, { title: 'CourseDatum' })),
          ),
        },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courses.datum(request.params.id)),
  );

  app.get(
    '/api/courseInfo/other/:id',
    {
      schema: {
        operationId: 'courseOthers',
        tags,
        summary: 'Other courses to show beside a course (same category first, at most 6)',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('CourseOthersEnvelope', Type.Array(CourseCard)) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courses.others(caller(request).userId, request.params.id, request.locale)),
  );

  app.get(
    '/api/chapterInfo/:id',
    {
      schema: {
        operationId: 'chapterInfo',
        tags,
        summary: 'Open a period (lesson) to play or read it: media address, resume point, live state',
        description:
          `${ACCESS} 403 when an elective is not joined or an earlier period of an ordered course is unfinished ('unlock previous lesson'); ` +
          '400 while the file is being transcoded or when the stored media is missing (cannot play).',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('PeriodInfoEnvelope', PeriodInfo) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courses.period(caller(request).userId, request.params.id)),
  );

  app.post(
    '/api/course/addOptional/:id',
    {
      schema: {
        operationId: 'courseAddOptional',
        tags,
        summary: 'Join a course as an elective',
        description: `${ACCESS} 403 when no places are left. Joining again (or a required course) answers the current state.`,
        security: bearerSecurity,
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
      preValidation: requireAuth,
    },
    async (request) => {
      const result = await app.services.courses.addOptional(caller(request).userId, request.params.id);
      return ok(request, result, result.added ? 'electiveJoined' : 'electiveAlready');
    },
  );

  app.post(
    '/api/course/studyRecord',
    {
      schema: {
        operationId: 'courseStudyRecord',
        tags,
        summary: 'Record study progress of a video, audio or document period',
        description:
          'position: seconds into the media, or the page read. Progress only moves forward and never beyond the media length; ' +
          'in a required course the furthest point moves at most by the seconds studied (plus 5 s), a document by one page. ' +
          'study_seconds (at most 600 per record) also count towards the day\'s study time. Same access rules as chapterInfo.',
        security: bearerSecurity,
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
      preValidation: requireAuth,
    },
    async (request) => {
      const { period_id, position, study_seconds } = request.body;
      const result = await app.services.courses.studyRecord(caller(request).userId, { periodId: period_id, position, studySeconds: study_seconds });
      return ok(request, result, 'studyRecorded');
    },
  );
}
