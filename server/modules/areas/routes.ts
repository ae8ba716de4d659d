import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import type { AreasService } from './areas-service.js';

const Area = Type.Object({ id: Type.Integer({ description: 'Administrative code' }), area_name: Type.String() }, { title: 'Area' });

export function areaRoutes(scopes: RouteScopes, { areas }: { areas: AreasService }) {
  const route = routes(scopes, ['areas']);

  route.get(
    '/api/sonArea/:id',
    {
      operationId: 'sonArea',
      summary: 'The areas under a parent: provinces under 0, cities under a province, districts under a city',
      params: Type.Object({ id: Type.Integer({ minimum: 0, maximum: 999999 }) }),
      data: Type.Array(Area),
    },
    ({ params }) => areas.children(params.id),
  );
}
