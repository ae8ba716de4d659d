import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { ConfigService } from '../config/index.js';
import { CreditsRepo } from './credits-repo.js';
import { CreditsService } from './credits-service.js';
import messages from './messages.json' with { type: 'json' };
import { creditRoutes } from './routes.js';
import { ShopRepo } from './shop-repo.js';
import './tables.js';

export type { CreditsService } from './credits-service.js';

/** Credits: the summary, history and rankings read from the ledger, the rules, and the credits mall with its redemptions. */
export function createCreditsModule(deps: ModuleDeps & { config: ConfigService }): Module<{ credits: CreditsService }> {
  addMessages(messages);
  const credits = new CreditsService(deps.db, new CreditsRepo(deps.db), new ShopRepo(deps.db), deps.calendar, (key, db) => deps.config.creditSetting(key, db));
  return { routes: (scopes) => creditRoutes(scopes, { credits }), services: { credits } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    credits: typeof messages;
  }
}
