import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { LecturerQueries } from '../lecturers/index.js';
import type { LibraryQueries } from '../library/index.js';
import type { StudyRecords } from '../study-records/index.js';
import type { Credits, Rankings, UsersService } from '../users/index.js';
import { HomeRepo } from './home-repo.js';
import { HomeService } from './home-service.js';
import messages from './messages.json' with { type: 'json' };
import { homeRoutes } from './routes.js';
export { Banner, HomeExam, RankRow, StudyCard, StudyTrend, UserStats } from './routes.js';
import './tables.js';

export interface HomeDeps extends ModuleDeps {
  users: UsersService;
  rankings: Rankings;
  credits: Credits;
  studyRecords: StudyRecords;
  lecturers: LecturerQueries;
  library: LibraryQueries;
  /** How long the company-wide blocks are reused (default HOME_CACHE_TTL_MS; 0: never). */
  cacheTtlMs?: number;
}

/**
 * The home page: a read model over the other modules' public queries (user info, rankings,
 * credits, study records, lecturers, the library and news) plus its own banners.
 */
export function createHomeModule(deps: HomeDeps): Module<{ home: HomeService }> {
  addMessages(messages);
  const home = new HomeService(new HomeRepo(deps.db), deps.users, deps.rankings, deps.credits, deps.studyRecords, deps.lecturers, deps.library, deps.calendar, deps.cacheTtlMs);
  return { routes: (scopes) => homeRoutes(scopes, { home }), services: { home } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    home: typeof messages;
  }
}
