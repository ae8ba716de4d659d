import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { AuditTrail } from '../audit/index.js';
import type { LecturerQueries } from '../lecturers/index.js';
import type { LibraryQueries } from '../library/index.js';
import type { StudyRecords } from '../study-records/index.js';
import type { Credits, Rankings, UsersService } from '../users/index.js';
import { BannersAdmin } from './banners-admin.js';
import { bannerRoutes } from './banners-routes.js';
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
  /** The back office's audit trail (the banners' changes are recorded there). */
  audit: AuditTrail;
  /** How long the company-wide blocks are reused (default HOME_CACHE_TTL_MS; 0: never). */
  cacheTtlMs?: number;
}

/**
 * The home page: a read model over the other modules' public queries (user info, rankings,
 * credits, study records, lecturers, the library and news) plus its own banners, which the back
 * office edits (banners-admin.ts).
 */
export function createHomeModule(deps: HomeDeps): Module<{ home: HomeService; banners: BannersAdmin }> {
  requireCollaborators('home', deps, ['audit', 'library']);
  addMessages(messages);
  const home = new HomeService(new HomeRepo(deps.db), deps.users, deps.rankings, deps.credits, deps.studyRecords, deps.lecturers, deps.library, deps.calendar, deps.cacheTtlMs);
  const banners = new BannersAdmin(deps.db, deps.audit, deps.library, deps.storage, () => home.bannersChanged());
  return {
    routes: (scopes) => {
      homeRoutes(scopes, { home });
      bannerRoutes(scopes, { banners });
    },
    services: { home, banners },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    home: typeof messages;
  }
}
