import { Type } from 'typebox';
import { PLAIN_TEXT_NOTE, RICH_TEXT_NOTE } from '../../core/text.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { EmptyData } from '../../core/http/envelope.js';
import { routes, type Routes } from '../../core/http/route.js';
import { GridPageQuery, GridPaging, Id, IdParams, Int, ListOf, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { COMMENT_MAX, COMPLAINT_REASON_MAX, MODERATION_REASON_MAX, POST_IMAGES_MAX, POST_TEXT_MAX } from './forum-codes.js';
import type { ForumService } from './forum-service.js';
import type { ModerationService } from './moderation-service.js';

export const Plate = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    plate_status: Type.Integer({ description: '1 open, 2 banned (not enterable)' }),
    post_num: Type.Integer({ description: 'Posts shown' }),
    today_num: Type.Integer({ description: 'Posts written today (company day)' }),
    latest_at: Nullable(Type.Integer({ description: 'unix seconds of the latest post' })),
  },
  { title: 'ForumPlate' },
);

export const Post = Type.Object(
  {
    id: Type.Integer(),
    content: Type.String({ description: 'Sanitised rich text (HTML)' }),
    user_id: Type.Integer(),
    user_name: Type.String(),
    photo: Type.String({ description: 'Author avatar' }),
    created_at: Unix(),
    is_top: Type.Integer({ description: '1 pinned, 0 not' }),
    is_owner: Type.Integer({ description: '1 the caller wrote it, 2 not' }),
    is_liked: Type.Integer({ description: '1 the caller liked it, 0 not' }),
    is_commented: Type.Integer({ description: '1 the caller commented on it, 0 not' }),
    browse_num: Type.Integer(),
    comment_num: Type.Integer({ description: 'Comments and replies shown' }),
    like_num: Type.Integer(),
    plate_id: Type.Integer(),
    plate_name: Type.String(),
    plate_status: Type.Integer({ description: '1 open, 2 banned' }),
    resources: Type.Array(Type.Object({ id: Type.Integer(), resource_url: Type.String() }, { title: 'ForumPostImage' })),
  },
  { title: 'ForumPost' },
);

const commentFields = {
  id: Type.Integer(),
  post_id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  user_id: Type.Integer(),
  user_name: Type.String(),
  photo: Type.String(),
  content: Type.String({ description: 'Plain text' }),
  created_at: Type.Integer(),
  is_owner: Type.Integer({ description: '1 the caller wrote it, 2 not' }),
  reply_to_name: Nullable(Type.String({ description: 'Whom a reply answers' })),
};
export const Reply = Type.Object(commentFields, { title: 'ForumReply' });
export const Comment = Type.Object({ ...commentFields, replies: Type.Array(Reply) }, { title: 'ForumComment' });

export const Posted = Type.Object({ id: Type.Integer(), post_id: Type.Integer(), parent_id: Nullable(Type.Integer()) }, { title: 'ForumCommentPosted' });

export const MyComment = Type.Object(
  {
    id: Type.Integer(),
    post_id: Type.Integer(),
    parent_id: Nullable(Type.Integer()),
    content: Type.String(),
    created_at: Type.Integer(),
    post_excerpt: Type.String({ description: 'The first characters of the post\'s text' }),
    plate_id: Type.Integer(),
    plate_name: Type.String(),
    plate_status: Type.Integer(),
  },
  { title: 'ForumMyComment' },
);

export const QueueItem = Type.Object(
  {
    post_id: Type.Integer(),
    comment_id: Nullable(Type.Integer({ description: 'Set when a comment (not the post) was reported' })),
    content: Type.String({ description: 'The reported post (HTML) or comment (text)' }),
    post_excerpt: Type.String(),
    plate_id: Type.Integer(),
    plate_name: Type.String(),
    author_id: Type.Integer(),
    author_name: Type.String(),
    author_photo: Type.String(),
    complaint_num: Type.Integer(),
    last_at: Type.Integer({ description: 'unix seconds of the latest report' }),
    complaints: Type.Array(Type.Object({ id: Type.Integer(), user_name: Type.String(), reason: Type.String(), created_at: Type.Integer() }, { title: 'ForumComplaint' })),
  },
  { title: 'ForumReportGroup' },
);

export const AuditRow = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String({ description: 'dismiss, remove, ban or lift (a ban lifted by hand)' }),
    post_id: Nullable(Type.Integer({ description: 'null for a ban lifted' })),
    comment_id: Nullable(Type.Integer()),
    ban_days: Nullable(Type.Integer({ description: 'Ban length in days; 0 permanent' })),
    reason: Type.String(),
    complaints: Type.Integer({ description: 'Reports the action closed' }),
    created_at: Type.Integer(),
    admin_name: Type.String(),
    target_user_name: Type.String(),
  },
  { title: 'ForumModerationRecord' },
);

export const Like = (title: string) => Type.Object({ post_id: Type.Integer(), like_num: Type.Integer(), is_liked: Type.Integer() }, { title });
/** A plain-text field the validator bounds at `maxLength` (the service checks the tighter limit the summary names). */
const Text = (maxLength: number) => Type.String({ maxLength, description: PLAIN_TEXT_NOTE });

export const BanRow = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    user_name: Type.String(),
    reason: Type.String(),
    ends_at: Nullable(Type.Integer({ description: 'unix seconds; null permanent' })),
    created_at: Type.Integer(),
    admin_name: Type.String({ description: 'Who banned' }),
  },
  { title: 'ForumBanRecord' },
);

export const PlateInfo = Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String(), plate_status: Type.Integer() }, { title: 'ForumPlateInfo' });

export const Summary = Type.Object({ post_num: Type.Integer(), today_num: Type.Integer(), plate_num: Type.Integer() }, { title: 'ForumSummary' });

export const BanStatus = Type.Object(
        { is_banned: Type.Integer({ description: '1 banned, 0 not' }), reason: Type.String(), ends_at: Nullable(Type.Integer({ description: 'unix seconds; null with is_banned 1: permanent' })) },
        { title: 'ForumBanStatus' },
      );

export function forumRoutes(scopes: RouteScopes, { forum, moderation }: { forum: ForumService; moderation: ModerationService }) {
  const route = routes(scopes, ['forum']);

  route.get(
    '/api/forum/plate',
    { operationId: 'forumPlates', summary: 'Every plate with its post count and today\'s posts', data: ListOf('ForumPlateList', Plate) },
    ({ locale }) => forum.plates(locale),
  );

  route.get(
    '/api/forum/plate/:id',
    {
      operationId: 'forumPlate',
      summary: 'One plate (refused with "the plate is banned" when its status is 2)',
      params: IdParams,
      data: PlateInfo,
    },
    ({ params, locale }) => forum.plate(params.id, locale),
  );

  route.get(
    '/api/forum/summary',
    {
      operationId: 'forumSummary',
      summary: 'Posts in the forum, posts today and open plates',
      data: Summary,
    },
    () => forum.summary(),
  );

  route.get(
    '/api/forum/post',
    {
      operationId: 'forumPosts',
      summary: 'Posts of a plate (pinned first, then newest; refused when the plate is banned) or of every plate (newest first)',
      query: Type.Object({ ...GridPaging, plate_id: Type.Optional(Id()) }),
      data: PageOf('ForumPostPage', Post),
    },
    ({ userId, query, locale }) => forum.posts(userId, query, locale),
  );

  route.get(
    '/api/forum/banned',
    {
      operationId: 'forumBanStatus',
      summary: 'The banned check before the editor opens: whether the caller is banned, why and until when',
      data: BanStatus,
    },
    ({ userId }) => forum.banStatus(userId),
  );

  route.post(
    '/api/forum/create',
    {
      operationId: 'forumCreatePost',
      summary: `Write a post: a plate is required, rich text (sanitised) of at most ${POST_TEXT_MAX} characters, at most ${POST_IMAGES_MAX} of the caller's uploaded images`,
      body: Type.Object(
        {
          plate_id: Type.Optional(Int({ minimum: 0, description: 'Required; 0 or none is refused with "please choose a plate"' })),
          content: Type.String({ maxLength: 40000, description: RICH_TEXT_NOTE }),
          image_ids: Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'Ids answered by POST /api/app/public/img/' })),
        },
        { additionalProperties: false },
      ),
      data: Post,
      msg: 'forumPosted',
    },
    ({ userId, body, locale }) => forum.create(userId, body, locale),
  );

  route.get(
    '/api/forum/detail/:id',
    {
      operationId: 'forumPostDetail',
      summary: 'A post (counts a browse); plate_id, when given, must be the post\'s plate',
      params: IdParams,
      query: Type.Object({ plate_id: Type.Optional(Id()) }),
      data: Post,
    },
    ({ userId, params, query, locale }) => forum.detail(userId, params.id, query.plate_id, locale),
  );

  route.post(
    '/api/forum/like/:id',
    { operationId: 'forumLikePost', summary: 'Like a post: one like per user, idempotent (a second like changes nothing)', params: IdParams, data: Like('ForumLike'), envelope: 'ForumLikeEnvelope', msg: 'forumLiked' },
    ({ userId, params }) => forum.like(userId, params.id, true),
  );

  route.delete(
    '/api/forum/like/:id',
    { operationId: 'forumUnlikePost', summary: 'Withdraw one\'s like of a post (idempotent)', params: IdParams, data: Like('ForumUnlike'), envelope: 'ForumUnlikeEnvelope', msg: 'forumUnliked' },
    ({ userId, params }) => forum.like(userId, params.id, false),
  );

  route.delete(
    '/api/forum/delete/:id',
    { operationId: 'forumDeletePost', summary: 'Delete one\'s own post (others can only report it)', params: IdParams, data: EmptyData, msg: 'forumDeleted' },
    ({ userId, params }) => forum.deletePost(userId, params.id),
  );

  route.delete(
    '/api/forum/comment/:id',
    { operationId: 'forumDeleteComment', summary: 'Delete one\'s own comment or reply (a comment takes its replies with it)', params: IdParams, data: EmptyData, msg: 'forumDeleted' },
    ({ userId, params }) => forum.deleteComment(userId, params.id),
  );

  route.post(
    '/api/forum/complaint',
    {
      operationId: 'forumComplain',
      summary: `Report someone else's post, or with comment_id one of its comments; the reason is required, at most ${COMPLAINT_REASON_MAX} characters`,
      body: Type.Object({ post_id: Id(), comment_id: Type.Optional(Id()), reason: Text(1000) }, { additionalProperties: false }),
      data: EmptyData,
      msg: 'forumReported',
    },
    ({ userId, body }) => forum.complain(userId, body),
  );

  route.get(
    '/api/forum/comment/:id',
    {
      operationId: 'forumComments',
      summary: 'Comments of a post (id), oldest first, paged, each with its replies',
      params: IdParams,
      query: GridPageQuery,
      data: PageOf('ForumCommentPage', Comment),
    },
    ({ userId, params, query }) => forum.comments(userId, params.id, query.page, query.limit),
  );

  route.post(
    '/api/forum/comment',
    {
      operationId: 'forumComment',
      summary: `Comment on a post (text, at most ${COMMENT_MAX} characters)`,
      body: Type.Object({ post_id: Id(), content: Text(4000) }, { additionalProperties: false }),
      data: Posted,
      msg: 'forumCommented',
    },
    ({ userId, body }) => forum.comment(userId, body),
  );

  route.post(
    '/api/forum/respond',
    {
      operationId: 'forumRespond',
      summary: `Reply to a comment or to a reply (text, at most ${COMMENT_MAX} characters)`,
      body: Type.Object({ comment_id: Id(), content: Text(4000) }, { additionalProperties: false }),
      data: Posted,
      msg: 'forumCommented',
    },
    ({ userId, body }) => forum.respond(userId, body),
  );

  route.get(
    '/api/forum/mine/post',
    { operationId: 'forumMyPosts', summary: 'The caller\'s posts (member area), newest first', query: GridPageQuery, data: PageOf('ForumMyPostPage', Post) },
    ({ userId, query, locale }) => forum.postPage(userId, { authorId: userId }, query.page, query.limit, locale),
  );

  route.get(
    '/api/forum/mine/comment',
    { operationId: 'forumMyComments', summary: 'The caller\'s comments and replies (member area), newest first', query: GridPageQuery, data: PageOf('ForumMyCommentPage', MyComment) },
    ({ userId, query, locale }) => forum.myComments(userId, query.page, query.limit, locale),
  );

  route.get(
    '/api/forum/mine/like',
    { operationId: 'forumMyLikes', summary: 'Posts the caller liked (member area), latest like first', query: GridPageQuery, data: PageOf('ForumMyLikePage', Post) },
    ({ userId, query, locale }) => forum.postPage(userId, { likedBy: userId }, query.page, query.limit, locale),
  );
  moderationRoutes(route, moderation);
}

/** The admins' side: the report queue, their actions, the bans in force and the audit. */
function moderationRoutes(route: Routes, moderation: ModerationService) {
  route.get(
    '/api/forum/moderation',
    {
      operationId: 'forumReportQueue',
      summary: 'Admins: reported posts and comments waiting, latest report first, each with its reports',
      query: GridPageQuery,
      data: PageOf('ForumReportQueuePage', QueueItem),
    },
    ({ caller, query, locale }) => moderation.queue(caller.isAdmin, query.page, query.limit, locale),
  );

  route.post(
    '/api/forum/moderation',
    {
      operationId: 'forumModerate',
      summary: `Admins: handle the waiting reports of a post (or with comment_id a comment): dismiss them, remove the target, or ban its author for ban_days (1, 7, 30; 0 permanent); a reason (at most ${MODERATION_REASON_MAX} characters) is required and audited`,
      body: Type.Object(
        {
          post_id: Id(),
          comment_id: Type.Optional(Id()),
          action: Type.Enum(['dismiss', 'remove', 'ban'], { description: 'dismiss the reports, remove the target, or ban its author' }),
          ban_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
          reason: Text(1000),
        },
        { additionalProperties: false },
      ),
      data: EmptyData,
      msg: 'forumModerated',
    },
    ({ caller, body }) => moderation.act(caller, body),
  );

  route.get(
    '/api/forum/moderation/bans',
    { operationId: 'forumBans', summary: 'Admins: the bans in force (not ended, not lifted), newest first', query: GridPageQuery, data: PageOf('ForumBansPage', BanRow) },
    ({ caller, query }) => moderation.bans(caller.isAdmin, query.page, query.limit),
  );

  route.post(
    '/api/forum/moderation/bans/:id/lift',
    {
      operationId: 'forumLiftBan',
      summary: `Admins: lift a ban in force by hand; a reason (at most ${MODERATION_REASON_MAX} characters) is required and audited, and the user is told`,
      params: IdParams,
      body: Type.Object({ reason: Text(1000) }, { additionalProperties: false }),
      data: EmptyData,
      msg: 'forumBanLifted',
    },
    ({ caller, params, body }) => moderation.liftBan(caller, params.id, body),
  );

  route.get(
    '/api/forum/moderation/log',
    { operationId: 'forumModerationLog', summary: 'Admins: the audit of moderator actions (who, what, when, why), newest first', query: GridPageQuery, data: PageOf('ForumModerationLogPage', AuditRow) },
    ({ caller, query }) => moderation.audit(caller.isAdmin, query.page, query.limit),
  );
}
