import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { ConfigService } from '../config/index.js';
import type { LiveService } from '../live/index.js';
import type { SpeechToText } from '../speech/index.js';
import { DefenceRepo } from './defence-repo.js';
import { DefenceService, type AudioSeconds, type Notify } from './defence-service.js';
import messages from './messages.json' with { type: 'json' };
import { defenceRoutes } from './routes.js';
import './tables.js';

export type { DefenceService } from './defence-service.js';
export { AiStatus, AttemptStatus, DEFENCE_KIND, DEFENCE_QUESTION } from './defence-rules.js';
export type { DefenceOption } from './tables.js';

/**
 * Defences and assessments (teaching management): learners' defence sessions of four kinds
 * (interactive, AI, remote, offline) and the examiners' review of them.
 */
export function createDefencesModule(
  deps: ModuleDeps & {
    speech: SpeechToText;
    audioSeconds: AudioSeconds;
    /** The site settings (how early a session may be entered). */
    config: Pick<ConfigService, 'defenceEarlyMinutes'>;
    /** The live rooms a remote defence is held in. */
    live: Pick<LiveService, 'roomToken'>;
    /** The notification centre: a learner hears when their defence is marked. */
    notifications: { notify: Notify };
  },
): Module<{ defences: DefenceService; repo: DefenceRepo }> {
  requireCollaborators('defences', deps, ['speech', 'audioSeconds', 'config', 'live', 'notifications']);
  addMessages(messages);
  const repo = new DefenceRepo(deps.db);
  const defences = new DefenceService({
    ...deps,
    repo,
    earlyMinutes: () => deps.config.defenceEarlyMinutes(),
    liveRoomToken: (userId, periodId) => deps.live.roomToken(userId, periodId),
    notify: (userIds, notice) => deps.notifications.notify(userIds, notice),
  });
  return { routes: (scopes) => defenceRoutes(scopes, { defences }), services: { defences, repo } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    defences: typeof messages;
  }
}
