import { assign, setup } from 'xstate';
import { LiveStatus } from '../shared/spec-codes';
import { messageOf, providedByTheApp } from './provided';

/**
 * What the room shows and what its flow follows (the data of GET live/room). live_status:
 * 0 not started, 1 live, 2 ended; times in unix seconds; stream_url only while the live is
 * on and has a signal.
 */
export interface LiveRoomInfo {
  title: string;
  course_id: number;
  course_title: string;
  chapter_title: string;
  teacher: { name: string; title: string } | null;
  live_start: number | null;
  live_end: number | null;
  live_status: number;
  stream_url: string | null;
}

export interface LiveRoomInput {
  /** The room token of the live entry; empty when the link has none. */
  token: string;
}

export interface LiveRoomContext extends LiveRoomInput {
  room: LiveRoomInfo | null;
  /** Why the room does not open (the server's message); null when the link has no token. */
  error: string | null;
  /** The stream the player plays: taken when the live is entered, kept while it plays on. */
  streamUrl: string | null;
  /** Failures since the stream last played: they space out the next attempts. */
  failures: number;
}

export type LiveRoomEvent =
  /** The player plays the stream. */
  | { type: 'stream.play' }
  /** The player gave up on the stream (refused, unreachable, gone). */
  | { type: 'stream.fail' }
  /** The retry button of a failed stream. */
  | { type: 'room.retry' };

/** A room that has not started looks again at its start, and at least this often. */
export const RECHECK_MS = 60_000;
/** The first automatic retry of a failed stream; each failure doubles it, up to RECHECK_MS. */
export const FIRST_RETRY_MS = 5_000;
/** More failures than this wait no longer. */
const MAX_FAILURES = 5;
/** setTimeout's longest wait; a longer one would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The wait before the next attempt after some failures: 5 s, 10 s, 20 s, 40 s, then a minute. */
export function retryWait(failures: number): number {
  return Math.min(RECHECK_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** Milliseconds from now until a second after a moment (unix seconds), at least `floor`. */
function untilPassed(unixSeconds: number, now: number, floor: number): number {
  return Math.max(floor, unixSeconds * 1000 - now + 1000);
}

/** The wait before a not-started room is read again: its start, within a minute, spaced by failures. */
export function startWait(context: LiveRoomContext, now: number): number {
  const floor = context.failures > 0 ? retryWait(context.failures) : 1000;
  const start = context.room?.live_start;
  return start == null ? RECHECK_MS : Math.min(RECHECK_MS, untilPassed(start, now, floor));
}

/** The wait before a playing room is read again: its end time. */
export function endWait(context: LiveRoomContext, now: number): number {
  return Math.min(MAX_TIMEOUT_MS, untilPassed(context.room?.live_end ?? 0, now, 1000));
}

/** The room a reading of it answers. */
const answeredRoom = ({ event }: { event: { output: LiveRoomInfo } }) => event.output;

/** Every read of the room, the first and the later ones. */
const readRoom = {
  id: 'loadRoom',
  src: 'loadRoom',
  input: ({ context }: { context: LiveRoomContext }) => ({ token: context.token }),
} as const;

/** A room read again while it plays or waits: it stays there while the live goes on, else shows what the room is now. */
const stayWhileLive = <T extends string>(target: T) =>
  [
    { guard: { type: 'stillLive', params: answeredRoom }, target, actions: { type: 'takeRoom', params: answeredRoom } },
    { target: '#liveRoom.routing', actions: { type: 'takeRoom', params: answeredRoom } },
  ] as const;

/**
 * The web view of a live class (/live-room/{id}?token=). The room token opens the room's
 * information; a room that has not started is read again at its start; a live room plays
 * its stream (connecting until it plays) until its end time, when the room is read again
 * (an ended live shows so).
 * A stream that fails is checked against the room (the live may just have ended), then
 * tried again after a wait that grows with each failure, or at once with the retry button.
 * Every re-read keeps the room on screen; only the first one can refuse it.
 */
export const liveRoomMachine = setup({
  types: {
    context: {} as LiveRoomContext,
    events: {} as LiveRoomEvent,
    input: {} as LiveRoomInput,
  },
  actors: {
    loadRoom: providedByTheApp<LiveRoomInfo, { token: string }>('loadRoom'),
  },
  actions: {
    takeRoom: assign({ room: (_, room: LiveRoomInfo) => room }),
    refuse: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
    takeStream: assign({ streamUrl: ({ context }) => context.room?.stream_url ?? null }),
    countFailure: assign({ failures: ({ context }) => Math.min(MAX_FAILURES, context.failures + 1) }),
    clearFailures: assign({ failures: 0 }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    notStarted: ({ context }) => context.room?.live_status === LiveStatus.notStarted,
    ended: ({ context }) => context.room?.live_status === LiveStatus.ended,
    withoutStream: ({ context }) => !context.room?.stream_url,
    endKnown: ({ context }) => context.room?.live_end != null,
    stillLive: (_, room: LiveRoomInfo) => room.live_status === LiveStatus.live && Boolean(room.stream_url),
  },
  delays: {
    startReached: ({ context }) => startWait(context, Date.now()),
    endReached: ({ context }) => endWait(context, Date.now()),
    retryBackoff: ({ context }) => retryWait(context.failures),
  },
}).createMachine({
  id: 'liveRoom',
  context: ({ input }) => ({ token: input.token, room: null, error: null, streamUrl: null, failures: 0 }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasToken', target: 'loading' }, { target: 'refused' }],
    },
    loading: {
      invoke: {
        ...readRoom,
        onDone: { target: 'routing', actions: { type: 'takeRoom', params: answeredRoom } },
        onError: { target: 'refused', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** No token, or the server refused it (not valid, expired, no access): the room does not open. */
    refused: {},
    /** Live, but without a signal. */
    noStream: {},
    ended: {},
    routing: {
      always: [
        { guard: 'notStarted', target: 'notStarted' },
        { guard: 'ended', target: 'ended' },
        { guard: 'withoutStream', target: 'noStream' },
        { target: 'live' },
      ],
    },
    notStarted: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { startReached: 'checking' },
        },
        checking: {
          invoke: {
            ...readRoom,
            onDone: { target: '#liveRoom.routing', actions: { type: 'takeRoom', params: answeredRoom } },
            onError: { target: 'waiting', actions: 'countFailure' },
          },
        },
      },
    },
    live: {
      entry: 'takeStream',
      initial: 'connecting',
      on: {
        'stream.fail': { target: 'streamFailed', actions: 'countFailure' },
      },
      states: {
        connecting: {
          after: { endReached: { guard: 'endKnown', target: 'checking' } },
          on: { 'stream.play': { target: 'playing', actions: 'clearFailures' } },
        },
        playing: {
          after: { endReached: { guard: 'endKnown', target: 'checking' } },
        },
        /**
         * The end time has passed: the room says whether the live goes on (the stream plays
         * on meanwhile). A room that cannot be read any more (its token lasts minutes) is
         * over by its own times.
         */
        checking: {
          invoke: {
            ...readRoom,
            onDone: stayWhileLive('playing'),
            onError: { target: '#liveRoom.ended' },
          },
        },
      },
    },
    streamFailed: {
      initial: 'checking',
      states: {
        /** The live may just have ended: the room says which. */
        checking: {
          invoke: {
            ...readRoom,
            onDone: stayWhileLive('waiting'),
            // The room cannot be read either: one more failure.
            onError: { target: 'waiting', actions: 'countFailure' },
          },
        },
        waiting: {
          after: { retryBackoff: 'retrying' },
          // The learner's own retry starts the waits over.
          on: { 'room.retry': { target: 'retrying', actions: 'clearFailures' } },
        },
        /** Each attempt reads the room again, for a fresh stream address. */
        retrying: {
          invoke: {
            ...readRoom,
            onDone: { target: '#liveRoom.routing', actions: { type: 'takeRoom', params: answeredRoom } },
            onError: { target: 'waiting', actions: 'countFailure' },
          },
        },
      },
    },
  },
});

export type LiveRoomMachine = typeof liveRoomMachine;
