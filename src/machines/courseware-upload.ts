import { assign, setup } from 'xstate';
import { COURSEWARE_NAME_MAX, MEDIA_MAX_SECONDS, MEDIA_MAX_SOURCE, mediaSourceFits, nameWithoutExtension, UPLOAD_MAX_MB, uploadKindOfName, type CoursewareFileKind } from '../shared/upload-rules';

export { COURSEWARE_NAME_MAX } from '../shared/upload-rules';
import { messageOf, providedByTheApp } from './provided';

/** What the browser could read of a video or audio file before sending it (its own player's metadata). */
export interface MediaMetadata {
  /** Seconds; null when the browser could not tell. */
  seconds: number | null;
  /** The picture's size; 0 × 0 for sound. */
  width: number;
  height: number;
}

/**
 * The file chosen: its name and size, and in the browser the file itself (what is sent) and,
 * for video and audio the browser can read, its length and picture size (the server reads
 * every file with ffprobe; this only spares sending a file it would refuse).
 */
export interface ChosenFile {
  name: string;
  size: number;
  blob?: Blob;
  media?: MediaMetadata | null;
}

/** Why a chosen file is not sent: not a media or document extension, over its size cap, too long or too large a picture. */
export type ChoiceProblem =
  | { problem: 'notSupported' }
  | { problem: 'tooLarge'; maxMb: number }
  | { problem: 'tooLong'; maxHours: number }
  | { problem: 'resolutionTooLarge'; longSide: number; shortSide: number };

export interface RegisteredCourseware {
  id: number;
  name: string;
  status: number;
}

export interface CoursewareUploadContext {
  file: ChosenFile | null;
  kind: CoursewareFileKind | null;
  name: string;
  /** Percent of the file sent. */
  progress: number;
  /** The upload's id once the file is on the server (a retry after a failed registration does not send it again). */
  uploadId: number | null;
  courseware: RegisteredCourseware | null;
  /** A file refused before sending. */
  choice: ChoiceProblem | null;
  /** The server's refusal or the network's failure, in the reader's language. */
  error: string | null;
}

export type CoursewareUploadEvent =
  | { type: 'choose'; file: ChosenFile }
  | { type: 'name'; value: string }
  | { type: 'submit' }
  | { type: 'progress'; percent: number }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'clear' };

/** The problem with a chosen file, or null when it may be sent (the server checks the content, its length and its picture again). */
export function choiceProblem(file: ChosenFile): ChoiceProblem | null {
  const kind = uploadKindOfName(file.name);
  if (!kind) return { problem: 'notSupported' };
  if (file.size > UPLOAD_MAX_MB[kind] * 1024 * 1024) return { problem: 'tooLarge', maxMb: UPLOAD_MAX_MB[kind] };
  const media = kind === 'media' ? file.media : null;
  if (media?.seconds != null && media.seconds > MEDIA_MAX_SECONDS) return { problem: 'tooLong', maxHours: MEDIA_MAX_SECONDS / 3600 };
  if (media && media.width > 0 && media.height > 0 && !mediaSourceFits(media.width, media.height)) return { problem: 'resolutionTooLarge', ...MEDIA_MAX_SOURCE };
  return null;
}

/** The name a file is registered under by default: its name without the extension. */
export const defaultName = (fileName: string) => nameWithoutExtension(fileName).slice(0, COURSEWARE_NAME_MAX);

const fresh = { file: null, kind: null, name: '', progress: 0, uploadId: null, courseware: null, choice: null, error: null } satisfies CoursewareUploadContext;

/**
 * Adding courseware (spec section 7, Common: the upload, then resource/createCourseWare):
 * idle; a file chosen (checked by extension and size first: the server then checks the content);
 * uploading with the percent sent (cancel stops it and keeps the choice); registering; registered
 * (the list reads again and shows the transcoding); failed with the reason, where retry sends
 * the file again, or only registers it again when the file had arrived.
 */
export const coursewareUploadMachine = setup({
  types: {
    context: {} as CoursewareUploadContext,
    events: {} as CoursewareUploadEvent,
  },
  actors: {
    /**
     * Sends the file (the page's XMLHttpRequest) and answers the upload's id; while it runs the
     * page sends `progress` events to this machine; stopping it (cancel) aborts the request.
     */
    sendFile: providedByTheApp<{ uploadId: number }, { kind: CoursewareFileKind; file: ChosenFile | null }>('sendFile'),
    register: providedByTheApp<RegisteredCourseware, { upload_id: number; name: string }>('register'),
  },
  actions: {
    /** The list reads again and a toast says so. */
    registered: (_, _params: { courseware: RegisteredCourseware }) => {},
  },
  guards: {
    acceptable: ({ event }) => event.type === 'choose' && choiceProblem(event.file) === null,
    named: ({ context }) => context.name.trim().length > 0 && context.name.trim().length <= COURSEWARE_NAME_MAX,
    arrived: ({ context }) => context.uploadId !== null,
  },
}).createMachine({
  id: 'coursewareUpload',
  context: fresh,
  initial: 'open',
  states: {
    // Waiting for a file, or for what to do with one: a file may be chosen in any of these (not while one is being sent).
    open: {
      initial: 'idle',
      on: {
        choose: [
          {
            guard: 'acceptable',
            target: '.chosen',
            actions: assign(({ event }) => ({ ...fresh, file: event.file, kind: uploadKindOfName(event.file.name), name: defaultName(event.file.name) })),
          },
          { target: '.idle', actions: assign(({ event }) => ({ ...fresh, choice: choiceProblem(event.file) })) },
        ],
      },
      states: {
        idle: {},
        chosen: {
          on: {
            name: { actions: assign({ name: ({ event }) => event.value.slice(0, COURSEWARE_NAME_MAX) }) },
            submit: { guard: 'named', target: '#coursewareUpload.uploading' },
            clear: { target: 'idle', actions: assign(() => fresh) },
          },
        },
        failed: {
          on: {
            name: { actions: assign({ name: ({ event }) => event.value.slice(0, COURSEWARE_NAME_MAX) }) },
            retry: [
              { guard: 'arrived', target: '#coursewareUpload.registering', actions: assign({ error: null }) },
              { target: '#coursewareUpload.uploading', actions: assign({ error: null }) },
            ],
            clear: { target: 'idle', actions: assign(() => fresh) },
          },
        },
        registered: {
          on: { clear: { target: 'idle', actions: assign(() => fresh) } },
        },
      },
    },
    uploading: {
      entry: assign({ progress: 0, error: null }),
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({ kind: context.kind ?? 'document', file: context.file }),
        onDone: { target: 'registering', actions: assign({ uploadId: ({ event }) => event.output.uploadId, progress: 100 }) },
        onError: { target: 'open.failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: {
        progress: { actions: assign({ progress: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))) }) },
        cancel: { target: 'open.chosen', actions: assign({ progress: 0 }) },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ upload_id: context.uploadId ?? 0, name: context.name.trim() }),
        onDone: { target: 'open.registered', actions: [assign({ courseware: ({ event }) => event.output }), { type: 'registered', params: ({ event }) => ({ courseware: event.output }) }] },
        onError: { target: 'open.failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});

export type CoursewareUploadMachine = typeof coursewareUploadMachine;
