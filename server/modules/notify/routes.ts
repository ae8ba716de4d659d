import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { Id, IdParams, PageOf, Paging, Unix } from '../../core/http/schema-kit.js';
import type { NotificationsService } from './notifications-service.js';

// A plain string (checked by the service): a pattern here would turn it into a custom
// scalar in the GraphQL schema, awkward for the client's variables.
const NotifyTypes = Type.Optional(
  Type.String({ default: '0', description: 'Notify types, comma separated: 0 all, 1 study, 2 interaction, 3 system, 4 teaching' }),
);
const InnerStatus = Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 read, 2 unread; absent: both' }));

export const NotificationItem = Type.Object(
  {
    id: Type.Integer(),
    notify_type: Type.Integer({ description: '1 study, 2 interaction, 3 system, 4 teaching' }),
    type: Type.Integer({ description: 'Notify item type 1-13 (1 course ... 13 training exam; for system ones 1 mute reminder)' }),
    content: Type.String({ description: "In the caller's language" }),
    target_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Id of the course, map, training, exam ... the item opens' }),
    inner_status: Type.Integer({ description: '1 read, 2 unread' }),
    created_at: Unix('Unix seconds'),
  },
  { title: 'NotificationItem' },
);

export function notifyRoutes(scopes: RouteScopes, { notifications }: { notifications: NotificationsService }) {
  const route = routes(scopes, ['notify']);

  route.get(
    '/api/notify/total',
    {
      operationId: 'notifyTotal',
      summary: 'Number of notifications of some notify types and an inner status (the bell: 0 and 2)',
      query: Type.Object({ notify_type: NotifyTypes, inner_status: InnerStatus }),
      data: Type.Object({ total: Type.Integer() }, { title: 'NotifyTotal' }),
    },
    async ({ userId, query }) => ({ total: await notifications.total(userId, query.notify_type, query.inner_status) }),
  );

  route.get(
    '/api/notify',
    {
      operationId: 'notifyList',
      summary: "A page of the caller's notifications, newest first",
      description: 'The panel asks notify_type "1,3,4", inner_status 2 and limit 100000; the notification page pages by 10.',
      query: Type.Object({
        notify_type: NotifyTypes,
        inner_status: InnerStatus,
        page: Paging.page,
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 10 })),
      }),
      data: PageOf('NotifyList', NotificationItem),
    },
    ({ userId, query: { notify_type, inner_status, page, limit }, locale }) =>
      notifications.list(userId, { notifyType: notify_type, innerStatus: inner_status, page, limit }, locale),
  );

  route.get(
    '/api/notify/stats',
    {
      operationId: 'notifyStats',
      summary: 'Unread notifications per notify type, for the notification page tabs',
      data: Type.Object(
        { all: Type.Integer(), study: Type.Integer(), interaction: Type.Integer(), system: Type.Integer(), teaching: Type.Integer() },
        { title: 'NotifyStats' },
      ),
    },
    ({ userId }) => notifications.stats(userId),
  );

  route.get(
    '/api/notify/:id',
    {
      operationId: 'notifyDetail',
      summary: "One of the caller's notifications",
      description: "Another user's notification is 4004, as a missing one.",
      params: IdParams,
      data: NotificationItem,
    },
    ({ userId, params, locale }) => notifications.one(userId, params.id, locale),
  );

  route.put(
    '/api/notify/read',
    {
      operationId: 'notifyRead',
      summary: 'Mark one notification (id) or all of some notify types (is_all 1) read',
      description: 'Mark all read from the panel: notify_type 0, is_all 1. Another user\'s notification id is 4004.',
      body: Type.Object(
        {
          id: Type.Optional(Id()),
          notify_type: NotifyTypes,
          is_all: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
        },
        { additionalProperties: false },
      ),
      data: Type.Object({ updated: Type.Integer() }, { title: 'NotifyRead' }),
    },
    async ({ userId, body }) => {
      const result = await notifications.read(userId, body);
      return withMessage(result, body.is_all === 1 ? 'notifyRead' : 'ok');
    },
  );
}
