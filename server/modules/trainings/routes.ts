import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Keywords, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { TrainingService } from './training-service.js';

const TrainingFields = {
  id: Type.Integer(),
  name: Type.String(),
  img: Type.String(),
  teacher: Type.String({ description: "The lecturer's name" }),
  address: Type.String(),
  start_time: Unix(),
  end_time: Unix(),
  apply_start_time: Unix('Enrolment opens (unix seconds)'),
  apply_end_time: Unix('Enrolment closes (unix seconds)'),
  is_apply: Type.Integer({ description: '1 enrolled' }),
  status: Type.Integer({ description: '1 in progress, 2 unpublished, 3 timed out, 4 withdrawn, 5 not started' }),
  register_state: Type.Integer({ description: '1 to-register (window open and a seat left), 2 registered, 3 not registered (apply_refusal says why)' }),
  places: Nullable(Type.Integer({ description: 'Seats; null: unlimited' })),
  applied_count: Type.Integer(),
  places_left: Nullable(Type.Integer()),
  can_apply: Type.Integer({ description: '1 when an enrolment would be accepted now (window open, seat left)' }),
  apply_refusal: Type.String({ description: "Why an enrolment would be refused now: trainingFull, trainingApplyNotOpen, trainingApplyClosed, trainingUnavailable; '' when enrolled or it would be accepted" }),
  can_cancel: Type.Integer({ description: '1 when enrolled and the training has not started' }),
};

export const TrainingCard = Type.Object(TrainingFields, { title: 'TrainingCard' });
/** A training on a lecturer's page: the card and whether the caller is invited (may open and enrol). */
export const LecturerTrainingCard = Type.Object(
  { ...TrainingFields, is_invited: Type.Integer({ description: '1 when the caller is invited (the training page opens)' }) },
  { title: 'LecturerTrainingCard' },
);
const TrainingDetail = Type.Object(
  { ...TrainingFields, description: Type.String({ description: 'Rich text' }), applied_at: Nullable(Unix()), server_now: Unix() },
  { title: 'TrainingDetail' },
);

/** My offline trainings: list, detail, enrol, cancel. */
export function trainingRoutes(scopes: RouteScopes, { trainings }: { trainings: TrainingService }) {
  const route = routes(scopes, ['trainings']);

  route.get(
    '/api/trainOffline',
    {
      operationId: 'trainOffline',
      summary: 'My offline trainings (those I am invited to), newest start first',
      query: Type.Object({
        ...GridPaging,
        keywords: Keywords(),
        lecturer_id: Type.Optional(Id({ description: 'Only trainings this lecturer gives' })),
        start_time: Type.Optional(Type.Integer({ minimum: 0, maximum: 4102444800, description: 'Starting at or after (unix seconds)' })),
        end_time: Type.Optional(Type.Integer({ minimum: 0, maximum: 4102444800, description: 'Starting at or before (unix seconds)' })),
      }),
      data: PageOf('TrainOfflinePage', TrainingCard),
    },
    async ({ userId, query }) => {
      const { page, limit, keywords, lecturer_id, start_time, end_time } = query;
      const filter = {
        keywords: keywords?.trim() || undefined,
        lecturerId: lecturer_id,
        startFrom: start_time === undefined ? undefined : new Date(start_time * 1000),
        startTo: end_time === undefined ? undefined : new Date(end_time * 1000),
      };
      return trainings.list(userId, filter, page, limit);
    },
  );

  route.get(
    '/api/trainOffline/:id',
    {
      operationId: 'trainOfflineDetail',
      summary: 'An offline training: teacher, address, times, enrolment window, seats and my registration',
      params: IdParams,
      data: TrainingDetail,
    },
    ({ userId, params }) => trainings.detail(userId, params.id),
  );

  route.post(
    '/api/trainOffline/apply/:id',
    {
      operationId: 'trainOfflineApply',
      summary: 'Enrol in an offline training (invited, published, window open, a seat left; seats enforced atomically)',
      description: 'Code 403 when the window is not open or closed, or no seat is left; 400 when withdrawn. Enrolled already: 200, unchanged.',
      params: IdParams,
      data: TrainingDetail,
    },
    async ({ userId, params }) => {
      const result = await trainings.apply(userId, params.id);
      return withMessage(result.detail, result.added ? 'trainingApplied' : 'trainingAlreadyApplied');
    },
  );

  route.post(
    '/api/trainOffline/cancel/:id',
    { operationId: 'trainOfflineCancel', summary: 'Cancel my enrolment before the training starts', params: IdParams, data: TrainingDetail, msg: 'trainingCancelled' },
    ({ userId, params }) => trainings.cancel(userId, params.id),
  );
}
