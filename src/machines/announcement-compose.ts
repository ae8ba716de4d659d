import { assertEvent, assign, setup } from 'xstate';
import { refusalOf, type Refusal } from './back-office-change';
import { providedByTheApp } from './provided';

/** Who an announcement is for (the graph's AnnouncementAudience). */
export type ComposeAudience = 'EVERYONE' | 'DEPARTMENTS' | 'PEOPLE';

/** The compose dialog's form: every field as the dialog holds it. */
export interface AnnouncementDraft {
  title: string;
  body: string;
  audience: ComposeAudience;
  /** The chosen departments' ids (with DEPARTMENTS). */
  departmentIds: string[];
  /** The chosen people (with PEOPLE): id and the name shown on their tag. */
  people: { id: string; name: string }[];
  /** '' for no link, else the graph's AnnouncementLinkKind. */
  linkKind: string;
  linkId: string;
  /** At once, or at `sendAt`. */
  schedule: boolean;
  /** ISO time with its offset (the company's zone), '' when none is chosen. */
  sendAt: string;
}

/** What a save does: send (or schedule) a new one, rewrite a scheduled one, cancel a scheduled one. */
export type ComposeSave = { kind: 'create'; draft: AnnouncementDraft } | { kind: 'update'; id: string; draft: AnnouncementDraft } | { kind: 'cancel'; id: string; title: string };

/** What a save reports: how many it was delivered to now (null: it waits for its time, or was cancelled). */
export interface ComposeReport {
  deliveredTo: number | null;
}

export interface AnnouncementComposeContext {
  draft: AnnouncementDraft | null;
  /** The scheduled announcement being edited; null for a new one. */
  editingId: string | null;
  /** The scheduled announcement being cancelled. */
  withdrawing: { id: string; title: string } | null;
  refusal: Refusal | null;
}

export type AnnouncementComposeEvent =
  | { type: 'compose.open'; draft: AnnouncementDraft; editingId: string | null }
  | { type: 'compose.change'; draft: Partial<AnnouncementDraft> }
  | { type: 'compose.submit' }
  | { type: 'compose.confirm' }
  | { type: 'compose.close' }
  | { type: 'withdraw.ask'; id: string; title: string };

/** The save of the current context. */
function saveOf(context: AnnouncementComposeContext): ComposeSave {
  if (context.withdrawing) return { kind: 'cancel', ...context.withdrawing };
  return context.editingId ? { kind: 'update', id: context.editingId, draft: context.draft! } : { kind: 'create', draft: context.draft! };
}

/**
 * Composing and sending an announcement: nothing open; the compose dialog being filled (title,
 * text, audience, link, at once or a time); a confirmation before anything goes to everyone;
 * saving; refused (the server's message at its field, the form kept to correct and send
 * again). Cancelling a scheduled announcement is asked first, then saved the same way. On
 * success the dialog closes, the outcome is announced (delivered to how many, scheduled,
 * changed, cancelled) and the list reads again.
 */
export const announcementComposeMachine = setup({
  types: {
    context: {} as AnnouncementComposeContext,
    events: {} as AnnouncementComposeEvent,
  },
  actors: {
    save: providedByTheApp<ComposeReport, ComposeSave>('save'),
  },
  actions: {
    /** The outcome is announced (a toast). */
    announce: (_, _params: { save: ComposeSave; report: ComposeReport }) => {},
    /** The list reads again. */
    refresh: () => {},
    open: assign(({ event }) => {
      assertEvent(event, 'compose.open');
      return { draft: event.draft, editingId: event.editingId, withdrawing: null, refusal: null };
    }),
    ask: assign(({ event }) => {
      assertEvent(event, 'withdraw.ask');
      return { draft: null, editingId: null, withdrawing: { id: event.id, title: event.title }, refusal: null };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'compose.change');
      return { draft: context.draft && { ...context.draft, ...event.draft }, refusal: null };
    }),
    clear: assign({ draft: null, editingId: null, withdrawing: null, refusal: null }),
    keepRefusal: assign({ refusal: (_, { error }: { error: unknown }) => refusalOf(error) }),
  },
  guards: {
    toEveryone: ({ context }) => context.draft?.audience === 'EVERYONE',
    withdrawing: ({ context }) => context.withdrawing !== null,
    drafting: ({ context }) => context.draft !== null,
  },
}).createMachine({
  id: 'announcementCompose',
  context: { draft: null, editingId: null, withdrawing: null, refusal: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'compose.open': { target: 'composing', actions: 'open' },
        'withdraw.ask': { target: 'confirming', actions: 'ask' },
      },
    },
    composing: {
      on: {
        'compose.change': { actions: 'change' },
        'compose.submit': [{ guard: 'toEveryone', target: 'confirming' }, { target: 'saving' }],
        'compose.close': { target: 'idle', actions: 'clear' },
      },
    },
    confirming: {
      on: {
        'compose.confirm': { target: 'saving' },
        // Back to the form (a send to everyone not confirmed), or nothing (a cancel not confirmed).
        'compose.close': [{ guard: 'withdrawing', target: 'idle', actions: 'clear' }, { target: 'composing' }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => saveOf(context),
        onDone: { target: 'idle', actions: [{ type: 'announce', params: ({ context, event }) => ({ save: saveOf(context), report: event.output }) }, 'refresh', 'clear'] },
        onError: { target: 'refused', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      on: {
        // Correcting a field goes back to the form (the refusal is cleared with it).
        'compose.change': { guard: 'drafting', target: 'composing', actions: 'change' },
        'compose.submit': [{ guard: 'toEveryone', target: 'confirming' }, { target: 'saving' }],
        'compose.confirm': { target: 'saving' },
        'compose.close': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type AnnouncementComposeMachine = typeof announcementComposeMachine;
