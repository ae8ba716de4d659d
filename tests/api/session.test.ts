/**
 * Sign-in, tokens, lockout, logout, daily credit and the admin back-office login, over real
 * HTTP on a fresh database per database kind.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { companyDay, expectOk, expectRefusal, expireSession, MSG, sessionOfToken, setUserStatus, throttleOf, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, TEST_ADMIN_URL, suiteServer } from '../support/test-server.js';

interface LoginData {
  remember_token: string;
  id: number;
  role_id: number;
  user_info: { id: number; account: string; name: string; role_id: number; is_admin: number; status: number; photo: string };
}

interface IntegralData {
  added: boolean;
  points: number;
  current_month_integral: number;
}

describe.each(databaseKinds())('session API on %s', (kind) => {
  const suite = suiteServer(kind);

  describe('POST /api/login', () => {
    it.each([
      { ...DEMO.learner, role_id: 1, is_admin: 0 },
      { ...DEMO.lecturer, role_id: 2, is_admin: 0 },
      { ...DEMO.examiner, role_id: 3, is_admin: 0 },
      { ...DEMO.admin, role_id: 1, is_admin: 1 },
    ])('signs in $account with role $role_id and the user info', async (account) => {
      const data = expectOk(await suite.client.post<LoginData>('/api/login', { account: account.account, password: account.password }));
      expect(data.remember_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(data.id).toBe(data.user_info.id);
      expect(data.role_id).toBe(account.role_id);
      expect(data.user_info).toMatchObject({
        account: account.account,
        name: account.name,
        role_id: account.role_id,
        is_admin: account.is_admin,
        status: 1,
        mobile: account.mobile,
      });
      // The token opens the protected routes as that user.
      const me = expectOk(await suite.client.get<{ id: number; name: string }>('/api/users', { token: data.remember_token }));
      expect(me).toMatchObject({ id: data.id, name: account.name });
    });

    it('gives a different token on every sign-in and trims the account', async () => {
      const first = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      const second = await suite.client.login(`  ${DEMO.learner.account} `, DEMO.learner.password);
      expect(second).not.toBe(first);
      expectOk(await suite.client.get('/api/users', { token: first }));
      expectOk(await suite.client.get('/api/users', { token: second }));
    });

    it('answers an unknown account exactly like a wrong password (zh-CN and en-US)', async () => {
      const wrongPassword = await suite.client.post('/api/login', { account: employee(30), password: 'Wrong@2026' });
      const unknownAccount = await suite.client.post('/api/login', { account: 'ghost-lock-check', password: 'Wrong@2026' });
      expectRefusal(wrongPassword, 400, 400, MSG.loginFailed.zh);
      expect(unknownAccount.status).toBe(wrongPassword.status);
      expect(unknownAccount.body).toEqual(wrongPassword.body);

      const wrongEn = await suite.client.post('/api/login', { account: employee(30), password: 'Wrong@2026' }, { lang: 'en-US' });
      const unknownEn = await suite.client.post('/api/login', { account: 'ghost-lock-check', password: 'Wrong@2026' }, { lang: 'en-US,en;q=0.9' });
      expectRefusal(wrongEn, 400, 400, MSG.loginFailed.en);
      expect(unknownEn.body).toEqual(wrongEn.body);
    });

    it.each([
      ['no body fields', {}],
      ['no password', { account: 'learner01' }],
      ['no account', { password: 'Learner@2026' }],
      ['an empty account', { account: '', password: 'Learner@2026' }],
      ['an empty password', { account: 'learner01', password: '' }],
      ['a 65-character password', { account: 'learner01', password: 'a1'.repeat(32) + 'x' }],
    ])('refuses %s with 422', async (_label, body) => {
      expectRefusal(await suite.client.post('/api/login', body), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.post('/api/login', body, { lang: 'en-US' }), 422, 422, MSG.invalidInputPrefix.en);
    });

    it('accepts the DeviceType header and records it on the session', async () => {
      const withDevice = await suite.client.login(employee(31), DEMO.employeePassword, { deviceType: 'PC' });
      expect((await sessionOfToken(suite.server.db, withDevice)).device_type).toBe('PC');
      const without = await suite.client.login(employee(31), DEMO.employeePassword, { deviceType: null });
      expect((await sessionOfToken(suite.server.db, without)).device_type).toBeNull();
      expectOk(await suite.client.get('/api/users', { token: without, deviceType: null }));
      // An overlong device type is cut to 32 characters, not refused.
      const long = await suite.client.login(employee(31), DEMO.employeePassword, { deviceType: 'X'.repeat(100) });
      expect((await sessionOfToken(suite.server.db, long)).device_type).toBe('X'.repeat(32));
    });

    it('locks an account for 15 minutes after five wrong passwords, refusing the right one too', async () => {
      const account = employee(1);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expectRefusal(
        await suite.client.post('/api/login', { account, password: 'Wrong@5' }),
        423,
        423,
        '密码错误次数过多，账号已锁定，请 15 分钟后再试',
      );
      const locked = await throttleOf(suite.server.db, account);
      expect(locked.locked_until).toBeInstanceOf(Date);
      expect(locked.locked_until!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(locked.locked_until!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

      // The right password is refused while the lock lasts.
      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }), 423, 423, /^密码错误次数过多，账号已锁定，请 1[45] 分钟后再试$/);
      expectRefusal(
        await suite.client.post('/api/login', { account, password: DEMO.employeePassword }, { lang: 'en-US' }),
        423,
        423,
        /^Too many wrong passwords: the account is locked, try again in 1[45] minutes$/,
      );
      // Other accounts are not affected.
      await suite.client.login(employee(2), DEMO.employeePassword);

      // Once the lock is over, the right password works and the failures are forgotten.
      await suite.server.db.updateTable('login_throttle').set({ locked_until: sql<Date>`now() - interval '1 second'` }).where('account', '=', account).execute();
      await suite.client.login(account, DEMO.employeePassword);
      const cleared = await throttleOf(suite.server.db, account);
      expect(cleared.failures).toBe(0);
      expect(cleared.locked_until).toBeNull();
    });

    it('does not count wrong passwords older than 15 minutes toward the lock', async () => {
      const account = employee(3);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expect((await throttleOf(suite.server.db, account)).failures).toBe(4);
      await suite.server.db
        .updateTable('login_throttle')
        .set({ since: sql<Date>`now() - interval '16 minutes'` })
        .where('account', '=', account)
        .execute();
      // A fifth wrong password, but the first four are outside the window: a new count starts.
      expectRefusal(await suite.client.post('/api/login', { account, password: 'Wrong@5' }), 400, 400, MSG.loginFailed.zh);
      const throttle = await throttleOf(suite.server.db, account);
      expect(throttle.failures).toBe(1);
      expect(throttle.locked_until).toBeNull();
      await suite.client.login(account, DEMO.employeePassword);
    });

    it('forgets earlier wrong passwords after a successful sign-in', async () => {
      const account = employee(4);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      await suite.client.login(account, DEMO.employeePassword);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expect((await throttleOf(suite.server.db, account)).failures).toBe(4);
      await suite.client.login(account, DEMO.employeePassword);
    });

    it('locks an unknown account name exactly like a real one, revealing nothing', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account: 'ghost-lock-only', password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expectRefusal(await suite.client.post('/api/login', { account: 'ghost-lock-only', password: 'Wrong@5' }), 423, 423, '密码错误次数过多，账号已锁定，请 15 分钟后再试');
      expectRefusal(await suite.client.post('/api/login', { account: 'GHOST-LOCK-ONLY', password: 'Wrong@6' }), 423, 423, /^密码错误次数过多/);
    });

    it('refuses a disabled account with 403, and a wrong password for it like any other', async () => {
      const account = employee(5);
      await setUserStatus(suite.server.db, account, 2);
      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }), 403, 403, MSG.accountDisabled.zh);
      expectRefusal(await suite.client.post('/api/login', { account, password: 'Wrong@2026' }), 400, 400, MSG.loginFailed.zh);
    });
  });

  describe('tokens', () => {
    it.each([
      ['no Authorization header', {}, MSG.tokenMissing],
      ['a non-bearer scheme', { Authorization: 'Basic bGVhcm5lcjAxOkxlYXJuZXJAMjAyNg==' }, MSG.tokenMissing],
      ['an empty bearer', { Authorization: 'Bearer ' }, MSG.tokenMissing],
      ['an unknown token', { Authorization: 'Bearer not-a-real-token-at-all' }, MSG.tokenInvalid],
    ])('answers 202 (HTTP 401) to %s', async (_label, headers, msg) => {
      expectRefusal(await suite.client.get('/api/users', { headers }), 401, 202, msg.zh);
      expectRefusal(await suite.client.get('/api/users', { headers, lang: 'en-US' }), 401, 202, msg.en);
      expectRefusal(await suite.client.get('/api/incrementIntegral', { headers }), 401, 202, msg.zh);
      expectRefusal(await suite.client.post('/api/logout', undefined, { headers }), 401, 202, msg.zh);
    });

    it('logout revokes only the current token', async () => {
      const account = employee(6);
      const first = await suite.client.login(account, DEMO.employeePassword);
      const second = await suite.client.login(account, DEMO.employeePassword);
      expect(expectOk(await suite.client.post('/api/logout', undefined, { token: first }), '已退出')).toBeNull();
      expect((await sessionOfToken(suite.server.db, first)).revoked_at).toBeInstanceOf(Date);
      expectRefusal(await suite.client.get('/api/users', { token: first }), 401, 202, MSG.tokenInvalid.zh);
      expectRefusal(await suite.client.post('/api/logout', undefined, { token: first }), 401, 202, MSG.tokenInvalid.zh);
      // The account's other session still works.
      expectOk(await suite.client.get('/api/users', { token: second }));
      expectOk(await suite.client.post('/api/logout', undefined, { token: second, lang: 'en-US' }), 'Signed out');
      expectRefusal(await suite.client.get('/api/users', { token: second, lang: 'en-US' }), 401, 202, MSG.tokenInvalid.en);
    });

    it('refuses an expired session with 202 everywhere', async () => {
      const account = employee(7);
      const token = await suite.client.login(account, DEMO.employeePassword);
      expectOk(await suite.client.get('/api/users', { token }));
      await expireSession(suite.server.db, token);
      expectRefusal(await suite.client.get('/api/users', { token }), 401, 202, MSG.tokenInvalid.zh);
      expectRefusal(await suite.client.get('/api/incrementIntegral', { token }), 401, 202, MSG.tokenInvalid.zh);
      expectRefusal(await suite.client.get('/api/notify/total', { token }), 401, 202, MSG.tokenInvalid.zh);
      expectRefusal(await suite.client.put('/api/users', { gender: 1 }, { token }), 401, 202, MSG.tokenInvalid.zh);
      // A new sign-in works.
      expectOk(await suite.client.get('/api/users', { token: await suite.client.login(account, DEMO.employeePassword) }));
    });

    it('answers a disabled account 205 on user info and 202 on every other route', async () => {
      const account = employee(8);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const genderBefore = (await userByAccount(suite.server.db, account)).gender;
      const ledgerOf = async (userId: number) => suite.server.db.selectFrom('credit_ledger').select(['id', 'points', 'reason', 'day']).where('user_id', '=', userId).orderBy('id').execute();
      const ledgerBefore = await ledgerOf((await userByAccount(suite.server.db, account)).id);
      const otherGender = genderBefore === 2 ? 1 : 2;
      await setUserStatus(suite.server.db, account, 2);
      expectRefusal(await suite.client.get('/api/users', { token }), 401, 205, MSG.accountDisabled.zh);
      expectRefusal(await suite.client.get('/api/users', { token, lang: 'en-US' }), 401, 205, MSG.accountDisabled.en);
      expectRefusal(await suite.client.get('/api/notify/total', { token }), 401, 202, MSG.accountDisabled.zh);
      expectRefusal(await suite.client.get('/api/incrementIntegral', { token }), 401, 202, MSG.accountDisabled.zh);
      expectRefusal(await suite.client.put('/api/users', { gender: otherGender }, { token }), 401, 202, MSG.accountDisabled.zh);
      expectRefusal(
        await suite.client.put('/api/users/updatePass', { old_password: DEMO.employeePassword, password: 'Newpass@2026', password_confirmation: 'Newpass@2026' }, { token }),
        401,
        202,
        MSG.accountDisabled.zh,
      );
      expectRefusal(await suite.client.post('/api/logout', undefined, { token, lang: 'en-US' }), 401, 202, MSG.accountDisabled.en);
      // Nothing was changed by the refused calls.
      const user = await userByAccount(suite.server.db, account);
      expect(user.gender).toBe(genderBefore);
      expect(await ledgerOf(user.id)).toEqual(ledgerBefore);
    });
  });

  describe('GET /api/incrementIntegral', () => {
    it('gives the daily credit once per day and shows it in the user info', async () => {
      // The demo employee already earned credits this month (the seeded history), not today's sign-in credit.
      const token = await suite.client.login(employee(10), DEMO.employeePassword);
      const before = expectOk(await suite.client.get<{ current_month_integral: number }>('/api/users', { token })).current_month_integral;

      const first = expectOk(await suite.client.get<IntegralData>('/api/incrementIntegral', { token }), '每日登录积分 +2');
      expect(first).toEqual({ added: true, points: 2, current_month_integral: before + 2 });
      const second = expectOk(await suite.client.get<IntegralData>('/api/incrementIntegral', { token }), '今日登录积分已领取');
      expect(second).toEqual({ added: false, points: 0, current_month_integral: before + 2 });
      const third = expectOk(await suite.client.get<IntegralData>('/api/incrementIntegral', { token, lang: 'en-US' }), "Today's sign-in credit was already given");
      expect(third.current_month_integral).toBe(before + 2);

      const after = expectOk(await suite.client.get<{ current_month_integral: number }>('/api/users', { token }));
      expect(after.current_month_integral).toBe(before + 2);
      const user = await userByAccount(suite.server.db, employee(10));
      const rows = await suite.server.db
        .selectFrom('credit_ledger')
        .select(['points', 'reason'])
        .where('user_id', '=', user.id)
        .where('day', '=', companyDay().day)
        .where('reason', '=', 'daily_login')
        .execute();
      expect(rows).toEqual([{ points: 2, reason: 'daily_login' }]);
    });

    it('uses the daily_login_points site setting', async () => {
      await suite.server.db.updateTable('site_config').set({ value: '5' }).where('key', '=', 'daily_login_points').execute();
      try {
        const token = await suite.client.login(employee(11), DEMO.employeePassword);
        const before = expectOk(await suite.client.get<{ current_month_integral: number }>('/api/users', { token })).current_month_integral;
        const data = expectOk(await suite.client.get<IntegralData>('/api/incrementIntegral', { token, lang: 'en-US' }), 'Daily sign-in credit +5');
        expect(data).toEqual({ added: true, points: 5, current_month_integral: before + 5 });
      } finally {
        await suite.server.db.updateTable('site_config').set({ value: '2' }).where('key', '=', 'daily_login_points').execute();
      }
    });

    it('ranks the month credits within the department', async () => {
      // Two employees without credits (new hires of the demo company) in a department of their
      // own, so the ranks depend on nothing but what this test does.
      const [first, second] = await suite.server.db
        .selectFrom('users')
        .select(['id', 'account', 'department_id'])
        .where('account', 'like', 'emp%')
        .where('status', '=', 1)
        .where('id', 'not in', suite.server.db.selectFrom('credit_ledger').select('user_id'))
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      expect(second).toBeDefined();
      const department = await suite.server.db.insertInto('departments').values({ name: '排名测试组', parent_id: null }).returning('id').executeTakeFirstOrThrow();
      await suite.server.db.updateTable('users').set({ department_id: department.id }).where('id', 'in', [first!.id, second!.id]).execute();
      try {
        const firstToken = await suite.client.login(first!.account, DEMO.employeePassword);
        const secondToken = await suite.client.login(second!.account, DEMO.employeePassword);
        type Ranked = { current_month_integral: number; current_month_department_score_rank: number };
        const ranked = async (token: string) => expectOk(await suite.client.get<Ranked>('/api/users', { token }));

        expect(await ranked(firstToken)).toMatchObject({ current_month_integral: 0, current_month_department_score_rank: 1 });
        expect(await ranked(secondToken)).toMatchObject({ current_month_integral: 0, current_month_department_score_rank: 1 });
        expectOk(await suite.client.get('/api/incrementIntegral', { token: secondToken }), '每日登录积分 +2');
        expect(await ranked(secondToken)).toMatchObject({ current_month_integral: 2, current_month_department_score_rank: 1 });
        expect(await ranked(firstToken)).toMatchObject({ current_month_integral: 0, current_month_department_score_rank: 2 });
        expectOk(await suite.client.get('/api/incrementIntegral', { token: firstToken }), '每日登录积分 +2');
        expect(await ranked(firstToken)).toMatchObject({ current_month_integral: 2, current_month_department_score_rank: 1 });
        expect(await ranked(secondToken)).toMatchObject({ current_month_integral: 2, current_month_department_score_rank: 1 });
      } finally {
        for (const user of [first!, second!]) await suite.server.db.updateTable('users').set({ department_id: user.department_id }).where('id', '=', user.id).execute();
        await suite.server.db.deleteFrom('departments').where('id', '=', department.id).execute();
      }
    });
  });

  describe('POST /api/adminUser/login', () => {
    interface AdminData {
      remember_token: string;
      admin_url: string;
      user_id: number;
      name: string;
      photo: string;
    }

    it('gives an admin a back-office token and the admin address for their own id', async () => {
      const login = expectOk(await suite.client.post<LoginData>('/api/login', { account: DEMO.admin.account, password: DEMO.admin.password }));
      const data = expectOk(await suite.client.post<AdminData>('/api/adminUser/login', { user_id: login.id }, { token: login.remember_token }));
      expect(data).toEqual({
        remember_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        admin_url: TEST_ADMIN_URL,
        user_id: login.id,
        name: DEMO.admin.name,
        photo: login.user_info.photo,
      });
      expect(data.remember_token).not.toBe(login.remember_token);
      const session = await sessionOfToken(suite.server.db, data.remember_token);
      expect(session).toMatchObject({ user_id: login.id, kind: 'admin', device_type: 'PC' });
      // The back-office token is not a portal token; the portal token keeps working.
      expectRefusal(await suite.client.get('/api/users', { token: data.remember_token }), 401, 202, MSG.tokenInvalid.zh);
      expectOk(await suite.client.get('/api/users', { token: login.remember_token }));
    });

    it('refuses learners and other roles with 403', async () => {
      const learner = expectOk(await suite.client.post<LoginData>('/api/login', { account: DEMO.learner.account, password: DEMO.learner.password }));
      const lecturer = expectOk(await suite.client.post<LoginData>('/api/login', { account: DEMO.lecturer.account, password: DEMO.lecturer.password }));
      const adminId = (await userByAccount(suite.server.db, DEMO.admin.account)).id;
      expectRefusal(await suite.client.post('/api/adminUser/login', { user_id: learner.id }, { token: learner.remember_token }), 403, 403, MSG.adminOnly.zh);
      expectRefusal(await suite.client.post('/api/adminUser/login', { user_id: adminId }, { token: learner.remember_token }), 403, 403, MSG.adminOnly.zh);
      expectRefusal(
        await suite.client.post('/api/adminUser/login', { user_id: lecturer.id }, { token: lecturer.remember_token, lang: 'en-US' }),
        403,
        403,
        MSG.adminOnly.en,
      );
      expect(await suite.server.db.selectFrom('sessions').select('id').where('kind', '=', 'admin').where('user_id', 'in', [learner.id, lecturer.id]).execute()).toEqual([]);
    });

    it("refuses an admin asking for another user's back-office token", async () => {
      const admin = expectOk(await suite.client.post<LoginData>('/api/login', { account: DEMO.admin.account, password: DEMO.admin.password }));
      const learnerId = (await userByAccount(suite.server.db, DEMO.learner.account)).id;
      expectRefusal(await suite.client.post('/api/adminUser/login', { user_id: learnerId }, { token: admin.remember_token }), 403, 403, MSG.adminOnly.zh);
      expect(await suite.server.db.selectFrom('sessions').select('id').where('kind', '=', 'admin').where('user_id', '=', learnerId).execute()).toEqual([]);
    });

    it('refuses a missing token with 202 and bad input with 422', async () => {
      const adminId = (await userByAccount(suite.server.db, DEMO.admin.account)).id;
      expectRefusal(await suite.client.post('/api/adminUser/login', { user_id: adminId }), 401, 202, MSG.tokenMissing.zh);
      const token = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
      for (const body of [{}, { user_id: 0 }, { user_id: 'abc' }, { user_id: 1.5 }]) {
        expectRefusal(await suite.client.post('/api/adminUser/login', body, { token }), 422, 422, MSG.invalidInputPrefix.zh);
      }
    });
  });
});
