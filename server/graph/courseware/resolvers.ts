import type { GraphContext } from '../context.js';
import { ownRest } from '../users/own.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';
import type { UserParent } from '../users/resolvers.js';

/** A courseware file of REST (`GET /api/resource/courseWare`, `POST /api/resource/createCourseWare`). */
interface CoursewareData {
  id: number;
  name: string;
  kind: string;
  suffix: string;
  size: number;
  status: number;
  progress: number;
  error: string;
  poster: string | null;
  duration: number | null;
  created_at: number;
}
/** A courseware file opened (`GET /api/readWork`): how and where to open it. */
interface WorkData extends CoursewareData {
  open_kind: string;
  open_url: string;
}
type CoursewareParent = CoursewareData | WorkData;

/** The REST routes of courseware (signed in; one's own files). */
const ROUTES = {
  list: '/api/resource/courseWare',
  create: '/api/resource/createCourseWare',
  read: '/api/readWork',
} as const;

/** The opened file of courseware the parent holds only as a list item (loaded once per operation, with its refusals). */
function opened(courseware: CoursewareParent, { rest }: GraphContext): Promise<WorkData> | WorkData {
  return 'open_url' in courseware ? courseware : rest.get<WorkData>(ROUTES.read, {}, { id: courseware.id });
}

export const coursewareResolvers = {
  Query: {
    courseware: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<WorkData>(ROUTES.read, {}, { id }),
  },
  Mutation: {
    createCourseware: async (_: unknown, { input }: { input: { uploadId: string; name?: string | null } }, { rest }: GraphContext) => {
      const body = { upload_id: Number(input.uploadId), ...(input.name === null || input.name === undefined ? {} : { name: input.name }) };
      return { courseware: await rest.send<CoursewareData>('POST', ROUTES.create, {}, body) };
    },
  },
  User: {
    coursewares: async (user: UserParent, args: PageArgs & { keywords?: string | null }, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      return connection(await rest.get<RestPage<CoursewareData>>(ROUTES.list, {}, { ...restPaging(page), keywords: args.keywords ?? undefined }), page);
    },
  },
  Courseware: {
    id: (courseware: CoursewareParent) => String(courseware.id),
    error: (courseware: CoursewareParent) => (courseware.error === '' ? null : courseware.error),
    createdAt: (courseware: CoursewareParent) => fromUnixSeconds(courseware.created_at),
    openKind: async (courseware: CoursewareParent, _: unknown, context: GraphContext) => (await opened(courseware, context)).open_kind,
    openUrl: async (courseware: CoursewareParent, _: unknown, context: GraphContext) => (await opened(courseware, context)).open_url,
  },
  /** REST's kind. */
  CoursewareKind: { VIDEO: 'video', AUDIO: 'audio', DOCUMENT: 'document' },
  /** REST's status. */
  CoursewareStatus: { QUEUED: 1, TRANSCODING: 2, READY: 3, FAILED: 4, FILE_MISSING: 5 },
  /** REST's open_kind. */
  CoursewareOpenKind: { VIDEO: 'video', AUDIO: 'audio', PDF: 'pdf', TEXT: 'text' },
};
