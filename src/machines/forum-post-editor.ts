import { assertEvent, assign, setup } from 'xstate';
import { messageOf, providedByTheApp } from './provided';
import { POST_IMAGES_MAX as MAX_POST_IMAGES } from '../shared/forum-rules';

/** Spec sections 5 and 9: at most 9 pictures in a post. */
export { MAX_POST_IMAGES };
const BANNED = 1;

/** The banned check's answer (spec section 7). */
export interface BanStatus {
  is_banned: number;
  reason: string | null;
  /** unix seconds; null: permanent. */
  ends_at: number | null;
}

export interface PostImage {
  id: number;
  url: string;
}

/** A picture being sent (pending) or refused by the upload (failed, with the message). */
export interface PostUpload {
  key: string;
  status: 'pending' | 'failed';
  error: string | null;
}

export interface CreatedPost {
  id: number;
  plate_id: number;
  /** The server's success message. */
  msg: string | null;
}

export interface NewPost {
  plateId: number;
  content: string;
  imageIds: number[];
}

export interface ForumPostEditorContext {
  plateId: number | null;
  html: string;
  /** The editor holds no text (the page tells: it reads the editor's DOM). */
  empty: boolean;
  images: PostImage[];
  uploads: PostUpload[];
  /** Publishing was tried: the form shows what is missing. */
  tried: boolean;
  ban: BanStatus | null;
  error: string | null;
}

export type ForumPostEditorEvent =
  | { type: 'plate.choose'; plateId: number | null }
  | { type: 'content.change'; html: string; empty: boolean }
  | { type: 'upload.start'; key: string }
  | { type: 'upload.done'; key: string; image: PostImage }
  | { type: 'upload.failed'; key: string; error: string }
  | { type: 'upload.dismiss'; key: string }
  | { type: 'image.remove'; id: number }
  | { type: 'post.submit' }
  | { type: 'post.retry' };

/** Pictures taken or under way: what counts against the 9. */
export function picturesUsed(context: Pick<ForumPostEditorContext, 'images' | 'uploads'>): number {
  return context.images.length + context.uploads.filter((u) => u.status === 'pending').length;
}

/** What keeps the post from being sent: no plate, nothing written, a picture still uploading. */
export function postProblems(context: ForumPostEditorContext): { plate: boolean; content: boolean; uploading: boolean } {
  return {
    plate: context.plateId === null,
    content: context.empty && context.images.length === 0,
    uploading: context.uploads.some((u) => u.status === 'pending'),
  };
}

/**
 * The post editor (/forum/forum-post/, spec sections 5, 6 and 8): the banned check runs before
 * the editor opens (allowed, or banned with the reason and the end); then editing (plate
 * required, text or pictures, at most 9 pictures, each upload pending or failed), submitting,
 * refused (the server's message, e.g. a ban that began meanwhile or 'the plate is banned';
 * the post kept) and posted.
 */
export const forumPostEditorMachine = setup({
  types: {
    context: {} as ForumPostEditorContext,
    events: {} as ForumPostEditorEvent,
    input: {} as { plateId?: number | null },
  },
  actors: {
    checkBan: providedByTheApp<BanStatus, void>('checkBan'),
    createPost: providedByTheApp<CreatedPost, NewPost>('createPost'),
  },
  actions: {
    /** The post is made: the page announces it and opens it. */
    posted: (_, _params: { post: CreatedPost }) => {},
    setPlate: assign(({ event }) => {
      assertEvent(event, 'plate.choose');
      return { plateId: event.plateId };
    }),
    setContent: assign(({ event }) => {
      assertEvent(event, 'content.change');
      return { html: event.html, empty: event.empty };
    }),
    startUpload: assign(({ event, context }) => {
      assertEvent(event, 'upload.start');
      return { uploads: context.uploads.some((u) => u.key === event.key) ? context.uploads : [...context.uploads, { key: event.key, status: 'pending' as const, error: null }] };
    }),
    finishUpload: assign(({ event, context }) => {
      assertEvent(event, 'upload.done');
      return { uploads: context.uploads.filter((u) => u.key !== event.key), images: [...context.images.filter((i) => i.id !== event.image.id), event.image] };
    }),
    failUpload: assign(({ event, context }) => {
      assertEvent(event, 'upload.failed');
      return { uploads: context.uploads.map((u) => (u.key === event.key ? { ...u, status: 'failed' as const, error: event.error } : u)) };
    }),
    dismissUpload: assign(({ event, context }) => {
      assertEvent(event, 'upload.dismiss');
      return { uploads: context.uploads.filter((u) => !(u.key === event.key && u.status === 'failed')) };
    }),
    removeImage: assign(({ event, context }) => {
      assertEvent(event, 'image.remove');
      return { images: context.images.filter((i) => i.id !== event.id) };
    }),
    markTried: assign({ tried: true }),
    takeBan: assign({ ban: (_, ban: BanStatus) => ban }),
    clearError: assign({ error: null }),
    keepError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
  },
  guards: {
    answeredBanned: (_, ban: BanStatus) => ban.is_banned === BANNED,
    ready: ({ context }) => {
      const problems = postProblems(context);
      return !problems.plate && !problems.content && !problems.uploading;
    },
    room: ({ context }) => picturesUsed(context) < MAX_POST_IMAGES,
    uploading: ({ context, event }) => (event.type === 'upload.done' || event.type === 'upload.failed') && context.uploads.some((u) => u.key === event.key && u.status === 'pending'),
  },
}).createMachine({
  id: 'forumPostEditor',
  context: ({ input }) => ({ plateId: input?.plateId ?? null, html: '', empty: true, images: [], uploads: [], tried: false, ban: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkBan',
        src: 'checkBan',
        onDone: [{ guard: { type: 'answeredBanned', params: ({ event }) => event.output }, target: 'banned', actions: { type: 'takeBan', params: ({ event }) => event.output } }, { target: 'editing' }],
        onError: { target: 'checkFailed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkFailed: {
      on: { 'post.retry': { target: 'checking', actions: 'clearError' } },
    },
    banned: {},
    editing: {
      on: {
        'plate.choose': { actions: 'setPlate' },
        'content.change': { actions: 'setContent' },
        'upload.start': { guard: 'room', actions: 'startUpload' },
        'upload.done': { guard: 'uploading', actions: 'finishUpload' },
        'upload.failed': { guard: 'uploading', actions: 'failUpload' },
        'upload.dismiss': { actions: 'dismissUpload' },
        'image.remove': { actions: 'removeImage' },
        'post.submit': [{ guard: 'ready', target: 'submitting', actions: 'markTried' }, { actions: 'markTried' }],
      },
    },
    submitting: {
      invoke: {
        id: 'createPost',
        src: 'createPost',
        input: ({ context }) => ({ plateId: context.plateId!, content: context.html, imageIds: context.images.map((i) => i.id) }),
        onDone: { target: 'posted', actions: { type: 'posted', params: ({ event }) => ({ post: event.output }) } },
        onError: { target: 'refused', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /**
     * The server refused the post; any edit goes back to editing with the message cleared. (No
     * upload is under way here: submitting waits for every upload, so none is answered here.)
     */
    refused: {
      on: {
        'plate.choose': { target: 'editing', actions: ['setPlate', 'clearError'] },
        'content.change': { target: 'editing', actions: ['setContent', 'clearError'] },
        'upload.start': { guard: 'room', target: 'editing', actions: ['startUpload', 'clearError'] },
        'upload.dismiss': { target: 'editing', actions: ['dismissUpload', 'clearError'] },
        'image.remove': { target: 'editing', actions: ['removeImage', 'clearError'] },
        'post.submit': { guard: 'ready', target: 'submitting', actions: 'clearError' },
      },
    },
    posted: { type: 'final' },
  },
});

export type ForumPostEditorMachine = typeof forumPostEditorMachine;
