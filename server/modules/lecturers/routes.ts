import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { CourseCard, Lecturer } from '../courses/index.js';
import { LecturerTrainingCard } from '../trainings/index.js';
import type { LecturerService } from './lecturer-service.js';
import { GridPageQuery, IdParams, Keywords, PageOf, SelectPaging } from '../../core/http/schema-kit.js';

export function lecturerRoutes(scopes: RouteScopes, { lecturers }: { lecturers: LecturerService }) {
  const route = routes(scopes, ['lecturers']);

  route.get(
    '/api/lecturer',
    {
      operationId: 'lecturerList',
      summary: 'Lecturers, paged, optionally by name (a select sends limit 999999)',
      query: Type.Object({ ...SelectPaging, keywords: Keywords() }),
      data: PageOf('LecturerPage', Lecturer),
    },
    ({ query }) => lecturers.list(query.keywords?.trim() || undefined, query.page, query.limit),
  );

  route.get(
    '/api/lecturer/:id',
    { operationId: 'lecturerInfo', summary: 'A lecturer\'s profile', params: IdParams, data: Lecturer, envelope: 'LecturerEnvelope' },
    ({ params }) => lecturers.detail(params.id),
  );

  route.get(
    '/api/lecturer/course/:id',
    {
      operationId: 'lecturerCourses',
      summary: 'Online courses a lecturer teaches, as cards, paged',
      params: IdParams,
      query: GridPageQuery,
      data: PageOf('LecturerCoursePage', CourseCard),
    },
    ({ userId, params, query, locale }) => lecturers.courses(userId, params.id, query.page, query.limit, locale),
  );

  route.get(
    '/api/lecturer/TrainOffline/:id',
    {
      operationId: 'lecturerTrainOffline',
      summary: 'Offline (face-to-face) trainings a lecturer gives: the trainings of my training, published ones, newest start first, paged',
      params: IdParams,
      query: GridPageQuery,
      data: PageOf('LecturerTrainPage', LecturerTrainingCard),
    },
    ({ userId, params, query }) => lecturers.trainings(userId, params.id, query.page, query.limit),
  );
}
