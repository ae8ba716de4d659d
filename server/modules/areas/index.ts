import type { Module, ModuleDeps } from '../../core/module.js';
import { AreasRepo } from './areas-repo.js';
import { areaRoutes } from './routes.js';
import './tables.js';

/** Areas lookup the profile's work place reads (what names and checks an area chain). */
export type Areas = Pick<AreasRepo, 'names' | 'isChain'>;

/** The area picker's data: every province, city and district of mainland China. */
export function createAreasModule(deps: ModuleDeps): Module<{ areas: Areas }> {
  const areas = new AreasRepo(deps.db);
  return { routes: (scopes) => areaRoutes(scopes, { areas }), services: { areas } };
}
