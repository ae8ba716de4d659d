import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { Areas } from '../areas/index.js';
import type { ConfigService } from '../config/index.js';
import { CreditsRepo } from './credits-repo.js';
import messages from './messages.json' with { type: 'json' };
import { RankingsRepo } from './rankings-repo.js';
import { userRoutes } from './routes.js';
import { UsersRepo } from './users-repo.js';
import { UsersService } from './users-service.js';
import './tables.js';

export { PasswordField, UserInfo } from './schemas.js';
export type { UsersService } from './users-service.js';
export type { RankedBy } from './rankings-repo.js';

/** Account lookups the session module signs people in with. */
export type Accounts = Pick<UsersRepo, 'findByAccount' | 'findById' | 'findByMobileOrMail' | 'setPasswordHash'>;
/** The month rankings and the credit ledger, read by the home page. */
export type Rankings = Pick<RankingsRepo, 'top'>;
export type Credits = Pick<CreditsRepo, 'newest'>;

export interface UsersServices {
  users: UsersService;
  accounts: Accounts;
  rankings: Rankings;
  credits: Credits;
}

/** People: profiles, departments, user info with the month's credits, study time and ranks, the daily sign-in credit. */
export function createUsersModule(deps: ModuleDeps & { config: ConfigService; areas: Areas }): Module<UsersServices> {
  addMessages(messages);
  const accounts = new UsersRepo(deps.db);
  const credits = new CreditsRepo(deps.db);
  const rankings = new RankingsRepo(deps.db);
  const users = new UsersService(accounts, credits, rankings, deps.calendar, () => deps.config.dailyLoginPoints(), deps.areas, deps.storage);
  return { routes: (scopes) => userRoutes(scopes, { users }), services: { users, accounts, rankings, credits } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    users: typeof messages;
  }
}
