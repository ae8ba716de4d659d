import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

/** A run as the machine needs it (the page shows the rest of what the server answers). */
export interface SyncRunSummary {
  id: string;
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
}

/** The sync's state as the server answers it (`dingTalkSync`). */
export interface SyncOverview {
  configured: boolean;
  schedule: { everyHours?: number | null };
  current?: SyncRunSummary | null;
  runs: SyncRunSummary[];
}

export interface DingTalkSyncContext {
  overview: SyncOverview | null;
  /** Why reading or starting failed (shown with a way to try again). */
  error: string | null;
  /** Why the schedule was not saved (shown at its field). */
  scheduleError: string | null;
  /** Polls in a row that failed while a run was under way (a network hiccup is ridden out, not five). */
  pollFailures: number;
}

export type DingTalkSyncEvent = { type: 'sync.start' } | { type: 'retry' } | { type: 'schedule.save'; everyHours: number | null };

/** How often the page reads the run again while it is under way. */
export const POLL_MS = 1500;
/** Failed polls in a row after which the page stops and says so. */
export const MAX_POLL_FAILURES = 3;

const active = (overview: SyncOverview | null) => Boolean(overview?.current && (overview.current.status === 'QUEUED' || overview.current.status === 'RUNNING'));

/**
 * The DingTalk contacts sync page: loading its state; not set up (no DingTalk app: nothing to
 * run); idle (the last runs, the run button, the schedule); starting a run; running (read again
 * every POLL_MS until the run is done or failed, then announced); saving the schedule. A failed
 * read says so with a retry; a refused start or schedule keeps the page as it was, with the
 * server's message.
 */
export const dingTalkSyncMachine = setup({
  types: {
    context: {} as DingTalkSyncContext,
    events: {} as DingTalkSyncEvent,
  },
  actors: {
    load: providedByTheApp<SyncOverview, void>('load'),
    start: providedByTheApp<{ run: SyncRunSummary; started: boolean }, void>('start'),
    saveSchedule: providedByTheApp<{ everyHours?: number | null }, number | null>('saveSchedule'),
  },
  delays: { POLL: POLL_MS },
  guards: {
    notConfigured: (_, { overview }: { overview: SyncOverview }) => !overview.configured,
    active: (_, { overview }: { overview: SyncOverview }) => active(overview),
    pollGivesUp: ({ context }) => context.pollFailures + 1 >= MAX_POLL_FAILURES,
  },
  actions: {
    /** A run started (or the one under way found) is announced. */
    announceStarted: (_, _params: { started: boolean }) => {},
    /** The run under way is done or failed: announced with its outcome. */
    announceFinished: (_, _params: { run: SyncRunSummary | null }) => {},
    announceSchedule: () => {},
    keepOverview: assign((_, { overview }: { overview: SyncOverview }) => ({ overview, error: null, pollFailures: 0 })),
    keepStarted: assign(({ context }, { run }: { run: SyncRunSummary }) => ({
      overview: context.overview && { ...context.overview, current: run },
      error: null,
    })),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
    countFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    keepSchedule: assign(({ context }, { schedule }: { schedule: SyncOverview['schedule'] }) => ({ overview: context.overview && { ...context.overview, schedule }, scheduleError: null })),
    keepScheduleError: assign({ scheduleError: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
}).createMachine({
  id: 'dingTalkSync',
  context: { overview: null, error: null, scheduleError: null, pollFailures: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: { type: 'notConfigured', params: ({ event }) => ({ overview: event.output }) }, target: 'notConfigured', actions: { type: 'keepOverview', params: ({ event }) => ({ overview: event.output }) } },
          { guard: { type: 'active', params: ({ event }) => ({ overview: event.output }) }, target: 'running', actions: { type: 'keepOverview', params: ({ event }) => ({ overview: event.output }) } },
          { target: 'idle', actions: { type: 'keepOverview', params: ({ event }) => ({ overview: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { retry: 'loading' },
    },
    notConfigured: {
      on: { retry: 'loading' },
    },
    idle: {
      on: {
        'sync.start': 'starting',
        'schedule.save': 'savingSchedule',
        retry: 'loading',
      },
    },
    starting: {
      invoke: {
        id: 'start',
        src: 'start',
        onDone: {
          target: 'running',
          actions: [
            { type: 'keepStarted', params: ({ event }) => ({ run: event.output.run }) },
            { type: 'announceStarted', params: ({ event }) => ({ started: event.output.started }) },
          ],
        },
        onError: { target: 'idle', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    running: {
      after: { POLL: 'polling' },
    },
    polling: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: { type: 'active', params: ({ event }) => ({ overview: event.output }) }, target: 'running', actions: { type: 'keepOverview', params: ({ event }) => ({ overview: event.output }) } },
          {
            target: 'idle',
            actions: [
              // The run followed is the newest of the list now (current is gone once it ends).
              { type: 'announceFinished', params: ({ context, event }) => ({ run: event.output.runs.find((run) => run.id === context.overview?.current?.id) ?? null }) },
              { type: 'keepOverview', params: ({ event }) => ({ overview: event.output }) },
            ],
          },
        ],
        onError: [
          { guard: 'pollGivesUp', target: 'loadFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'running', actions: 'countFailure' },
        ],
      },
    },
    savingSchedule: {
      invoke: {
        id: 'saveSchedule',
        src: 'saveSchedule',
        input: ({ event }) => {
          assertEvent(event, 'schedule.save');
          return event.everyHours;
        },
        onDone: { target: 'idle', actions: [{ type: 'keepSchedule', params: ({ event }) => ({ schedule: event.output }) }, 'announceSchedule'] },
        onError: { target: 'idle', actions: { type: 'keepScheduleError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type DingTalkSyncMachine = typeof dingTalkSyncMachine;
