/**
 * Public site configuration, the unread-notification count, unknown routes and bad
 * requests, over real HTTP on a fresh database per database kind.
 */
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

const DEMO_WEB_CONFIG = {
  web_title: '星辰科技学习平台',
  web_title_en: 'Xingchen Tech Learning Portal',
  web_ico: '/files/site/icon.svg',
  web_logo: '/files/site/logo.svg',
  web_logo_en: '/files/site/logo.en-US.svg',
  advertise_logo: '/files/site/advertise-logo.svg',
  copyright: '© 2026 星辰科技有限公司 版权所有',
  copyright_en: '© 2026 Xingchen Technology Co., Ltd. All rights reserved.',
  manager_logo: '/files/site/manager-logo.svg',
  download_url: '/files/site/download.html',
  download_url_en: '/files/site/download.en-US.html',
  shop_status: '1',
  dd_login: '1',
  timezone: 'Asia/Shanghai',
};

describe.each(databaseKinds())('configuration and notification API on %s', (kind) => {
  const suite = suiteServer(kind);

  describe('GET /api/config/system_webConfig', () => {
    it('answers the site settings without a token, and nothing else of site_config', async () => {
      expect(expectOk(await suite.client.get('/api/config/system_webConfig'))).toEqual(DEMO_WEB_CONFIG);
      expect(expectOk(await suite.client.get('/api/config/system_webConfig', { lang: 'en-US', deviceType: null }), 'Success')).toEqual(DEMO_WEB_CONFIG);
      const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      expect(expectOk(await suite.client.get('/api/config/system_webConfig', { token }))).toEqual(DEMO_WEB_CONFIG);
    });

    it('serves the icon and logos it names', async () => {
      for (const file of [DEMO_WEB_CONFIG.web_ico, DEMO_WEB_CONFIG.web_logo, DEMO_WEB_CONFIG.web_logo_en, DEMO_WEB_CONFIG.advertise_logo, DEMO_WEB_CONFIG.manager_logo]) {
        const response = await fetch(new URL(file, suite.server.url));
        expect(response.status, file).toBe(200);
        expect(await response.text(), file).toContain('<svg');
      }
    });

    it('serves a download page per language, each in its language only and with a download link per platform that is served', async () => {
      const pages = { 'zh-CN': DEMO_WEB_CONFIG.download_url, 'en-US': DEMO_WEB_CONFIG.download_url_en } as const;
      for (const [lang, file] of Object.entries(pages)) {
        const html = await (await fetch(new URL(file, suite.server.url))).text();
        expect(html, file).toContain(`<html lang="${lang}">`);
        const words = html.replace(/<style>.*?<\/style>/s, '').replace(/<[^>]+>/g, ' ');
        // The Chinese page may name the platforms in Latin letters; the English one holds no Chinese at all.
        if (lang === 'en-US') expect(words, file).not.toMatch(/\p{Script=Han}/u);
        else expect(words, file).toContain('下载');
        const links = [...html.matchAll(/<a href="([^"]+)" download>/g)].map((m) => m[1]!);
        expect(links, file).toHaveLength(2);
        for (const link of links) expect((await fetch(new URL(link, suite.server.url))).status, link).toBe(200);
      }
    });

    it('answers the zh-CN logo and download page for en-US when no English ones are set', async () => {
      await suite.server.db.updateTable('site_config').set({ value: '' }).where('key', 'in', ['web_logo_en', 'download_url_en']).execute();
      try {
        const config = expectOk(await suite.client.get<typeof DEMO_WEB_CONFIG>('/api/config/system_webConfig'));
        expect([config.web_logo_en, config.download_url_en]).toEqual([DEMO_WEB_CONFIG.web_logo, DEMO_WEB_CONFIG.download_url]);
      } finally {
        for (const key of ['web_logo_en', 'download_url_en'] as const) {
          await suite.server.db.updateTable('site_config').set({ value: DEMO_WEB_CONFIG[key] }).where('key', '=', key).execute();
        }
      }
    });

    it('reflects a changed setting on the next call', async () => {
      await suite.server.db.updateTable('site_config').set({ value: '测试标题' }).where('key', '=', 'web_title').execute();
      try {
        expect(expectOk(await suite.client.get<typeof DEMO_WEB_CONFIG>('/api/config/system_webConfig')).web_title).toBe('测试标题');
      } finally {
        await suite.server.db.updateTable('site_config').set({ value: DEMO_WEB_CONFIG.web_title }).where('key', '=', 'web_title').execute();
      }
    });
  });

  describe('GET /api/config/:type', () => {
    it('answers the chat-app corporation and agent ids for ding_talk without a token', async () => {
      expect(expectOk(await suite.client.get('/api/config/ding_talk'))).toEqual({ corp_id: 'ding-demo-corp', agent_id: '2026001' });
    });

    it('answers an unknown type as a missing resource (4004)', async () => {
      expectRefusal(await suite.client.get('/api/config/daily_login_points'), 404, 4004, '未知的配置类型');
      expectRefusal(await suite.client.get('/api/config/dd_corp_id', { lang: 'en-US' }), 404, 4004, 'Unknown configuration type');
    });
  });

  describe('GET /api/notify/total', () => {
    it('counts the unread notifications of the signed-in user (4 for learner01)', async () => {
      // learner01's 14 demo notices: 4 unread, and 10 read ones, one of each notify item type.
      const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      const total = async (query?: Record<string, number>) => expectOk(await suite.client.get<{ total: number }>('/api/notify/total', { token, query })).total;
      expect(await total({ notify_type: 0, inner_status: 2 })).toBe(4);
      expect(await total()).toBe(14);
      expect(await total({ notify_type: 1, inner_status: 2 })).toBe(3);
      expect(await total({ notify_type: 3, inner_status: 2 })).toBe(1);
      expect(await total({ notify_type: 2, inner_status: 2 })).toBe(0);
      expect(await total({ notify_type: 0, inner_status: 1 })).toBe(10);
      expect(await total({ notify_type: '1,3' as unknown as number, inner_status: 2 })).toBe(4);
      expect(await total({ notify_type: 4, inner_status: 1 })).toBe(3);
      expect(await total({ notify_type: 2, inner_status: 1 })).toBe(1);
    });

    it("moves read notifications out of the unread count and never counts another user's", async () => {
      const learner = await userByAccount(suite.server.db, DEMO.learner.account);
      const lecturerToken = await suite.client.login(DEMO.lecturer.account, DEMO.lecturer.password);
      const learnerToken = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      const first = await suite.server.db.selectFrom('notifications').select('id').where('user_id', '=', learner.id).where('notify_type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      await suite.server.db.updateTable('notifications').set({ read_at: sql<Date>`now()` }).where('id', '=', first.id).execute();
      try {
        const total = async (token: string, inner_status: number) =>
          expectOk(await suite.client.get<{ total: number }>('/api/notify/total', { token, query: { notify_type: 0, inner_status } })).total;
        expect(await total(learnerToken, 2)).toBe(3);
        expect(await total(learnerToken, 1)).toBe(11);
        expect(await total(lecturerToken, 2)).toBe(4);
        expect(await total(lecturerToken, 1)).toBe(10);
        const employeeToken = await suite.client.login(employee(90), DEMO.employeePassword);
        expect(await total(employeeToken, 2)).toBe(0);
      } finally {
        await suite.server.db.updateTable('notifications').set({ read_at: null }).where('id', '=', first.id).execute();
      }
    });

    it.each([
      ['notify_type 5', { notify_type: 5 }],
      ['a negative notify_type', { notify_type: -1 }],
      ['a non-numeric notify_type', { notify_type: 'all' }],
      ['a malformed type list', { notify_type: '1,,3' }],
      ['inner_status 3', { inner_status: 3 }],
      ['inner_status 0', { inner_status: 0 }],
    ])('refuses %s with 422', async (_label, query) => {
      const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      const answer = await suite.client.get('/api/notify/total', { token, query: query as Record<string, string | number> });
      expectRefusal(answer, 422, 422, MSG.invalidInputPrefix.zh);
      expect(answer.body.msg).toMatch(/notify_type|inner_status/);
    });

    it('refuses a missing token with 202, whatever the query', async () => {
      expectRefusal(await suite.client.get('/api/notify/total', { query: { notify_type: 0, inner_status: 2 } }), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get('/api/notify/total', { query: { notify_type: 9 }, lang: 'en-US' }), 401, 202, MSG.tokenMissing.en);
    });
  });

  describe('GET /api/notify, GET /api/notify/stats, PUT /api/notify/read', () => {
    type Item = { id: number; notify_type: number; type: number; content: string; target_id: number | null; inner_status: number; created_at: number };
    type Page = { list: Item[]; total: number; current_page: number };

    it('lists the panel entries (types 1,3,4, unread) newest first, in the reader\'s language', async () => {
      const token = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
      const zh = expectOk(await suite.client.get<Page>('/api/notify', { token, query: { notify_type: '1,3,4', inner_status: 2, limit: 100000 } }));
      expect(zh.total).toBe(4);
      expect(zh.current_page).toBe(1);
      expect(zh.list.map((n) => n.inner_status)).toEqual([2, 2, 2, 2]);
      expect(zh.list.every((n) => [1, 3, 4].includes(n.notify_type))).toBe(true);
      expect(zh.list.map((n) => n.id)).toEqual([...zh.list.map((n) => n.id)].sort((a, b) => b - a));
      // The notices name real rows: the exam's own start in the company's zone, the exam and the course as targets.
      const exam = await suite.server.db.selectFrom('exams').select(['id', 'exam_start']).where('title', '=', '2026年度合规考试').executeTakeFirstOrThrow();
      const course = await suite.server.db.selectFrom('courses').select(['id', 'expired_at']).where('title', '=', '信息安全基础').executeTakeFirstOrThrow();
      const start = DateTime.fromJSDate(exam.exam_start).setZone('Asia/Shanghai').toFormat('yyyy-MM-dd HH:mm');
      const due = DateTime.fromJSDate(course.expired_at!).setZone('Asia/Shanghai').toFormat('yyyy-MM-dd');
      expect(zh.list.find((n) => n.type === 10)).toMatchObject({ content: `考试《2026年度合规考试》已发布，开考时间 ${start}。`, target_id: exam.id });
      expect(zh.list.find((n) => n.type === 1)).toMatchObject({ content: `您有一门新的必修课程《信息安全基础》，请在 ${due} 前完成学习。`, target_id: course.id });
      const en = expectOk(await suite.client.get<Page>('/api/notify', { token, lang: 'en-US', query: { notify_type: '1,3,4', inner_status: 2 } }), 'Success');
      expect(en.list.find((n) => n.type === 10)?.content).toBe(`The exam "2026年度合规考试" has been published; it opens at ${start}.`);
    });

    it('pages the notification page by type, with read ones too', async () => {
      const token = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
      const pages = [];
      for (let page = 1; page <= 4; page += 1) pages.push(expectOk(await suite.client.get<Page>('/api/notify', { token, query: { page, limit: 4 } })));
      expect(pages[0]!.total).toBe(14);
      expect(pages.map((p) => p.list.length)).toEqual([4, 4, 4, 2]);
      expect(pages[3]!.current_page).toBe(4);
      expect(new Set(pages.flatMap((p) => p.list.map((n) => n.id))).size).toBe(14);
      // Every notify item type but 8 (the interactive defence) has a demo notice; type 0: the
      // system maintenance notice and the Q&A reply (an interaction notice without an item type).
      const items = pages.flatMap((p) => p.list);
      expect([...new Set(items.map((n) => n.type))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13]);
      expect(items.filter((n) => n.type === 0).map((n) => n.notify_type).sort()).toEqual([2, 3]);
      const teaching = expectOk(await suite.client.get<Page>('/api/notify', { token, query: { notify_type: '4' } }));
      expect(teaching.list.map((n) => [n.type, n.inner_status])).toEqual([
        [7, 1],
        [9, 1],
        [6, 1],
      ]);
    });

    it('counts unread per type for the tabs', async () => {
      const token = await suite.client.login(DEMO.examiner.account, DEMO.examiner.password);
      expect(expectOk(await suite.client.get('/api/notify/stats', { token }))).toEqual({ all: 4, study: 3, interaction: 0, system: 1, teaching: 0 });
    });

    it('marks one read, refuses another user\'s id with 4004, and marks all read', async () => {
      const account = employee(120);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const user = await userByAccount(suite.server.db, account);
      await suite.server.db
        .insertInto('notifications')
        .values([1, 3, 4].map((notify_type) => ({ user_id: user.id, notify_type, type: 1, message_key: 'notifyLiveSoon', params: '{"title":"T"}' })))
        .execute();
      const page = expectOk(await suite.client.get<Page>('/api/notify', { token }));
      expect(page.total).toBe(3);
      expect(expectOk(await suite.client.put('/api/notify/read', { id: page.list[0]!.id }, { token }))).toEqual({ updated: 1 });
      expect(expectOk(await suite.client.put('/api/notify/read', { id: page.list[0]!.id }, { token }))).toEqual({ updated: 0 });
      const others = await suite.server.db.selectFrom('notifications').select('id').where('user_id', '!=', user.id).where('read_at', 'is', null).executeTakeFirstOrThrow();
      expectRefusal(await suite.client.put('/api/notify/read', { id: others.id }, { token }), 404, 4004, '资源不存在');
      expect((await suite.server.db.selectFrom('notifications').select('read_at').where('id', '=', others.id).executeTakeFirstOrThrow()).read_at).toBeNull();
      // One notification: the caller's own as the list shows it (now read); another user's is missing to them.
      expect(expectOk(await suite.client.get(`/api/notify/${page.list[0]!.id}`, { token }))).toEqual({ ...page.list[0], inner_status: 1 });
      expectRefusal(await suite.client.get(`/api/notify/${others.id}`, { token }), 404, 4004, '资源不存在');
      expectRefusal(await suite.client.put('/api/notify/read', { notify_type: '0' }, { token }), 422, 422, '请指定要标记已读的消息');
      expect(expectOk(await suite.client.put('/api/notify/read', { notify_type: '0', is_all: 1 }, { token }), '已全部标记为已读')).toEqual({ updated: 2 });
      expect(expectOk(await suite.client.get('/api/notify/stats', { token }))).toEqual({ all: 0, study: 0, interaction: 0, system: 0, teaching: 0 });
    });

    it('needs a token and valid input', async () => {
      expectRefusal(await suite.client.get('/api/notify'), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get('/api/notify/stats'), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.put('/api/notify/read', { is_all: 1 }), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get('/api/notify/1'), 401, 202, MSG.tokenMissing.zh);
      const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      expectRefusal(await suite.client.get('/api/notify', { token, query: { limit: 100001 } }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.get('/api/notify', { token, query: { page: 0 } }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.put('/api/notify/read', { is_all: 2 }, { token }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.get('/api/notify/abc', { token }), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.put('/api/notify/read', { id: 1, extra: true }, { token }), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });

  describe('unknown routes and unreadable requests', () => {
    it.each([
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/api/config'],
      ['GET', '/api/users/updatePass'],
      ['DELETE', '/api/users'],
      ['GET', '/api/login'],
      ['GET', '/files/avatars/does-not-exist.svg'],
    ])('answers %s %s with 404 and code 4004', async (method, path) => {
      expectRefusal(await suite.client.request(method, path), 404, 4004, MSG.routeNotFound.zh);
      expectRefusal(await suite.client.request(method, path, undefined, { lang: 'en-US' }), 404, 4004, MSG.routeNotFound.en);
    });

    it('answers a body that is not JSON with a 4xx envelope, never a 500', async () => {
      const broken = await fetch(new URL('/api/login', suite.server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"account":' });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ code: 400, msg: expect.stringMatching(MSG.invalidInputPrefix.zh), data: null });

      // A text body is read as a string, which the login schema refuses.
      const text = await fetch(new URL('/api/login', suite.server.url), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'learner01' });
      expect(text.status).toBe(422);
      expect(await text.json()).toEqual({ code: 422, msg: '输入有误：请求内容格式不正确', data: null });
      const textEn = await fetch(new URL('/api/login', suite.server.url), { method: 'POST', headers: { 'Content-Type': 'text/plain', 'Accept-Language': 'en-US' }, body: 'learner01' });
      expect(await textEn.json()).toEqual({ code: 422, msg: 'Invalid input: the request body is not in the right format', data: null });

      // An unsupported content type: the envelope's code mirrors the status.
      const unsupported = await fetch(new URL('/api/login', suite.server.url), { method: 'POST', headers: { 'Content-Type': 'application/xml' }, body: '<a/>' });
      expect(unsupported.status).toBe(415);
      expect(await unsupported.json()).toEqual({ code: 415, msg: '输入有误：不支持的请求内容类型', data: null });
    });
  });
});
