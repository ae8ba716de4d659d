/**
 * The main calls through the GraphQL gateway (/graphql, composed from the committed
 * mesh/supergraph.graphql) against the real REST API on a fresh database. A refused REST
 * call arrives as a GraphQL error whose message is the envelope's msg and whose extensions
 * carry the GraphQL code, the envelope's code (portalCode) and the HTTP status.
 */
import { describe, expect, it } from 'vitest';
import { monthCredits, MSG, sessionOfToken, setUserStatus, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, graphql, TEST_ADMIN_URL, upstreamEnvelope, type GraphQLAnswer, suiteServer } from '../support/test-server.js';

const LOGIN = /* GraphQL */ `
  mutation Login($input: login_request_Input) {
    login(input: $input) {
      code
      msg
      data {
        remember_token
        id
        role_id
        user_info { id account name is_admin department_name }
      }
    }
  }
`;

const USER_INFO = /* GraphQL */ `
  query UserInfo {
    userInfo { code msg data { id account name current_month_integral } }
  }
`;

/** Asserts exactly one error at `path` carrying the upstream envelope, and no data there. */
function expectUpstreamError(answer: GraphQLAnswer, field: string, status: number, code: number, msg: string | RegExp) {
  expect(answer.status).toBe(200);
  expect(answer.errors, JSON.stringify(answer)).toHaveLength(1);
  const error = answer.errors![0]!;
  expect(error.path).toEqual([field]);
  const upstream = upstreamEnvelope(error);
  expect(upstream.status, JSON.stringify(error.extensions)).toBe(status);
  expect(upstream.body).toEqual({ code, msg: typeof msg === 'string' ? msg : expect.stringMatching(msg), data: null });
  expect(answer.data?.[field as keyof typeof answer.data] ?? null).toBeNull();
}

describe.each(databaseKinds())('GraphQL gateway on %s', (kind) => {
  const suite = suiteServer(kind, { gateway: true });

  async function gqlLogin(account: string, password: string): Promise<string> {
    const answer = await graphql<{ login: { data: { remember_token: string } } }>(suite.server.url, LOGIN, { input: { account, password } });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.login.data.remember_token;
  }

  it('signs in with the login mutation and forwards DeviceType PC', async () => {
    const answer = await graphql<{ login: { code: number; msg: string; data: { remember_token: string; id: number; role_id: number; user_info: Record<string, unknown> } } }>(
      suite.server.url,
      LOGIN,
      { input: { account: DEMO.learner.account, password: DEMO.learner.password } },
    );
    expect(answer.errors).toBeUndefined();
    const login = answer.data!.login;
    expect(login).toMatchObject({ code: 200, msg: '成功' });
    expect(login.data.remember_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(login.data.role_id).toBe(1);
    expect(login.data.user_info).toEqual({ id: login.data.id, account: 'learner01', name: '李明', is_admin: 0, department_name: '前端开发组' });
    expect(await sessionOfToken(suite.server.db, login.data.remember_token)).toMatchObject({ user_id: login.data.id, device_type: 'PC' });
  });

  it('answers a wrong password as the upstream 400 envelope, in the caller language', async () => {
    const input = { input: { account: DEMO.learner.account, password: 'Wrong@2026' } };
    expectUpstreamError(await graphql(suite.server.url, LOGIN, input), 'login', 400, 400, MSG.loginFailed.zh);
    expectUpstreamError(await graphql(suite.server.url, LOGIN, input, { lang: 'en-US' }), 'login', 400, 400, MSG.loginFailed.en);
  });

  it("answers userInfo with the token's user (learner01 is 李明)", async () => {
    const token = await gqlLogin(DEMO.learner.account, DEMO.learner.password);
    const answer = await graphql<{ userInfo: { code: number; msg: string; data: { id: number; account: string; name: string } } }>(suite.server.url, USER_INFO, {}, { token });
    expect(answer.errors).toBeUndefined();
    const { id } = await userByAccount(suite.server.db, DEMO.learner.account);
    expect(answer.data!.userInfo).toEqual({
      code: 200,
      msg: '成功',
      data: { id, account: 'learner01', name: '李明', current_month_integral: await monthCredits(suite.server.db, id) },
    });
    const english = await graphql<{ userInfo: { msg: string } }>(suite.server.url, USER_INFO, {}, { token, lang: 'en-US' });
    expect(english.data!.userInfo.msg).toBe('Success');
  });

  it('answers userInfo without a token as an error carrying code 202, in zh-CN or en-US', async () => {
    expectUpstreamError(await graphql(suite.server.url, USER_INFO), 'userInfo', 401, 202, MSG.tokenMissing.zh);
    expectUpstreamError(await graphql(suite.server.url, USER_INFO, {}, { lang: 'en-US' }), 'userInfo', 401, 202, MSG.tokenMissing.en);
    expectUpstreamError(await graphql(suite.server.url, USER_INFO, {}, { token: 'not-a-token' }), 'userInfo', 401, 202, MSG.tokenInvalid.zh);
  });

  it('answers userInfo of a disabled account with code 205', async () => {
    const account = employee(50);
    const token = await gqlLogin(account, DEMO.employeePassword);
    await setUserStatus(suite.server.db, account, 2);
    expectUpstreamError(await graphql(suite.server.url, USER_INFO, {}, { token }), 'userInfo', 401, 205, MSG.accountDisabled.zh);
    expectUpstreamError(
      await graphql(suite.server.url, '{ notifyTotal(notify_type: "0") { code data { total } } }', {}, { token }),
      'notifyTotal',
      401,
      202,
      MSG.accountDisabled.zh,
    );
  });

  it('answers systemWebConfig without a token', async () => {
    const answer = await graphql<{ systemWebConfig: { code: number; data: Record<string, string> } }>(
      suite.server.url,
      '{ systemWebConfig { code msg data { web_title web_title_en web_ico copyright shop_status } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.systemWebConfig).toEqual({
      code: 200,
      msg: '成功',
      data: { web_title: '星辰科技学习平台', web_title_en: 'Xingchen Tech Learning Portal', web_ico: '/files/site/icon.svg', copyright: '© 2026 星辰科技有限公司 版权所有', shop_status: '1' },
    });
    const dingTalk = await graphql<{ configByType: { data: { corp_id: string; agent_id: string } } }>(suite.server.url, '{ configByType(type: ding_talk) { data { corp_id agent_id } } }');
    expect(dingTalk.data!.configByType.data).toEqual({ corp_id: 'ding-demo-corp', agent_id: '2026001' });
  });

  it('counts unread notifications with notifyTotal (4 for learner01) and needs a token', async () => {
    const token = await gqlLogin(DEMO.learner.account, DEMO.learner.password);
    const query = 'query Total($type: String!, $status: PositiveInt!) { notifyTotal(notify_type: $type, inner_status: $status) { code data { total } } }';
    const all = await graphql<{ notifyTotal: { code: number; data: { total: number } } }>(suite.server.url, query, { type: '0', status: 2 }, { token });
    expect(all.errors).toBeUndefined();
    expect(all.data!.notifyTotal).toEqual({ code: 200, data: { total: 4 } });
    const study = await graphql<{ notifyTotal: { data: { total: number } } }>(suite.server.url, query, { type: '1', status: 2 }, { token });
    expect(study.data!.notifyTotal.data.total).toBe(3);
    expectUpstreamError(await graphql(suite.server.url, query, { type: '0', status: 2 }), 'notifyTotal', 401, 202, MSG.tokenMissing.zh);
    expectUpstreamError(await graphql(suite.server.url, query, { type: '9', status: 2 }, { token }), 'notifyTotal', 422, 422, MSG.invalidInputPrefix.zh);
  });

  it("refuses input the API's rules reject with the API's envelope in the reader's language, whatever the field", async () => {
    const login = 'mutation Login($input: login_request_Input!) { login(input: $input) { code } }';
    const longAccount = { account: 'a'.repeat(300), password: 'Learner@2026' };
    expectUpstreamError(await graphql(suite.server.url, login, { input: longAccount }), 'login', 422, 422, '输入有误：account 不能超过 64 个字符');
    expectUpstreamError(await graphql(suite.server.url, login, { input: longAccount }, { lang: 'en-US' }), 'login', 422, 422, 'Invalid input: account must be at most 64 characters');
    const emptyPassword = { account: 'learner01', password: '' };
    expectUpstreamError(await graphql(suite.server.url, login, { input: emptyPassword }, { lang: 'en-US' }), 'login', 422, 422, 'Invalid input: password is required');
    // A pattern rule (the 6-digit code of password recovery) too.
    const findPass = 'mutation F($input: findPassword_request_Input!) { findPassword(input: $input) { code } }';
    const badCode = { mobile: '13800000000', code: '12ab', password: 'Abc@12345', password_confirmation: 'Abc@12345' };
    expectUpstreamError(await graphql(suite.server.url, findPass, { input: badCode }), 'findPassword', 422, 422, '输入有误：code 格式不正确');
  });

  it('gives the daily credit once through incrementIntegral', async () => {
    const token = await gqlLogin(employee(51), DEMO.employeePassword);
    const before = await monthCredits(suite.server.db, (await userByAccount(suite.server.db, employee(51))).id);
    const query = '{ incrementIntegral { code msg data { added points current_month_integral } } }';
    const first = await graphql<{ incrementIntegral: unknown }>(suite.server.url, query, {}, { token });
    expect(first.data!.incrementIntegral).toEqual({ code: 200, msg: '每日登录积分 +2', data: { added: true, points: 2, current_month_integral: before + 2 } });
    const second = await graphql<{ incrementIntegral: unknown }>(suite.server.url, query, {}, { token, lang: 'en-US' });
    expect(second.data!.incrementIntegral).toEqual({
      code: 200,
      msg: "Today's sign-in credit was already given",
      data: { added: false, points: 0, current_month_integral: before + 2 },
    });
  });

  it('updates the profile and refuses an out-of-range gender with the 422 envelope', async () => {
    const account = employee(52);
    const token = await gqlLogin(account, DEMO.employeePassword);
    const mutation = 'mutation Save($input: updateUserInfo_request_Input) { updateUserInfo(input: $input) { code msg data { nation gender } } }';
    const saved = await graphql<{ updateUserInfo: unknown }>(suite.server.url, mutation, { input: { nation: '回族', gender: 2 } }, { token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateUserInfo).toEqual({ code: 200, msg: '个人信息已保存', data: { nation: '回族', gender: 2 } });
    expectUpstreamError(await graphql(suite.server.url, mutation, { input: { gender: 9 } }, { token }), 'updateUserInfo', 422, 422, /^输入有误：gender /);
    expect(await userByAccount(suite.server.db, account)).toMatchObject({ nation: '回族', gender: 2 });
  });

  it('issues the admin back-office token only to an admin for their own id', async () => {
    const mutation = 'mutation Admin($input: adminUserLogin_request_Input) { adminUserLogin(input: $input) { code data { admin_url user_id name } } }';
    const admin = await userByAccount(suite.server.db, DEMO.admin.account);
    const adminToken = await gqlLogin(DEMO.admin.account, DEMO.admin.password);
    const ok = await graphql<{ adminUserLogin: unknown }>(suite.server.url, mutation, { input: { user_id: admin.id } }, { token: adminToken });
    expect(ok.data!.adminUserLogin).toEqual({ code: 200, data: { admin_url: TEST_ADMIN_URL, user_id: admin.id, name: '陈静' } });
    const learnerToken = await gqlLogin(DEMO.learner.account, DEMO.learner.password);
    expectUpstreamError(await graphql(suite.server.url, mutation, { input: { user_id: admin.id } }, { token: learnerToken }), 'adminUserLogin', 403, 403, MSG.adminOnly.zh);
  });

  it('recovers a password with getSmsCode and findPassword, then logout revokes the token', async () => {
    const account = employee(53);
    const mobile = (await userByAccount(suite.server.db, account)).mobile!;
    const sent = await graphql<{ getSmsCode: unknown }>(suite.server.url, 'mutation($input: getSmsCode_request_Input) { getSmsCode(input: $input) { code msg data { resend_after } } }', {
      input: { mobile },
    });
    expect(sent.data!.getSmsCode).toEqual({ code: 200, msg: '验证码已发送', data: { resend_after: 60 } });
    const code = suite.server.sentCodes.at(-1)!;
    expect(code.target).toBe(mobile);
    const findPassword = 'mutation($input: findPassword_request_Input) { findPassword(input: $input) { code msg } }';
    expectUpstreamError(
      await graphql(suite.server.url, findPassword, { input: { mobile, code: code.code, password: 'short', password_confirmation: 'short' } }, { lang: 'en-US' }),
      'findPassword',
      422,
      422,
      MSG.passwordRule.en,
    );
    const reset = await graphql<{ findPassword: unknown }>(suite.server.url, findPassword, {
      input: { mobile, code: code.code, password: 'Gateway#2026', password_confirmation: 'Gateway#2026' },
    });
    expect(reset.data!.findPassword).toEqual({ code: 200, msg: '密码已重置，请登录' });

    const token = await gqlLogin(account, 'Gateway#2026');
    const logout = await graphql<{ logout: unknown }>(suite.server.url, 'mutation { logout { code msg } }', {}, { token });
    expect(logout.data!.logout).toEqual({ code: 200, msg: '已退出' });
    expectUpstreamError(await graphql(suite.server.url, USER_INFO, {}, { token }), 'userInfo', 401, 202, MSG.tokenInvalid.zh);
  });
});
