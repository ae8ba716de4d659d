import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { SpeechToText } from '../speech/index.js';
import { DefenceRepo } from './defence-repo.js';
import { DefenceService, type AudioSeconds, type LiveRoomToken, type Notify } from './defence-service.js';
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
    earlyMinutes: () => Promise<number>;
    liveRoomToken: LiveRoomToken;
    notify: Notify;
  },
): Module<{ defences: DefenceService; repo: DefenceRepo }> {
  addMessages(messages);
  const repo = new DefenceRepo(deps.db);
  const defences = new DefenceService({ ...deps, repo });
  return { routes: (scopes) => defenceRoutes(scopes, { defences }), services: { defences, repo } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    defences: typeof messages;
  }
}
