import type { GraphContext } from '../context.js';
import { fromUnixSeconds } from '../scalars.js';

/**
 * Live lessons: entering one (the room token) and the room a token opens. The room route is
 * open (the token is the credential), so the desktop client reads it without a session.
 */

/** The REST routes of live lessons: the entry is signed in (the caller's own lesson), the room open. */
const ROUTES = {
  entry: '/api/course/getPlayToken',
  room: '/api/live/room',
} as const;

/** `GET /api/course/getPlayToken`'s answer. */
interface PlayTokenData {
  token: { webUrl: string; clientUrl: string; expires_at: number };
}

/** `GET /api/live/room`'s answer. */
interface LiveRoomData {
  id: number;
  title: string;
  course_id: number;
  course_title: string;
  chapter_id: number;
  chapter_title: string;
  teacher: { name: string; title: string } | null;
  live_start: number | null;
  live_end: number | null;
  live_status: number;
  stream_url: string | null;
}

/** An entry as the graph builds it: the lesson's id with REST's addresses. */
type EntryParent = { id: string } & PlayTokenData['token'];

export const liveResolvers = {
  Query: {
    liveLessonEntry: async (_: unknown, { lessonId }: { lessonId: string }, { rest }: GraphContext): Promise<EntryParent> => {
      // REST's validator refuses an id that is no positive integer (BAD_USER_INPUT).
      const { token } = await rest.get<PlayTokenData>(ROUTES.entry, {}, { video_id: lessonId, type: 'user' });
      return { id: lessonId, ...token };
    },
    liveRoom: (_: unknown, { token }: { token: string }, { rest }: GraphContext) => rest.get<LiveRoomData>(ROUTES.room, {}, { token }),
  },
  LiveLessonEntry: {
    expiresAt: (entry: EntryParent) => fromUnixSeconds(entry.expires_at),
  },
  LiveRoom: {
    id: (room: LiveRoomData) => String(room.id),
    courseId: (room: LiveRoomData) => String(room.course_id),
    courseTitle: (room: LiveRoomData) => room.course_title,
    chapterId: (room: LiveRoomData) => String(room.chapter_id),
    chapterTitle: (room: LiveRoomData) => room.chapter_title,
    startsAt: (room: LiveRoomData) => fromUnixSeconds(room.live_start),
    endsAt: (room: LiveRoomData) => fromUnixSeconds(room.live_end),
    // REST's live_status: the LiveStatus of the courses domain (its values there).
    status: (room: LiveRoomData) => room.live_status,
    streamUrl: (room: LiveRoomData) => room.stream_url,
  },
};
