/**
 * The home page's banners in the back office: added (with a picture uploaded by the back office),
 * rewritten, put in a new order and deleted, each change audited and seen by the portal's home
 * page on its next request although the home page's company-wide blocks are cached as in
 * production; every refusal named at its field (or, for a stale order, at `ids`) with nothing
 * changed and nothing recorded; learners and callers without a session refused. The graph's
 * mutations name a refused field as their inputs do.
 */
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../server/seed/png.js';
import { HOME_CACHE_TTL_MS } from '../../server/modules/home/home-service.js';
import { expectFieldRefusal, expectOk, expectRefusal } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, graphql, suiteServer, type ApiAnswer, type Envelope } from '../support/test-server.js';

interface Banner {
  id: number;
  title: string;
  pc_banner_img: string;
  jump_type: number;
  jump_content: string;
  target_title: string | null;
  shown: boolean;
}
interface HomeBanner {
  id: number;
  title: string;
  pc_banner_img: string;
  jump_type: number;
  jump_content: string;
}
interface AuditItem {
  action: string;
  entity: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(databaseKinds())('the home banners of the back office on %s', (kind) => {
  // The home page's cache as in production: a change must drop it, or the home page would show the old banners.
  const suite = suiteServer(kind, { homeCacheTtlMs: HOME_CACHE_TTL_MS, graph: true });

  async function listed(office: string) {
    return expectOk(await suite.client.get<{ list: Banner[] }>('/api/admin/banners', { token: office })).list;
  }
  async function home(token: string) {
    return expectOk(await suite.client.get<{ banner_data: HomeBanner[] }>('/api/pcHome', { token })).banner_data;
  }
  async function audited(office: string) {
    return expectOk(await suite.client.get<{ list: AuditItem[]; total: number }>('/api/admin/audit', { token: office, query: { entity: 'banner', limit: 100 } }));
  }
  async function upload(token: string, bytes: Uint8Array, name: string): Promise<ApiAnswer<{ id: number; path: string; url: string }>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(new URL('/api/admin/uploads/image', suite.server.url), { method: 'POST', headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' }, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<{ id: number; path: string; url: string }>, headers: response.headers };
  }

  it('is refused to a learner and without a session, and changes nothing', async () => {
    const { office } = await backOfficeTokens(suite);
    const before = await listed(office);
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const body = { title: '学员的轮播图', pc_banner_img: '/favicon.svg', jump_type: 1 };
    expectRefusal(await suite.client.get('/api/admin/banners'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/banners', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.post('/api/admin/banners', body, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put(`/api/admin/banners/${before[0]!.id}`, body, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.delete(`/api/admin/banners/${before[0]!.id}`, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put('/api/admin/banners/order', { ids: before.map((b) => b.id).reverse() }, { token: learner }), 403, 403, /./);
    expectRefusal(await upload(learner, gradientPng(8, 8, '#000000', '#ffffff'), 'a.png'), 403, 403, /./);
    expect(await listed(office)).toEqual(before);
    expect((await audited(office)).total).toBe(0);
  });

  it('refuses every bad field at the field, a full carousel and a stale order, changing and recording nothing', async () => {
    const { office } = await backOfficeTokens(suite);
    const before = await listed(office);
    const auditBefore = (await audited(office)).total;
    const news = await suite.server.db.selectFrom('news').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const hiddenNews = await suite.server.db.insertInto('news').values({ title: '未发布的资讯', status: 0 }).returning('id').executeTakeFirstOrThrow();
    const good = { title: '新的轮播图', pc_banner_img: before[0]!.pc_banner_img, jump_type: 1 };
    const post = (change: Record<string, unknown>, lang?: string) => suite.client.post<Banner>('/api/admin/banners', { ...good, ...change }, { token: office, lang });
    const put = (change: Record<string, unknown>) => suite.client.put(`/api/admin/banners/${before[0]!.id}`, { ...good, ...change }, { token: office });

    expectFieldRefusal(await post({ title: ' <b></b> ' }), 422, 422, '请填写标题（图片的替代文字）', 'title');
    expectFieldRefusal(await post({ title: '长'.repeat(61) }, 'en-US'), 422, 422, 'The title can be at most 60 characters', 'title');
    expectFieldRefusal(await post({ pc_banner_img: '  ' }), 422, 422, '请上传图片或填写站内图片路径', 'pc_banner_img');
    // Another origin (the portal's content security policy loads none), a script, a protocol-relative address, a page that is no picture.
    for (const picture of ['https://cdn.example.com/banner.png', 'javascript:alert(1)', '//cdn.example.com/banner.png', '/course', 'data:image/png;base64,AAAA']) {
      expectFieldRefusal(await post({ pc_banner_img: picture }), 422, 422, /站内图片路径/, 'pc_banner_img');
    }
    // A /files/ path names a stored public picture: not a missing one, not a private folder's, not one outside the store.
    for (const picture of ['/files/banners/none.svg', '/files/uploads/documents/2026-01/x.png', '/files/../package.png', '/files/.previews/x.png']) {
      expectFieldRefusal(await post({ pc_banner_img: picture }, 'en-US'), 422, 422, 'There is no public picture at this path', 'pc_banner_img');
    }
    expectFieldRefusal(await post({ jump_type: 5 }), 422, 422, '未知的跳转类型', 'jump_type');
    for (const address of ['', 'ftp://example.com/a', 'javascript:alert(1)', 'www.example.com']) {
      expectFieldRefusal(await post({ jump_type: 2, jump_content: address }), 422, 422, '请填写 http 或 https 地址', 'jump_content');
    }
    expectFieldRefusal(await post({ jump_type: 3, jump_content: '999999' }), 422, 422, '没有该编号的文库文档', 'jump_content');
    expectFieldRefusal(await post({ jump_type: 3, jump_content: 'abc' }), 422, 422, '没有该编号的文库文档', 'jump_content');
    expectFieldRefusal(await post({ jump_type: 4, jump_content: '99999999999' }), 422, 422, '没有该编号的资讯', 'jump_content');
    expectFieldRefusal(await post({ jump_type: 4, jump_content: String(hiddenNews.id) }, 'en-US'), 422, 422, 'There is no news item with this id', 'jump_content');
    // The library document's id is no news item's (the kinds are not mixed up).
    const document = await suite.server.db.selectFrom('library_items').select(['id']).where('status', '=', 1).where('id', 'not in', suite.server.db.selectFrom('news').select('id')).executeTakeFirst();
    if (document) expectFieldRefusal(await post({ jump_type: 4, jump_content: String(document.id) }), 422, 422, '没有该编号的资讯', 'jump_content');
    // The same rules for a rewrite; a banner that is not there.
    expectFieldRefusal(await put({ pc_banner_img: 'https://cdn.example.com/banner.png' }), 422, 422, /站内图片路径/, 'pc_banner_img');
    expectFieldRefusal(await put({ jump_type: 4, jump_content: String(hiddenNews.id) }), 422, 422, '没有该编号的资讯', 'jump_content');
    expectRefusal(await suite.client.put('/api/admin/banners/999999', good, { token: office }), 404, 4004, '轮播图不存在');
    expectRefusal(await suite.client.delete('/api/admin/banners/999999', { token: office }), 404, 4004, '轮播图不存在');
    expectRefusal(await post({ unknown_field: 1 }), 422, 422, /unknown_field/);

    // An order that is not every banner once: one left out, one twice, one that is not there.
    const ids = before.map((b) => b.id);
    for (const order of [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), 999999], []]) {
      expectFieldRefusal(await suite.client.put('/api/admin/banners/order', { ids: order }, { token: office }), 422, 422, '轮播图列表已变化，请刷新后重新排序', 'ids');
    }

    expect(await listed(office)).toEqual(before);
    expect((await audited(office)).total).toBe(auditBefore);

    // A full carousel: the 11th is refused, nothing added.
    const added: number[] = [];
    for (let n = before.length; n < 10; n += 1) added.push(expectOk(await post({ title: `轮播图 ${n}`, jump_type: 4, jump_content: String(news.id) }), '已保存轮播图').id);
    const full = await listed(office);
    expect(full).toHaveLength(10);
    expectRefusal(await post({}, 'en-US'), 422, 422, 'There can be at most 10 banners: delete one first');
    expect(await listed(office)).toEqual(full);
    for (const id of added) expectOk(await suite.client.delete(`/api/admin/banners/${id}`, { token: office }), '已删除轮播图');
    expect(await listed(office)).toEqual(before);
  });

  it('adds a banner with an uploaded picture, rewrites it, moves it first and deletes it: the home page shows each at once, each audited', async () => {
    const { office, portal } = await backOfficeTokens(suite);
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    // The home page is read (and cached) before every change.
    const seeded = await home(learner);
    expect(seeded.map((b) => b.id)).toEqual((await listed(office)).filter((b) => b.shown).map((b) => b.id));

    // The back office's own upload takes its token (not a portal one), and only pictures.
    expectRefusal(await upload(portal, gradientPng(8, 8, '#000000', '#ffffff'), 'a.png'), 403, 403, /./);
    expectRefusal(await upload(office, new TextEncoder().encode('not a picture'), 'a.png'), 422, 422, /./);
    const picture = expectOk(await upload(office, gradientPng(64, 20, '#2d72d2', '#ffffff'), 'banner.png'), '上传成功');
    expect(picture.path).toMatch(/^\/files\/uploads\/\d{4}-\d{2}\/[0-9a-f-]+\.png$/);
    expect((await fetch(new URL(picture.path, suite.server.url))).status).toBe(200);

    const created = expectOk(await suite.client.post<Banner>('/api/admin/banners', { title: ' <i>夏季学习月</i> ', pc_banner_img: picture.path, jump_type: 1, jump_content: 'ignored' }, { token: office }), '已保存轮播图');
    expect(created).toMatchObject({ title: '夏季学习月', pc_banner_img: picture.path, jump_type: 1, jump_content: '', target_title: null, shown: true });
    expect((await home(learner)).map((b) => b.id)).toEqual([...seeded.map((b) => b.id), created.id]);

    const rewritten = expectOk(
      await suite.client.put<Banner>(`/api/admin/banners/${created.id}`, { title: '夏季学习月', pc_banner_img: picture.path, jump_type: 2, jump_content: ' https://example.com/summer?from=banner ' }, { token: office }),
      '已保存轮播图',
    );
    expect(rewritten).toMatchObject({ jump_type: 2, jump_content: 'https://example.com/summer?from=banner' });
    expect((await home(learner)).at(-1)).toMatchObject({ id: created.id, jump_type: 2, jump_content: 'https://example.com/summer?from=banner' });
    // Saving the same again changes (and records) nothing.
    const auditCount = (await audited(office)).total;
    expectOk(await suite.client.put(`/api/admin/banners/${created.id}`, { title: '夏季学习月', pc_banner_img: picture.path, jump_type: 2, jump_content: 'https://example.com/summer?from=banner' }, { token: office }), '已保存轮播图');
    expect((await audited(office)).total).toBe(auditCount);

    // A news item it opens is named in the list.
    const news = await suite.server.db.selectFrom('news').select(['id', 'title']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect(
      expectOk(await suite.client.put<Banner>(`/api/admin/banners/${created.id}`, { title: '夏季学习月', pc_banner_img: picture.path, jump_type: 4, jump_content: String(news.id) }, { token: office }), '已保存轮播图'),
    ).toMatchObject({ jump_type: 4, jump_content: String(news.id), target_title: news.title });

    const order = [created.id, ...seeded.map((b) => b.id)];
    const reordered = expectOk(await suite.client.put<{ list: Banner[] }>('/api/admin/banners/order', { ids: order }, { token: office }), '已调整轮播图顺序').list;
    expect(reordered.map((b) => b.id)).toEqual(order);
    expect((await home(learner)).map((b) => b.id)).toEqual(order);
    // The same order again records nothing.
    expectOk(await suite.client.put('/api/admin/banners/order', { ids: order }, { token: office }), '已调整轮播图顺序');

    expectOk(await suite.client.delete(`/api/admin/banners/${created.id}`, { token: office }), '已删除轮播图');
    expect((await home(learner)).map((b) => b.id)).toEqual(seeded.map((b) => b.id));
    expect((await listed(office)).some((b) => b.id === created.id)).toBe(false);

    const entries = (await audited(office)).list.filter((entry) => entry.entity_id === created.id || entry.action === 'banner.reorder');
    expect(entries.map((entry) => entry.action)).toEqual(['banner.delete', 'banner.reorder', 'banner.update', 'banner.update', 'banner.create']);
    const [deleted, moved, toNews, toAddress, added] = entries;
    expect(added).toMatchObject({ before: null, after: { title: '夏季学习月', pc_banner_img: picture.path, jump_type: 1, jump_content: '' } });
    expect(toAddress).toMatchObject({ before: { jump_type: 1, jump_content: '' }, after: { jump_type: 2, jump_content: 'https://example.com/summer?from=banner' } });
    expect(toAddress!.before).not.toHaveProperty('title');
    expect(toNews).toMatchObject({ before: { jump_type: 2 }, after: { jump_type: 4, jump_content: String(news.id) } });
    expect(moved).toMatchObject({ entity_id: null, before: { order: [...seeded.map((b) => b.id), created.id] }, after: { order } });
    expect(deleted).toMatchObject({ before: { title: '夏季学习月', jump_type: 4 }, after: null });
  });

  it("the graph's banner mutations name a refused field as their inputs do", async () => {
    const { office } = await backOfficeTokens(suite);
    const mutation = `mutation ($input: CreateBannerInput!) { createBanner(input: $input) { banner { id title image linkKind url targetId targetTitle shown } } }`;
    const create = (input: Record<string, unknown>) => graphql<{ createBanner: { banner: Record<string, unknown> } }>(suite.server.url, { query: mutation, variables: { input: { title: '图', image: '/favicon.svg', linkKind: 'NONE', ...input } } }, { token: office });
    const fieldOf = (answer: Awaited<ReturnType<typeof create>>) => answer.errors?.[0]?.extensions?.field;
    expect(fieldOf(await create({ image: 'https://cdn.example.com/a.png' }))).toBe('image');
    expect(fieldOf(await create({ linkKind: 'EXTERNAL', url: 'ftp://example.com' }))).toBe('url');
    expect(fieldOf(await create({ linkKind: 'LIBRARY_DOCUMENT', targetId: '999999' }))).toBe('targetId');
    expect(fieldOf(await create({ title: '' }))).toBe('title');

    const made = await create({ linkKind: 'EXTERNAL', url: 'https://example.com/a' });
    expect(made.errors).toBeUndefined();
    const banner = made.data!.createBanner.banner;
    expect(banner).toMatchObject({ title: '图', image: '/favicon.svg', linkKind: 'EXTERNAL', url: 'https://example.com/a', targetId: null, targetTitle: null, shown: true });
    const listedIds = (await listed(office)).map((b) => String(b.id));
    const stale = await graphql<unknown>(suite.server.url, { query: 'mutation ($input: ReorderBannersInput!) { reorderBanners(input: $input) { banners { id } } }', variables: { input: { bannerIds: listedIds.slice(1) } } }, { token: office });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'bannerIds' });
    const gone = await graphql<{ deleteBanner: { deletedId: string } }>(suite.server.url, { query: 'mutation ($input: DeleteBannerInput!) { deleteBanner(input: $input) { deletedId } }', variables: { input: { bannerId: banner.id } } }, { token: office });
    expect(gone.data?.deleteBanner.deletedId).toBe(banner.id);
  });
});
