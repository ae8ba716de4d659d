import { assign, setup } from 'xstate';
import { LiveStatus, PlaybackState } from '../shared/spec-codes';
import { messageOf, providedByTheApp } from './provided';

/**
 * What the entry needs of a live item (a Study day item, or a live period of a course).
 * progress: 0 not started, 1 live, 2 ended. is_generate_playback: 1 ready, 2 not yet
 * generated, 3 none.
 */
export interface LiveEntryInput {
  videoId: number;
  progress: number;
  isGeneratePlayback: number | null;
  playbackUrl: string | null;
  courseId: number | null;
  chapterId: number | null;
}

/** The room addresses of getPlayToken. */
export interface LivePlayToken {
  webUrl: string;
  clientUrl: string;
}

/** Why a playback does not open: 2 not yet generated, 3 none (every other state opens the playback page). */
export type PlaybackBlock = 'notGenerated' | 'none';

export interface LiveEntryContext extends LiveEntryInput {
  /** The room addresses while the dialog is up. */
  token: LivePlayToken | null;
  blocked: PlaybackBlock | null;
}

export type LiveEntryEvent =
  /** The item's button: enter the live room, or watch the playback. */
  | { type: 'live.open' }
  /** Dialog: watch in the browser (the portal's live room page). */
  | { type: 'live.web' }
  /** Dialog: download the desktop client. */
  | { type: 'live.download' }
  /** Dialog closed, or a failure dismissed. */
  | { type: 'live.close' };

/**
 * Live item (spec section 4 "Live item", section 9): progress 0 is not enterable (the
 * button is disabled; a course catalogue row that is clicked anyway says so). Progress 1
 * asks the server for a play token, opens the desktop client's link in a new tab, and
 * shows a dialog offering the web view or the client download; the client tab closes
 * 3000 ms after entry, and the dialog closes with a 100 ms delay. Progress 2 opens the
 * playback, blocked with a reason while it is not generated (2) or when there is none (3).
 */
export const liveEntryMachine = setup({
  types: {
    context: {} as LiveEntryContext,
    events: {} as LiveEntryEvent,
    input: {} as LiveEntryInput,
  },
  actors: {
    getPlayToken: providedByTheApp<LivePlayToken, { videoId: number }>('getPlayToken'),
  },
  actions: {
    announceNotStarted: () => {},
    openClient: (_, _params: { clientUrl: string }) => {},
    closeClientTab: () => {},
    goWebView: (_, _params: { webUrl: string }) => {},
    openDownload: () => {},
    goPlayback: (_, _params: { href: string; chapterId: number | null; courseId: number | null }) => {},
    announceBlocked: (_, _params: { reason: PlaybackBlock }) => {},
    announceFailure: (_, _params: { error: string }) => {},
    dropToken: assign({ token: null }),
    takeToken: assign({ token: (_, token: LivePlayToken) => token }),
    block: assign({ blocked: (_, reason: PlaybackBlock) => reason }),
  },
  guards: {
    live: ({ context }) => context.progress === LiveStatus.live,
    ended: ({ context }) => context.progress === LiveStatus.ended,
    // Spec section 4: playback is blocked only when it is not yet generated (2) or there is none (3).
    playbackNotGenerated: ({ context }) => context.isGeneratePlayback === PlaybackState.notGenerated,
    playbackNone: ({ context }) => context.isGeneratePlayback === PlaybackState.none,
  },
  delays: {
    /** Spec section 9: the client tab closes 3000 ms after live entry. */
    clientTab: 3000,
    /** Spec section 9: dialog close delay. */
    dialogClose: 100,
  },
}).createMachine({
  id: 'liveEntry',
  context: ({ input }) => ({ ...input, token: null, blocked: null }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'live', target: 'ready' },
        { guard: 'ended', target: 'ended' },
        { target: 'disabled' },
      ],
    },
    /** Not started (or an unknown progress): nothing to enter. */
    disabled: {
      on: { 'live.open': { actions: 'announceNotStarted' } },
    },
    ready: {
      on: { 'live.open': 'requestingToken' },
    },
    requestingToken: {
      entry: 'dropToken',
      invoke: {
        id: 'getPlayToken',
        src: 'getPlayToken',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: { target: 'entered', actions: { type: 'takeToken', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'announceFailure', params: ({ event }) => ({ error: messageOf(event.error) }) } },
      },
    },
    /**
     * Entered: the client's link was opened in a new tab and the dialog offers the web view
     * or the client download. The client tab closes after the delay, or at once when the
     * dialog is left earlier.
     */
    entered: {
      entry: { type: 'openClient', params: ({ context }) => ({ clientUrl: context.token?.clientUrl ?? '' }) },
      initial: 'clientOpen',
      states: {
        clientOpen: {
          exit: 'closeClientTab',
          after: { clientTab: 'clientClosed' },
        },
        clientClosed: {},
      },
      on: {
        'live.web': 'webView',
        // The download opens in a new tab: the dialog stays for the web view.
        'live.download': { actions: 'openDownload' },
        'live.close': 'closing',
      },
    },
    /** The dialog is closing; the entry is ready again after the close delay. */
    closing: {
      after: { dialogClose: { target: 'ready', actions: 'dropToken' } },
    },
    webView: {
      entry: { type: 'goWebView', params: ({ context }) => ({ webUrl: context.token?.webUrl ?? '' }) },
      on: { 'live.open': 'requestingToken' },
    },
    /** getPlayToken was refused (not started any more, ended, no access...): the message was shown. */
    failure: {
      on: {
        'live.open': 'requestingToken',
        'live.close': 'ready',
      },
    },
    ended: {
      on: {
        'live.open': [
          { guard: 'playbackNotGenerated', target: 'playbackBlocked', actions: { type: 'block', params: 'notGenerated' } },
          { guard: 'playbackNone', target: 'playbackBlocked', actions: { type: 'block', params: 'none' } },
          { target: 'playback' },
        ],
      },
    },
    playbackBlocked: {
      entry: { type: 'announceBlocked', params: ({ context }) => ({ reason: context.blocked ?? 'none' }) },
      on: { 'live.open': { target: 'playbackBlocked', reenter: true } },
    },
    playback: {
      entry: { type: 'goPlayback', params: ({ context }) => ({ href: context.playbackUrl ?? '', chapterId: context.chapterId, courseId: context.courseId }) },
      on: { 'live.open': { target: 'playback', reenter: true } },
    },
  },
});

export type LiveEntryMachine = typeof liveEntryMachine;
