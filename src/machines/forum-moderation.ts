import { assign, setup } from 'xstate';
import { FORUM_CODE_OK, type ForumAnswer } from './forum-report';
import { messageOf, providedByTheApp } from './provided';

export type ModerationAction = 'dismiss' | 'remove' | 'ban';
/** Ban lengths offered, in days; 0 is permanent (the server accepts exactly these). */
export const BAN_DAYS = [1, 7, 30, 0] as const;
/** The longest reason the server keeps. */
export const MODERATION_REASON_MAX = 200;

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
  | { type: 'reason'; reason: string }
  | { type: 'period'; days: number }
  | { type: 'choose'; action: ModerationAction }
  | { type: 'confirm' }
  | { type: 'cancel' };

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
  },
  guards: {
    reasonGiven: ({ context }) => moderationReasonGiven(context.reason),
    answeredOk: ({ event }) => 'output' in event && (event.output as ForumAnswer).code === FORUM_CODE_OK,
  },
}).createMachine({
  id: 'forumModeration',
  context: { reason: '', banDays: 1, action: null, tried: false, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        reason: { actions: assign({ reason: ({ event }) => event.reason }) },
        period: { actions: assign({ banDays: ({ event, context }) => offeredDays(event.days, context.banDays) }) },
        choose: [
          { guard: 'reasonGiven', target: 'confirming', actions: assign({ action: ({ event }) => event.action }) },
          { actions: assign({ tried: true }) },
        ],
      },
    },
    confirming: {
      on: {
        // Sent: the form's warning is over whatever happens next.
        confirm: { target: 'acting', actions: assign({ tried: false }) },
        cancel: { target: 'editing', actions: assign({ action: null }) },
      },
    },
    acting: {
      invoke: {
        id: 'moderate',
        src: 'moderate',
        input: ({ context }) => ({ action: context.action!, banDays: context.action === 'ban' ? context.banDays : null, reason: context.reason.trim() }),
        onDone: [
          { guard: 'answeredOk', target: 'done', actions: [{ type: 'announce', params: ({ event }) => ({ message: event.output.msg ?? '' }) }, 'refresh'] },
          { target: 'failed', actions: assign({ error: ({ event }) => event.output.msg ?? '' }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: {
        reason: { target: 'editing', actions: assign({ reason: ({ event }) => event.reason, error: null, action: null }) },
        period: { target: 'editing', actions: assign({ banDays: ({ event, context }) => offeredDays(event.days, context.banDays), error: null, action: null }) },
        choose: { guard: 'reasonGiven', target: 'confirming', actions: assign({ action: ({ event }) => event.action, error: null }) },
        cancel: { target: 'editing', actions: assign({ error: null, action: null }) },
      },
    },
    done: { type: 'final' },
  },
});

export type ForumModerationMachine = typeof forumModerationMachine;
