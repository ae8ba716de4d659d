import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import { LiveRepo } from './live-repo.js';
import { LiveService } from './live-service.js';
import messages from './messages.json' with { type: 'json' };
import { liveRoutes } from './routes.js';

/** Live classes: play tokens, the live room and its HLS stream. */
export function createLiveModule(deps: ModuleDeps): Module<{ live: LiveService }> {
  addMessages(messages);
  const live = new LiveService(new LiveRepo(deps.db), deps.storage);
  return { routes: (scopes) => liveRoutes(scopes, { live }), services: { live } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    live: typeof messages;
  }
}
