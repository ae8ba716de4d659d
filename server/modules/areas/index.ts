import type { Module, ModuleDeps } from '../../core/module.js';
import { AreasRepo } from './areas-repo.js';
import { AreasService } from './areas-service.js';
import { areaRoutes } from './routes.js';
import './tables.js';

/** What other modules read of the areas (the profile's work place: names, whether a chain is real). */
export type Areas = Pick<AreasService, 'names' | 'isChain'>;

/** The area picker's data: every province, city and district of mainland China. */
export function createAreasModule(deps: ModuleDeps): Module<{ areas: AreasService }> {
  const areas = new AreasService(new AreasRepo(deps.db));
  return { routes: (scopes) => areaRoutes(scopes, { areas }), services: { areas } };
}
