import { Type } from 'typebox';
import type { App } from '../../core/http/context.js';
import { Envelope } from '../../core/http/envelope.js';
import { bearerSecurity, requireAuth } from '../../core/http/auth.js';
import { caller, ok } from '../../core/http/reply.js';
import { CourseCard, IdParams, Lecturer, PageOf, Paging } from '../courses/schemas.js';

const tags = ['lecturers'];

export async function lecturerRoutes(app: App) {
  app.get(
    '/api/lecturer',
    {
      schema: {
        operationId: 'lecturerList',
        tags,
        summary: 'Lecturers, paged, optionally by name',
        security: bearerSecurity,
        querystring: Type.Object({ ...Paging, keywords: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: Envelope('LecturerListEnvelope', PageOf('LecturerPage', Lecturer)) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.lecturers.list(request.query.keywords?.trim() || undefined, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  app.get(
    '/api/lecturer/:id',
    {
      schema: {
        operationId: 'lecturerInfo',
        tags,
        summary: 'A lecturer\'s profile',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('LecturerEnvelope', Lecturer) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.lecturers.detail(request.params.id)),
  );

  app.get(
    '/api/lecturer/course/:id',
    {
      schema: {
        operationId: 'lecturerCourses',
        tags,
        summary: 'Online courses a lecturer teaches, as cards, paged',
        security: bearerSecurity,
        params: IdParams,
        querystring: Type.Object({ ...Paging }),
        response: { 200: Envelope('LecturerCoursesEnvelope', PageOf('LecturerCoursePage', CourseCard)) },
      },
      preValidation: requireAuth,
    },
    async (request) =>
      ok(request, await app.services.lecturers.courses(caller(request).userId, request.params.id, false, request.query.page ?? 1, request.query.limit ?? 10, request.locale)),
  );

  app.get(
    '/api/lecturer/TrainOffline/:id',
    {
      schema: {
        operationId: 'lecturerTrainOffline',
        tags,
        summary: 'Offline (face-to-face, course type 7) trainings a lecturer gives, paged',
        security: bearerSecurity,
        params: IdParams,
        querystring: Type.Object({ ...Paging }),
        response: { 200: Envelope('LecturerTrainOfflineEnvelope', PageOf('LecturerTrainPage', CourseCard)) },
      },
      preValidation: requireAuth,
    },
    async (request) =>
      ok(request, await app.services.lecturers.courses(caller(request).userId, request.params.id, true, request.query.page ?? 1, request.query.limit ?? 10, request.locale)),
  );
}
