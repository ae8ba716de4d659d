import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { AuditTrail } from '../audit/index.js';
import { ConfigRepo } from './config-repo.js';
import { ConfigService } from './config-service.js';
import messages from './messages.json' with { type: 'json' };
import { configRoutes, siteSettingsRoutes } from './routes.js';
import { SiteSettingsAdmin } from './site-settings.js';
import './tables.js';

export type { ConfigService, CreditSettingKey } from './config-service.js';
export { DingTalkConfig, WebConfig } from './routes.js';

/** Site settings: title, logos, feature flags, the chat app's ids, the credit and certificate rules; the back office edits them (site-settings.ts). */
export function createConfigModule(deps: ModuleDeps & { audit: AuditTrail }): Module<{ config: ConfigService }> {
  requireCollaborators('config', deps, ['audit']);
  addMessages(messages);
  const repo = new ConfigRepo(deps.db);
  const config = new ConfigService(repo, deps.calendar.zone);
  const settings = new SiteSettingsAdmin(deps.db, repo, deps.audit);
  return {
    routes: (scopes) => {
      configRoutes(scopes, { config });
      siteSettingsRoutes(scopes, { settings });
    },
    services: { config },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    config: typeof messages;
  }
}
