import type { Static } from 'typebox';
import type { AuditRow, BanRow, BanStatus, Comment, Like, MyComment, Plate, PlateInfo, Post, Posted, QueueItem, Reply, Summary } from '../../modules/forum/index.js';
import type { GraphContext } from '../context.js';
import { connection, PAGE_SIZE_MAX, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import type { Rest } from '../rest.js';
import { flag, fromUnixSeconds } from '../scalars.js';
import { ownRest } from '../users/own.js';
import type { UserParent, UserRef } from '../users/resolvers.js';

/** A plate of the plates list (`GET /api/forum/plate`): with its counts. */
type PlateData = Static<typeof Plate>;
/** A plate as its own route answers it (`GET /api/forum/plate/:id`): no counts. */
type PlateInfoData = Static<typeof PlateInfo>;
/** A post of a REST list or the post's page. */
type PostData = Static<typeof Post>;
/** A comment of a post's thread, with its replies. */
type CommentData = Static<typeof Comment>;
/** A reply under a comment. */
type ReplyData = Static<typeof Reply>;
/** The answer of a comment or reply written. */
type PostedData = Static<typeof Posted>;
/** A comment of the caller's member area. */
type MyCommentData = Static<typeof MyComment>;
/** The answer of a like or unlike. */
type LikeData = Static<ReturnType<typeof Like>>;
type SummaryData = Static<typeof Summary>;
type BanStatusData = Static<typeof BanStatus>;
type QueueItemData = Static<typeof QueueItem>;
type BanRowData = Static<typeof BanRow>;
type AuditRowData = Static<typeof AuditRow>;

/** A ForumPlate as its parent answer holds it: the list's plate, the plate's route, or a post's reference (id and name, maybe status). */
type PlateParent = PlateData | PlateInfoData | { id: number; name: string; plate_status?: number };
/** A ForumPost as its parent answer holds it: whole (lists, the post's page, a post written), or the fields another answer names. */
type PostParent = PostData | (Partial<PostData> & { id: number });
/** A ForumComment: a comment with its replies, or a reply. */
type CommentParent = CommentData | ReplyData;

/** The REST routes of the forum (each signed in; the moderation routes refuse non-administrators). */
const ROUTES = {
  plates: '/api/forum/plate',
  plate: '/api/forum/plate/:id',
  summary: '/api/forum/summary',
  /** `plate_id` for one plate (refused when banned), none for every open plate. */
  posts: '/api/forum/post',
  /** Counts a view: called once per post per operation (the loader). */
  post: '/api/forum/detail/:id',
  comments: '/api/forum/comment/:id',
  banStatus: '/api/forum/banned',
  myPosts: '/api/forum/mine/post',
  myLikes: '/api/forum/mine/like',
  myComments: '/api/forum/mine/comment',
  create: '/api/forum/create',
  like: '/api/forum/like/:id',
  deletePost: '/api/forum/delete/:id',
  /** DELETE: one's own comment; POST (no id): a new comment. */
  comment: '/api/forum/comment/:id',
  newComment: '/api/forum/comment',
  respond: '/api/forum/respond',
  complaint: '/api/forum/complaint',
  queue: '/api/forum/moderation',
  bans: '/api/forum/moderation/bans',
  liftBan: '/api/forum/moderation/bans/:id/lift',
  log: '/api/forum/moderation/log',
} as const;

/**
 * An id of the graph as REST's body takes it (a number). Text that is no number goes as it is
 * (null in JSON), and REST's validator refuses it: BAD_USER_INPUT.
 */
function restId(id: string): number {
  return Number(id);
}

/** The post's page for a post the parent names only (once per post per operation; counts a view). */
async function postInfo(post: PostParent, { rest }: GraphContext): Promise<PostData> {
  return 'content' in post && post.content !== undefined ? (post as PostData) : rest.get<PostData>(ROUTES.post, { id: post.id });
}

/** A field of a post: from the parent when it holds it, else from the post's page. */
function postField<K extends keyof PostData>(key: K) {
  return async (post: PostParent, _: unknown, context: GraphContext): Promise<PostData[K]> => {
    const value = post[key];
    return value !== undefined ? (value as PostData[K]) : (await postInfo(post, context))[key];
  };
}

/** The plates list's entry of a plate (the list is loaded once per operation). */
async function plateInfo(plate: PlateParent, { rest }: GraphContext): Promise<PlateData> {
  if ('post_num' in plate) return plate;
  const { list } = await rest.get<{ list: PlateData[] }>(ROUTES.plates);
  const found = list.find((item) => item.id === plate.id);
  // Every plate is in the list; one deleted meanwhile has no counts.
  return found ?? { id: plate.id, name: plate.name, description: '', plate_status: plate.plate_status ?? 1, post_num: 0, today_num: 0, latest_at: null };
}

/** The person a REST answer embeds, as a User. */
function person(id: number, name: string, photo?: string): UserRef {
  return photo === undefined ? { id, name } : { id, name, photo };
}

/** A page of posts of a REST list route. */
async function postPage(rest: Rest, route: string, args: PageArgs, filter: Record<string, string | number> = {}) {
  const page = pageOf(args);
  return connection(await rest.get<RestPage<PostData>>(route, {}, { ...filter, ...restPaging(page) }), page);
}

/** A page of a post's comments (the comments route does not count a view). */
async function commentPage(rest: Rest, postId: number | string, args: PageArgs) {
  const page = pageOf(args);
  return connection(await rest.get<RestPage<CommentData>>(ROUTES.comments, { id: postId }, restPaging(page)), page);
}

/** A page of a moderation list (administrators only: REST refuses anyone else). */
async function adminPage<T>(rest: Rest, route: string, args: PageArgs) {
  const page = pageOf(args);
  return connection(await rest.get<RestPage<T>>(route, {}, restPaging(page)), page);
}

/**
 * The thread (a comment with its replies) that holds the comment or reply `id`, read after a
 * write (not from the operation's loader, which may hold the page as it was before). The post's
 * comments are oldest first and a new one is last: the first page answers the total, then the
 * pages are read from the last one back.
 */
async function threadOf(rest: Rest, postId: number, id: number): Promise<CommentData> {
  const read = (page: number) => rest.send<RestPage<CommentData>>('GET', ROUTES.comments, { id: postId }, undefined, { page, limit: PAGE_SIZE_MAX });
  const holds = (comment: CommentData) => comment.id === id || comment.replies.some((reply) => reply.id === id);
  const first = await read(1);
  let found = first.list.find(holds);
  for (let page = Math.ceil(first.total / PAGE_SIZE_MAX); !found && page > 1; page--) found = (await read(page)).list.find(holds);
  if (!found) throw new Error(`comment ${id} of post ${postId} not found after the write`);
  return found;
}

export const forumResolvers = {
  Query: {
    forumPlates: async (_: unknown, __: unknown, { rest }: GraphContext) => (await rest.get<{ list: PlateData[] }>(ROUTES.plates)).list,
    forumPlate: (_: unknown, { id }: { id: string }, { rest }: GraphContext) => rest.get<PlateInfoData>(ROUTES.plate, { id }),
    forumSummary: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<SummaryData>(ROUTES.summary),
    forumPosts: (_: unknown, args: PageArgs, { rest }: GraphContext) => postPage(rest, ROUTES.posts, args),
    forumPost: (_: unknown, { id, plateId }: { id: string; plateId?: string | null }, { rest }: GraphContext) =>
      rest.get<PostData>(ROUTES.post, { id }, { plate_id: plateId ?? undefined }),
    forumPostComments: (_: unknown, { postId, ...args }: PageArgs & { postId: string }, { rest }: GraphContext) => commentPage(rest, postId, args),
    forumReportQueue: (_: unknown, args: PageArgs, { rest }: GraphContext) => adminPage<QueueItemData>(rest, ROUTES.queue, args),
    forumBans: (_: unknown, args: PageArgs, { rest }: GraphContext) => adminPage<BanRowData>(rest, ROUTES.bans, args),
    forumModerationLog: (_: unknown, args: PageArgs, { rest }: GraphContext) => adminPage<AuditRowData>(rest, ROUTES.log, args),
  },
  Mutation: {
    createForumPost: async (_: unknown, { input }: { input: { plateId: string; content: string; imageIds?: string[] | null } }, { rest }: GraphContext) => {
      const body = { plate_id: restId(input.plateId), content: input.content, ...(input.imageIds ? { image_ids: input.imageIds.map(restId) } : {}) };
      return { post: await rest.send<PostData>('POST', ROUTES.create, {}, body) };
    },
    likeForumPost: async (_: unknown, { input }: { input: { postId: string } }, { rest }: GraphContext) => {
      const like = await rest.send<LikeData>('POST', ROUTES.like, { id: input.postId });
      return { post: { id: like.post_id, like_num: like.like_num, is_liked: like.is_liked } satisfies PostParent };
    },
    unlikeForumPost: async (_: unknown, { input }: { input: { postId: string } }, { rest }: GraphContext) => {
      const like = await rest.send<LikeData>('DELETE', ROUTES.like, { id: input.postId });
      return { post: { id: like.post_id, like_num: like.like_num, is_liked: like.is_liked } satisfies PostParent };
    },
    deleteForumPost: async (_: unknown, { input }: { input: { postId: string } }, { rest }: GraphContext) => {
      await rest.send<null>('DELETE', ROUTES.deletePost, { id: input.postId });
      return { deletedPostId: input.postId };
    },
    deleteForumComment: async (_: unknown, { input }: { input: { commentId: string } }, { rest }: GraphContext) => {
      await rest.send<null>('DELETE', ROUTES.comment, { id: input.commentId });
      return { deletedCommentId: input.commentId };
    },
    commentOnForumPost: async (_: unknown, { input }: { input: { postId: string; content: string } }, { rest }: GraphContext) => {
      const posted = await rest.send<PostedData>('POST', ROUTES.newComment, {}, { post_id: restId(input.postId), content: input.content });
      return { comment: await threadOf(rest, posted.post_id, posted.id) };
    },
    replyToForumComment: async (_: unknown, { input }: { input: { commentId: string; content: string } }, { rest }: GraphContext) => {
      const posted = await rest.send<PostedData>('POST', ROUTES.respond, {}, { comment_id: restId(input.commentId), content: input.content });
      const comment = await threadOf(rest, posted.post_id, posted.id);
      const reply = comment.replies.find((item) => item.id === posted.id);
      if (!reply) throw new Error(`reply ${posted.id} not under comment ${comment.id}`);
      return { comment, reply };
    },
    reportForumContent: async (_: unknown, { input }: { input: { postId: string; commentId?: string | null; reason: string } }, { rest }: GraphContext) => {
      const body = { post_id: restId(input.postId), ...(input.commentId ? { comment_id: restId(input.commentId) } : {}), reason: input.reason };
      await rest.send<null>('POST', ROUTES.complaint, {}, body);
      return { reported: true };
    },
    moderateForumReports: async (
      _: unknown,
      { input }: { input: { postId: string; commentId?: string | null; decision: string; banDays?: number | null; reason: string } },
      { rest }: GraphContext,
    ) => {
      const body = {
        post_id: restId(input.postId),
        ...(input.commentId ? { comment_id: restId(input.commentId) } : {}),
        action: input.decision,
        ...(input.decision === 'ban' && input.banDays !== null && input.banDays !== undefined ? { ban_days: input.banDays } : {}),
        reason: input.reason,
      };
      await rest.send<null>('POST', ROUTES.queue, {}, body);
      return { handledGroupId: input.commentId ? `${input.postId}/${input.commentId}` : input.postId, decision: input.decision };
    },
    liftForumBan: async (_: unknown, { input }: { input: { banId: string; reason: string } }, { rest }: GraphContext) => {
      await rest.send<null>('POST', ROUTES.liftBan, { id: input.banId }, { reason: input.reason });
      return { liftedBanId: input.banId };
    },
  },
  User: {
    forumPosts: async (user: UserParent, args: PageArgs, context: GraphContext) => {
      const rest = await ownRest(user, context);
      return rest ? postPage(rest, ROUTES.myPosts, args) : null;
    },
    forumLikedPosts: async (user: UserParent, args: PageArgs, context: GraphContext) => {
      const rest = await ownRest(user, context);
      return rest ? postPage(rest, ROUTES.myLikes, args) : null;
    },
    forumComments: async (user: UserParent, args: PageArgs, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const page = pageOf(args);
      return connection(await rest.get<RestPage<MyCommentData>>(ROUTES.myComments, {}, restPaging(page)), page);
    },
    forumBan: async (user: UserParent, _: unknown, context: GraphContext) => {
      const rest = await ownRest(user, context);
      if (!rest) return null;
      const status = await rest.get<BanStatusData>(ROUTES.banStatus);
      return flag(status.is_banned) ? status : null;
    },
  },
  ForumPlate: {
    id: (plate: PlateParent) => String(plate.id),
    description: async (plate: PlateParent, _: unknown, context: GraphContext) => ('description' in plate ? plate.description : (await plateInfo(plate, context)).description),
    status: async (plate: PlateParent, _: unknown, context: GraphContext) => plate.plate_status ?? (await plateInfo(plate, context)).plate_status,
    postCount: async (plate: PlateParent, _: unknown, context: GraphContext) => (await plateInfo(plate, context)).post_num,
    todayPostCount: async (plate: PlateParent, _: unknown, context: GraphContext) => (await plateInfo(plate, context)).today_num,
    latestPostAt: async (plate: PlateParent, _: unknown, context: GraphContext) => fromUnixSeconds((await plateInfo(plate, context)).latest_at),
    posts: (plate: PlateParent, args: PageArgs, { rest }: GraphContext) => postPage(rest, ROUTES.posts, args, { plate_id: plate.id }),
  },
  ForumSummary: {
    postCount: (summary: SummaryData) => summary.post_num,
    todayPostCount: (summary: SummaryData) => summary.today_num,
    openPlateCount: (summary: SummaryData) => summary.plate_num,
  },
  ForumPost: {
    id: (post: PostParent) => String(post.id),
    content: postField('content'),
    author: async (post: PostParent, _: unknown, context: GraphContext) => {
      const info = await postInfo(post, context);
      return person(info.user_id, info.user_name, info.photo);
    },
    createdAt: async (post: PostParent, _: unknown, context: GraphContext) => fromUnixSeconds(await postField('created_at')(post, _, context)),
    isPinned: async (post: PostParent, _: unknown, context: GraphContext) => flag(await postField('is_top')(post, _, context)),
    // REST's is_owner: 1 the caller's, 2 not.
    isOwn: async (post: PostParent, _: unknown, context: GraphContext) => (await postField('is_owner')(post, _, context)) === 1,
    isLiked: async (post: PostParent, _: unknown, context: GraphContext) => flag(await postField('is_liked')(post, _, context)),
    isCommented: async (post: PostParent, _: unknown, context: GraphContext) => flag(await postField('is_commented')(post, _, context)),
    viewCount: postField('browse_num'),
    commentCount: postField('comment_num'),
    likeCount: postField('like_num'),
    plate: async (post: PostParent, _: unknown, context: GraphContext): Promise<PlateParent> => {
      const info = post.plate_id !== undefined && post.plate_name !== undefined ? post : await postInfo(post, context);
      return { id: info.plate_id!, name: info.plate_name!, ...(info.plate_status !== undefined ? { plate_status: info.plate_status } : {}) };
    },
    images: postField('resources'),
    comments: (post: PostParent, args: PageArgs, { rest }: GraphContext) => commentPage(rest, post.id, args),
  },
  ForumPostImage: {
    id: (image: PostData['resources'][number]) => String(image.id),
    url: (image: PostData['resources'][number]) => image.resource_url,
  },
  ForumComment: {
    id: (comment: CommentParent) => String(comment.id),
    author: (comment: CommentParent) => person(comment.user_id, comment.user_name, comment.photo),
    createdAt: (comment: CommentParent) => fromUnixSeconds(comment.created_at),
    isOwn: (comment: CommentParent) => comment.is_owner === 1,
    isReply: (comment: CommentParent) => comment.parent_id !== null,
    replyToName: (comment: CommentParent) => comment.reply_to_name,
    replies: (comment: CommentParent) => ('replies' in comment ? comment.replies : []),
  },
  ForumOwnComment: {
    id: (comment: MyCommentData) => String(comment.id),
    createdAt: (comment: MyCommentData) => fromUnixSeconds(comment.created_at),
    isReply: (comment: MyCommentData) => comment.parent_id !== null,
    postExcerpt: (comment: MyCommentData) => comment.post_excerpt,
    post: (comment: MyCommentData): PostParent => ({ id: comment.post_id, plate_id: comment.plate_id, plate_name: comment.plate_name, plate_status: comment.plate_status }),
    plate: (comment: MyCommentData): PlateParent => ({ id: comment.plate_id, name: comment.plate_name, plate_status: comment.plate_status }),
  },
  ForumWriteBan: {
    endsAt: (ban: BanStatusData) => fromUnixSeconds(ban.ends_at),
  },
  ForumReportGroup: {
    id: (group: QueueItemData) => (group.comment_id === null ? String(group.post_id) : `${group.post_id}/${group.comment_id}`),
    post: (group: QueueItemData): PostParent => ({ id: group.post_id, plate_id: group.plate_id, plate_name: group.plate_name }),
    commentId: (group: QueueItemData) => (group.comment_id === null ? null : String(group.comment_id)),
    postExcerpt: (group: QueueItemData) => group.post_excerpt,
    plate: (group: QueueItemData): PlateParent => ({ id: group.plate_id, name: group.plate_name }),
    author: (group: QueueItemData) => person(group.author_id, group.author_name, group.author_photo),
    reportCount: (group: QueueItemData) => group.complaint_num,
    lastReportedAt: (group: QueueItemData) => fromUnixSeconds(group.last_at),
    reports: (group: QueueItemData) => group.complaints,
  },
  ForumReport: {
    id: (report: QueueItemData['complaints'][number]) => String(report.id),
    reporterName: (report: QueueItemData['complaints'][number]) => report.user_name,
    createdAt: (report: QueueItemData['complaints'][number]) => fromUnixSeconds(report.created_at),
  },
  ForumBan: {
    id: (ban: BanRowData) => String(ban.id),
    user: (ban: BanRowData) => person(ban.user_id, ban.user_name),
    endsAt: (ban: BanRowData) => fromUnixSeconds(ban.ends_at),
    createdAt: (ban: BanRowData) => fromUnixSeconds(ban.created_at),
    adminName: (ban: BanRowData) => ban.admin_name,
  },
  ForumModerationRecord: {
    id: (record: AuditRowData) => String(record.id),
    postId: (record: AuditRowData) => (record.post_id === null ? null : String(record.post_id)),
    commentId: (record: AuditRowData) => (record.comment_id === null ? null : String(record.comment_id)),
    banDays: (record: AuditRowData) => record.ban_days,
    reportCount: (record: AuditRowData) => record.complaints,
    createdAt: (record: AuditRowData) => fromUnixSeconds(record.created_at),
    adminName: (record: AuditRowData) => record.admin_name,
    targetUserName: (record: AuditRowData) => record.target_user_name,
  },
  /** REST's plate_status. */
  ForumPlateStatus: { OPEN: 1, BANNED: 2 },
  /** REST's audit `action`. */
  ForumModerationAction: { DISMISS: 'dismiss', REMOVE: 'remove', BAN: 'ban', LIFT: 'lift' },
  /** REST's moderation `action`. */
  ForumModerationDecision: { DISMISS: 'dismiss', REMOVE: 'remove', BAN: 'ban' },
};
