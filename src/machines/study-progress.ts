import { assign, emit, fromCallback, raise, setup } from 'xstate';
import { providedByTheApp } from './provided';

export interface StudyRecordRequest {
  periodId: number;
  position: number;
  studySeconds: number;
}

export interface StudyRecordAnswer {
  position: number;
  furthest: number;
  period_completed: boolean;
}

export interface StudyProgressInput {
  periodId: number;
  /** Where the learner stopped last time (seconds, or the page of a document). */
  position: number;
  furthest: number;
  length: number;
  completed: boolean;
  /** A required course: the learner may not seek beyond what was studied. */
  noSkipping: boolean;
}

export interface StudyProgressContext extends StudyProgressInput {
  /** Seconds studied and not yet recorded. */
  pending: number;
  /** Seconds being recorded by the call under way. */
  sending: number;
  error: string | null;
}

export type StudyProgressEvent =
  | { type: 'player.play' }
  | { type: 'player.pause' }
  | { type: 'player.time'; position: number }
  | { type: 'player.seek'; position: number }
  | { type: 'player.ended' }
  | { type: 'player.leave' }
  | { type: 'progress.flush' };

export type StudyProgressEmitted = { type: 'seek.rejected'; position: number };

/** Seconds between records while playing. */
export const RECORD_EVERY_MS = 10_000;
/** A time update further than this from the last one is a jump, not study time. */
const MAX_TICK_SECONDS = 2;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Study progress of a media or document period: counts the seconds actually played,
 * records them every 10 s while playing, on pause, at the end and when the learner leaves
 * (the page closes or navigates away), so progress is never lost. In a required course a
 * seek beyond the furthest point studied is refused (the player goes back). The server
 * decides the furthest point and completion; its answer updates them here.
 */
export const studyProgressMachine = setup({
  types: {
    context: {} as StudyProgressContext,
    events: {} as StudyProgressEvent,
    input: {} as StudyProgressInput,
    emitted: {} as StudyProgressEmitted,
  },
  actors: {
    record: providedByTheApp<StudyRecordAnswer, StudyRecordRequest>('record'),
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'progress.flush' }), RECORD_EVERY_MS);
      return () => clearInterval(id);
    }),
  },
  actions: {
    /** The player goes back to a point the learner may be at (the page listens for 'seek.rejected'). */
    rejectSeek: emit(({ context }) => ({ type: 'seek.rejected' as const, position: Math.max(context.furthest, context.position) })),
    announceCompleted: () => {},
    /** A record that must outlive the page (sent with keepalive). */
    recordOnLeave: (_, _params: StudyRecordRequest) => {},
  },
  guards: {
    forward: ({ context, event }) => event.type === 'player.time' && event.position > context.position,
    seekAllowed: ({ context, event }) => event.type === 'player.seek' && (!context.noSkipping || event.position <= Math.max(context.furthest, context.position) + 1),
    hasSomethingToRecord: ({ context }) => context.pending > 0 || context.position > context.furthest,
    newlyCompleted: ({ context, event }) => !context.completed && (event as unknown as { output: StudyRecordAnswer }).output.period_completed,
  },
}).createMachine({
  id: 'studyProgress',
  type: 'parallel',
  context: ({ input }) => ({ ...input, pending: 0, sending: 0, error: null }),
  on: {
    // Time only moves forward while playing; a move back comes as a seek first.
    'player.time': {
      guard: 'forward',
      actions: assign(({ context, event }) => {
        const delta = event.position - context.position;
        return { position: event.position, pending: delta <= MAX_TICK_SECONDS ? context.pending + delta : context.pending };
      }),
    },
    'player.seek': [
      { guard: 'seekAllowed', actions: assign({ position: ({ event }) => event.position }) },
      { actions: 'rejectSeek' },
    ],
    'player.leave': {
      guard: 'hasSomethingToRecord',
      actions: [
        { type: 'recordOnLeave', params: ({ context }) => ({ periodId: context.periodId, position: Math.round(context.position), studySeconds: Math.round(context.pending) }) },
        assign({ pending: 0 }),
      ],
    },
  },
  states: {
    playback: {
      initial: 'paused',
      states: {
        paused: {
          on: { 'player.play': { target: 'playing' } },
        },
        playing: {
          invoke: { src: 'ticker' },
          on: {
            'player.pause': { target: 'paused', actions: raise({ type: 'progress.flush' }) },
            'player.ended': { target: 'paused', actions: raise({ type: 'progress.flush' }) },
          },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'progress.flush': { guard: 'hasSomethingToRecord', target: 'saving' },
          },
        },
        saving: {
          entry: assign(({ context }) => ({ sending: Math.round(context.pending), pending: 0 })),
          invoke: {
            id: 'record',
            src: 'record',
            input: ({ context }) => ({ periodId: context.periodId, position: Math.round(context.position), studySeconds: context.sending }),
            onDone: [
              {
                guard: 'newlyCompleted',
                target: 'idle',
                actions: [assign(({ event }) => ({ furthest: event.output.furthest, completed: true, sending: 0, error: null })), 'announceCompleted'],
              },
              {
                target: 'idle',
                actions: assign(({ context, event }) => ({ furthest: event.output.furthest, completed: context.completed || event.output.period_completed, sending: 0, error: null })),
              },
            ],
            // Unsent seconds go back to the pile for the next record.
            onError: { target: 'idle', actions: assign(({ context, event }) => ({ pending: context.pending + context.sending, sending: 0, error: messageOf(event.error) })) },
          },
        },
      },
    },
  },
});

export type StudyProgressMachine = typeof studyProgressMachine;
