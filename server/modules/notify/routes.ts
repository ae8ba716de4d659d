import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { Id, Paging } from '../../core/http/schema-kit.js';
import { caller, ok } from '../../core/http/reply.js';
import type { NotificationsService } from './notifications-service.js';

// A plain string (checked by the service): a pattern here would turn it into a custom
// scalar in the GraphQL schema, awkward for the client's variables.
const NotifyTypes = Type.Optional(
  Type.String({ default: '0', description: 'Notify types, comma separated: 0 all, 1 study, 2 interaction, 3 system, 4 teaching' }),
);
const InnerStatus = Type.Optional(Type.Integer({ minimum: 1, maximum: 2, description: '1 read, 2 unread; absent: both' }));

const NotificationItem = Type.Object(
  {
    id: Type.Integer(),
    notify_type: Type.Integer({ description: '1 study, 2 interaction, 3 system, 4 teaching' }),
    type: Type.Integer({ description: 'Notify item type 1-13 (1 course ... 13 training exam; for system ones 1 mute reminder)' }),
    content: Type.String({ description: "In the caller's language" }),
    target_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Id of the course, map, training, exam ... the item opens' }),
    inner_status: Type.Integer({ description: '1 read, 2 unread' }),
    created_at: Type.Integer({ description: 'Unix seconds' }),
  },
  { title: 'NotificationItem' },
);

export function notifyRoutes({ guarded }: RouteScopes, { notifications }: { notifications: NotificationsService }) {
  guarded.get(
    '/api/notify/total',
    {
      schema: {
        operationId: 'notifyTotal',
        tags: ['notify'],
        summary: 'Number of notifications of some notify types and an inner status (the bell: 0 and 2)',
        querystring: Type.Object({ notify_type: NotifyTypes, inner_status: InnerStatus }),
        response: { 200: Envelope('NotifyTotalEnvelope', Type.Object({ total: Type.Integer() }, { title: 'NotifyTotal' })) },
      },
    },
    async (request) =>
      ok(request, { total: await notifications.total(caller(request).userId, request.query.notify_type, request.query.inner_status) }),
  );

  guarded.get(
    '/api/notify',
    {
      schema: {
        operationId: 'notifyList',
        tags: ['notify'],
        summary: "A page of the caller's notifications, newest first",
        description: 'The panel asks notify_type "1,3,4", inner_status 2 and limit 100000; the notification page pages by 10.',
        querystring: Type.Object({
          notify_type: NotifyTypes,
          inner_status: InnerStatus,
          page: Paging.page,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 10 })),
        }),
        response: {
          200: Envelope(
            'NotifyListEnvelope',
            Type.Object({ list: Type.Array(NotificationItem), total: Type.Integer(), current_page: Type.Integer() }, { title: 'NotifyList' }),
          ),
        },
      },
    },
    async (request) => {
      const { notify_type, inner_status, page = 1, limit = 10 } = request.query;
      const data = await notifications.list(caller(request).userId, { notifyType: notify_type, innerStatus: inner_status, page, limit }, request.locale);
      return ok(request, data);
    },
  );

  guarded.get(
    '/api/notify/stats',
    {
      schema: {
        operationId: 'notifyStats',
        tags: ['notify'],
        summary: 'Unread notifications per notify type, for the notification page tabs',
        response: {
          200: Envelope(
            'NotifyStatsEnvelope',
            Type.Object(
              { all: Type.Integer(), study: Type.Integer(), interaction: Type.Integer(), system: Type.Integer(), teaching: Type.Integer() },
              { title: 'NotifyStats' },
            ),
          ),
        },
      },
    },
    async (request) => ok(request, await notifications.stats(caller(request).userId)),
  );

  guarded.put(
    '/api/notify/read',
    {
      schema: {
        operationId: 'notifyRead',
        tags: ['notify'],
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
        response: { 200: Envelope('NotifyReadEnvelope', Type.Object({ updated: Type.Integer() }, { title: 'NotifyRead' })) },
      },
    },
    async (request) => {
      const result = await notifications.read(caller(request).userId, request.body);
      return ok(request, result, request.body.is_all === 1 ? 'notifyRead' : 'ok');
    },
  );
}
