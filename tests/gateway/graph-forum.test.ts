/**
 * The forum area of the graph at /graphql (server/graph/forum) against the seeded
 * demo forum: every relation compared with the REST API's own answers (a plate's posts with each
 * author and the first comments with their replies in one request; the member area's lists; the
 * moderators' queue, bans and audit), the loader's dedupe (a post opened twice in one operation
 * counts one view), the writes' payloads against what REST answers after them, and the
 * refusals (no session, someone else's post, bad ids, a banned plate, a non-administrator) with
 * the one code mapping and nothing of the REST call. The SPA's own documents
 * (src/graphql/forum.graphql), sent as the browser sends them, answer REST's values: the
 * home, a post with a picture, a like, a comment and a reply, the member area, a banned plate,
 * and an administrator's ban from the queue that refuses the writer until it is lifted.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_BANNED_ACCOUNT, DEMO_REPORTED_ACCOUNT } from '../../server/seed/forum.js';
import { gradientPng } from '../../server/seed/png.js';
import { expectNoUpstreamDetail } from '../support/assertions.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, graphql, login, suiteServer, type ApiClient, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

function next<T = Record<string, unknown>>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { query, variables }, options);
}

/** The answer's data, failing with its errors when there are any. */
function dataOf<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data).toBeTruthy();
  return answer.data!;
}

/** The one error of a refused field: its path and code, and nothing of the REST call. */
function expectRefused(answer: GraphQLAnswer<unknown>, path: (string | number)[], code: string) {
  expect(answer.status).toBe(200);
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  expect(answer.errors![0]!.path).toEqual(path);
  expect(answer.errors![0]!.extensions?.code).toBe(code);
  expect(answer.errors![0]!.message.length).toBeGreaterThan(0);
  expectNoUpstreamDetail(answer);
}

/** REST's data of a GET, failing unless it succeeded. */
async function restData<T>(client: ApiClient, path: string, token: string, query: Record<string, string | number> = {}): Promise<T> {
  const answer = await client.get<T>(path, { token, query });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** REST's shapes the suite compares with. */
interface RestPlate {
  id: number;
  name: string;
  description: string;
  plate_status: number;
  post_num: number;
  today_num: number;
  latest_at: number | null;
}
interface RestPost {
  id: number;
  content: string;
  user_id: number;
  user_name: string;
  photo: string;
  created_at: number;
  is_top: number;
  is_owner: number;
  is_liked: number;
  is_commented: number;
  browse_num: number;
  comment_num: number;
  like_num: number;
  plate_id: number;
  plate_name: string;
  plate_status: number;
  resources: { id: number; resource_url: string }[];
}
interface RestReply {
  id: number;
  parent_id: number | null;
  user_id: number;
  user_name: string;
  photo: string;
  content: string;
  created_at: number;
  is_owner: number;
  reply_to_name: string | null;
}
interface RestComment extends RestReply {
  replies: RestReply[];
}
interface RestPage<T> {
  list: T[];
  total: number;
}

/** What the graph answers for a post, as REST's post says it. */
function expectedPost(post: RestPost) {
  return {
    id: String(post.id),
    content: post.content,
    createdAt: iso(post.created_at),
    isPinned: post.is_top === 1,
    isOwn: post.is_owner === 1,
    isLiked: post.is_liked === 1,
    isCommented: post.is_commented === 1,
    viewCount: post.browse_num,
    commentCount: post.comment_num,
    likeCount: post.like_num,
    plate: { id: String(post.plate_id), name: post.plate_name, status: post.plate_status === 1 ? 'OPEN' : 'BANNED' },
    images: post.resources.map((image) => ({ id: String(image.id), url: image.resource_url })),
    author: { id: String(post.user_id), name: post.user_name, photo: post.photo },
  };
}

function expectedComment(comment: RestReply) {
  return {
    id: String(comment.id),
    content: comment.content,
    createdAt: iso(comment.created_at),
    isOwn: comment.is_owner === 1,
    isReply: comment.parent_id !== null,
    replyToName: comment.reply_to_name,
    author: { id: String(comment.user_id), name: comment.user_name, photo: comment.photo },
  };
}

const POST_FIELDS = /* GraphQL */ `
  fragment PostFields on ForumPost {
    id content createdAt isPinned isOwn isLiked isCommented viewCount commentCount likeCount
    plate { id name status }
    images { id url }
    author { id name photo }
  }
`;

const COMMENT_FIELDS = /* GraphQL */ `
  fragment CommentFields on ForumComment {
    id content createdAt isOwn isReply replyToName author { id name photo }
  }
`;

const PLATE_WITH_POSTS = /* GraphQL */ `
  query PlateWithPosts($id: ID!, $pageSize: Int, $comments: Int) {
    forumPlate(id: $id) {
      id name description status postCount todayPostCount latestPostAt
      posts(pageSize: $pageSize) {
        totalCount pageInfo { page pageSize hasNextPage }
        nodes {
          ...PostFields
          comments(pageSize: $comments) {
            totalCount pageInfo { page pageSize hasNextPage }
            nodes { ...CommentFields replies { ...CommentFields replies { id } } }
          }
        }
      }
    }
  }
  ${POST_FIELDS}
  ${COMMENT_FIELDS}
`;

type Comparable = Record<string, unknown>;

/** A value without the __typename fields Apollo's documents ask. */
function withoutTypename<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutTypename) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__typename').map(([key, item]) => [key, withoutTypename(item)])) as T;
}
interface PlateNode extends Comparable {
  id: string;
  posts: { totalCount: number; pageInfo: Comparable; nodes: (Comparable & { id: string; comments: { totalCount: number; pageInfo: Comparable; nodes: (Comparable & { replies: Comparable[] })[] } })[] };
}

describe.each(graphDatabaseKinds())('the forum area of the domain graph on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  const learner = () => login(suite.server.url, DEMO.learner.account, DEMO.learner.password);
  const colleague = () => login(suite.server.url, employee(1), DEMO.employeePassword);
  const admin = () => login(suite.server.url, DEMO.admin.account, DEMO.admin.password);

  it('answers the plates, the summary and the feed as REST does', async () => {
    const token = await learner();
    const answer = await next<{ forumPlates: Comparable[]; forumSummary: Comparable; forumPosts: { totalCount: number; pageInfo: Comparable; nodes: Comparable[] } }>(
      suite.server.url,
      `query { forumPlates { id name description status postCount todayPostCount latestPostAt }
               forumSummary { postCount todayPostCount openPlateCount }
               forumPosts(page: 2, pageSize: 4) { totalCount pageInfo { page pageSize hasNextPage } nodes { ...PostFields } } }
       ${POST_FIELDS}`,
      {},
      { token },
    );
    const data = dataOf(answer);
    const plates = await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', token);
    expect(plates.list.length).toBe(5);
    expect(data.forumPlates).toEqual(
      plates.list.map((p) => ({
        id: String(p.id),
        name: p.name,
        description: p.description,
        status: p.plate_status === 1 ? 'OPEN' : 'BANNED',
        postCount: p.post_num,
        todayPostCount: p.today_num,
        latestPostAt: iso(p.latest_at),
      })),
    );
    expect(data.forumPlates.map((p) => p.status)).toContain('BANNED');
    const summary = await restData<{ post_num: number; today_num: number; plate_num: number }>(suite.client, '/api/forum/summary', token);
    expect(data.forumSummary).toEqual({ postCount: summary.post_num, todayPostCount: summary.today_num, openPlateCount: summary.plate_num });
    const feed = await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { page: 2, limit: 4 });
    expect(feed.list.length).toBe(4);
    expect(data.forumPosts).toEqual({ totalCount: feed.total, pageInfo: { page: 2, pageSize: 4, hasNextPage: 8 < feed.total }, nodes: feed.list.map(expectedPost) });
  });

  it("answers a plate's posts with each author and the first comments with their replies in one request, as REST does", async () => {
    const token = await learner();
    const plates = await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', token);
    // The open plate with the most posts.
    const plate = plates.list.filter((p) => p.plate_status === 1).sort((a, b) => b.post_num - a.post_num)[0]!;
    const answer = await next<{ forumPlate: PlateNode }>(suite.server.url, PLATE_WITH_POSTS, { id: String(plate.id), pageSize: 5, comments: 2 }, { token });
    const { forumPlate } = dataOf(answer);

    const posts = await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { plate_id: plate.id, limit: 5 });
    expect(posts.list.length).toBeGreaterThan(1);
    expect(forumPlate).toMatchObject({
      id: String(plate.id),
      name: plate.name,
      description: plate.description,
      status: 'OPEN',
      postCount: plate.post_num,
      todayPostCount: plate.today_num,
      latestPostAt: iso(plate.latest_at),
    });
    expect(forumPlate.posts.totalCount).toBe(posts.total);
    expect(forumPlate.posts.pageInfo).toEqual({ page: 1, pageSize: 5, hasNextPage: 5 < posts.total });
    expect(forumPlate.posts.nodes.map(({ comments: _, ...post }) => post)).toEqual(posts.list.map(expectedPost));
    // More than one author, and comments with replies somewhere on the page: the relations are exercised.
    expect(new Set(posts.list.map((p) => p.user_id)).size).toBeGreaterThan(1);
    let replies = 0;
    for (const [index, post] of posts.list.entries()) {
      const comments = await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${post.id}`, token, { limit: 2 });
      const graph = forumPlate.posts.nodes[index]!.comments;
      expect(graph.totalCount).toBe(comments.total);
      expect(graph.pageInfo).toEqual({ page: 1, pageSize: 2, hasNextPage: 2 < comments.total });
      expect(graph.nodes).toEqual(comments.list.map((c) => ({ ...expectedComment(c), replies: c.replies.map((r) => ({ ...expectedComment(r), replies: [] })) })));
      replies += comments.list.reduce((sum, c) => sum + c.replies.length, 0);
    }
    expect(replies).toBeGreaterThan(0);

    // The thread's further pages without opening the post: no view counted.
    const busiest = [...posts.list].sort((a, b) => b.comment_num - a.comment_num)[0]!;
    const query = `query($id: ID!) { forumPostComments(postId: $id, page: 2, pageSize: 1) { totalCount pageInfo { page pageSize hasNextPage } nodes { ...CommentFields replies { ...CommentFields } } } } ${COMMENT_FIELDS}`;
    const more = dataOf(await next<{ forumPostComments: Comparable }>(suite.server.url, query, { id: String(busiest.id) }, { token }));
    const restMore = await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${busiest.id}`, token, { page: 2, limit: 1 });
    expect(restMore.total).toBeGreaterThan(1);
    expect(more.forumPostComments).toEqual({
      totalCount: restMore.total,
      pageInfo: { page: 2, pageSize: 1, hasNextPage: 2 < restMore.total },
      nodes: restMore.list.map((c) => ({ ...expectedComment(c), replies: c.replies.map(expectedComment) })),
    });
    const [again] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { plate_id: plate.id, limit: 5 })).list.filter((p) => p.id === busiest.id);
    expect(again!.browse_num).toBe(busiest.browse_num);
  });

  it('opens a post once per operation however often it is asked (one view counted), as REST answers it', async () => {
    const token = await learner();
    const [first] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { limit: 1 })).list;
    const query = `query($id: ID!, $plateId: ID) { a: forumPost(id: $id) { ...PostFields } b: forumPost(id: $id) { viewCount } c: forumPost(id: $id, plateId: $plateId) { id } } ${POST_FIELDS}`;
    const answer = await next<{ a: Comparable; b: { viewCount: number }; c: { id: string } }>(suite.server.url, query, { id: String(first!.id) }, { token });
    const data = dataOf(answer);
    // REST's detail counts its own opening too: the graph's one opening is the one before it.
    const detail = await restData<RestPost>(suite.client, `/api/forum/detail/${first!.id}`, token);
    expect(data.a).toEqual(expectedPost({ ...detail, browse_num: detail.browse_num - 1 }));
    expect(data.b.viewCount).toBe(detail.browse_num - 1);
    expect(data.c.id).toBe(String(first!.id));
  });

  it("answers an author's other fields for the signed-in user's own post only", async () => {
    const token = await learner();
    const viewer = await restData<{ id: number; account: string }>(suite.client, '/api/users', token);
    const [other] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { limit: 20 })).list.filter((p) => p.user_id !== viewer.id);
    const refused = await next(suite.server.url, `query($id: ID!) { forumPost(id: $id) { id author { id name account } } }`, { id: String(other!.id) }, { token });
    expect(refused.data).toEqual({ forumPost: null });
    expectRefused(refused, ['forumPost', 'author', 'account'], 'FORBIDDEN');

    const created = dataOf(
      await next<{ createForumPost: { post: { id: string; author: Comparable } } }>(
        suite.server.url,
        `mutation($input: CreateForumPostInput!) { createForumPost(input: $input) { post { id author { id name account role } } } }`,
        { input: { plateId: String(other!.plate_id), content: '<p>mine</p>' } },
        { token },
      ),
    );
    expect(created.createForumPost.post.author).toEqual({ id: String(viewer.id), name: DEMO.learner.name, account: viewer.account, role: 'LEARNER' });
  });

  it("answers the signed-in user's member area and ban as REST does, and null for anyone else", async () => {
    const token = await learner();
    const query = `query {
      viewer {
        forumPosts(pageSize: 3) { totalCount nodes { ...PostFields } }
        forumLikedPosts(pageSize: 3) { totalCount nodes { ...PostFields } }
        forumComments(pageSize: 5) { totalCount nodes { id content createdAt isReply postExcerpt post { id plate { id name } } plate { id name status } } }
        forumBan { reason endsAt }
      }
    } ${POST_FIELDS}`;
    // learner01 writes, likes and comments first, so that each list has something.
    const [post] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { limit: 1 })).list;
    expect((await suite.client.post(`/api/forum/like/${post!.id}`, undefined, { token })).body.code).toBe(200);
    expect((await suite.client.post('/api/forum/comment', { post_id: post!.id, content: 'member area' }, { token })).body.code).toBe(200);
    expect((await suite.client.post('/api/forum/create', { plate_id: post!.plate_id, content: '<p>member area</p>' }, { token })).body.code).toBe(200);
    type Viewer = { forumPosts: { totalCount: number; nodes: Comparable[] }; forumLikedPosts: { totalCount: number; nodes: Comparable[] }; forumComments: { totalCount: number; nodes: Comparable[] }; forumBan: Comparable | null };
    const { viewer } = dataOf(await next<{ viewer: Viewer }>(suite.server.url, query, {}, { token }));

    const mine = await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/post', token, { limit: 3 });
    const liked = await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/like', token, { limit: 3 });
    const comments = await restData<RestPage<{ id: number; content: string; created_at: number; parent_id: number | null; post_excerpt: string; post_id: number; plate_id: number; plate_name: string; plate_status: number }>>(
      suite.client,
      '/api/forum/mine/comment',
      token,
      { limit: 5 },
    );
    expect(mine.total).toBeGreaterThan(0);
    expect(liked.total).toBeGreaterThan(0);
    expect(comments.total).toBeGreaterThan(0);
    expect(viewer.forumPosts).toEqual({ totalCount: mine.total, nodes: mine.list.map(expectedPost) });
    expect(viewer.forumLikedPosts).toEqual({ totalCount: liked.total, nodes: liked.list.map(expectedPost) });
    expect(viewer.forumComments).toEqual({
      totalCount: comments.total,
      nodes: comments.list.map((c) => ({
        id: String(c.id),
        content: c.content,
        createdAt: iso(c.created_at),
        isReply: c.parent_id !== null,
        postExcerpt: c.post_excerpt,
        post: { id: String(c.post_id), plate: { id: String(c.plate_id), name: c.plate_name } },
        plate: { id: String(c.plate_id), name: c.plate_name, status: c.plate_status === 1 ? 'OPEN' : 'BANNED' },
      })),
    });
    expect(viewer.forumBan).toBeNull();

    // The banned employee of the demo: the ban as REST's check answers it.
    const bannedToken = await login(suite.server.url, DEMO_BANNED_ACCOUNT, DEMO.employeePassword);
    const status = await restData<{ is_banned: number; reason: string; ends_at: number | null }>(suite.client, '/api/forum/banned', bannedToken);
    expect(status.is_banned).toBe(1);
    const banned = dataOf(await next<{ viewer: { forumBan: Comparable } }>(suite.server.url, 'query { viewer { forumBan { reason endsAt } } }', {}, { token: bannedToken }));
    expect(banned.viewer.forumBan).toEqual({ reason: status.reason, endsAt: iso(status.ends_at) });

    // Another person (a post's author): the member area is not theirs to read.
    const other = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { limit: 20 })).list.find((p) => p.is_owner !== 1)!;
    const answer = dataOf(
      await next<{ forumPost: { author: Comparable } }>(suite.server.url, `query($id: ID!) { forumPost(id: $id) { author { forumPosts { totalCount } forumLikedPosts { totalCount } forumComments { totalCount } forumBan { reason } } } }`, { id: String(other.id) }, { token }),
    );
    expect(answer.forumPost.author).toEqual({ forumPosts: null, forumLikedPosts: null, forumComments: null, forumBan: null });
  });

  it('writes a post, likes, comments, replies and deletes, each payload as REST answers afterwards', async () => {
    const writer = await learner();
    const reader = await colleague();
    const plates = await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', writer);
    const plate = plates.list.find((p) => p.plate_status === 1)!;

    const created = dataOf(
      await next<{ createForumPost: { post: Comparable & { id: string } } }>(
        suite.server.url,
        `mutation($input: CreateForumPostInput!) { createForumPost(input: $input) { post { ...PostFields } } } ${POST_FIELDS}`,
        { input: { plateId: String(plate.id), content: '<p>from the graph</p>' } },
        { token: writer },
      ),
    ).createForumPost.post;
    const postId = created.id;
    const [listed] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/post', writer, { limit: 1 })).list;
    expect(listed!.id).toBe(Number(postId));
    expect(created).toEqual(expectedPost(listed!));
    expect(created).toMatchObject({ content: '<p>from the graph</p>', isOwn: true, likeCount: 0, commentCount: 0 });

    const LIKE = `mutation($input: LikeForumPostInput!) { likeForumPost(input: $input) { post { id likeCount isLiked } } }`;
    const liked = dataOf(await next<{ likeForumPost: { post: Comparable } }>(suite.server.url, LIKE, { input: { postId } }, { token: reader }));
    expect(liked.likeForumPost.post).toEqual({ id: postId, likeCount: 1, isLiked: true });
    // A second like changes nothing; REST agrees.
    expect(dataOf(await next<{ likeForumPost: { post: Comparable } }>(suite.server.url, LIKE, { input: { postId } }, { token: reader })).likeForumPost.post).toEqual({ id: postId, likeCount: 1, isLiked: true });
    const [afterLike] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/like', reader, { limit: 1 })).list;
    expect({ id: afterLike!.id, like_num: afterLike!.like_num, is_liked: afterLike!.is_liked }).toEqual({ id: Number(postId), like_num: 1, is_liked: 1 });
    // Fields the like's answer does not hold load from the post.
    const unliked = dataOf(
      await next<{ unlikeForumPost: { post: Comparable } }>(
        suite.server.url,
        `mutation($input: UnlikeForumPostInput!) { unlikeForumPost(input: $input) { post { id likeCount isLiked content author { id } plate { id } } } }`,
        { input: { postId } },
        { token: reader },
      ),
    );
    expect(unliked.unlikeForumPost.post).toEqual({ id: postId, likeCount: 0, isLiked: false, content: '<p>from the graph</p>', author: { id: String(listed!.user_id) }, plate: { id: String(plate.id) } });
    expect((await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/like', reader)).list.map((p) => p.id)).not.toContain(Number(postId));

    const commented = dataOf(
      await next<{ commentOnForumPost: { comment: Comparable & { id: string } } }>(
        suite.server.url,
        `mutation($input: CommentOnForumPostInput!) { commentOnForumPost(input: $input) { comment { ...CommentFields replies { id } } } } ${COMMENT_FIELDS}`,
        { input: { postId, content: '  first!  ' } },
        { token: reader },
      ),
    ).commentOnForumPost.comment;
    const replied = dataOf(
      await next<{ replyToForumComment: { reply: Comparable & { id: string }; comment: { id: string; replies: { id: string }[] } } }>(
        suite.server.url,
        `mutation($input: ReplyToForumCommentInput!) { replyToForumComment(input: $input) { reply { ...CommentFields } comment { id replies { id } } } } ${COMMENT_FIELDS}`,
        { input: { commentId: commented.id, content: 'thanks' } },
        { token: writer },
      ),
    ).replyToForumComment;
    const thread = await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${postId}`, reader);
    expect(thread.total).toBe(1);
    const [restComment] = thread.list;
    expect(commented).toEqual({ ...expectedComment(restComment!), replies: [] });
    expect(commented).toMatchObject({ content: 'first!', isOwn: true, isReply: false });
    // The reply as its writer reads it (isOwn is the caller's).
    const writerThread = await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${postId}`, writer);
    expect(replied.reply).toEqual(expectedComment(writerThread.list[0]!.replies[0]!));
    expect(replied.reply).toMatchObject({ isReply: true, isOwn: true, replyToName: expect.any(String) });
    expect(replied.comment).toEqual({ id: commented.id, replies: [{ id: replied.reply.id }] });

    // Someone else's comment and post: FORBIDDEN (they may only report them); nothing changed.
    const DELETE_COMMENT = `mutation($input: DeleteForumCommentInput!) { deleteForumComment(input: $input) { deletedCommentId } }`;
    const DELETE_POST = `mutation($input: DeleteForumPostInput!) { deleteForumPost(input: $input) { deletedPostId } }`;
    const notTheirs = await next(suite.server.url, DELETE_POST, { input: { postId } }, { token: reader });
    expect(notTheirs.data ?? null).toBeNull();
    expectRefused(notTheirs, ['deleteForumPost'], 'FORBIDDEN');
    expectRefused(await next(suite.server.url, DELETE_COMMENT, { input: { commentId: replied.reply.id } }, { token: reader }), ['deleteForumComment'], 'FORBIDDEN');
    expect((await suite.client.get(`/api/forum/detail/${postId}`, { token: writer })).body.code).toBe(200);

    expect(dataOf(await next(suite.server.url, DELETE_COMMENT, { input: { commentId: commented.id } }, { token: reader }))).toEqual({ deleteForumComment: { deletedCommentId: commented.id } });
    expect((await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${postId}`, writer)).total).toBe(0);
    expect(dataOf(await next(suite.server.url, DELETE_POST, { input: { postId } }, { token: writer }))).toEqual({ deleteForumPost: { deletedPostId: postId } });
    const gone = await suite.client.get(`/api/forum/detail/${postId}`, { token: writer });
    expect(gone.status).toBe(404);
    // The deleted post is NOT_FOUND on the graph too.
    const missing = await next(suite.server.url, `query($id: ID!) { forumPost(id: $id) { id } }`, { id: postId }, { token: writer });
    expect(missing.data).toEqual({ forumPost: null });
    expectRefused(missing, ['forumPost'], 'NOT_FOUND');
  });

  it('refuses without a session, bad ids, a banned plate and a banned writer, with nothing of the REST call', async () => {
    const token = await learner();
    const noSession = await next(suite.server.url, 'query { forumPlates { id } }');
    expect(noSession.data ?? null).toBeNull();
    expectRefused(noSession, ['forumPlates'], 'UNAUTHENTICATED');
    expectRefused(await next(suite.server.url, `mutation { likeForumPost(input: { postId: "1" }) { post { id } } }`), ['likeForumPost'], 'UNAUTHENTICATED');

    expectRefused(await next(suite.server.url, 'query { forumPost(id: "999999") { id } }', {}, { token }), ['forumPost'], 'NOT_FOUND');
    expectRefused(await next(suite.server.url, 'query { forumPost(id: "abc") { id } }', {}, { token }), ['forumPost'], 'BAD_USER_INPUT');
    expectRefused(await next(suite.server.url, 'query { forumPlate(id: "999999") { id } }', {}, { token }), ['forumPlate'], 'NOT_FOUND');
    expectRefused(await next(suite.server.url, 'query { forumPostComments(postId: "999999") { totalCount } }', {}, { token }), ['forumPostComments'], 'NOT_FOUND');
    expectRefused(await next(suite.server.url, `mutation { likeForumPost(input: { postId: "999999" }) { post { id } } }`, {}, { token }), ['likeForumPost'], 'NOT_FOUND');
    expectRefused(await next(suite.server.url, `mutation { deleteForumPost(input: { postId: "x1" }) { deletedPostId } }`, {}, { token }), ['deleteForumPost'], 'BAD_USER_INPUT');
    expectRefused(
      await next(suite.server.url, `mutation { commentOnForumPost(input: { postId: "abc", content: "x" }) { comment { id } } }`, {}, { token }),
      ['commentOnForumPost'],
      'BAD_USER_INPUT',
    );

    const plates = await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', token);
    const banned = plates.list.find((p) => p.plate_status === 2)!;
    const refused = await next(suite.server.url, `query($id: ID!) { forumPlate(id: $id) { id } }`, { id: String(banned.id) }, { token, lang: 'en-US' });
    expectRefused(refused, ['forumPlate'], 'FORBIDDEN');
    expect(refused.errors![0]!.message).toBe('The plate is banned');
    // From the plates list, the banned plate's posts are refused alone.
    const listed = await next<{ forumPlates: { id: string; status: string; posts: { totalCount: number } | null }[] }>(suite.server.url, 'query { forumPlates { id status posts { totalCount } } }', {}, { token });
    const bannedAt = plates.list.findIndex((p) => p.plate_status === 2);
    expect(listed.errors).toHaveLength(1);
    expect(listed.errors![0]).toMatchObject({ path: ['forumPlates', bannedAt, 'posts'], extensions: { code: 'FORBIDDEN' } });
    expectNoUpstreamDetail(listed);
    expect(listed.data!.forumPlates).toHaveLength(plates.list.length);
    expect(listed.data!.forumPlates[bannedAt]).toEqual({ id: String(banned.id), status: 'BANNED', posts: null });
    expect(listed.data!.forumPlates.filter((p) => p.posts !== null)).toHaveLength(plates.list.length - 1);

    // The banned employee's write: FORBIDDEN with the ban's reason, as REST says it.
    const bannedToken = await login(suite.server.url, DEMO_BANNED_ACCOUNT, DEMO.employeePassword);
    const [post] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', token, { limit: 1 })).list;
    const rest = await suite.client.post(`/api/forum/like/${post!.id}`, undefined, { token: bannedToken });
    const write = await next(suite.server.url, `mutation($input: LikeForumPostInput!) { likeForumPost(input: $input) { post { id } } }`, { input: { postId: String(post!.id) } }, { token: bannedToken });
    expectRefused(write, ['likeForumPost'], 'FORBIDDEN');
    expect(write.errors![0]!.message).toBe(rest.body.msg);
  });

  it("lets only administrators read the queue, bans and audit, as REST does, and act on them", async () => {
    const token = await learner();
    for (const field of ['forumReportQueue', 'forumBans', 'forumModerationLog']) {
      expectRefused(await next(suite.server.url, `query { ${field} { totalCount } }`, {}, { token }), [field], 'FORBIDDEN');
    }
    expectRefused(
      await next(suite.server.url, `mutation { liftForumBan(input: { banId: "1", reason: "x" }) { liftedBanId } }`, {}, { token }),
      ['liftForumBan'],
      'FORBIDDEN',
    );

    // A colleague reports learner01's new post; the group is in the queue as REST lists it.
    const reader = await colleague();
    const plate = (await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', token)).list.find((p) => p.plate_status === 1)!;
    const post = (await suite.client.post<RestPost>('/api/forum/create', { plate_id: plate.id, content: '<p>reported</p>' }, { token })).body.data;
    const REPORT = `mutation($input: ReportForumContentInput!) { reportForumContent(input: $input) { reported } }`;
    expectRefused(await next(suite.server.url, REPORT, { input: { postId: String(post.id), reason: 'own' } }, { token }), ['reportForumContent'], 'FORBIDDEN');
    expect(dataOf(await next(suite.server.url, REPORT, { input: { postId: String(post.id), reason: 'spam' } }, { token: reader }))).toEqual({ reportForumContent: { reported: true } });
    expectRefused(await next(suite.server.url, REPORT, { input: { postId: String(post.id), reason: 'again' } }, { token: reader }), ['reportForumContent'], 'BAD_USER_INPUT');

    const boss = await admin();
    const QUEUE = `query { forumReportQueue(pageSize: 50) { totalCount nodes { id commentId content postExcerpt reportCount lastReportedAt post { id } plate { id name }
      author { id name photo } reports { id reporterName reason createdAt } } } }`;
    type Group = { id: string; reports: Comparable[] } & Comparable;
    const queue = dataOf(await next<{ forumReportQueue: { totalCount: number; nodes: Group[] } }>(suite.server.url, QUEUE, {}, { token: boss })).forumReportQueue;
    const restQueue = await restData<RestPage<{ post_id: number; comment_id: number | null; content: string; post_excerpt: string; plate_id: number; plate_name: string; author_id: number; author_name: string; author_photo: string; complaint_num: number; last_at: number; complaints: { id: number; user_name: string; reason: string; created_at: number }[] }>>(
      suite.client,
      '/api/forum/moderation',
      boss,
      { limit: 50 },
    );
    expect(queue).toEqual({
      totalCount: restQueue.total,
      nodes: restQueue.list.map((g) => ({
        id: g.comment_id === null ? String(g.post_id) : `${g.post_id}/${g.comment_id}`,
        commentId: g.comment_id === null ? null : String(g.comment_id),
        content: g.content,
        postExcerpt: g.post_excerpt,
        reportCount: g.complaint_num,
        lastReportedAt: iso(g.last_at),
        post: { id: String(g.post_id) },
        plate: { id: String(g.plate_id), name: g.plate_name },
        author: { id: String(g.author_id), name: g.author_name, photo: g.author_photo },
        reports: g.complaints.map((c) => ({ id: String(c.id), reporterName: c.user_name, reason: c.reason, createdAt: iso(c.created_at) })),
      })),
    });
    expect(queue.nodes.map((g) => g.id)).toContain(String(post.id));
    const seeded = await restData<{ id: number }>(suite.client, '/api/users', await login(suite.server.url, DEMO_REPORTED_ACCOUNT, DEMO.employeePassword));
    expect(queue.nodes.some((g) => (g.author as { id: string }).id === String(seeded.id))).toBe(true);

    // The admin removes the post: the group leaves the queue, the post is gone, the audit says so.
    const MODERATE = `mutation($input: ModerateForumReportsInput!) { moderateForumReports(input: $input) { handledGroupId decision } }`;
    const moderated = dataOf(await next(suite.server.url, MODERATE, { input: { postId: String(post.id), decision: 'REMOVE', reason: 'spam' } }, { token: boss }));
    expect(moderated).toEqual({ moderateForumReports: { handledGroupId: String(post.id), decision: 'REMOVE' } });
    expect((await restData<RestPage<{ post_id: number }>>(suite.client, '/api/forum/moderation', boss, { limit: 50 })).list.map((g) => g.post_id)).not.toContain(post.id);
    expect((await suite.client.get(`/api/forum/detail/${post.id}`, { token })).status).toBe(404);
    expectRefused(await next(suite.server.url, MODERATE, { input: { postId: String(post.id), decision: 'DISMISS', reason: 'again' } }, { token: boss }), ['moderateForumReports'], 'BAD_USER_INPUT');

    const LOG = `query { forumModerationLog(pageSize: 10) { totalCount nodes { id action postId commentId banDays reason reportCount createdAt adminName targetUserName } } }`;
    const log = dataOf(await next<{ forumModerationLog: { totalCount: number; nodes: Comparable[] } }>(suite.server.url, LOG, {}, { token: boss })).forumModerationLog;
    const restLog = await restData<RestPage<{ id: number; action: string; post_id: number | null; comment_id: number | null; ban_days: number | null; reason: string; complaints: number; created_at: number; admin_name: string; target_user_name: string }>>(
      suite.client,
      '/api/forum/moderation/log',
      boss,
      { limit: 10 },
    );
    expect(log).toEqual({
      totalCount: restLog.total,
      nodes: restLog.list.map((r) => ({
        id: String(r.id),
        action: r.action.toUpperCase(),
        postId: r.post_id === null ? null : String(r.post_id),
        commentId: r.comment_id === null ? null : String(r.comment_id),
        banDays: r.ban_days,
        reason: r.reason,
        reportCount: r.complaints,
        createdAt: iso(r.created_at),
        adminName: r.admin_name,
        targetUserName: r.target_user_name,
      })),
    });
    expect(log.nodes[0]).toMatchObject({ action: 'REMOVE', postId: String(post.id), reportCount: 1, reason: 'spam' });

    // The bans in force as REST lists them; lifting the demo's ban takes it out.
    const BANS = `query { forumBans(pageSize: 50) { totalCount nodes { id user { id name } reason endsAt createdAt adminName } } }`;
    const bans = dataOf(await next<{ forumBans: { totalCount: number; nodes: ({ id: string } & Comparable)[] } }>(suite.server.url, BANS, {}, { token: boss })).forumBans;
    const restBans = await restData<RestPage<{ id: number; user_id: number; user_name: string; reason: string; ends_at: number | null; created_at: number; admin_name: string }>>(
      suite.client,
      '/api/forum/moderation/bans',
      boss,
      { limit: 50 },
    );
    expect(restBans.total).toBeGreaterThan(0);
    expect(bans).toEqual({
      totalCount: restBans.total,
      nodes: restBans.list.map((b) => ({ id: String(b.id), user: { id: String(b.user_id), name: b.user_name }, reason: b.reason, endsAt: iso(b.ends_at), createdAt: iso(b.created_at), adminName: b.admin_name })),
    });
    const LIFT = `mutation($input: LiftForumBanInput!) { liftForumBan(input: $input) { liftedBanId } }`;
    const banId = bans.nodes[0]!.id;
    expect(dataOf(await next(suite.server.url, LIFT, { input: { banId, reason: 'lifted' } }, { token: boss }))).toEqual({ liftForumBan: { liftedBanId: banId } });
    expect((await restData<RestPage<{ id: number }>>(suite.client, '/api/forum/moderation/bans', boss, { limit: 50 })).list.map((b) => String(b.id))).not.toContain(banId);
    expectRefused(await next(suite.server.url, LIFT, { input: { banId, reason: 'again' } }, { token: boss }), ['liftForumBan'], 'BAD_USER_INPUT');
  });

  /**
   * One of the SPA's documents, as the browser sends it (its persisted hash and text, which asks
   * Apollo's __typename); the answer's data without the __typename, to compare with REST's values.
   */
  const spa = async <T = Record<string, unknown>>(name: string, variables: Record<string, unknown>, token: string, lang?: string) => {
    const { hash, text } = spaOperation(name);
    const answer = await graphql<T>(suite.server.url, { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, { token, lang });
    return { ...answer, data: withoutTypename(answer.data) };
  };
  type PostPage = { totalCount: number; nodes: (Comparable & { id: string })[] };

  it("answers the SPA's own documents for the home, a post with a picture, a like, a comment and a reply, the member area and a banned plate as REST does", async () => {
    const writer = await login(suite.server.url, employee(2), DEMO.employeePassword);
    const reader = await colleague();
    const home = dataOf(await spa<{ forumPlates: Comparable[]; forumSummary: Comparable; forumPosts: PostPage }>('ForumHome', { page: 1, pageSize: 10 }, writer));
    const plates = await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', writer);
    expect(home.forumPlates.map((p) => p.id)).toEqual(plates.list.map((p) => String(p.id)));
    const feed = await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', writer, { page: 1, limit: 10 });
    expect(home.forumPosts).toEqual({ totalCount: feed.total, nodes: feed.list.map(expectedPost) });
    expect(home.forumPosts.nodes.length).toBeGreaterThan(0);
    const choices = dataOf(await spa<{ forumPlates: Comparable[] }>('ForumPlateChoices', {}, writer)).forumPlates;
    expect(choices).toEqual(plates.list.map((p) => ({ id: String(p.id), name: p.name, status: p.plate_status === 1 ? 'OPEN' : 'BANNED' })));
    expect(dataOf(await spa('ViewerForumBan', {}, writer))).toMatchObject({ viewer: { forumBan: null } });

    // A post with an uploaded picture, as the editor sends it.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gradientPng(16, 16, '#000000', '#ffffff'))]), 'a.png');
    const uploaded = (await (await fetch(new URL('/api/app/public/img/', suite.server.url), { method: 'POST', headers: { Authorization: `Bearer ${writer}` }, body: form })).json()) as { data: { id: number } };
    const plate = plates.list.find((p) => p.plate_status === 1)!;
    const created = dataOf(
      await spa<{ createForumPost: { post: Comparable & { id: string } } }>('CreateForumPost', { input: { plateId: String(plate.id), content: '<p>from the SPA</p>', imageIds: [String(uploaded.data.id)] } }, writer),
    ).createForumPost.post;
    const postId = created.id;
    const [mine] = (await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/post', writer, { limit: 1 })).list;
    expect(created).toEqual(expectedPost(mine!));
    expect((created.images as unknown[]).length).toBe(1);
    const platePage = dataOf(await spa<{ forumPlate: Comparable & { posts: PostPage } }>('ForumPlatePosts', { id: String(plate.id), page: 1, pageSize: 5 }, writer)).forumPlate;
    const restPlatePosts = await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', writer, { plate_id: plate.id, page: 1, limit: 5 });
    expect(platePage).toEqual({ id: String(plate.id), name: plate.name, description: plate.description, status: 'OPEN', posts: { totalCount: restPlatePosts.total, nodes: restPlatePosts.list.map(expectedPost) } });

    // The colleague likes, unlikes and likes again, comments, and the writer replies.
    expect(dataOf(await spa('LikeForumPost', { postId }, reader))).toEqual({ likeForumPost: { post: { id: postId, isLiked: true, likeCount: 1 } } });
    expect(dataOf(await spa('UnlikeForumPost', { postId }, reader))).toEqual({ unlikeForumPost: { post: { id: postId, isLiked: false, likeCount: 0 } } });
    expect(dataOf(await spa('LikeForumPost', { postId }, reader))).toEqual({ likeForumPost: { post: { id: postId, isLiked: true, likeCount: 1 } } });
    const comment = dataOf(await spa<{ commentOnForumPost: { comment: Comparable & { id: string } } }>('CommentOnForumPost', { postId, content: 'nice' }, reader)).commentOnForumPost.comment;
    const reply = dataOf(await spa<{ replyToForumComment: { reply: Comparable & { id: string }; comment: Comparable } }>('ReplyToForumComment', { commentId: comment.id, content: 'thanks' }, writer)).replyToForumComment;
    const thread = await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${postId}`, writer);
    const expectedThread = thread.list.map((c) => ({ ...expectedComment(c), replies: c.replies.map(expectedComment) }));
    expect(reply.comment).toEqual(expectedThread[0]);
    expect(reply.reply).toEqual(expectedComment(thread.list[0]!.replies[0]!));
    expect(dataOf(await spa('ForumPostComments', { postId, page: 1, pageSize: 20 }, writer))).toEqual({ forumPostComments: { totalCount: thread.total, nodes: expectedThread } });

    // The post's page as the reader opens it (one view counted), as REST answers it then.
    const detail = dataOf(await spa<{ forumPost: Comparable }>('ForumPostDetail', { id: postId, plateId: String(plate.id) }, reader)).forumPost;
    const restDetail = await restData<RestPost>(suite.client, `/api/forum/detail/${postId}`, reader);
    expect(detail).toEqual({ ...expectedPost(restDetail), viewCount: restDetail.browse_num - 1 });
    expect(detail).toMatchObject({ likeCount: 1, commentCount: 2, isLiked: true, isOwn: false, isCommented: true });
    expectRefused(await spa('ForumPostDetail', { id: postId, plateId: String(plates.list.find((p) => p.id !== plate.id && p.plate_status === 1)!.id) }, reader), ['forumPost'], 'NOT_FOUND');

    // The member area: the writer's posts, the colleague's likes and comments.
    const myPosts = dataOf(await spa<{ viewer: { forumPosts: PostPage } }>('MyForumPosts', { page: 1, pageSize: 5 }, writer)).viewer.forumPosts;
    const restMine = await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/post', writer, { page: 1, limit: 5 });
    expect(myPosts).toEqual({ totalCount: restMine.total, nodes: restMine.list.map(expectedPost) });
    const myLikes = dataOf(await spa<{ viewer: { forumLikedPosts: PostPage } }>('MyForumLikedPosts', { page: 1, pageSize: 5 }, reader)).viewer.forumLikedPosts;
    const restLikes = await restData<RestPage<RestPost>>(suite.client, '/api/forum/mine/like', reader, { page: 1, limit: 5 });
    expect(myLikes).toEqual({ totalCount: restLikes.total, nodes: restLikes.list.map(expectedPost) });
    expect(myLikes.nodes[0]!.id).toBe(postId);
    const myComments = dataOf(await spa<{ viewer: { forumComments: { totalCount: number; nodes: Comparable[] } } }>('MyForumComments', { page: 1, pageSize: 5 }, reader)).viewer.forumComments;
    const restComments = await restData<RestPage<{ id: number; post_id: number; parent_id: number | null; content: string; created_at: number; post_excerpt: string; plate_id: number; plate_name: string; plate_status: number }>>(
      suite.client,
      '/api/forum/mine/comment',
      reader,
      { page: 1, limit: 5 },
    );
    expect(myComments).toEqual({
      totalCount: restComments.total,
      nodes: restComments.list.map((c) => ({
        id: String(c.id),
        content: c.content,
        createdAt: iso(c.created_at),
        isReply: c.parent_id !== null,
        postExcerpt: c.post_excerpt,
        post: { id: String(c.post_id) },
        plate: { id: String(c.plate_id), name: c.plate_name, status: c.plate_status === 1 ? 'OPEN' : 'BANNED' },
      })),
    });

    // Someone else's comment cannot be deleted; one's own reply, comment and post can.
    expectRefused(await spa('DeleteForumComment', { commentId: comment.id }, writer), ['deleteForumComment'], 'FORBIDDEN');
    expectRefused(await spa('DeleteForumPost', { postId }, reader), ['deleteForumPost'], 'FORBIDDEN');
    expect(dataOf(await spa('DeleteForumComment', { commentId: reply.reply.id }, writer))).toEqual({ deleteForumComment: { deletedCommentId: reply.reply.id } });
    expect(dataOf(await spa('DeleteForumComment', { commentId: comment.id }, reader))).toEqual({ deleteForumComment: { deletedCommentId: comment.id } });
    expect((await restData<RestPage<RestComment>>(suite.client, `/api/forum/comment/${postId}`, writer)).total).toBe(0);
    expect(dataOf(await spa('DeleteForumPost', { postId }, writer))).toEqual({ deleteForumPost: { deletedPostId: postId } });
    expect((await suite.client.get(`/api/forum/detail/${postId}`, { token: writer })).status).toBe(404);

    // A banned plate: refused with REST's message, nothing of the REST call.
    const banned = plates.list.find((p) => p.plate_status === 2)!;
    const refused = await spa('ForumPlatePosts', { id: String(banned.id), page: 1, pageSize: 10 }, writer, 'en-US');
    expectRefused(refused, ['forumPlate'], 'FORBIDDEN');
    expect(refused.errors![0]!.message).toBe('The plate is banned');
  });

  it("lets an administrator ban from the queue with the SPA's documents, after which the writer is refused with the reason until the ban is lifted", async () => {
    const writer = await login(suite.server.url, employee(2), DEMO.employeePassword);
    const reader = await colleague();
    const boss = await admin();
    const plate = (await restData<{ list: RestPlate[] }>(suite.client, '/api/forum/plate', writer)).list.find((p) => p.plate_status === 1)!;
    const postId = dataOf(await spa<{ createForumPost: { post: { id: string } } }>('CreateForumPost', { input: { plateId: String(plate.id), content: '<p>buy now</p>' } }, writer)).createForumPost.post.id;
    expectRefused(await spa('ReportForumContent', { input: { postId, reason: 'own' } }, writer), ['reportForumContent'], 'FORBIDDEN');
    expect(dataOf(await spa('ReportForumContent', { input: { postId, reason: '广告' } }, reader))).toEqual({ reportForumContent: { reported: true } });
    expectRefused(await spa('ForumReportQueue', { page: 1, pageSize: 10 }, writer), ['forumReportQueue'], 'FORBIDDEN');

    const queue = dataOf(await spa<{ forumReportQueue: { totalCount: number; nodes: { id: string; post: { id: string }; reports: Comparable[] }[] } }>('ForumReportQueue', { page: 1, pageSize: 50 }, boss)).forumReportQueue;
    const restQueue = await restData<RestPage<{ post_id: number }>>(suite.client, '/api/forum/moderation', boss, { limit: 50 });
    expect(queue.totalCount).toBe(restQueue.total);
    expect(queue.nodes.map((g) => g.post.id)).toEqual(restQueue.list.map((g) => String(g.post_id)));
    const group = queue.nodes.find((g) => g.id === postId)!;
    expect(group.reports).toMatchObject([{ reason: '广告' }]);
    expect(dataOf(await spa('ModerateForumReports', { input: { postId, decision: 'BAN', banDays: 7, reason: '广告' } }, boss))).toEqual({ moderateForumReports: { handledGroupId: postId, decision: 'BAN' } });
    expectRefused(await spa('ModerateForumReports', { input: { postId, decision: 'DISMISS', reason: 'again' } }, boss), ['moderateForumReports'], 'BAD_USER_INPUT');

    // The writer: the editor's check says why and until when, as REST does; a write is refused with it.
    const ban = dataOf(await spa<{ viewer: { forumBan: { reason: string; endsAt: string | null } | null } }>('ViewerForumBan', {}, writer)).viewer.forumBan;
    const restBan = await restData<{ is_banned: number; reason: string; ends_at: number | null }>(suite.client, '/api/forum/banned', writer);
    expect(ban).toEqual({ reason: restBan.reason, endsAt: iso(restBan.ends_at) });
    expect(ban?.reason).toBe('广告');
    const refused = await spa('CommentOnForumPost', { postId: String((await restData<RestPage<RestPost>>(suite.client, '/api/forum/post', reader, { limit: 1 })).list[0]!.id), content: 'x' }, writer);
    expectRefused(refused, ['commentOnForumPost'], 'FORBIDDEN');
    expect(refused.errors![0]!.message).toMatch(/^你已被禁言至 .+，原因：广告$/);

    // The audit and the bans in force say so; lifting the ban lets the writer write again.
    const log = dataOf(await spa<{ forumModerationLog: { totalCount: number; nodes: Comparable[] } }>('ForumModerationLog', { page: 1, pageSize: 5 }, boss)).forumModerationLog;
    expect(log.nodes[0]).toMatchObject({ action: 'BAN', postId, banDays: 7, reason: '广告', reportCount: 1 });
    expect(log.totalCount).toBe((await restData<RestPage<unknown>>(suite.client, '/api/forum/moderation/log', boss, { limit: 5 })).total);
    const bans = dataOf(await spa<{ forumBans: { totalCount: number; nodes: { id: string; reason: string; user: { name: string } }[] } }>('ForumBans', { page: 1, pageSize: 50 }, boss)).forumBans;
    const restBans = await restData<RestPage<{ id: number }>>(suite.client, '/api/forum/moderation/bans', boss, { limit: 50 });
    expect(bans.nodes.map((b) => b.id)).toEqual(restBans.list.map((b) => String(b.id)));
    const banned = bans.nodes.find((b) => b.reason === '广告')!;
    expectRefused(await spa('LiftForumBan', { banId: banned.id, reason: '误封' }, writer), ['liftForumBan'], 'FORBIDDEN');
    expect(dataOf(await spa('LiftForumBan', { banId: banned.id, reason: '误封' }, boss))).toEqual({ liftForumBan: { liftedBanId: banned.id } });
    expectRefused(await spa('LiftForumBan', { banId: banned.id, reason: 'again' }, boss), ['liftForumBan'], 'BAD_USER_INPUT');
    expect(dataOf(await spa('ViewerForumBan', {}, writer))).toMatchObject({ viewer: { forumBan: null } });
  });
});
