import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import { MapService, type MapDeps, type MapHooks } from './map-service.js';
import { MapSignRepo } from './map-sign-repo.js';
import { MapsRepo } from './maps-repo.js';
import messages from './messages.json' with { type: 'json' };
import { mapRoutes } from './routes.js';
export { SignChapter } from './routes.js';
import { SignInService } from './sign-in-service.js';
import './tables.js';

export { MapItemType, MapType, StudyType } from './map-rules.js';
export type { MapService } from './map-service.js';
export type { SignInService } from './sign-in-service.js';

/**
 * Learning maps: the caller's maps, stages unlocking in order, chapters (video, image-text),
 * stage exams through the exam engine, punch-ins with their comments and likes, completion
 * (credits and certificate); video chapters are credited study time like course lessons, and
 * punch-ins earn their credit. Owns the map tables; the study calendar reads them read-only.
 */
export function createMapsModule(deps: ModuleDeps & MapHooks & Omit<MapDeps, 'db'>): Module<{ maps: MapService; signIn: SignInService }> {
  requireCollaborators('maps', deps, ['studyRecords', 'ledger', 'certificates', 'exams']);
  addMessages(messages);
  const maps = new MapService(new MapsRepo(deps.db), deps.calendar, { certificates: deps.certificates, exams: deps.exams }, deps, deps.files);
  const signIn = new SignInService(new MapSignRepo(deps.db), deps.calendar, deps);
  return { routes: (scopes) => mapRoutes(scopes, { maps, signIn }), services: { maps, signIn } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    maps: typeof messages;
  }
}
