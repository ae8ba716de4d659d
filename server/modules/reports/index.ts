import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import messages from './messages.json' with { type: 'json' };
import { ReportsRepo } from './reports-repo.js';
import { ReportsService } from './reports-service.js';
import { reportRoutes } from './routes.js';

export type { ReportsService } from './reports-service.js';

/**
 * The back office's reports: completion of what people are assigned, study time and credits by
 * department and month, the dashboard summing them, and each report's streamed XLSX and CSV
 * export. Read-only: it reads the tables of the modules that keep them.
 */
export function createReportsModule(deps: ModuleDeps): Module<{ reports: ReportsService }> {
  addMessages(messages);
  const reports = new ReportsService(deps.db, new ReportsRepo(deps.db), deps.calendar);
  return { routes: (scopes) => reportRoutes(scopes, { reports }), services: { reports } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    reports: typeof messages;
  }
}
