import { Type } from 'typebox';
import { PLAIN_TEXT_NOTE, RICH_TEXT_NOTE } from '../../core/text.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { EmptyData, Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { GridPaging, IdParams, Nullable, PageOf } from '../../core/http/schema-kit.js';
import { COMMENT_MAX, COMPLAINT_REASON_MAX, MODERATION_REASON_MAX, POST_IMAGES_MAX, POST_TEXT_MAX } from './forum-codes.js';
import type { ForumService } from './forum-service.js';
import type { ModerationService } from './moderation-service.js';

const tags = ['forum'];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const Plate = Type.Object(
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

const Post = Type.Object(
  {
    id: Type.Integer(),
    content: Type.String({ description: 'Sanitised rich text (HTML)' }),
    user_id: Type.Integer(),
    user_name: Type.String(),
    photo: Type.String({ description: 'Author avatar' }),
    created_at: Type.Integer({ description: 'unix seconds' }),
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
const Reply = Type.Object(commentFields, { title: 'ForumReply' });
const Comment = Type.Object({ ...commentFields, replies: Type.Array(Reply) }, { title: 'ForumComment' });

const Posted = Type.Object({ id: Type.Integer(), post_id: Type.Integer(), parent_id: Nullable(Type.Integer()) }, { title: 'ForumCommentPosted' });

const MyComment = Type.Object(
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

const QueueItem = Type.Object(
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

const AuditRow = Type.Object(
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

const pageQuery = Type.Object({ ...GridPaging });

const BanRow = Type.Object(
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

export function forumRoutes({ guarded }: RouteScopes, { forum, moderation }: { forum: ForumService; moderation: ModerationService }) {
  const paging = (q: { page?: number; limit?: number }) => ({ page: q.page ?? 1, limit: q.limit ?? 10 });

  guarded.get(
    '/api/forum/plate',
    { schema: { operationId: 'forumPlates', tags, summary: 'Every plate with its post count and today\'s posts', response: { 200: Envelope('ForumPlatesEnvelope', Type.Object({ list: Type.Array(Plate) }, { title: 'ForumPlateList' })) } } },
    async (request) => ok(request, await forum.plates(request.locale)),
  );

  guarded.get(
    '/api/forum/plate/:id',
    {
      schema: {
        operationId: 'forumPlate',
        tags,
        summary: 'One plate (refused with "the plate is banned" when its status is 2)',
        params: IdParams,
        response: { 200: Envelope('ForumPlateEnvelope', Type.Object({ id: Type.Integer(), name: Type.String(), description: Type.String(), plate_status: Type.Integer() }, { title: 'ForumPlateInfo' })) },
      },
    },
    async (request) => ok(request, await forum.plate(request.params.id, request.locale)),
  );

  guarded.get(
    '/api/forum/summary',
    {
      schema: {
        operationId: 'forumSummary',
        tags,
        summary: 'Posts in the forum, posts today and open plates',
        response: { 200: Envelope('ForumSummaryEnvelope', Type.Object({ post_num: Type.Integer(), today_num: Type.Integer(), plate_num: Type.Integer() }, { title: 'ForumSummary' })) },
      },
    },
    async (request) => ok(request, await forum.summary()),
  );

  guarded.get(
    '/api/forum/post',
    {
      schema: {
        operationId: 'forumPosts',
        tags,
        summary: 'Posts of a plate (pinned first, then newest; refused when the plate is banned) or of every plate (newest first)',
        querystring: Type.Object({ ...GridPaging, plate_id: Type.Optional(Id) }),
        response: { 200: Envelope('ForumPostsEnvelope', PageOf('ForumPostPage', Post)) },
      },
    },
    async (request) => ok(request, await forum.posts(caller(request).userId, { plate_id: request.query.plate_id, ...paging(request.query) }, request.locale)),
  );

  guarded.get(
    '/api/forum/banned',
    {
      schema: {
        operationId: 'forumBanStatus',
        tags,
        summary: 'The banned check before the editor opens: whether the caller is banned, why and until when',
        response: {
          200: Envelope(
            'ForumBanStatusEnvelope',
            Type.Object({ is_banned: Type.Integer({ description: '1 banned, 0 not' }), reason: Type.String(), ends_at: Nullable(Type.Integer({ description: 'unix seconds; null with is_banned 1: permanent' })) }, { title: 'ForumBanStatus' }),
          ),
        },
      },
    },
    async (request) => ok(request, await forum.banStatus(caller(request).userId)),
  );

  guarded.post(
    '/api/forum/create',
    {
      schema: {
        operationId: 'forumCreatePost',
        tags,
        summary: `Write a post: a plate is required, rich text (sanitised) of at most ${POST_TEXT_MAX} characters, at most ${POST_IMAGES_MAX} of the caller's uploaded images`,
        body: Type.Object(
          {
            plate_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Required; 0 or none is refused with "please choose a plate"' })),
            content: Type.String({ maxLength: 40000, description: RICH_TEXT_NOTE }),
            image_ids: Type.Optional(Type.Array(Id, { maxItems: 50, description: 'Ids answered by POST /api/app/public/img/' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('ForumCreatePostEnvelope', Post) },
      },
    },
    async (request) => ok(request, await forum.create(caller(request).userId, request.body, request.locale), 'forumPosted'),
  );

  guarded.get(
    '/api/forum/detail/:id',
    {
      schema: {
        operationId: 'forumPostDetail',
        tags,
        summary: 'A post (counts a browse); plate_id, when given, must be the post\'s plate',
        params: IdParams,
        querystring: Type.Object({ plate_id: Type.Optional(Id) }),
        response: { 200: Envelope('ForumPostDetailEnvelope', Post) },
      },
    },
    async (request) => ok(request, await forum.detail(caller(request).userId, request.params.id, request.query.plate_id, request.locale)),
  );

  guarded.post(
    '/api/forum/like/:id',
    {
      schema: {
        operationId: 'forumLikePost',
        tags,
        summary: 'Like a post: one like per user, idempotent (a second like changes nothing)',
        params: IdParams,
        response: { 200: Envelope('ForumLikeEnvelope', Type.Object({ post_id: Type.Integer(), like_num: Type.Integer(), is_liked: Type.Integer() }, { title: 'ForumLike' })) },
      },
    },
    async (request) => ok(request, await forum.like(caller(request).userId, request.params.id, true), 'forumLiked'),
  );

  guarded.delete(
    '/api/forum/like/:id',
    {
      schema: {
        operationId: 'forumUnlikePost',
        tags,
        summary: 'Withdraw one\'s like of a post (idempotent)',
        params: IdParams,
        response: { 200: Envelope('ForumUnlikeEnvelope', Type.Object({ post_id: Type.Integer(), like_num: Type.Integer(), is_liked: Type.Integer() }, { title: 'ForumUnlike' })) },
      },
    },
    async (request) => ok(request, await forum.like(caller(request).userId, request.params.id, false), 'forumUnliked'),
  );

  guarded.delete(
    '/api/forum/delete/:id',
    {
      schema: { operationId: 'forumDeletePost', tags, summary: 'Delete one\'s own post (others can only report it)', params: IdParams, response: { 200: Envelope('ForumDeletePostEnvelope', EmptyData) } },
    },
    async (request) => ok(request, await forum.deletePost(caller(request).userId, request.params.id), 'forumDeleted'),
  );

  guarded.delete(
    '/api/forum/comment/:id',
    {
      schema: {
        operationId: 'forumDeleteComment',
        tags,
        summary: 'Delete one\'s own comment or reply (a comment takes its replies with it)',
        params: IdParams,
        response: { 200: Envelope('ForumDeleteCommentEnvelope', EmptyData) },
      },
    },
    async (request) => ok(request, await forum.deleteComment(caller(request).userId, request.params.id), 'forumDeleted'),
  );

  guarded.post(
    '/api/forum/complaint',
    {
      schema: {
        operationId: 'forumComplain',
        tags,
        summary: `Report someone else's post, or with comment_id one of its comments; the reason is required, at most ${COMPLAINT_REASON_MAX} characters`,
        body: Type.Object({ post_id: Id, comment_id: Type.Optional(Id), reason: Type.String({ maxLength: 1000, description: PLAIN_TEXT_NOTE }) }, { additionalProperties: false }),
        response: { 200: Envelope('ForumComplainEnvelope', EmptyData) },
      },
    },
    async (request) => ok(request, await forum.complain(caller(request).userId, request.body), 'forumReported'),
  );

  guarded.get(
    '/api/forum/comment/:id',
    {
      schema: {
        operationId: 'forumComments',
        tags,
        summary: 'Comments of a post (id), oldest first, paged, each with its replies',
        params: IdParams,
        querystring: pageQuery,
        response: { 200: Envelope('ForumCommentsEnvelope', PageOf('ForumCommentPage', Comment)) },
      },
    },
    async (request) => {
      const { page, limit } = paging(request.query);
      return ok(request, await forum.comments(caller(request).userId, request.params.id, page, limit));
    },
  );

  guarded.post(
    '/api/forum/comment',
    {
      schema: {
        operationId: 'forumComment',
        tags,
        summary: `Comment on a post (text, at most ${COMMENT_MAX} characters)`,
        body: Type.Object({ post_id: Id, content: Type.String({ maxLength: 4000, description: PLAIN_TEXT_NOTE }) }, { additionalProperties: false }),
        response: { 200: Envelope('ForumCommentEnvelope', Posted) },
      },
    },
    async (request) => ok(request, await forum.comment(caller(request).userId, request.body), 'forumCommented'),
  );

  guarded.post(
    '/api/forum/respond',
    {
      schema: {
        operationId: 'forumRespond',
        tags,
        summary: `Reply to a comment or to a reply (text, at most ${COMMENT_MAX} characters)`,
        body: Type.Object({ comment_id: Id, content: Type.String({ maxLength: 4000, description: PLAIN_TEXT_NOTE }) }, { additionalProperties: false }),
        response: { 200: Envelope('ForumRespondEnvelope', Posted) },
      },
    },
    async (request) => ok(request, await forum.respond(caller(request).userId, request.body), 'forumCommented'),
  );

  guarded.get(
    '/api/forum/mine/post',
    { schema: { operationId: 'forumMyPosts', tags, summary: 'The caller\'s posts (member area), newest first', querystring: pageQuery, response: { 200: Envelope('ForumMyPostsEnvelope', PageOf('ForumMyPostPage', Post)) } } },
    async (request) => {
      const { page, limit } = paging(request.query);
      const { userId } = caller(request);
      return ok(request, await forum.postPage(userId, { authorId: userId }, page, limit, request.locale));
    },
  );

  guarded.get(
    '/api/forum/mine/comment',
    { schema: { operationId: 'forumMyComments', tags, summary: 'The caller\'s comments and replies (member area), newest first', querystring: pageQuery, response: { 200: Envelope('ForumMyCommentsEnvelope', PageOf('ForumMyCommentPage', MyComment)) } } },
    async (request) => {
      const { page, limit } = paging(request.query);
      return ok(request, await forum.myComments(caller(request).userId, page, limit, request.locale));
    },
  );

  guarded.get(
    '/api/forum/mine/like',
    { schema: { operationId: 'forumMyLikes', tags, summary: 'Posts the caller liked (member area), latest like first', querystring: pageQuery, response: { 200: Envelope('ForumMyLikesEnvelope', PageOf('ForumMyLikePage', Post)) } } },
    async (request) => {
      const { page, limit } = paging(request.query);
      const { userId } = caller(request);
      return ok(request, await forum.postPage(userId, { likedBy: userId }, page, limit, request.locale));
    },
  );

  guarded.get(
    '/api/forum/moderation',
    {
      schema: {
        operationId: 'forumReportQueue',
        tags,
        summary: 'Admins: reported posts and comments waiting, latest report first, each with its reports',
        querystring: pageQuery,
        response: { 200: Envelope('ForumReportQueueEnvelope', PageOf('ForumReportQueuePage', QueueItem)) },
      },
    },
    async (request) => {
      const { page, limit } = paging(request.query);
      return ok(request, await moderation.queue(caller(request).isAdmin, page, limit, request.locale));
    },
  );

  guarded.post(
    '/api/forum/moderation',
    {
      schema: {
        operationId: 'forumModerate',
        tags,
        summary: `Admins: handle the waiting reports of a post (or with comment_id a comment): dismiss them, remove the target, or ban its author for ban_days (1, 7, 30; 0 permanent); a reason (at most ${MODERATION_REASON_MAX} characters) is required and audited`,
        body: Type.Object(
          {
            post_id: Id,
            comment_id: Type.Optional(Id),
            action: Type.Enum(['dismiss', 'remove', 'ban'], { description: 'dismiss the reports, remove the target, or ban its author' }),
            ban_days: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
            reason: Type.String({ maxLength: 1000, description: PLAIN_TEXT_NOTE }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('ForumModerateEnvelope', EmptyData) },
      },
    },
    async (request) => {
      const { userId, isAdmin } = caller(request);
      return ok(request, await moderation.act({ userId, isAdmin }, request.body), 'forumModerated');
    },
  );

  guarded.get(
    '/api/forum/moderation/bans',
    {
      schema: {
        operationId: 'forumBans',
        tags,
        summary: 'Admins: the bans in force (not ended, not lifted), newest first',
        querystring: pageQuery,
        response: { 200: Envelope('ForumBansEnvelope', PageOf('ForumBansPage', BanRow)) },
      },
    },
    async (request) => {
      const { page, limit } = paging(request.query);
      return ok(request, await moderation.bans(caller(request).isAdmin, page, limit));
    },
  );

  guarded.post(
    '/api/forum/moderation/bans/:id/lift',
    {
      schema: {
        operationId: 'forumLiftBan',
        tags,
        summary: `Admins: lift a ban in force by hand; a reason (at most ${MODERATION_REASON_MAX} characters) is required and audited, and the user is told`,
        params: IdParams,
        body: Type.Object({ reason: Type.String({ maxLength: 1000, description: PLAIN_TEXT_NOTE }) }, { additionalProperties: false }),
        response: { 200: Envelope('ForumLiftBanEnvelope', EmptyData) },
      },
    },
    async (request) => {
      const { userId, isAdmin } = caller(request);
      return ok(request, await moderation.liftBan({ userId, isAdmin }, request.params.id, request.body), 'forumBanLifted');
    },
  );

  guarded.get(
    '/api/forum/moderation/log',
    {
      schema: {
        operationId: 'forumModerationLog',
        tags,
        summary: 'Admins: the audit of moderator actions (who, what, when, why), newest first',
        querystring: pageQuery,
        response: { 200: Envelope('ForumModerationLogEnvelope', PageOf('ForumModerationLogPage', AuditRow)) },
      },
    },
    async (request) => {
      const { page, limit } = paging(request.query);
      return ok(request, await moderation.audit(caller(request).isAdmin, page, limit));
    },
  );
}
