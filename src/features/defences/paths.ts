import { linkOptions } from '@tanstack/react-router';
import { DEFENCE_KIND } from '../../shared/review-rules';

/** Where a defence is answered: the AI one at /knowledge/ai-replay, the interactive one at /knowledge/replay-question. */
export function answerLink(kind: number, id: number) {
  return kind === DEFENCE_KIND.ai ? linkOptions({ to: '/knowledge/ai-replay', search: { id } }) : linkOptions({ to: '/knowledge/replay-question', search: { id } });
}

/** Where its report is read: AI, interactive, or the remote and offline report. */
export function reportLink(kind: number, id: number) {
  if (kind === DEFENCE_KIND.ai) return linkOptions({ to: '/knowledge/ai-replay-report', search: { id } });
  if (kind === DEFENCE_KIND.interactive) return linkOptions({ to: '/knowledge/interactive-replay-report', search: { id } });
  return linkOptions({ to: '/knowledge/replay-report', search: { id } });
}

export function explainLink(id: number) {
  return linkOptions({ to: '/knowledge/replay-explain', search: { id } });
}

/** The kinds answered in the portal (questions and recordings). */
export const isAnswered = (kind: number) => kind === DEFENCE_KIND.ai || kind === DEFENCE_KIND.interactive;
