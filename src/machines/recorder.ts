import { and, assertEvent, assign, fromCallback, setup } from 'xstate';
import { RECORDING_MIN_SECONDS } from '../shared/upload-rules';
import { messageOf, providedByTheApp } from './provided';

/** The recorder's types (spec section 5), in the spec's order; audio/webm is the default. */
export const RECORDER_MIME_TYPES = ['audio/aac', 'audio/ogg', 'audio/wav', 'audio/webm'] as const;
export type RecorderMimeType = (typeof RECORDER_MIME_TYPES)[number];
export const DEFAULT_RECORDER_MIME_TYPE: RecorderMimeType = 'audio/webm';

/**
 * The type to record in: the one asked for (webm by default) when the browser records it, else
 * the first of the spec's types it records, else webm (the default, whose MediaRecorder then
 * reports the failure). `isTypeSupported` is the browser's `MediaRecorder.isTypeSupported`;
 * without it (an old browser) the one asked for.
 */
export function chooseMimeType(isTypeSupported?: (type: string) => boolean, preferred: RecorderMimeType = DEFAULT_RECORDER_MIME_TYPE): RecorderMimeType {
  if (!isTypeSupported) return preferred;
  const supported = (type: string) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  };
  if (supported(preferred)) return preferred;
  return RECORDER_MIME_TYPES.find(supported) ?? DEFAULT_RECORDER_MIME_TYPE;
}

/** The name a recording is sent under (the server judges the content, not the name). */
export const recordingFileName = (mimeType: RecorderMimeType) => `recording.${{ 'audio/aac': 'aac', 'audio/ogg': 'ogg', 'audio/wav': 'wav', 'audio/webm': 'webm' }[mimeType]}`;

/** What the microphone is asked for (getUserMedia's audio constraints): 16 kHz, 16-bit, two channels. */
export const MICROPHONE_AUDIO = { sampleRate: 16_000, sampleSize: 16, channelCount: 2 } as const;

/**
 * The longest recording: it stops by itself there. Ten minutes keep even uncompressed sound
 * (16 kHz, 16-bit, two channels: 64 KB a second, 38.4 MB) under the recording upload's 50 MB.
 */
export const RECORDING_MAX_SECONDS = 600;

/** Press: one press starts, the next stops. Hold: pressing down starts, letting go stops. */
export type RecorderMode = 'press' | 'hold';

export interface RecorderInput {
  mode?: RecorderMode;
  /** The shortest recording (the spec's musicLength): stop is refused before it. */
  minSeconds?: number;
  maxSeconds?: number;
  /** What to record in: `chooseMimeType(MediaRecorder.isTypeSupported)`. */
  mimeType?: RecorderMimeType;
}

/** Stop asked too early: the page shows 'recording time cannot be lower than {min} seconds'. */
export interface RecorderProblem {
  tooShort: true;
  min: number;
}

/** The upload's answer: the recording's upload id, its address and its length read by the server. */
export interface UploadedRecording {
  id: number;
  path: string;
  seconds: number;
}

/** What the permission request is given: the page calls getUserMedia({ audio }) and makes its MediaRecorder. */
export interface MicrophoneRequest {
  mimeType: RecorderMimeType;
  audio: typeof MICROPHONE_AUDIO;
}

/** What the upload is given (the page keeps the recorded sound and sends it under this name). */
export interface RecordingUpload {
  fileName: string;
  mimeType: RecorderMimeType;
  seconds: number;
}

export interface RecorderContext {
  mode: RecorderMode;
  minSeconds: number;
  maxSeconds: number;
  mimeType: RecorderMimeType;
  /** Seconds recorded (paused time not counted). */
  seconds: number;
  problem: RecorderProblem | null;
  /** Whether the page holds a finished recording (sent again by a retry). */
  clip: boolean;
  recording: UploadedRecording | null;
  /** Why recording or the upload failed (the server's message, in the reader's language). */
  error: string | null;
}

export type RecorderEvent =
  /** The start button (either mode). */
  | { type: 'recorder.start' }
  /** The record button in press mode: starts, or stops. */
  | { type: 'recorder.press' }
  /** The record button in hold mode: pressed down (starts) and let go (stops). */
  | { type: 'recorder.down' }
  | { type: 'recorder.up' }
  | { type: 'recorder.pause' }
  | { type: 'recorder.resume' }
  /** The stop button (either mode). */
  | { type: 'recorder.stop' }
  /** Discards the recording: back to idle. */
  | { type: 'recorder.cancel' }
  /** A second recorded (the clock). */
  | { type: 'recorder.tick' }
  /** The page's MediaRecorder handed over the recorded sound after stopping. */
  | { type: 'recorder.deliver' }
  /** The page's MediaRecorder failed (its error event). */
  | { type: 'recorder.fail'; error: string }
  | { type: 'recorder.retry' };

/**
 * How a refused getUserMedia ends: the microphone refused, no microphone connected (a browser
 * that records, on a computer without one), no way to record in this browser, or another failure.
 */
export function microphoneOutcome(error: unknown): 'denied' | 'noMicrophone' | 'unsupported' | 'failed' {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return 'denied';
  if (['NotFoundError', 'DevicesNotFoundError'].includes(name)) return 'noMicrophone';
  // No navigator.mediaDevices (an insecure page, an old browser) or no MediaRecorder.
  if (['NotSupportedError', 'TypeError'].includes(name)) return 'unsupported';
  return 'failed';
}

const wholeSeconds = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback);

/**
 * The recorder (spec section 4: idle, recording with a seconds counter, stopped; cancel
 * discards; stop only after the minimum length, then the sound is uploaded; press and hold
 * modes with start, pause, resume and stop). Starting asks for the microphone (refused:
 * denied, with the info message; none connected: noMicrophone, saying how to connect one, and
 * starting again looks again; no media devices: unsupported, with a warning); a stop before
 * the minimum keeps recording and sets the problem; stopped waits for the page's recording,
 * then uploads it; a failed upload is retried with the same recording.
 *
 * The page provides the browser's side: `requestMicrophone` (getUserMedia and its
 * MediaRecorder; stop the tracks when its `signal` aborts), the clip actions (MediaRecorder
 * start, pause, resume, stop, and discard: stop and drop the sound, release the microphone),
 * `uploadRecording` (the multipart POST of the sound it holds) and `uploaded`.
 */
/** How a recording starts, from every state that offers it: the start button, a press (press mode) or holding the button down (hold mode). */
const START_RECORDING = {
  'recorder.start': 'requesting',
  'recorder.press': { guard: 'pressMode', target: 'requesting' },
  'recorder.down': { guard: 'holdMode', target: 'requesting' },
} as const;

export const recorderMachine = setup({
  types: {
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
    input: {} as RecorderInput,
  },
  actors: {
    requestMicrophone: providedByTheApp<void, MicrophoneRequest>('requestMicrophone'),
    uploadRecording: providedByTheApp<UploadedRecording, RecordingUpload>('uploadRecording'),
    /** A tick each second while recording. */
    clock: fromCallback<RecorderEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'recorder.tick' }), 1000);
      return () => clearInterval(id);
    }),
  },
  actions: {
    beginClip: () => {},
    pauseClip: () => {},
    resumeClip: () => {},
    /** Stops the MediaRecorder, keeping what it recorded (the page sends `recorder.deliver` once it has it). */
    endClip: () => {},
    /** Cancel: stops the MediaRecorder, drops what it recorded and releases the microphone. */
    discardClip: () => {},
    uploaded: (_, _params: { recording: UploadedRecording }) => {},
    tooShort: assign(({ context }) => ({ problem: { tooShort: true, min: context.minSeconds } satisfies RecorderProblem })),
    /** Cancel, or a new recording asked for: the machine forgets the recording. */
    forget: assign({ seconds: 0, problem: null, clip: false, recording: null, error: null }),
    /** The last second allowed: counted, and the recording stops. */
    countLastSecond: assign({ seconds: ({ context }) => context.seconds + 1, problem: null }),
    /** A second counted; long enough now, the too-short warning goes. */
    countSecond: assign(({ context }) => {
      const seconds = context.seconds + 1;
      return { seconds, problem: seconds >= context.minSeconds ? null : context.problem };
    }),
    keepClip: assign({ clip: true }),
    clearProblem: assign({ problem: null }),
    takeRecording: assign({ recording: (_, recording: UploadedRecording) => recording }),
    /** The page's MediaRecorder failed: its message. */
    keepRecorderError: assign(({ event }) => {
      assertEvent(event, 'recorder.fail');
      return { error: event.error };
    }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    pressMode: ({ context }) => context.mode === 'press',
    holdMode: ({ context }) => context.mode === 'hold',
    longEnough: ({ context }) => context.seconds >= context.minSeconds,
    lastSecond: ({ context }) => context.seconds + 1 >= context.maxSeconds,
    microphoneRefused: (_, { error, outcome }: { error: unknown; outcome: ReturnType<typeof microphoneOutcome> }) => microphoneOutcome(error) === outcome,
    clipKept: ({ context }) => context.clip,
  },
}).createMachine({
  id: 'recorder',
  context: ({ input: given }) => {
    const input: RecorderInput = given ?? {};
    const minSeconds = wholeSeconds(input.minSeconds, RECORDING_MIN_SECONDS);
    return {
      mode: input.mode ?? 'press',
      minSeconds,
      maxSeconds: Math.max(minSeconds, 1, wholeSeconds(input.maxSeconds, RECORDING_MAX_SECONDS)),
      mimeType: input.mimeType ?? DEFAULT_RECORDER_MIME_TYPE,
      seconds: 0,
      problem: null,
      clip: false,
      recording: null,
      error: null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...START_RECORDING,
      },
    },
    requesting: {
      entry: 'forget',
      invoke: {
        id: 'requestMicrophone',
        src: 'requestMicrophone',
        input: ({ context }) => ({ mimeType: context.mimeType, audio: MICROPHONE_AUDIO }),
        onDone: { target: 'recording', actions: 'beginClip' },
        onError: [
          { guard: { type: 'microphoneRefused', params: ({ event }) => ({ error: event.error, outcome: 'denied' }) }, target: 'denied' },
          { guard: { type: 'microphoneRefused', params: ({ event }) => ({ error: event.error, outcome: 'noMicrophone' }) }, target: 'noMicrophone' },
          { guard: { type: 'microphoneRefused', params: ({ event }) => ({ error: event.error, outcome: 'unsupported' }) }, target: 'unsupported' },
          { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        'recorder.cancel': 'idle',
        // Let go while the browser asked for the microphone: nothing recorded; the next hold records.
        'recorder.up': { guard: 'holdMode', target: 'idle' },
      },
    },
    recording: {
      invoke: { src: 'clock' },
      on: {
        'recorder.tick': [
          { guard: 'lastSecond', target: 'stopped', actions: ['countLastSecond', 'endClip'] },
          { actions: 'countSecond' },
        ],
        'recorder.pause': { target: 'paused', actions: 'pauseClip' },
        'recorder.stop': [{ guard: 'longEnough', target: 'stopped', actions: 'endClip' }, { actions: 'tooShort' }],
        'recorder.press': [{ guard: and(['pressMode', 'longEnough']), target: 'stopped', actions: 'endClip' }, { guard: 'pressMode', actions: 'tooShort' }],
        'recorder.up': [{ guard: and(['holdMode', 'longEnough']), target: 'stopped', actions: 'endClip' }, { guard: 'holdMode', actions: 'tooShort' }],
        'recorder.cancel': { target: 'idle', actions: ['discardClip', 'forget'] },
        'recorder.fail': { target: 'failed', actions: ['discardClip', 'keepRecorderError'] },
      },
    },
    paused: {
      on: {
        'recorder.resume': { target: 'recording', actions: 'resumeClip' },
        'recorder.stop': [{ guard: 'longEnough', target: 'stopped', actions: 'endClip' }, { actions: 'tooShort' }],
        'recorder.press': [{ guard: and(['pressMode', 'longEnough']), target: 'stopped', actions: 'endClip' }, { guard: 'pressMode', actions: 'tooShort' }],
        'recorder.cancel': { target: 'idle', actions: ['discardClip', 'forget'] },
        'recorder.fail': { target: 'failed', actions: ['discardClip', 'keepRecorderError'] },
      },
    },
    // Stopped: the MediaRecorder hands over what it recorded, then it is uploaded.
    stopped: {
      entry: 'clearProblem',
      on: {
        'recorder.deliver': { target: 'uploading', actions: 'keepClip' },
        'recorder.cancel': { target: 'idle', actions: ['discardClip', 'forget'] },
        'recorder.fail': { target: 'failed', actions: ['discardClip', 'keepRecorderError'] },
      },
    },
    uploading: {
      entry: 'clearError',
      invoke: {
        id: 'uploadRecording',
        src: 'uploadRecording',
        input: ({ context }) => ({ fileName: recordingFileName(context.mimeType), mimeType: context.mimeType, seconds: context.seconds }),
        onDone: { target: 'uploaded', actions: [{ type: 'takeRecording', params: ({ event }) => event.output }, { type: 'uploaded', params: ({ event }) => ({ recording: event.output }) }] },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'recorder.cancel': { target: 'idle', actions: ['discardClip', 'forget'] },
      },
    },
    uploaded: {
      on: {
        ...START_RECORDING,
        'recorder.cancel': { target: 'idle', actions: ['discardClip', 'forget'] },
      },
    },
    // Recording or its upload failed: retry sends the same recording again, or asks for the microphone again.
    failed: {
      on: {
        'recorder.retry': [{ guard: 'clipKept', target: 'uploading' }, { target: 'requesting' }],
        'recorder.cancel': { target: 'idle', actions: ['discardClip', 'forget'] },
      },
    },
    // The microphone was refused: the info message asks to allow it; starting asks again.
    denied: {
      on: {
        ...START_RECORDING,
        'recorder.cancel': 'idle',
      },
    },
    // No microphone connected: the message says how to connect one; starting looks again.
    noMicrophone: {
      on: {
        ...START_RECORDING,
        'recorder.cancel': 'idle',
      },
    },
    // No media devices in this browser: a warning, and nothing to record with.
    unsupported: {},
  },
});

export type RecorderMachine = typeof recorderMachine;
