/**
 * The forum through the GraphQL gateway with the SPA's own operations (src/graphql/forum.graphql):
 * the forum home, writing a post with an uploaded picture, liking, commenting, a refusal with
 * its upstream envelope (the banned plate, the banned user), and the admins' queue and ban.
 */
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../server/seed/png.js';
import { spaOperation } from '../support/spa-operations.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer, upstreamEnvelope } from '../support/test-server.js';

type Data = Record<string, { code?: number; msg?: string; data?: Record<string, unknown> | null } | null>;
const run = (url: string, name: string, variables: Record<string, unknown>, token: string, lang?: string) => graphql<Data>(url, spaOperation(name).text, variables, { token, lang });

describe.each(databaseKinds())('forum through the gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  it('reads the forum home, writes a post with a picture, likes and comments, and refuses a banned plate', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const home = await run(suite.server.url, 'ForumHome', { page: 1, limit: 10 }, token);
    expect(home.errors, JSON.stringify(home.errors)).toBeUndefined();
    const plates = home.data!.forumPlates!.data!.list as { id: number; plate_status: number }[];
    expect(plates).toHaveLength(5);
    // A full first page of the latest posts (those of a banned plate are never listed: tests/api/consistency.test.ts).
    const latest = home.data!.forumPosts!.data! as { list: unknown[]; total: number };
    expect(latest.list.length).toBe(Math.min(10, latest.total));
    expect(latest.list.length).toBeGreaterThan(0);

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gradientPng(16, 16, '#000000', '#ffffff'))]), 'a.png');
    const uploaded = (await (await fetch(new URL('/api/app/public/img/', suite.server.url), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json()) as { data: { id: number } };
    const created = await run(suite.server.url, 'ForumCreatePost', { input: { plate_id: plates[0]!.id, content: '<p>via gateway</p>', image_ids: [uploaded.data.id] } }, token);
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const postId = created.data!.forumCreatePost!.data!.id as number;

    const colleague = await suite.client.login(employee(1), DEMO.employeePassword);
    const liked = await run(suite.server.url, 'ForumLikePost', { id: postId }, colleague);
    expect(liked.data!.forumLikePost).toMatchObject({ code: 200, data: { post_id: postId, like_num: 1, is_liked: 1 } });
    const commented = await run(suite.server.url, 'ForumComment', { input: { post_id: postId, content: 'nice' } }, colleague);
    expect(commented.data!.forumComment!.code).toBe(200);
    const detail = await run(suite.server.url, 'ForumPostDetail', { id: postId, plateId: plates[0]!.id }, colleague);
    expect(detail.data!.forumPostDetail!.data).toMatchObject({ like_num: 1, comment_num: 1, is_liked: 1, is_owner: 2 });
    expect((detail.data!.forumPostDetail!.data!.resources as unknown[]).length).toBe(1);

    const banned = plates.find((p) => p.plate_status === 2)!;
    const refused = await run(suite.server.url, 'ForumPlatePage', { id: banned.id, page: 1, limit: 10 }, token, 'en-US');
    expect(upstreamEnvelope(refused.errors?.[0])).toEqual({ status: 403, code: 'FORBIDDEN', body: { code: 403, msg: 'The plate is banned', data: null } });
  });

  it('lets an admin ban from the queue, after which the writer is refused with the reason', async () => {
    const admin = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
    const queue = await run(suite.server.url, 'ForumReportQueue', { page: 1, limit: 10 }, admin);
    const group = (queue.data!.forumReportQueue!.data!.list as { post_id: number; author_name: string }[])[0]!;
    const banned = await run(suite.server.url, 'ForumModerate', { input: { post_id: group.post_id, action: 'ban', ban_days: 7, reason: '广告' } }, admin);
    expect(banned.data!.forumModerate!.code).toBe(200);
    const author = await suite.server.db.selectFrom('forum_posts as p').innerJoin('users as u', 'u.id', 'p.user_id').select('u.account').where('p.id', '=', group.post_id).executeTakeFirstOrThrow();
    const token = await suite.client.login(author.account, DEMO.employeePassword);
    const status = await run(suite.server.url, 'ForumBanStatus', {}, token);
    expect(status.data!.forumBanStatus!.data).toMatchObject({ is_banned: 1, reason: '广告' });
    const refused = await run(suite.server.url, 'ForumComment', { input: { post_id: group.post_id, content: 'x' } }, token);
    expect(upstreamEnvelope(refused.errors?.[0]).body?.msg).toMatch(/^你已被禁言至 .+，原因：广告$/);

    // The admin lifts the ban by hand: the writer may write again.
    const bans = await run(suite.server.url, 'ForumBans', { page: 1, limit: 50 }, admin);
    const ban = (bans.data!.forumBans!.data!.list as { id: number; reason: string }[]).find((b) => b.reason === '广告')!;
    const lifted = await run(suite.server.url, 'ForumLiftBan', { id: ban.id, input: { reason: '误封' } }, admin);
    expect(lifted.data!.forumLiftBan!.code).toBe(200);
    const after = await run(suite.server.url, 'ForumBanStatus', {}, token);
    expect(after.data!.forumBanStatus!.data).toMatchObject({ is_banned: 0 });
  });
});
