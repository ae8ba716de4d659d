import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { searchRoutes } from './routes.js';
import { SearchService } from './search-service.js';

/** The site search over the other areas' tables (read only; the ranking rule lives in sources.ts). */
export function createSearchModule(deps: ModuleDeps): Module<{ search: SearchService }> {
  addMessages(messages);
  const search = new SearchService(deps.db);
  return { routes: (scopes) => searchRoutes(scopes, { search }), services: { search } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    search: typeof messages;
  }
}
