import { assertEvent, assign, setup } from 'xstate';
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
  id: string;
  name: string;
  /** Where its transcoding stands (QUEUED until it runs). */
  status: string;
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
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'name.change'; value: string }
  | { type: 'upload.submit' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'upload.clear' };

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
     * page sends `upload.progress` events to this machine; stopping it (cancel) aborts the request.
     */
    sendFile: providedByTheApp<{ uploadId: number }, { kind: CoursewareFileKind; file: ChosenFile | null }>('sendFile'),
    register: providedByTheApp<RegisteredCourseware, { upload_id: number; name: string }>('register'),
  },
  actions: {
    /** The list reads again and a toast says so. */
    registered: (_, _params: { courseware: RegisteredCourseware }) => {},
    takeFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { ...fresh, file: event.file, kind: uploadKindOfName(event.file.name), name: defaultName(event.file.name) };
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      return { ...fresh, choice: choiceProblem(event.file) };
    }),
    setName: assign(({ event }) => {
      assertEvent(event, 'name.change');
      return { name: event.value.slice(0, COURSEWARE_NAME_MAX) };
    }),
    setProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: Math.max(0, Math.min(100, Math.round(event.percent))) };
    }),
    clear: assign(() => fresh),
    startSending: assign({ progress: 0, error: null }),
    resetProgress: assign({ progress: 0 }),
    takeUpload: assign({ uploadId: (_, { uploadId }: { uploadId: number }) => uploadId, progress: 100 }),
    takeCourseware: assign({ courseware: (_, courseware: RegisteredCourseware) => courseware }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    acceptable: ({ event }) => event.type === 'file.choose' && choiceProblem(event.file) === null,
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
        'file.choose': [
          { guard: 'acceptable', target: '.chosen', actions: 'takeFile' },
          { target: '.idle', actions: 'refuseFile' },
        ],
      },
      states: {
        idle: {},
        chosen: {
          on: {
            'name.change': { actions: 'setName' },
            'upload.submit': { guard: 'named', target: '#coursewareUpload.uploading' },
            'upload.clear': { target: 'idle', actions: 'clear' },
          },
        },
        failed: {
          on: {
            'name.change': { actions: 'setName' },
            'upload.retry': [
              { guard: 'arrived', target: '#coursewareUpload.registering', actions: 'clearError' },
              { target: '#coursewareUpload.uploading', actions: 'clearError' },
            ],
            'upload.clear': { target: 'idle', actions: 'clear' },
          },
        },
        registered: {
          on: { 'upload.clear': { target: 'idle', actions: 'clear' } },
        },
      },
    },
    uploading: {
      entry: 'startSending',
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({ kind: context.kind ?? 'document', file: context.file }),
        onDone: { target: 'registering', actions: { type: 'takeUpload', params: ({ event }) => event.output } },
        onError: { target: 'open.failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'upload.progress': { actions: 'setProgress' },
        'upload.cancel': { target: 'open.chosen', actions: 'resetProgress' },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ upload_id: context.uploadId ?? 0, name: context.name.trim() }),
        onDone: { target: 'open.registered', actions: [{ type: 'takeCourseware', params: ({ event }) => event.output }, { type: 'registered', params: ({ event }) => ({ courseware: event.output }) }] },
        onError: { target: 'open.failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type CoursewareUploadMachine = typeof coursewareUploadMachine;
