import { assertEvent, assign, setup } from 'xstate';
import { FORUM_CODE_OK, type ForumAnswer } from './forum-report';
import { messageOf, providedByTheApp } from './provided';
import { BAN_DAYS, MODERATION_REASON_MAX } from '../shared/forum-rules';

export type ModerationAction = 'dismiss' | 'remove' | 'ban';
/** Ban lengths offered and the longest reason kept: the server's rules (src/shared/forum-rules.ts). */
export { BAN_DAYS, MODERATION_REASON_MAX };

export interface ModerationChoice {
  action: ModerationAction;
  /** Days of a ban (0 permanent); null for dismiss and remove. */
  banDays: number | null;
  reason: string;
}

export interface ForumModerationContext {
  reason: string;
  banDays: number;
  /** The action chosen, while it is confirmed and sent. */
  action: ModerationAction | null;
  /** An action was tried: the form shows that the reason is missing. */
  tried: boolean;
  error: string | null;
}

export type ForumModerationEvent =
  | { type: 'reason.change'; reason: string }
  | { type: 'period.change'; days: number }
  | { type: 'moderation.choose'; action: ModerationAction }
  | { type: 'moderation.confirm' }
  | { type: 'moderation.cancel' };

/** A reason is required for every action (it is kept in the audit and sent to the author). */
export function moderationReasonGiven(reason: string): boolean {
  const text = reason.trim();
  return text !== '' && [...text].length <= MODERATION_REASON_MAX;
}

/** One of the offered periods, or the current one. */
const offeredDays = (days: number, current: number) => ((BAN_DAYS as readonly number[]).includes(days) ? days : current);

/**
 * A moderation action on one reported post or comment (admins): the reason (and for a ban the
 * period: 1, 7, 30 days or permanent) is edited, an action is chosen, then confirmed; the call
 * is done only on code 200 (the queue reads again and the group leaves it), else it failed
 * with the server's message and the form is kept to try again.
 */
export const forumModerationMachine = setup({
  types: {
    context: {} as ForumModerationContext,
    events: {} as ForumModerationEvent,
  },
  actors: {
    moderate: providedByTheApp<ForumAnswer, ModerationChoice>('moderate'),
  },
  actions: {
    announce: (_, _params: { message: string }) => {},
    refresh: () => {},
    setReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.reason };
    }),
    setPeriod: assign(({ context, event }) => {
      assertEvent(event, 'period.change');
      return { banDays: offeredDays(event.days, context.banDays) };
    }),
    chooseAction: assign(({ event }) => {
      assertEvent(event, 'moderation.choose');
      return { action: event.action };
    }),
    dropAction: assign({ action: null }),
    markTried: assign({ tried: true }),
    clearTried: assign({ tried: false }),
    clearError: assign({ error: null }),
    keepRefusal: assign({ error: (_, answer: ForumAnswer) => answer.msg ?? '' }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    reasonGiven: ({ context }) => moderationReasonGiven(context.reason),
    answeredOk: (_, answer: ForumAnswer) => answer.code === FORUM_CODE_OK,
  },
}).createMachine({
  id: 'forumModeration',
  context: { reason: '', banDays: 1, action: null, tried: false, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reason.change': { actions: 'setReason' },
        'period.change': { actions: 'setPeriod' },
        'moderation.choose': [{ guard: 'reasonGiven', target: 'confirming', actions: 'chooseAction' }, { actions: 'markTried' }],
      },
    },
    confirming: {
      on: {
        // Sent: the form's warning is over whatever happens next.
        'moderation.confirm': { target: 'acting', actions: 'clearTried' },
        'moderation.cancel': { target: 'editing', actions: 'dropAction' },
      },
    },
    acting: {
      invoke: {
        id: 'moderate',
        src: 'moderate',
        input: ({ context }) => ({ action: context.action!, banDays: context.action === 'ban' ? context.banDays : null, reason: context.reason.trim() }),
        onDone: [
          { guard: { type: 'answeredOk', params: ({ event }) => event.output }, target: 'done', actions: [{ type: 'announce', params: ({ event }) => ({ message: event.output.msg ?? '' }) }, 'refresh'] },
          { target: 'failed', actions: { type: 'keepRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        'reason.change': { target: 'editing', actions: ['setReason', 'clearError', 'dropAction'] },
        'period.change': { target: 'editing', actions: ['setPeriod', 'clearError', 'dropAction'] },
        'moderation.choose': { guard: 'reasonGiven', target: 'confirming', actions: ['chooseAction', 'clearError'] },
        'moderation.cancel': { target: 'editing', actions: ['clearError', 'dropAction'] },
      },
    },
    done: { type: 'final' },
  },
});

export type ForumModerationMachine = typeof forumModerationMachine;
