import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';
import { COMPLAINT_REASON_MAX as COMPLAINT_MAX } from '../shared/forum-rules';

/** Spec sections 5 and 9: a complaint's reason is required, at most 100 characters (a counter is shown). */
export { COMPLAINT_MAX };
/** Spec section 8: a forum write counts as done only on code 200. */
export const FORUM_CODE_OK = 200;

/** What a forum write answers (the envelope's code and message). */
export interface ForumAnswer {
  code: number | null;
  msg: string | null;
}

export interface ReportTarget {
  post_id: number;
  comment_id?: number;
}

/** Why a reason cannot be sent, or null: empty (spaces only) or longer than 100 characters (code points). */
export function complaintProblem(reason: string): 'required' | 'tooLong' | null {
  if (reason.trim() === '') return 'required';
  return [...reason.trim()].length > COMPLAINT_MAX ? 'tooLong' : null;
}

export interface ForumReportContext {
  target: ReportTarget | null;
  reason: string;
  /** Submit was tried: the form shows what is missing. */
  touched: boolean;
  /** The server's refusal. */
  error: string | null;
}

export type ForumReportEvent = { type: 'report.open'; target: ReportTarget } | { type: 'reason.change'; reason: string } | { type: 'report.submit' } | { type: 'report.close' };

/**
 * The report dialog (spec sections 5, 6 and 8): closed; editing the reason (required, at most
 * 100 characters); submitting; refused (the server's message, the reason kept to retry);
 * done only when the server answers code 200, and then the list refreshes.
 */
export const forumReportMachine = setup({
  types: {
    context: {} as ForumReportContext,
    events: {} as ForumReportEvent,
  },
  actors: {
    report: providedByTheApp<ForumAnswer, { target: ReportTarget; reason: string }>('report'),
  },
  actions: {
    /** The server's success message (a toast). */
    announce: (_, _params: { message: string }) => {},
    /** The list the report was made from reads again. */
    refresh: () => {},
    start: assign(({ event }) => {
      assertEvent(event, 'report.open');
      return { target: event.target, reason: '', touched: false, error: null };
    }),
    setReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.reason };
    }),
    touch: assign({ touched: true }),
    reset: assign({ reason: '', touched: false, error: null }),
    clearError: assign({ error: null }),
    keepRefusal: assign({ error: (_, answer: ForumAnswer) => answer.msg ?? '' }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    sendable: ({ context }) => context.target !== null && complaintProblem(context.reason) === null,
    answeredOk: (_, answer: ForumAnswer) => answer.code === FORUM_CODE_OK,
  },
}).createMachine({
  id: 'forumReport',
  context: { target: null, reason: '', touched: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'report.open': { target: 'editing', actions: 'start' } },
    },
    editing: {
      on: {
        'reason.change': { actions: 'setReason' },
        'report.submit': [{ guard: 'sendable', target: 'submitting', actions: 'touch' }, { actions: 'touch' }],
        'report.close': { target: 'closed' },
      },
    },
    submitting: {
      invoke: {
        id: 'report',
        src: 'report',
        input: ({ context }) => ({ target: context.target!, reason: context.reason.trim() }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'done',
            actions: [{ type: 'announce', params: ({ event }) => ({ message: event.output.msg ?? '' }) }, 'refresh', 'reset'],
          },
          { target: 'refused', actions: { type: 'keepRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        'reason.change': { target: 'editing', actions: ['setReason', 'clearError'] },
        'report.submit': { guard: 'sendable', target: 'submitting', actions: 'clearError' },
        'report.close': { target: 'closed', actions: 'clearError' },
      },
    },
    done: {
      on: {
        'report.open': { target: 'editing', actions: 'start' },
        'report.close': { target: 'closed' },
      },
    },
  },
});

export type ForumReportMachine = typeof forumReportMachine;
