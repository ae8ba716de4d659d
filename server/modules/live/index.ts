import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import { LiveRepo } from './live-repo.js';
import { LiveService } from './live-service.js';
import messages from './messages.json' with { type: 'json' };
import { liveRoutes } from './routes.js';

export type { LiveService } from './live-service.js';

/** The remote defences held in live rooms: their participants and examiner are the room's guests. */
export interface RemoteDefences {
  remoteDefenceOf(userId: number, livePeriodId: number): Promise<boolean>;
}

/** Live classes: play tokens, the live room and its HLS stream. */
export function createLiveModule(
  deps: ModuleDeps & {
    /**
     * The defences module, read at each room entry: live and defences call each other (a remote
     * defence hands out this module's room tokens, and its people enter the room as guests), so
     * app.ts makes live first and hands it a getter of the defences made after.
     */
    remoteDefences: () => RemoteDefences;
  },
): Module<{ live: LiveService }> {
  requireCollaborators('live', deps, ['remoteDefences']);
  addMessages(messages);
  const live = new LiveService(new LiveRepo(deps.db), deps.storage, (userId, periodId) => deps.remoteDefences().remoteDefenceOf(userId, periodId));
  return { routes: (scopes) => liveRoutes(scopes, { live }), services: { live } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    live: typeof messages;
  }
}
