import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { ok } from '../../core/http/reply.js';
import type { AreasService } from './areas-service.js';

const Area = Type.Object({ id: Type.Integer({ description: 'Administrative code' }), area_name: Type.String() }, { title: 'Area' });

export function areaRoutes({ guarded }: RouteScopes, { areas }: { areas: AreasService }) {
  guarded.get(
    '/api/sonArea/:id',
    {
      schema: {
        operationId: 'sonArea',
        tags: ['areas'],
        summary: 'The areas under a parent: provinces under 0, cities under a province, districts under a city',
        params: Type.Object({ id: Type.Integer({ minimum: 0, maximum: 999999 }) }),
        response: { 200: Envelope('SonAreaEnvelope', Type.Array(Area)) },
      },
    },
    async (request) => ok(request, await areas.children(request.params.id)),
  );
}
