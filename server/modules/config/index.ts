import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import { ConfigRepo } from './config-repo.js';
import { ConfigService } from './config-service.js';
import messages from './messages.json' with { type: 'json' };
import { configRoutes } from './routes.js';
import './tables.js';

export type { ConfigService } from './config-service.js';
export { DingTalkConfig, WebConfig } from './routes.js';

/** Site settings: title, logos, feature flags, the chat app's ids, the daily sign-in credit. */
export function createConfigModule(deps: ModuleDeps): Module<{ config: ConfigService }> {
  addMessages(messages);
  const config = new ConfigService(new ConfigRepo(deps.db), deps.calendar.zone);
  return { routes: (scopes) => configRoutes(scopes, { config }), services: { config } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    config: typeof messages;
  }
}
