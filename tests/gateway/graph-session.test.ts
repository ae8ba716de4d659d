/**
 * The session and recovery areas of the graph at /graphql (server/graph/session,
 * server/graph/recovery) against the seeded demo company: the site config without a session,
 * signing in (password and DingTalk) and out, the back-office sign-in, the daily sign-in
 * credits, the viewer's unread count, and password recovery with a code. Refusals are GraphQL
 * errors with the one code mapping and the message in the reader's language (the
 * Accept-Language the SPA sends, src/shared/plain-graphql.ts portalHeaders), and nothing of the
 * REST call. The rate-limited routes (sign-in, recovery) go through Fastify with the client's
 * address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoUpstreamDetail, monthCredits, MSG, userByAccount } from '../support/assertions.js';
import { startFakeDingTalk, type FakeDingTalk } from '../support/fake-dingtalk.js';
import { spaOperation } from '../support/spa-operations.js';
import { graphDatabaseKinds, DEMO, employee, login, suiteServer, TEST_ADMIN_URL, graphql, type GraphQLAnswer, type GraphQLRequestOptions } from '../support/test-server.js';

/** One request to /graphql with the headers the SPA sends (portalHeaders). */
function next<T = Record<string, unknown>>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}): Promise<GraphQLAnswer<T>> {
  return graphql<T>(baseUrl, { query, variables }, options);
}

/** The one error of a refused root field: its message, path and the mapping's extensions. */
function expectRefused(answer: GraphQLAnswer<unknown>, field: string, message: string | RegExp, extensions: Record<string, unknown>) {
  expect(answer.status).toBe(200);
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors, JSON.stringify(answer.errors)).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error).toEqual({ message: expect.any(String), locations: expect.any(Array), path: [field], extensions });
  if (typeof message === 'string') expect(error!.message).toBe(message);
  else expect(error!.message).toMatch(message);
  expectNoUpstreamDetail(answer);
}

interface Viewer {
  id: string;
  account: string;
  name: string;
  role: string;
  isAdmin: boolean;
  unreadNotificationCount: number | null;
}

const SITE_CONFIG = /* GraphQL */ `
  query SiteConfig {
    siteConfig {
      title
      titleZh: title(language: ZH_CN)
      titleEn: title(language: EN_US)
      logo
      logoEn: logo(language: EN_US)
      icon
      copyright
      copyrightEn: copyright(language: EN_US)
      downloadUrl
      downloadUrlEn: downloadUrl(language: EN_US)
      shopEnabled
      dingTalkSignInEnabled
      timeZone
      dingTalkApp { corpId agentId }
    }
  }
`;

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) { token viewer { id account name role isAdmin unreadNotificationCount } }
  }
`;

const SIGN_IN_WITH_DINGTALK = /* GraphQL */ `
  mutation SignInWithDingTalk($input: SignInWithDingTalkInput!) {
    signInWithDingTalk(input: $input) { token viewer { id account name } }
  }
`;

const SIGN_OUT = /* GraphQL */ `
  mutation SignOut { signOut { signedOut } }
`;

const ADMIN_SIGN_IN = /* GraphQL */ `
  mutation AdminSignIn { adminSignIn { token adminUrl viewer { id account name isAdmin } } }
`;

const CLAIM = /* GraphQL */ `
  mutation ClaimDailySignInCredits { claimDailySignInCredits { claimed credits monthCredits message viewer { id } } }
`;

const VIEWER = /* GraphQL */ `
  query Viewer { viewer { id account name role isAdmin unreadNotificationCount } }
`;

const SEND_CODE = /* GraphQL */ `
  mutation SendRecoveryCode($input: SendRecoveryCodeInput!) { sendRecoveryCode(input: $input) { resendAfterSeconds } }
`;

const RESET = /* GraphQL */ `
  mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { passwordReset } }
`;

interface WebConfig {
  web_title: string;
  web_title_en: string;
  web_ico: string;
  web_logo: string;
  web_logo_en: string;
  copyright: string;
  copyright_en: string;
  download_url: string;
  download_url_en: string;
  shop_status: string;
  dd_login: string;
  timezone: string;
}

describe.each(graphDatabaseKinds())('the session and recovery areas of the domain graph on %s', (kind) => {
  let dingTalk: FakeDingTalk;
  let codes = 0;
  beforeAll(async () => {
    dingTalk = await startFakeDingTalk([{ userid: 'dt-learner01', name: DEMO.learner.name, mobile: DEMO.learner.mobile }]);
  });
  afterAll(() => dingTalk?.close());
  // 127.0.0.1 is the proxy: a test names the client address in X-Forwarded-For (none: 127.0.0.1 itself).
  const suite = suiteServer(kind, {
    graph: true,
    trustedProxies: ['127.0.0.1'],
    dingTalk: () => ({ apiBase: dingTalk.url, appKey: dingTalk.appKey, appSecret: dingTalk.appSecret }),
  });
  const url = () => suite.server.url;

  async function signIn(account: string, password: string, options: GraphQLRequestOptions = {}) {
    return next<{ signIn: { token: string; viewer: Viewer } }>(url(), SIGN_IN, { input: { account, password } }, options);
  }

  it('answers the site config without a session, each text in the asked or the reader language', async () => {
    const rest = (await suite.client.get<WebConfig>('/api/config/system_webConfig')).body.data;
    const dingTalkApp = (await suite.client.get<{ corp_id: string; agent_id: string }>('/api/config/ding_talk')).body.data;
    const chinese = await next<{ siteConfig: Record<string, unknown> }>(url(), SITE_CONFIG);
    expect(chinese.errors).toBeUndefined();
    expect(chinese.data!.siteConfig).toEqual({
      title: rest.web_title,
      titleZh: rest.web_title,
      titleEn: rest.web_title_en,
      logo: rest.web_logo,
      logoEn: rest.web_logo_en,
      icon: rest.web_ico,
      copyright: rest.copyright,
      copyrightEn: rest.copyright_en,
      downloadUrl: rest.download_url,
      downloadUrlEn: rest.download_url_en,
      shopEnabled: rest.shop_status === '1',
      dingTalkSignInEnabled: rest.dd_login === '1',
      timeZone: rest.timezone,
      dingTalkApp: { corpId: dingTalkApp.corp_id, agentId: dingTalkApp.agent_id },
    });
    // The demo company: both languages set, the mall open, the DingTalk sign-in on, Shanghai time.
    expect(chinese.data!.siteConfig).toMatchObject({ title: '星辰科技学习平台', titleEn: 'Xingchen Tech Learning Portal', shopEnabled: true, dingTalkSignInEnabled: true, timeZone: 'Asia/Shanghai' });
    expect(chinese.data!.siteConfig.dingTalkApp).toEqual({ corpId: 'ding-demo-corp', agentId: '2026001' });
    const english = await next<{ siteConfig: Record<string, unknown> }>(url(), SITE_CONFIG, {}, { lang: 'en-US' });
    expect(english.data!.siteConfig).toMatchObject({ title: rest.web_title_en, logo: rest.web_logo_en, copyright: rest.copyright_en, downloadUrl: rest.download_url_en, titleZh: rest.web_title });
  });

  it('signs learner01 in: a token that works for the viewer, and the viewer with its unread count in the same request', async () => {
    const user = await userByAccount(suite.server.db, DEMO.learner.account);
    const answer = await signIn(DEMO.learner.account, DEMO.learner.password);
    expect(answer.errors).toBeUndefined();
    const { token, viewer } = answer.data!.signIn;
    expect(token).toMatch(/\S{20,}/);
    const unread = (await suite.client.get<{ total: number }>('/api/notify/total', { token, query: { notify_type: '0', inner_status: 2 } })).body.data.total;
    expect(unread).toBeGreaterThan(0);
    // The request carried no token: the count is read with the new session's.
    expect(viewer).toEqual({ id: String(user.id), account: 'learner01', name: DEMO.learner.name, role: 'LEARNER', isAdmin: false, unreadNotificationCount: unread });
    const later = await next<{ viewer: Viewer }>(url(), VIEWER, {}, { token });
    expect(later.errors).toBeUndefined();
    expect(later.data!.viewer).toEqual(viewer);
    // The account's spaces are ignored, as REST does.
    expect((await signIn(` ${DEMO.learner.account} `, DEMO.learner.password)).data!.signIn.viewer.account).toBe('learner01');
  });

  it('refuses a wrong password as BAD_USER_INPUT in the reader language, the same as an unknown account', async () => {
    const account = employee(40);
    const extensions = { code: 'BAD_USER_INPUT', portalCode: 400, status: 400 };
    expectRefused(await signIn(account, 'Wrong#2026'), 'signIn', MSG.loginFailed.zh, extensions);
    expectRefused(await signIn(account, 'Wrong#2026', { lang: 'en-US' }), 'signIn', MSG.loginFailed.en, extensions);
    expectRefused(await signIn('nobody-here', 'Wrong#2026', { lang: 'en-US' }), 'signIn', MSG.loginFailed.en, extensions);
    // The REST route's validation: an empty account is the caller's input too.
    const empty = await signIn('', 'x');
    expect(empty.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', portalCode: 422, status: 422 });
    expect(empty.errors![0]!.message).toMatch(MSG.invalidInputPrefix.zh);
    expectNoUpstreamDetail(empty);
  });

  it("counts wrong passwords against the client's own address (the sign-in goes through Fastify with it)", async () => {
    const account = employee(41);
    expectRefused(await signIn(account, 'Wrong#2026', { forwardedFor: '203.0.113.7' }), 'signIn', MSG.loginFailed.zh, { code: 'BAD_USER_INPUT', portalCode: 400, status: 400 });
    const rows = await suite.server.db.selectFrom('secret_failures').select(['key', 'failures']).where('key', 'like', `password:${account}|%`).execute();
    expect(rows).toEqual([{ key: `password:${account}|203.0.113.7`, failures: 1 }]);
  });

  it('signs out: the token is revoked and the viewer is then UNAUTHENTICATED', async () => {
    const token = (await signIn(employee(42), DEMO.employeePassword)).data!.signIn.token;
    expect((await next(url(), VIEWER, {}, { token })).errors).toBeUndefined();
    const out = await next<{ signOut: { signedOut: boolean } }>(url(), SIGN_OUT, {}, { token });
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ signOut: { signedOut: true } });
    expectRefused(await next(url(), VIEWER, {}, { token, lang: 'en-US' }), 'viewer', MSG.tokenInvalid.en, { code: 'UNAUTHENTICATED', portalCode: 202, status: 401 });
    // Signing out without a session is refused the same way.
    expectRefused(await next(url(), SIGN_OUT), 'signOut', MSG.tokenMissing.zh, { code: 'UNAUTHENTICATED', portalCode: 202, status: 401 });
  });

  it('opens the back office for admin01 and refuses it to learner01 as FORBIDDEN', async () => {
    const learnerToken = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const extensions = { code: 'FORBIDDEN', portalCode: 403, status: 403 };
    expectRefused(await next(url(), ADMIN_SIGN_IN, {}, { token: learnerToken }), 'adminSignIn', MSG.adminOnly.zh, extensions);
    expectRefused(await next(url(), ADMIN_SIGN_IN, {}, { token: learnerToken, lang: 'en-US' }), 'adminSignIn', MSG.adminOnly.en, extensions);
    const admin = await userByAccount(suite.server.db, DEMO.admin.account);
    const adminToken = await login(url(), DEMO.admin.account, DEMO.admin.password);
    const answer = await next<{ adminSignIn: { token: string; adminUrl: string; viewer: { id: string; account: string; name: string; isAdmin: boolean } } }>(url(), ADMIN_SIGN_IN, {}, { token: adminToken });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.adminSignIn).toEqual({ token: expect.stringMatching(/\S{20,}/), adminUrl: TEST_ADMIN_URL, viewer: { id: String(admin.id), account: 'admin01', name: DEMO.admin.name, isAdmin: true } });
    // A back-office session of its own: not the portal token, and not a portal session.
    expect(answer.data!.adminSignIn.token).not.toBe(adminToken);
    expect((await next(url(), VIEWER, {}, { token: answer.data!.adminSignIn.token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs in with DingTalk: the employee with the same mobile; a used code is BAD_USER_INPUT', async () => {
    const user = await userByAccount(suite.server.db, DEMO.learner.account);
    const code = `dt-learner01.${(codes += 1)}`;
    const answer = await next<{ signInWithDingTalk: { token: string; viewer: { id: string; account: string } } }>(url(), SIGN_IN_WITH_DINGTALK, { input: { code } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.signInWithDingTalk.viewer).toMatchObject({ id: String(user.id), account: 'learner01' });
    expect((await next(url(), VIEWER, {}, { token: answer.data!.signInWithDingTalk.token })).errors).toBeUndefined();
    const used = await next(url(), SIGN_IN_WITH_DINGTALK, { input: { code } }, { lang: 'en-US' });
    expectRefused(used, 'signInWithDingTalk', 'The DingTalk sign-in code is invalid or has expired; open the app again', { code: 'BAD_USER_INPUT', portalCode: 400, status: 400 });
  });

  it('claims the daily sign-in credits once a day, with the month total and the message REST gives', async () => {
    const account = employee(43);
    const user = await userByAccount(suite.server.db, account);
    const token = await login(url(), account, DEMO.employeePassword);
    type Claim = { claimDailySignInCredits: { claimed: boolean; credits: number; monthCredits: number; message: string; viewer: { id: string } } };
    const first = await next<Claim>(url(), CLAIM, {}, { token });
    expect(first.errors).toBeUndefined();
    const claim = first.data!.claimDailySignInCredits;
    expect(claim.viewer).toEqual({ id: String(user.id) });
    // The seed gives daily credits up to yesterday and signing in gives none: today's first claim
    // earns the demo company's 2 (daily_login_points).
    expect(claim).toMatchObject({ claimed: true, credits: 2, message: '每日登录积分 +2' });
    expect(claim.monthCredits).toBe(await monthCredits(suite.server.db, user.id));
    const again = await next<Claim>(url(), CLAIM, {}, { token, lang: 'en-US' });
    expect(again.data!.claimDailySignInCredits).toEqual({ claimed: false, credits: 0, monthCredits: claim.monthCredits, message: "Today's sign-in credit was already given", viewer: { id: String(user.id) } });
    expectRefused(await next(url(), CLAIM), 'claimDailySignInCredits', MSG.tokenMissing.zh, { code: 'UNAUTHENTICATED', portalCode: 202, status: 401 });
  });

  it("answers the viewer's unread notification count, as REST's bell total", async () => {
    const token = await login(url(), DEMO.learner.account, DEMO.learner.password);
    const total = (await suite.client.get<{ total: number }>('/api/notify/total', { token, query: { notify_type: '0', inner_status: 2 } })).body.data.total;
    const answer = await next<{ viewer: Viewer }>(url(), '{ viewer { id unreadNotificationCount } }', {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.unreadNotificationCount).toBe(total);
    // Reading one changes it.
    const unread = await suite.server.db.selectFrom('notifications').select('id').where('user_id', '=', Number(answer.data!.viewer.id)).where('read_at', 'is', null).executeTakeFirstOrThrow();
    expect((await suite.client.put('/api/notify/read', { id: unread.id }, { token })).body.code).toBe(200);
    const after = await next<{ viewer: Viewer }>(url(), '{ viewer { unreadNotificationCount } }', {}, { token });
    expect(after.data!.viewer.unreadNotificationCount).toBe(total - 1);
  });

  it('recovers a password with a code: a wrong code is refused, the right one sets the password and ends every session', async () => {
    const account = employee(44);
    const mobile = (await userByAccount(suite.server.db, account)).mobile!;
    const oldToken = await login(url(), account, DEMO.employeePassword);
    const sent = await next<{ sendRecoveryCode: { resendAfterSeconds: number } }>(url(), SEND_CODE, { input: { mobileOrMail: mobile } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ sendRecoveryCode: { resendAfterSeconds: 60 } });
    const code = suite.server.sentCodes.at(-1)!;
    expect(code).toMatchObject({ channel: 'sms', target: mobile, code: expect.stringMatching(/^\d{6}$/) });
    // Another code within the minute: RATE_LIMITED, the seconds in the message.
    const tooSoon = await next(url(), SEND_CODE, { input: { mobileOrMail: mobile } }, { lang: 'en-US' });
    expectRefused(tooSoon, 'sendRecoveryCode', /^Codes are sent at most once a minute, try again in \d+ s$/, { code: 'RATE_LIMITED', portalCode: 429, status: 429 });
    // Neither a mobile number nor a mail address.
    expectRefused(await next(url(), SEND_CODE, { input: { mobileOrMail: 'learner01' } }), 'sendRecoveryCode', '请输入手机号或邮箱', { code: 'BAD_USER_INPUT', portalCode: 422, status: 422 });

    const password = 'Reset#2026';
    const reset = (codeValue: string, lang?: string) =>
      next<{ resetPassword: { passwordReset: boolean } }>(url(), RESET, { input: { mobileOrMail: mobile, code: codeValue, password, passwordConfirmation: password } }, { lang });
    const wrong = String((Number(code.code) + 1) % 1_000_000).padStart(6, '0');
    const extensions = { code: 'BAD_USER_INPUT', portalCode: 422, status: 422 };
    expectRefused(await reset(wrong), 'resetPassword', MSG.codeWrong.zh, extensions);
    expectRefused(await reset(wrong, 'en-US'), 'resetPassword', MSG.codeWrong.en, extensions);
    // Still the old password, still signed in.
    expect((await next(url(), VIEWER, {}, { token: oldToken })).errors).toBeUndefined();

    const done = await reset(code.code);
    expect(done.errors).toBeUndefined();
    expect(done.data).toEqual({ resetPassword: { passwordReset: true } });
    expect((await next(url(), VIEWER, {}, { token: oldToken })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await signIn(account, DEMO.employeePassword)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await signIn(account, password)).data!.signIn.viewer.account).toBe(account);
    // The code is used up.
    expectRefused(await reset(code.code), 'resetPassword', MSG.codeWrong.zh, extensions);
  });

  it("answers the SPA's own documents (src/graphql/session.graphql) as the browser sends them, with REST's values", async () => {
    /** An operation of the SPA: its hash and, as after a persisted-document miss, its text (this server has no manifest). */
    const spa = <T>(name: string, variables: Record<string, unknown> = {}, options: GraphQLRequestOptions = {}) => {
      const { hash, text } = spaOperation(name);
      return graphql<T>(url(), { operationName: name, query: text, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, options);
    };
    const rest = (await suite.client.get<WebConfig>('/api/config/system_webConfig')).body.data;
    const config = await spa<{ siteConfig: Record<string, unknown> }>('SiteConfig');
    expect(config.errors).toBeUndefined();
    expect(config.data!.siteConfig).toEqual({
      __typename: 'SiteConfig',
      titleZh: rest.web_title,
      titleEn: rest.web_title_en,
      logoZh: rest.web_logo,
      logoEn: rest.web_logo_en,
      icon: rest.web_ico,
      copyrightZh: rest.copyright,
      copyrightEn: rest.copyright_en,
      downloadUrlZh: rest.download_url,
      downloadUrlEn: rest.download_url_en,
      shopEnabled: rest.shop_status === '1',
      dingTalkSignInEnabled: rest.dd_login === '1',
      timeZone: rest.timezone,
    });

    const account = employee(45);
    const signedIn = await spa<{ signIn: { token: string; viewer: Record<string, unknown> } }>('SignIn', { input: { account, password: DEMO.employeePassword } });
    expect(signedIn.errors).toBeUndefined();
    const { token, viewer } = signedIn.data!.signIn;
    type RestUser = { id: number; account: string; name: string; photo: string; role_id: number; is_admin: number; department_name: string; position_name: string };
    const me = (await suite.client.get<RestUser>('/api/users', { token })).body.data;
    expect(viewer).toEqual({
      __typename: 'User',
      id: String(me.id),
      account: me.account,
      name: me.name,
      photo: me.photo,
      role: ['LEARNER', 'LECTURER', 'EXAMINER'][me.role_id - 1],
      isAdmin: me.is_admin === 1,
      department: me.department_name ? { __typename: 'Department', name: me.department_name } : null,
      positionName: me.position_name || null,
    });
    const again = await spa<{ viewer: Record<string, unknown> }>('Viewer', {}, { token });
    expect(again.errors).toBeUndefined();
    expect(again.data!.viewer).toEqual(viewer);
    const total = (await suite.client.get<{ total: number }>('/api/notify/total', { token, query: { notify_type: '0', inner_status: 2 } })).body.data.total;
    expect((await spa('UnreadNotificationCount', {}, { token })).data).toEqual({ viewer: { __typename: 'User', id: String(me.id), unreadNotificationCount: total } });
    expect((await spa('DingTalkApp', {}, { token })).data).toEqual({ siteConfig: { __typename: 'SiteConfig', dingTalkApp: { __typename: 'DingTalkApp', corpId: 'ding-demo-corp', agentId: '2026001' } } });
    const claim = await spa<{ claimDailySignInCredits: { claimed: boolean; message: string } }>('ClaimDailySignInCredits', {}, { token });
    expect(claim.errors).toBeUndefined();
    expect(claim.data!.claimDailySignInCredits).toMatchObject({ claimed: true, message: '每日登录积分 +2' });
    expectRefused(await spa('AdminSignIn', {}, { token }), 'adminSignIn', MSG.adminOnly.zh, { code: 'FORBIDDEN', portalCode: 403, status: 403 });
    expect((await spa('SignOut', {}, { token })).data).toEqual({ signOut: { __typename: 'SignOutPayload', signedOut: true } });
    expect((await spa('Viewer', {}, { token })).errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', portalCode: 202, status: 401 });
  });
});
