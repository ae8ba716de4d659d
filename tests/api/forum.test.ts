/**
 * The forum over real HTTP on a fresh database per kind: plates and summary, posts (pinned
 * first), the banned plate, writing with sanitised rich text and uploaded images, likes (one
 * per user, exact under 100 concurrent likes), ownership, reports, bans and the admins' queue.
 */
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../server/seed/png.js';
import { expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

interface Plate { id: number; name: string; plate_status: number; post_num: number; today_num: number }
interface Post {
  id: number; content: string; user_name: string; is_top: number; is_owner: number; is_liked: number; is_commented: number;
  like_num: number; comment_num: number; browse_num: number; plate_id: number; plate_name: string; plate_status: number; resources: { id: number; resource_url: string }[];
}
interface Page<T> { list: T[]; total: number; current_page: number }
interface Comment { id: number; user_name: string; content: string; is_owner: number; replies: { id: number; content: string; reply_to_name: string | null }[] }
interface QueueItem { post_id: number; comment_id: number | null; author_name: string; complaint_num: number; complaints: { reason: string; user_name: string }[] }

const PLATE_BANNED = { zh: '该版块已被封禁', en: 'The plate is banned' };

describe.each(databaseKinds())('forum API on %s', (kind) => {
  const suite = suiteServer(kind);
  const tokens = new Map<string, string>();
  /** A session without the password hash's cost (100 users sign in for the concurrency test). */
  async function tokenOf(account: string) {
    if (!tokens.has(account)) {
      const user = await userByAccount(suite.server.db, account);
      tokens.set(account, await suite.server.app.services.session.auth.issueToken(user.id, 'user', 'PC'));
    }
    return tokens.get(account)!;
  }
  async function upload(token: string, bytes: Uint8Array, name: string, lang?: string): Promise<ApiAnswer<{ id: number; path: string; url: string }>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, DeviceType: 'PC' };
    if (lang) headers['Accept-Language'] = lang;
    const response = await fetch(new URL('/api/app/public/img/', suite.server.url), { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<{ id: number; path: string; url: string }>, headers: response.headers };
  }
  const del = (path: string, token: string, lang?: string) => suite.client.request('DELETE', path, undefined, { token, lang });
  async function plates(token: string) {
    return expectOk(await suite.client.get<{ list: Plate[] }>('/api/forum/plate', { token })).list;
  }

  it('lists the plates with their counts (one banned) and the summary; a plate page shows pinned posts first', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const list = await plates(token);
    expect(list.map((p) => p.name)).toEqual(['学习交流', '技术分享', '生活随笔', '建议反馈', '旧版公告']);
    expect(list.map((p) => p.plate_status)).toEqual([1, 1, 1, 1, 2]);
    expect(list[0]!.post_num).toBe(3);
    const en = expectOk(await suite.client.get<{ list: Plate[] }>('/api/forum/plate', { token, lang: 'en-US' }), 'Success').list;
    expect(en[0]!.name).toBe('Learning exchange');
    const summary = expectOk(await suite.client.get<{ post_num: number; today_num: number; plate_num: number }>('/api/forum/summary', { token }));
    expect(summary.plate_num).toBe(4);
    expect(summary.post_num).toBe(list.reduce((a, p) => a + p.post_num, 0));
    // Today is the company's day (Asia/Shanghai): the seeded posts of the last hours may fall
    // before its midnight, so the figure is checked against the rows, at any time of day.
    const midnight = DateTime.now().setZone('Asia/Shanghai').startOf('day').toJSDate();
    const written = await suite.server.db
      .selectFrom('forum_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .where('created_at', '>=', midnight)
      .executeTakeFirstOrThrow();
    expect(summary.today_num).toBe(Number(written.n));
    expect(summary.today_num).toBe(list.reduce((a, p) => a + p.today_num, 0));

    const tech = expectOk(await suite.client.get<Page<Post>>('/api/forum/post', { token, query: { plate_id: list[1]!.id } }));
    expect(tech.list[0]!.is_top).toBe(1);
    expect(tech.list.slice(1).every((p) => p.is_top === 0)).toBe(true);
    const learning = expectOk(await suite.client.get<Page<Post>>('/api/forum/post', { token, query: { plate_id: list[0]!.id } }));
    const mine = learning.list.find((p) => p.user_name === DEMO.learner.name)!;
    expect(mine.is_owner).toBe(1);
    expect(mine.resources).toHaveLength(3);
    expect(learning.list.find((p) => p.user_name !== DEMO.learner.name)!.is_owner).toBe(2);
    const image = await fetch(new URL(mine.resources[0]!.resource_url, suite.server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses reading and writing in a banned plate, and lists none of its posts anywhere', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const banned = (await plates(token)).find((p) => p.plate_status === 2)!;
    expectRefusal(await suite.client.get('/api/forum/post', { token, query: { plate_id: banned.id } }), 403, 403, PLATE_BANNED.zh);
    expectRefusal(await suite.client.get(`/api/forum/plate/${banned.id}`, { token, lang: 'en-US' }), 403, 403, PLATE_BANNED.en);
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: banned.id, content: '<p>hi</p>' }, { token }), 403, 403, PLATE_BANNED.zh);
    // The banned plate has shown posts, yet no list offers them: opening one is refused.
    const held = await suite.server.db.selectFrom('forum_posts').select(['id']).where('plate_id', '=', banned.id).where('status', '=', 1).execute();
    expect(held.length).toBeGreaterThan(0);
    const all = expectOk(await suite.client.get<Page<Post>>('/api/forum/post', { token, query: { limit: 100 } }));
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.filter((p) => p.plate_status === 2 || p.plate_id === banned.id)).toEqual([]);
    const shownOpen = await sql<{ n: number }>`select count(*)::int as n from forum_posts fp join forum_plates p on p.id = fp.plate_id where fp.status = 1 and p.status = 1`.execute(suite.server.db);
    expect(all.total).toBe(shownOpen.rows[0]!.n);
    const old = held[0]!;
    expectRefusal(await suite.client.get(`/api/forum/detail/${old.id}`, { token }), 403, 403, PLATE_BANNED.zh);
    expectRefusal(await suite.client.post(`/api/forum/like/${old.id}`, undefined, { token }), 403, 403, PLATE_BANNED.zh);
    expectRefusal(await suite.client.post('/api/forum/comment', { post_id: old.id, content: 'x' }, { token }), 403, 403, PLATE_BANNED.zh);
  });

  it('uploads images sniffed by content and refuses anything else in both languages', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const png = expectOk(await upload(token, gradientPng(20, 10, '#000000', '#ffffff'), 'renamed.txt'), '上传成功');
    expect(png.url).toMatch(/^\/files\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.png$/);
    const served = await fetch(new URL(png.url, suite.server.url));
    expect(Buffer.from(await served.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expectRefusal(await upload(token, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'fake.png'), 422, 422, '只能上传 JPG、PNG、WebP 或 GIF 图片');
    expectRefusal(await upload(token, new TextEncoder().encode('hello'), 'a.gif', 'en-US'), 422, 422, 'Only JPG, PNG, WebP or GIF images can be uploaded');
    expectRefusal(await upload(token, new Uint8Array(5 * 1024 * 1024 + 10), 'big.png', 'en-US'), 422, 422, 'An image must not be larger than 5 MB');
    const noToken = await fetch(new URL('/api/app/public/img/', suite.server.url), { method: 'POST', body: new FormData() });
    expect(noToken.status).toBe(401);
  });

  it('writes a post with 3 images, sanitises the rich text, and enforces plate, images and ownership of uploads', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const plate = (await plates(token))[0]!;
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(expectOk(await upload(token, gradientPng(8, 8, '#112233', '#445566', i), `p${i}.png`), '上传成功').id);
    const html = '<p onclick="x()">Hello <strong>team</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><a href="https://example.com">ok</a></p>';
    const post = expectOk(await suite.client.post<Post>('/api/forum/create', { plate_id: plate.id, content: html, image_ids: ids.slice(0, 3) }, { token }), '发布成功');
    expect(post.content).toBe('<p>Hello <strong>team</strong><a target="_blank" rel="noopener noreferrer nofollow">bad</a><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>');
    expect(post.resources.map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect(post.is_owner).toBe(1);
    expectRefusal(await suite.client.post('/api/forum/create', { content: '<p>x</p>' }, { token }), 422, 422, '请选择版块');
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: 0, content: '<p>x</p>' }, { token, lang: 'en-US' }), 422, 422, 'Please choose a plate');
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: plate.id, content: '<p>x</p>', image_ids: ids }, { token }), 422, 422, '最多上传 9 张图片');
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: plate.id, content: '<script>x</script>' }, { token }), 422, 422, '请输入内容或添加图片');
    const other = await tokenOf(employee(1));
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: plate.id, content: '<p>x</p>', image_ids: [ids[0]] }, { token: other }), 422, 422, '图片不存在或不属于你');
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: 999999, content: '<p>x</p>' }, { token }), 404, 4004, '版块不存在');
  });

  it('counts one like per user, idempotently, and withdraws it', async () => {
    const token = await tokenOf(employee(30));
    const post = expectOk(await suite.client.get<Page<Post>>('/api/forum/post', { token })).list[0]!;
    const first = expectOk(await suite.client.post<{ like_num: number; is_liked: number }>(`/api/forum/like/${post.id}`, undefined, { token }), '点赞成功');
    expect(first).toEqual({ post_id: post.id, like_num: post.like_num + 1, is_liked: 1 });
    expect(expectOk(await suite.client.post<{ like_num: number }>(`/api/forum/like/${post.id}`, undefined, { token }), '点赞成功').like_num).toBe(post.like_num + 1);
    expect(expectOk(await suite.client.get<Post>(`/api/forum/detail/${post.id}`, { token })).is_liked).toBe(1);
    expect(expectOk(await del(`/api/forum/like/${post.id}`, token), '已取消点赞')).toEqual({ post_id: post.id, like_num: post.like_num, is_liked: 0 });
    expect(expectOk(await del(`/api/forum/like/${post.id}`, token), '已取消点赞')).toEqual({ post_id: post.id, like_num: post.like_num, is_liked: 0 });
    expectRefusal(await suite.client.post('/api/forum/like/999999', undefined, { token }), 404, 4004, '帖子不存在或已删除');
  });

  it('keeps the like count exact under 100 likes at once from 100 users and from one user', async () => {
    const writer = await tokenOf(DEMO.learner.account);
    const plate = (await plates(writer))[1]!;
    const post = expectOk(await suite.client.post<Post>('/api/forum/create', { plate_id: plate.id, content: '<p>like me</p>' }, { token: writer }), '发布成功');
    const likers = await Promise.all(Array.from({ length: 100 }, (_, i) => tokenOf(employee(60 + i))));
    const answers = await Promise.all(likers.map((token) => suite.client.post<{ like_num: number }>(`/api/forum/like/${post.id}`, undefined, { token })));
    for (const answer of answers) expectOk(answer, '点赞成功');
    const after = expectOk(await suite.client.get<Post>(`/api/forum/detail/${post.id}`, { token: writer }));
    expect(after.like_num).toBe(100);
    const one = likers[0]!;
    const again = await Promise.all(Array.from({ length: 100 }, () => suite.client.post<{ like_num: number }>(`/api/forum/like/${post.id}`, undefined, { token: one })));
    for (const answer of again) expect(expectOk(answer, '点赞成功').like_num).toBe(100);
    const rows = await suite.server.db.selectFrom('forum_likes').select((eb) => eb.fn.countAll<number>().as('n')).where('post_id', '=', post.id).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(100);
    expect(expectOk(await suite.client.get<Post>(`/api/forum/detail/${post.id}`, { token: writer })).like_num).toBe(100);
  });

  it('comments and replies; only the owner deletes a post or comment, others report with a reason', async () => {
    const learner = await tokenOf(DEMO.learner.account);
    const emp = await tokenOf(employee(1));
    const plate = (await plates(learner))[0]!;
    const post = expectOk(await suite.client.post<Post>('/api/forum/create', { plate_id: plate.id, content: '<p>mine</p>' }, { token: learner }), '发布成功');
    const comment = expectOk(await suite.client.post<{ id: number }>('/api/forum/comment', { post_id: post.id, content: '不错' }, { token: emp }), '评论成功');
    const reply = expectOk(await suite.client.post<{ id: number; parent_id: number }>('/api/forum/respond', { comment_id: comment.id, content: '谢谢' }, { token: learner }), '评论成功');
    expect(reply.parent_id).toBe(comment.id);
    expectRefusal(await suite.client.post('/api/forum/comment', { post_id: post.id, content: '  ' }, { token: emp }), 422, 422, '请输入评论内容');
    const comments = expectOk(await suite.client.get<Page<Comment>>(`/api/forum/comment/${post.id}`, { token: learner }));
    expect(comments.list).toHaveLength(1);
    expect(comments.list[0]!.is_owner).toBe(2);
    expect(comments.list[0]!.replies[0]).toMatchObject({ content: '谢谢', reply_to_name: expect.any(String) });
    const detail = expectOk(await suite.client.get<Post>(`/api/forum/detail/${post.id}`, { token: emp }));
    expect(detail).toMatchObject({ comment_num: 2, is_commented: 1, is_owner: 2, browse_num: 1 });

    // learner01 cannot delete emp0001's comment; emp0001 cannot delete learner01's post.
    expectRefusal(await del(`/api/forum/comment/${comment.id}`, learner), 403, 403, '只能删除自己发布的内容');
    expectRefusal(await del(`/api/forum/delete/${post.id}`, emp, 'en-US'), 403, 403, 'You can only delete what you wrote yourself');

    // Reports: reason required, at most 100 characters, never one's own, once while waiting.
    expectRefusal(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: ' ' }, { token: emp }), 422, 422, '请填写举报原因');
    expectRefusal(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: '字'.repeat(101) }, { token: emp }), 422, 422, '举报原因最多 100 个字');
    expectRefusal(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: '自己' }, { token: learner }), 403, 403, '不能举报自己发布的内容');
    expectOk(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: '字'.repeat(100) }, { token: emp }), '举报成功，管理员会尽快处理');
    expectRefusal(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: '再次' }, { token: emp }), 400, 400, '你已举报过，请等待管理员处理');
    expectOk(await suite.client.post('/api/forum/complaint', { post_id: post.id, comment_id: comment.id, reason: '评论不当' }, { token: learner }), '举报成功，管理员会尽快处理');

    // The owner deletes: the comment takes its reply with it; the post leaves the lists.
    expectOk(await del(`/api/forum/comment/${comment.id}`, emp), '删除成功');
    expect(expectOk(await suite.client.get<Post>(`/api/forum/detail/${post.id}`, { token: emp })).comment_num).toBe(0);
    expectOk(await del(`/api/forum/delete/${post.id}`, learner), '删除成功');
    expectRefusal(await suite.client.get(`/api/forum/detail/${post.id}`, { token: learner }), 404, 4004, '帖子不存在或已删除');
  });

  it('refuses a banned employee every write with the reason, and answers the banned check', async () => {
    const banned = await tokenOf('emp0003');
    const status = expectOk(await suite.client.get<{ is_banned: number; reason: string; ends_at: number }>('/api/forum/banned', { token: banned }));
    expect(status).toMatchObject({ is_banned: 1, reason: '发表不友善言论' });
    expect(status.ends_at).toBeGreaterThan(Date.now() / 1000);
    const post = expectOk(await suite.client.get<Page<Post>>('/api/forum/post', { token: banned })).list[0]!;
    const plate = (await plates(banned))[0]!;
    const refusal = /^你已被禁言至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}，原因：发表不友善言论$/;
    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: plate.id, content: '<p>x</p>' }, { token: banned }), 403, 403, refusal);
    expectRefusal(await suite.client.post(`/api/forum/like/${post.id}`, undefined, { token: banned }), 403, 403, refusal);
    expectRefusal(await suite.client.post('/api/forum/comment', { post_id: post.id, content: 'x' }, { token: banned }), 403, 403, refusal);
    expectRefusal(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: 'x' }, { token: banned, lang: 'en-US' }), 403, 403, /^You are banned from the forum until .+\. Reason: 发表不友善言论$/);
    expect(expectOk(await suite.client.get<{ is_banned: number }>('/api/forum/banned', { token: await tokenOf(DEMO.learner.account) })).is_banned).toBe(0);
  });

  it('gives admins the report queue: ban for a day refuses the next post with the reason, notifies, audits, and ends by itself', async () => {
    const admin = await tokenOf(DEMO.admin.account);
    const learner = await tokenOf(DEMO.learner.account);
    const emp = await tokenOf(employee(1));
    expectRefusal(await suite.client.get('/api/forum/moderation', { token: learner }), 403, 403, '仅管理员可处理举报');
    expectRefusal(await suite.client.post('/api/forum/moderation', { post_id: 1, action: 'dismiss', reason: 'x' }, { token: learner }), 403, 403, '仅管理员可处理举报');

    const queue = expectOk(await suite.client.get<Page<QueueItem>>('/api/forum/moderation', { token: admin, query: { limit: 100 } }));
    const seeded = queue.list.find((g) => g.author_name && g.complaints.some((c) => c.reason === '发布广告，售卖盗版软件'))!;
    expect(seeded.complaint_num).toBe(2);

    const plate = (await plates(learner))[0]!;
    const post = expectOk(await suite.client.post<Post>('/api/forum/create', { plate_id: plate.id, content: '<p>spam</p>' }, { token: learner }), '发布成功');
    expectOk(await suite.client.post('/api/forum/complaint', { post_id: post.id, reason: '广告' }, { token: emp }), '举报成功，管理员会尽快处理');
    const group = expectOk(await suite.client.get<Page<QueueItem>>('/api/forum/moderation', { token: admin })).list[0]!;
    expect(group).toMatchObject({ post_id: post.id, comment_id: null, author_name: DEMO.learner.name, complaint_num: 1 });
    expect(group.complaints[0]).toMatchObject({ reason: '广告' });

    expectRefusal(await suite.client.post('/api/forum/moderation', { post_id: post.id, action: 'ban', ban_days: 3, reason: 'x' }, { token: admin }), 422, 422, '禁言时长只能是 1 天、7 天、30 天或永久');
    expectRefusal(await suite.client.post('/api/forum/moderation', { post_id: post.id, action: 'ban', ban_days: 1, reason: ' ' }, { token: admin }), 422, 422, '请填写处理原因');
    const before = await sql<{ n: number }>`select count(*)::int as n from notifications where user_id = ${(await userByAccount(suite.server.db, DEMO.learner.account)).id}`.execute(suite.server.db);
    expectOk(await suite.client.post('/api/forum/moderation', { post_id: post.id, action: 'ban', ban_days: 1, reason: '发布广告' }, { token: admin }), '处理成功');
    expectRefusal(await suite.client.post('/api/forum/moderation', { post_id: post.id, action: 'dismiss', reason: 'x' }, { token: admin }), 400, 400, '该举报已被处理');
    // The ban closed the reports, so it also takes the reported post offline (nothing in the queue is left to remove it).
    expectRefusal(await suite.client.get(`/api/forum/detail/${post.id}`, { token: emp }), 404, 4004, '帖子不存在或已删除');
    expect(expectOk(await suite.client.get<Page<QueueItem>>('/api/forum/moderation', { token: admin, query: { limit: 100 } })).list.some((g) => g.post_id === post.id)).toBe(false);

    expectRefusal(await suite.client.post('/api/forum/create', { plate_id: plate.id, content: '<p>again</p>' }, { token: learner }), 403, 403, /^你已被禁言至 .+，原因：发布广告$/);
    const notices = expectOk(await suite.client.get<Page<{ content: string; notify_type: number; type: number }>>('/api/notify', { token: learner, query: { notify_type: '3', limit: 5 } }));
    expect(notices.list[0]).toMatchObject({ notify_type: 3, type: 1 });
    expect(notices.list[0]!.content).toMatch(/^你因论坛内容被举报已被禁言 1 天，至 .+ 结束。原因：发布广告$/);
    const after = await sql<{ n: number }>`select count(*)::int as n from notifications where user_id = ${(await userByAccount(suite.server.db, DEMO.learner.account)).id}`.execute(suite.server.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);

    const audit = expectOk(await suite.client.get<Page<{ action: string; reason: string; admin_name: string; target_user_name: string; ban_days: number; complaints: number }>>('/api/forum/moderation/log', { token: admin }));
    expect(audit.list[0]).toMatchObject({ action: 'ban', reason: '发布广告', admin_name: DEMO.admin.name, target_user_name: DEMO.learner.name, ban_days: 1, complaints: 1 });
    expect(audit.list[1]).toMatchObject({ action: 'remove', reason: '发布广告', target_user_name: DEMO.learner.name, complaints: 0 });

    // A day later the ban is over by itself.
    await suite.server.db.updateTable('forum_bans').set({ ends_at: new Date(Date.now() - 1000) }).where('reason', '=', '发布广告').execute();
    expectOk(await suite.client.post('/api/forum/create', { plate_id: plate.id, content: '<p>back</p>' }, { token: learner }), '发布成功');

    // Remove: the post leaves the lists and its author is told.
    const seededRemove = expectOk(await suite.client.post('/api/forum/moderation', { post_id: seeded.post_id, action: 'remove', reason: '广告' }, { token: admin }), '处理成功');
    expect(seededRemove).toBeNull();
    expectRefusal(await suite.client.get(`/api/forum/detail/${seeded.post_id}`, { token: learner }), 404, 4004, '帖子不存在或已删除');
  });

  it('a ban from a reported comment takes that comment offline and leaves its post', async () => {
    const admin = await tokenOf(DEMO.admin.account);
    const writer = await tokenOf('emp0011');
    const commenter = await tokenOf('emp0012');
    const reader = await tokenOf('emp0013');
    const plate = (await plates(writer))[0]!;
    const post = expectOk(await suite.client.post<Post>('/api/forum/create', { plate_id: plate.id, content: '<p>问题求助</p>' }, { token: writer }), '发布成功');
    const comment = expectOk(await suite.client.post<{ id: number }>('/api/forum/comment', { post_id: post.id, content: '加微信领资料' }, { token: commenter }), '评论成功');
    expectOk(await suite.client.post('/api/forum/complaint', { post_id: post.id, comment_id: comment.id, reason: '广告' }, { token: reader }), '举报成功，管理员会尽快处理');
    expectOk(await suite.client.post('/api/forum/moderation', { post_id: post.id, comment_id: comment.id, action: 'ban', ban_days: 7, reason: '评论区广告' }, { token: admin }), '处理成功');
    const comments = expectOk(await suite.client.get<Page<{ id: number }>>(`/api/forum/comment/${post.id}`, { token: reader }));
    expect(comments.list.some((c) => c.id === comment.id)).toBe(false);
    expectOk(await suite.client.get(`/api/forum/detail/${post.id}`, { token: reader }));
    const queue = expectOk(await suite.client.get<Page<QueueItem>>('/api/forum/moderation', { token: admin, query: { limit: 100 } }));
    expect(queue.list.some((g) => g.comment_id === comment.id)).toBe(false);
  });

  it('lets an admin lift a ban in force by hand, audited and told; once only, admins only', async () => {
    const admin = await tokenOf(DEMO.admin.account);
    const learner = await tokenOf(DEMO.learner.account);
    const banned = await tokenOf('emp0004');
    const bannedUser = await userByAccount(suite.server.db, 'emp0004');
    const adminUser = await userByAccount(suite.server.db, DEMO.admin.account);
    await suite.server.db.insertInto('forum_bans').values({ user_id: bannedUser.id, reason: '刷屏', ends_at: new Date(Date.now() + 86_400_000), created_by: adminUser.id }).execute();
    expect(expectOk(await suite.client.get<{ is_banned: number }>('/api/forum/banned', { token: banned })).is_banned).toBe(1);

    type Ban = { id: number; user_id: number; user_name: string; reason: string; ends_at: number | null; admin_name: string };
    expectRefusal(await suite.client.get('/api/forum/moderation/bans', { token: learner }), 403, 403, '仅管理员可处理举报');
    const bans = expectOk(await suite.client.get<Page<Ban>>('/api/forum/moderation/bans', { token: admin, query: { limit: 100 } }));
    const ban = bans.list.find((b) => b.user_id === bannedUser.id && b.reason === '刷屏')!;
    expect(ban).toMatchObject({ admin_name: DEMO.admin.name });
    expect(ban.ends_at).toBeGreaterThan(Date.now() / 1000);

    expectRefusal(await suite.client.post(`/api/forum/moderation/bans/${ban.id}/lift`, { reason: '误封' }, { token: learner }), 403, 403, '仅管理员可处理举报');
    expectRefusal(await suite.client.post(`/api/forum/moderation/bans/${ban.id}/lift`, { reason: '  ' }, { token: admin }), 422, 422, '请填写处理原因');
    // A reason of markup only is no reason: it is stored as plain text.
    expectRefusal(await suite.client.post(`/api/forum/moderation/bans/${ban.id}/lift`, { reason: '<svg onload=alert(1)>' }, { token: admin }), 422, 422, '请填写处理原因');
    // Two admins at once: one lifts, the other is told it is no longer in force; the reason is kept (and told) as plain text.
    const answers = await Promise.all([0, 1].map(() => suite.client.post(`/api/forum/moderation/bans/${ban.id}/lift`, { reason: '<img src=x onerror=alert(1)>误封' }, { token: admin, lang: 'en-US' })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.body.code === 400)!.body.msg).toBe('This ban has ended or was already lifted');

    expect(expectOk(await suite.client.get<{ is_banned: number }>('/api/forum/banned', { token: banned })).is_banned).toBe(0);
    expect(expectOk(await suite.client.get<Page<Ban>>('/api/forum/moderation/bans', { token: admin, query: { limit: 100 } })).list.some((b) => b.id === ban.id)).toBe(false);
    const audit = expectOk(await suite.client.get<Page<{ action: string; reason: string; post_id: number | null; target_user_name: string }>>('/api/forum/moderation/log', { token: admin }));
    expect(audit.list.filter((r) => r.action === 'lift' && r.reason === '误封')).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({ action: 'lift', post_id: null, target_user_name: bannedUser.name });
    const notices = expectOk(await suite.client.get<Page<{ content: string }>>('/api/notify', { token: banned, query: { notify_type: '3', limit: 5 } }));
    expect(notices.list[0]!.content).toBe('管理员已解除你的论坛禁言。原因：误封');
  });

  it('lists my posts, my comments and my likes', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const posts = expectOk(await suite.client.get<Page<Post>>('/api/forum/mine/post', { token }));
    expect(posts.total).toBeGreaterThan(0);
    expect(posts.list.every((p) => p.is_owner === 1)).toBe(true);
    const comments = expectOk(await suite.client.get<Page<{ content: string; post_excerpt: string }>>('/api/forum/mine/comment', { token }));
    expect(comments.list.map((c) => c.content)).toContain('学到了！');
    const likes = expectOk(await suite.client.get<Page<Post>>('/api/forum/mine/like', { token: await tokenOf(employee(61)) }));
    expect(likes.list.every((p) => p.is_liked === 1)).toBe(true);
    expect(likes.total).toBeGreaterThan(0);
  });
});
