import { Type } from 'typebox';
import type { App } from '../http/context.js';
import { Envelope } from '../http/envelope.js';
import { bearerSecurity, requireAuth } from '../http/auth-guard.js';
import { caller, ok } from '../http/reply.js';

export async function notifyRoutes(app: App) {
  app.get(
    '/api/notify/total',
    {
      schema: {
        operationId: 'notifyTotal',
        tags: ['notify'],
        summary: 'Number of notifications of a notify type (0 all) and inner status (2 unread)',
        security: bearerSecurity,
        querystring: Type.Object({
          notify_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 4, default: 0, description: '0 all, 1 study, 2 interaction, 3 system, 4 teaching' })),
          inner_status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 2, description: '1 read, 2 unread' })),
        }),
        response: { 200: Envelope('NotifyTotalEnvelope', Type.Object({ total: Type.Integer() }, { title: 'NotifyTotal' })) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, { total: await app.services.notifications.total(caller(request).userId, request.query.notify_type ?? 0, request.query.inner_status ?? 2) }),
  );
}
