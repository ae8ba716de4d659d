import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { AuditTrail } from './audit-trail.js';

/** A record as it was or became; null where there was none (a creation's before, a deletion's after). */
const Snapshot = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], { description: 'The record as it was (before) or became (after); null where there was none' });

export const AuditItem = Type.Object(
  {
    id: Id(),
    actor_id: Id({ description: 'The admin who made the change' }),
    actor_name: Type.String(),
    action: Type.String({ description: "What was done, '<entity>.<verb>': employee.disable" }),
    entity: Type.String({ description: "The kind of record changed: 'user'" }),
    entity_id: Type.Union([Id(), Type.Null()]),
    before: Snapshot,
    after: Snapshot,
    created_at: Unix('When, unix seconds'),
  },
  { title: 'AuditItem' },
);

const AuditQuery = Type.Object({
  ...GridPaging,
  actor_id: Type.Optional(Id({ description: 'Changes of this admin only' })),
  entity: Type.Optional(Type.String({ maxLength: 40, description: "Changes of this kind of record only: 'user'" })),
  entity_id: Type.Optional(Id({ description: 'Changes of this record only (with entity)' })),
  action: Type.Optional(Type.String({ maxLength: 60, description: 'Changes of this action only' })),
  since: Type.Optional(Type.Integer({ minimum: 0, description: 'Changes at or after this instant, unix seconds' })),
  until: Type.Optional(Type.Integer({ minimum: 0, description: 'Changes before this instant, unix seconds' })),
});

export function auditRoutes(scopes: RouteScopes, { audit }: { audit: AuditTrail }) {
  const route = routes(scopes, ['admin']);
  route.get(
    '/api/admin/audit',
    {
      operationId: 'adminAudit',
      summary: 'The back office audit trail, newest first',
      description: 'Every change made in the back office: who, when, what, the record before and after.',
      admin: true,
      query: AuditQuery,
      data: PageOf('AuditPage', AuditItem),
    },
    ({ query }) =>
      audit.page(
        {
          actorId: query.actor_id,
          entity: query.entity,
          entityId: query.entity_id,
          action: query.action,
          since: query.since === undefined ? undefined : new Date(query.since * 1000),
          until: query.until === undefined ? undefined : new Date(query.until * 1000),
        },
        query.page,
        query.limit,
      ),
  );
}
