/**
 * Sign-in inside the DingTalk chat app (POST /api/ddLogin) against a stand-in for DingTalk's
 * open API on loopback: the code exchange, mapping to an employee (bound account or mobile),
 * refusals without a session, DingTalk down, and the access token's reuse and renewal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { startFakeDingTalk, type FakeDingTalk } from '../support/fake-dingtalk.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

const MSGS = {
  disabled: { zh: '未开启钉钉登录，请使用账号密码登录', en: 'Sign-in through DingTalk is not enabled; sign in with your account and password' },
  codeInvalid: { zh: '钉钉授权码无效或已过期，请重新打开应用', en: 'The DingTalk sign-in code is invalid or has expired; open the app again' },
  unknownUser: { zh: '没有与此钉钉账号对应的员工账号，请联系管理员', en: 'No employee account matches this DingTalk account; please contact the administrator' },
  unavailable: { zh: '暂时无法连接钉钉，请稍后再试或使用账号密码登录', en: 'DingTalk cannot be reached right now; try again later or sign in with your account and password' },
  notConfigured: { zh: '钉钉登录尚未配置（缺少应用的 AppKey 或 AppSecret），请联系管理员', en: 'Sign-in through DingTalk is not set up yet (the app key or secret is missing); please contact the administrator' },
};

interface LoginData {
  remember_token: string;
  id: number;
  role_id: number;
  user_info: { id: number; name: string };
}

describe.each(databaseKinds())('chat-app sign-in (ddLogin) on %s', (kind) => {
  let dingTalk: FakeDingTalk;
  let codes = 0;
  /** A fresh one-time code of a DingTalk user the fake knows. */
  const code = (userid: string) => `${userid}.${(codes += 1)}`;

  beforeAll(async () => {
    dingTalk = await startFakeDingTalk([
      { userid: 'dt-learner01', name: '李明', mobile: DEMO.learner.mobile },
      { userid: 'dt-stranger', name: '访客', mobile: '13999999999' },
      { userid: 'dt-nomobile', name: '无手机' },
      { userid: 'dt-admin', name: '陈静', mobile: DEMO.admin.mobile },
    ]);
  });
  afterAll(() => dingTalk?.close());
  const suite = suiteServer(kind, { dingTalk: () => ({ apiBase: dingTalk.url, appKey: dingTalk.appKey, appSecret: dingTalk.appSecret }) });

  const sessionsOf = async (account: string) => {
    const user = await userByAccount(suite.server.db, account);
    const rows = await suite.server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    return rows.length;
  };

  it('signs the employee with the same mobile in, answers like login, and binds the DingTalk account', async () => {
    const before = await sessionsOf(DEMO.learner.account);
    const data = expectOk(await suite.client.post<LoginData>('/api/ddLogin', { code: code('dt-learner01') }));
    const learner = await userByAccount(suite.server.db, DEMO.learner.account);
    expect(data.id).toBe(learner.id);
    expect(data.user_info.name).toBe(learner.name);
    expect(await sessionsOf(DEMO.learner.account)).toBe(before + 1);
    // The token works like a password sign-in's.
    expectOk(await suite.client.get('/api/users', { token: data.remember_token }));
    const binding = await suite.server.db.selectFrom('dingtalk_accounts').selectAll().where('user_id', '=', learner.id).executeTakeFirstOrThrow();
    expect(binding.dingtalk_user_id).toBe('dt-learner01');
  });

  it('finds a bound employee without asking DingTalk for the mobile again, and reuses the access token', async () => {
    const tokens = dingTalk.calls.gettoken;
    const mobileLookups = dingTalk.calls.userget;
    expectOk(await suite.client.post<LoginData>('/api/ddLogin', { code: code('dt-learner01') }));
    expect(dingTalk.calls.userget).toBe(mobileLookups);
    expect(dingTalk.calls.gettoken).toBe(tokens);
  });

  it('fetches a new access token once when DingTalk has dropped the old one, and signs in', async () => {
    dingTalk.expireTokens();
    const tokens = dingTalk.calls.gettoken;
    const data = expectOk(await suite.client.post<LoginData>('/api/ddLogin', { code: code('dt-learner01') }));
    expect(data.remember_token).toBeTruthy();
    expect(dingTalk.calls.gettoken).toBe(tokens + 1);
  });

  it('refuses a used or unknown code, without a session', async () => {
    const used = code('dt-learner01');
    expectOk(await suite.client.post('/api/ddLogin', { code: used }));
    const before = await sessionsOf(DEMO.learner.account);
    expectRefusal(await suite.client.post('/api/ddLogin', { code: used }), 400, 400, MSGS.codeInvalid.zh);
    expectRefusal(await suite.client.post('/api/ddLogin', { code: 'nobody.1' }, { lang: 'en-US' }), 400, 400, MSGS.codeInvalid.en);
    expect(await sessionsOf(DEMO.learner.account)).toBe(before);
  });

  it('refuses a DingTalk user no employee matches (by binding or mobile), and one without a mobile', async () => {
    const sessions = await suite.server.db.selectFrom('sessions').select('id').execute();
    expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-stranger') }), 403, 403, MSGS.unknownUser.zh);
    expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-nomobile') }, { lang: 'en-US' }), 403, 403, MSGS.unknownUser.en);
    expect(await suite.server.db.selectFrom('sessions').select('id').execute()).toHaveLength(sessions.length);
    expect(await suite.server.db.selectFrom('dingtalk_accounts').select('user_id').where('dingtalk_user_id', 'in', ['dt-stranger', 'dt-nomobile']).execute()).toEqual([]);
  });

  it('refuses a disabled employee like the password sign-in does', async () => {
    await suite.server.db.updateTable('users').set({ status: 2 }).where('account', '=', DEMO.admin.account).execute();
    try {
      expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-admin') }), 403, 403, MSG.accountDisabled.zh);
    } finally {
      await suite.server.db.updateTable('users').set({ status: 1 }).where('account', '=', DEMO.admin.account).execute();
    }
  });

  it('answers 503 while DingTalk is down, and signs in again when it is back', async () => {
    dingTalk.down = true;
    try {
      expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-learner01') }), 503, 503, MSGS.unavailable.zh);
      expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-learner01') }, { lang: 'en-US' }), 503, 503, MSGS.unavailable.en);
    } finally {
      dingTalk.down = false;
    }
    expectOk(await suite.client.post('/api/ddLogin', { code: code('dt-learner01') }));
  });

  it('refuses every code while the chat-app sign-in is switched off in the site settings', async () => {
    await suite.server.db.updateTable('site_config').set({ value: '0' }).where('key', '=', 'dd_login').execute();
    try {
      const calls = dingTalk.calls.getuserinfo;
      expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-learner01') }), 403, 403, MSGS.disabled.zh);
      expectRefusal(await suite.client.post('/api/ddLogin', { code: code('dt-learner01') }, { lang: 'en-US' }), 403, 403, MSGS.disabled.en);
      expect(dingTalk.calls.getuserinfo).toBe(calls);
    } finally {
      await suite.server.db.updateTable('site_config').set({ value: '1' }).where('key', '=', 'dd_login').execute();
    }
  });

  it('refuses an empty or missing code as bad input', async () => {
    expectRefusal(await suite.client.post('/api/ddLogin', { code: '' }), 422, 422, MSG.invalidInputPrefix.zh);
    expectRefusal(await suite.client.post('/api/ddLogin', {}, { lang: 'en-US' }), 422, 422, MSG.invalidInputPrefix.en);
  });
});

describe('chat-app sign-in without the DingTalk app set up', () => {
  const unset = suiteServer('pglite');

  it('says the app is not set up when the key and secret are missing', async () => {
    expectRefusal(await unset.client.post('/api/ddLogin', { code: 'x.1' }), 400, 400, MSGS.notConfigured.zh);
    expectRefusal(await unset.client.post('/api/ddLogin', { code: 'x.1' }, { lang: 'en-US' }), 400, 400, MSGS.notConfigured.en);
  });
});
