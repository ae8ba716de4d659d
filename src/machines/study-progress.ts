import { assertEvent, assign, emit, fromCallback, raise, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';

export interface StudyRecordRequest {
  periodId: number;
  position: number;
  studySeconds: number;
}

/** The server's answer to a record: where the lesson stands now. */
export interface StudyRecordAnswer {
  position: number;
  furthest: number;
  /** Whether the lesson is completed now. */
  completed: boolean;
}

export interface StudyProgressInput {
  periodId: number;
  /** Media (video, audio) are measured in seconds, documents in pages. */
  kind: 'media' | 'document';
  /** Where the learner stopped last time (seconds, or the page of a document). */
  position: number;
  furthest: number;
  /** Seconds of the media, or pages of the document. */
  length: number;
  completed: boolean;
  /** A required course: the learner may not seek beyond what was studied. */
  noSkipping: boolean;
}

export interface StudyProgressContext extends StudyProgressInput {
  /** Seconds studied and not yet recorded. */
  pending: number;
  /** Document: the reading clock's seconds counted so far. */
  readSeconds: number;
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
  /** Document: the next or the previous page. */
  | { type: 'reader.next' }
  | { type: 'reader.previous' }
  /** Document: the reading clock, seconds since the document opened. */
  | { type: 'reader.time'; seconds: number }
  | { type: 'progress.flush' };

export type StudyProgressEmitted = { type: 'seek.rejected'; position: number };

/** Seconds between records while playing. */
export const RECORD_EVERY_MS = 10_000;
/** A time update further than this from the last one is a jump, not study time. */
const MAX_TICK_SECONDS = 2;

/** Time updates and seeks of a media player, in every state of the player. */
const followTheMedia = {
  'player.time': { guard: 'forward', actions: 'followTime' },
  'player.seek': [{ guard: 'seekAllowed', actions: 'seekTo' }, { actions: 'rejectSeek' }],
} as const;

/**
 * Study progress of a media or document period. Media: counts the seconds actually
 * played, records them every 10 s while playing, on pause and at the end; in a required
 * course a seek beyond the furthest point studied is refused (the player goes back).
 * Document: opens at the page last read, counts the seconds the pages are shown, and
 * records each page turned to. Both record what is unsent when the learner leaves (the
 * page closes or navigates away), so progress is never lost. The server decides the
 * furthest point and completion; its answer updates them here.
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
    clock: fromCallback(({ sendBack }) => {
      const openedAt = Date.now();
      const id = setInterval(() => sendBack({ type: 'reader.time', seconds: Math.round((Date.now() - openedAt) / 1000) }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    /** Played time is study time; a jump (a seek the player did not announce) is not. */
    followTime: assign(({ context, event }) => {
      assertEvent(event, 'player.time');
      const delta = event.position - context.position;
      return { position: event.position, pending: delta <= MAX_TICK_SECONDS ? context.pending + delta : context.pending };
    }),
    seekTo: assign(({ event }) => {
      assertEvent(event, 'player.seek');
      return { position: event.position };
    }),
    turnPage: assign(({ context, event }) => {
      assertEvent(event, ['reader.next', 'reader.previous']);
      return { position: context.position + (event.type === 'reader.next' ? 1 : -1) };
    }),
    /** Every second a document is open counts, whichever page is shown. */
    followClock: assign(({ context, event }) => {
      assertEvent(event, 'reader.time');
      return { readSeconds: event.seconds, pending: context.pending + event.seconds - context.readSeconds };
    }),
    /** The player goes back to a point the learner may be at (the page listens for 'seek.rejected'). */
    rejectSeek: emit(({ context }) => ({ type: 'seek.rejected' as const, position: Math.max(context.furthest, context.position) })),
    announceCompleted: () => {},
    /** A record that must outlive the page (sent with keepalive). */
    recordOnLeave: (_, _params: StudyRecordRequest) => {},
    /** Records what was studied so far (a pause, the end, a page turned). */
    flush: raise({ type: 'progress.flush' }),
    clearPending: assign({ pending: 0 }),
    /** The seconds studied so far go into the record under way. */
    startSending: assign(({ context }) => ({ sending: Math.round(context.pending), pending: 0 })),
    takeAnswer: assign(({ context }, answer: StudyRecordAnswer) => ({ furthest: answer.furthest, completed: context.completed || answer.completed, sending: 0, error: null })),
    /** Unsent seconds go back to the pile for the next record. */
    restorePending: assign(({ context }, { error }: { error: unknown }) => ({ pending: context.pending + context.sending, sending: 0, error: messageOf(error) })),
  },
  guards: {
    forward: ({ context, event }) => event.type === 'player.time' && event.position > context.position,
    clockForward: ({ context, event }) => event.type === 'reader.time' && event.seconds > context.readSeconds,
    seekAllowed: ({ context, event }) => event.type === 'player.seek' && (!context.noSkipping || event.position <= Math.max(context.furthest, context.position) + 1),
    document: ({ context }) => context.kind === 'document',
    hasSomethingToRecord: ({ context }) => context.pending > 0 || context.position > context.furthest,
    hasNextPage: ({ context }) => context.position < context.length,
    hasPreviousPage: ({ context }) => context.position > 1,
    /**
     * The document's page shown is beyond what the server counted as read. A required
     * course counts one page per record, so pages turned while a record was under way
     * are recorded one after another. Not after a failure: the next turn tries again.
     */
    pageUnrecorded: ({ context }) => context.kind === 'document' && context.position > context.furthest && context.error === null,
    newlyCompleted: ({ context }, answer: StudyRecordAnswer) => !context.completed && answer.completed,
  },
}).createMachine({
  id: 'studyProgress',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    // A document resumes at the page last read, within its pages.
    position: input.kind === 'document' ? Math.min(Math.max(1, input.position), Math.max(1, input.length)) : input.position,
    pending: 0,
    readSeconds: 0,
    sending: 0,
    error: null,
  }),
  on: {
    'player.leave': {
      guard: 'hasSomethingToRecord',
      actions: [
        { type: 'recordOnLeave', params: ({ context }) => ({ periodId: context.periodId, position: Math.round(context.position), studySeconds: Math.round(context.pending) }) },
        'clearPending',
      ],
    },
  },
  states: {
    playback: {
      initial: 'opening',
      states: {
        opening: {
          always: [{ guard: 'document', target: 'reading' }, { target: 'paused' }],
        },
        // Time only moves forward while playing; a move back comes as a seek first.
        paused: {
          on: { ...followTheMedia, 'player.play': { target: 'playing' } },
        },
        playing: {
          invoke: { src: 'ticker' },
          on: {
            ...followTheMedia,
            'player.pause': { target: 'paused', actions: 'flush' },
            'player.ended': { target: 'paused', actions: 'flush' },
          },
        },
        /** A document is read while it is open: the clock counts the seconds its pages are shown. */
        reading: {
          invoke: { src: 'clock' },
          on: {
            'reader.time': { guard: 'clockForward', actions: 'followClock' },
            'reader.next': { guard: 'hasNextPage', actions: ['turnPage', 'flush'] },
            'reader.previous': { guard: 'hasPreviousPage', actions: ['turnPage', 'flush'] },
          },
        },
      },
    },
    sync: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'pageUnrecorded', target: 'saving' },
          on: {
            'progress.flush': { guard: 'hasSomethingToRecord', target: 'saving' },
          },
        },
        saving: {
          entry: 'startSending',
          invoke: {
            id: 'record',
            src: 'record',
            input: ({ context }) => ({ periodId: context.periodId, position: Math.round(context.position), studySeconds: context.sending }),
            onDone: [
              {
                guard: { type: 'newlyCompleted', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'takeAnswer', params: ({ event }) => event.output }, 'announceCompleted'],
              },
              { target: 'idle', actions: { type: 'takeAnswer', params: ({ event }) => event.output } },
            ],
            onError: { target: 'idle', actions: { type: 'restorePending', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type StudyProgressMachine = typeof studyProgressMachine;
