import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { CourseCard, Lecturer } from '../courses/index.js';
import { LecturerTrainingCard } from '../trainings/index.js';
import type { LecturerService } from './lecturer-service.js';
import { GridPaging, IdParams, PageOf, SelectPaging } from '../../core/http/schema-kit.js';

const tags = ['lecturers'];

export function lecturerRoutes({ guarded }: RouteScopes, { lecturers }: { lecturers: LecturerService }) {
  guarded.get(
    '/api/lecturer',
    {
      schema: {
        operationId: 'lecturerList',
        tags,
        summary: 'Lecturers, paged, optionally by name (a select sends limit 999999)',
        querystring: Type.Object({ ...SelectPaging, keywords: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: Envelope('LecturerListEnvelope', PageOf('LecturerPage', Lecturer)) },
      },
    },
    async (request) => ok(request, await lecturers.list(request.query.keywords?.trim() || undefined, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/lecturer/:id',
    {
      schema: {
        operationId: 'lecturerInfo',
        tags,
        summary: 'A lecturer\'s profile',
        params: IdParams,
        response: { 200: Envelope('LecturerEnvelope', Lecturer) },
      },
    },
    async (request) => ok(request, await lecturers.detail(request.params.id)),
  );

  guarded.get(
    '/api/lecturer/course/:id',
    {
      schema: {
        operationId: 'lecturerCourses',
        tags,
        summary: 'Online courses a lecturer teaches, as cards, paged',
        params: IdParams,
        querystring: Type.Object({ ...GridPaging }),
        response: { 200: Envelope('LecturerCoursesEnvelope', PageOf('LecturerCoursePage', CourseCard)) },
      },
    },
    async (request) =>
      ok(request, await lecturers.courses(caller(request).userId, request.params.id, request.query.page ?? 1, request.query.limit ?? 10, request.locale)),
  );

  guarded.get(
    '/api/lecturer/TrainOffline/:id',
    {
      schema: {
        operationId: 'lecturerTrainOffline',
        tags,
        summary: 'Offline (face-to-face) trainings a lecturer gives: the trainings of my training, published ones, newest start first, paged',
        params: IdParams,
        querystring: Type.Object({ ...GridPaging }),
        response: { 200: Envelope('LecturerTrainOfflineEnvelope', PageOf('LecturerTrainPage', LecturerTrainingCard)) },
      },
    },
    async (request) =>
      ok(request, await lecturers.trainings(caller(request).userId, request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );
}
