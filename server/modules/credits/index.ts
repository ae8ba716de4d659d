import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { AuditTrail } from '../audit/index.js';
import type { ConfigService } from '../config/index.js';
import { CreditsRepo } from './credits-repo.js';
import { CreditsService } from './credits-service.js';
import messages from './messages.json' with { type: 'json' };
import { MallAdmin } from './mall-admin.js';
import { mallAdminRoutes } from './mall-admin-routes.js';
import { creditRoutes } from './routes.js';
import { ShopRepo } from './shop-repo.js';
import './tables.js';

export type { CreditsService } from './credits-service.js';

/** Credits: the summary, history and rankings read from the ledger, the rules, and the credits mall with its redemptions. */
export function createCreditsModule(deps: ModuleDeps & { config: ConfigService; audit: AuditTrail }): Module<{ credits: CreditsService }> {
  addMessages(messages);
  const credits = new CreditsService(deps.db, new CreditsRepo(deps.db), new ShopRepo(deps.db), deps.calendar, (key, db) => deps.config.creditSetting(key, db));
  const mall = new MallAdmin(deps.db, deps.audit);
  return {
    routes: (scopes) => {
      creditRoutes(scopes, { credits });
      mallAdminRoutes(scopes, { mall });
    },
    services: { credits },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    credits: typeof messages;
  }
}
