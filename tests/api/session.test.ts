/**
 * Sign-in, tokens, lockout, logout, daily credit and the admin back-office login, over real
 * HTTP on a fresh database per database kind.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { companyDay, expectOk, expectRefusal, expireSession, MSG, sessionOfToken, setUserStatus, triesOf, userByAccount, endWait } from '../support/assertions.js';
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
  // 127.0.0.1 is the proxy: a test names the client address in X-Forwarded-For (none: 127.0.0.1 itself).
  const suite = suiteServer(kind, { trustedProxies: ['127.0.0.1'] });

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

    const WAIT = { zh: (minutes: number) => `密码错误次数过多，请 ${minutes} 分钟后再从此网络地址尝试`, en: (minutes: number) => `Too many wrong passwords from this network address: try again in ${minutes} min` };
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

    it('makes one address wait 1 minute after five wrong passwords, then 2, refusing the right one too', async () => {
      const account = employee(1);
      const subject = `password:${account}`;
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expectRefusal(await suite.client.post('/api/login', { account, password: 'Wrong@5' }), 423, 423, WAIT.zh(1));
      const waiting = await triesOf(suite.server.db, subject);
      expect(waiting.failures).toBe(5);
      expect(waiting.blocked_until!.getTime()).toBeGreaterThan(Date.now());
      expect(waiting.blocked_until!.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);

      // The right password is refused while the wait lasts, and the try is not counted.
      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }), 423, 423, WAIT.zh(1));
      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }, { lang: 'en-US' }), 423, 423, WAIT.en(1));
      expect((await triesOf(suite.server.db, subject)).failures).toBe(5);
      // Other accounts are not affected.
      await suite.client.login(employee(2), DEMO.employeePassword);

      // The wait over, one more wrong password doubles it.
      await endWait(suite.server.db, subject);
      expectRefusal(await suite.client.post('/api/login', { account, password: 'Wrong@6' }, { lang: 'en-US' }), 423, 423, WAIT.en(2));
      // And the right one after it works and forgets the tries.
      await endWait(suite.server.db, subject);
      await suite.client.login(account, DEMO.employeePassword);
      expect(await triesOf(suite.server.db, subject)).toEqual({ failures: 0, blocked_until: null, last_try_at: null });
    });

    it('lets a stranger\'s thirty wrong passwords, from one address and from two, never lock the owner out', async () => {
      const account = employee(11);
      const attackers = ['203.0.113.7', '203.0.113.8'];
      for (const [index, attacker] of attackers.entries()) {
        const answers: number[] = [];
        for (let attempt = 1; attempt <= 30; attempt += 1) {
          const answer = await suite.client.post('/api/login', { account, password: `Guess@${attempt}` }, { ...from(attacker), lang: attempt % 2 ? 'zh-CN' : 'en-US' });
          answers.push(answer.body.code);
        }
        // Four plain refusals, then the wait: the guesser's pair checks no more passwords.
        expect(answers).toEqual([400, 400, 400, 400, ...Array<number>(26).fill(423)]);
        expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }, from(attacker)), 423, 423, WAIT.zh(1));
        expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }, { ...from(attacker), lang: 'en-US' }), 423, 423, WAIT.en(1));
        expect((await triesOf(suite.server.db, `password:${account}`, attacker)).failures).toBe(5);

        // The owner signs in from their own address, and from the proxy's, after each attack.
        await suite.client.login(account, DEMO.employeePassword, from(index ? '198.51.100.20' : '198.51.100.21'));
        await suite.client.login(account, DEMO.employeePassword);
      }
    });

    it('forgets wrong passwords after a quiet day', async () => {
      const account = employee(3);
      const subject = `password:${account}`;
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expect((await triesOf(suite.server.db, subject)).failures).toBe(4);
      await suite.server.db.updateTable('secret_failures').set({ last_try_at: sql<Date>`now() - interval '25 hours'` }).where('key', '=', `${subject}|127.0.0.1`).execute();
      // A fifth wrong password, but the first four are a day old: a new count starts.
      expectRefusal(await suite.client.post('/api/login', { account, password: 'Wrong@5' }), 400, 400, MSG.loginFailed.zh);
      const tries = await triesOf(suite.server.db, subject);
      expect(tries.failures).toBe(1);
      expect(tries.blocked_until).toBeNull();
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
      expect((await triesOf(suite.server.db, `password:${account}`)).failures).toBe(4);
      await suite.client.login(account, DEMO.employeePassword);
    });

    it('throttles an unknown account name exactly like a real one, revealing nothing', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectRefusal(await suite.client.post('/api/login', { account: 'ghost-lock-only', password: `Wrong@${attempt}` }), 400, 400, MSG.loginFailed.zh);
      }
      expectRefusal(await suite.client.post('/api/login', { account: 'ghost-lock-only', password: 'Wrong@5' }), 423, 423, WAIT.zh(1));
      expectRefusal(await suite.client.post('/api/login', { account: 'GHOST-LOCK-ONLY', password: 'Wrong@6' }), 423, 423, WAIT.zh(1));
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

  describe('secrets guessed with a session', () => {
    const attacker = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    const owner = { headers: { 'x-forwarded-for': '198.51.100.30' } };
    const PASSWORD_WAIT = { zh: '密码错误次数过多，请 1 分钟后再从此网络地址尝试', en: 'Too many wrong passwords from this network address: try again in 1 min' };
    const CODE_WAIT = { zh: '验证码错误次数过多，请 1 分钟后再从此网络地址尝试', en: 'Too many wrong verification codes from this network address: try again in 1 min' };

    it('makes a stolen session wait after five wrong current passwords, counted with the sign-ins; the owner changes it from their address', async () => {
      const account = employee(12);
      const stolen = await suite.client.login(account, DEMO.employeePassword, attacker);
      const hashBefore = (await userByAccount(suite.server.db, account)).password_hash;
      const change = (old_password: string, token: string, options: { headers: Record<string, string>; lang?: string }) =>
        suite.client.put('/api/users/updatePass', { old_password, password: 'Stolen#2026', password_confirmation: 'Stolen#2026' }, { token, ...options });

      const answers: number[] = [];
      for (let attempt = 1; attempt <= 30; attempt += 1) answers.push((await change(`Guess@${attempt}`, stolen, attacker)).body.code);
      expect(answers).toEqual([422, 422, 422, 422, ...Array<number>(26).fill(423)]);
      // Even the right one waits, in both languages; so does a sign-in of the account from there.
      expectRefusal(await change(DEMO.employeePassword, stolen, attacker), 423, 423, PASSWORD_WAIT.zh);
      expectRefusal(await change(DEMO.employeePassword, stolen, { ...attacker, lang: 'en-US' }), 423, 423, PASSWORD_WAIT.en);
      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }, attacker), 423, 423, PASSWORD_WAIT.zh);
      expect((await userByAccount(suite.server.db, account)).password_hash).toBe(hashBefore);

      // The owner, from their own address, signs in and changes the password (which ends the stolen session).
      const own = await suite.client.login(account, DEMO.employeePassword, owner);
      expectOk(await change(DEMO.employeePassword, own, owner), '密码已修改');
      expectRefusal(await suite.client.get('/api/users', { token: stolen }), 401, 202, MSG.tokenInvalid.zh);
    });

    it('makes an address wait after ten wrong codes when binding a mobile number; the owner binds from theirs', async () => {
      const account = employee(13);
      const mobile = '13912340013';
      const stolen = await suite.client.login(account, DEMO.employeePassword, attacker);
      expectOk(await suite.client.post('/api/passMobileMail', { mobile }, { token: stolen, ...attacker }), '验证码已发送');
      const code = suite.server.sentCodes.at(-1)!.code;
      const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
      const answers: number[] = [];
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        answers.push((await suite.client.post('/api/boundMobileMail', { mobile, code: wrong(attempt) }, { token: stolen, ...attacker })).body.code);
      }
      // Five wrong tries end the code (422 "too many"), the tenth starts the address's wait.
      expect(answers).toEqual([...Array<number>(9).fill(422), ...Array<number>(21).fill(423)]);
      expectRefusal(await suite.client.post('/api/boundMobileMail', { mobile, code }, { token: stolen, ...attacker }), 423, 423, CODE_WAIT.zh);
      expectRefusal(await suite.client.post('/api/boundMobileMail', { mobile, code }, { token: stolen, ...attacker, lang: 'en-US' }), 423, 423, CODE_WAIT.en);
      expect((await userByAccount(suite.server.db, account)).mobile).not.toBe(mobile);

      // The owner asks for a new code (after the resend minute) and binds it from their address.
      await sql`update verification_codes set created_at = created_at - interval '61 seconds' where target = ${mobile}`.execute(suite.server.db);
      const own = await suite.client.login(account, DEMO.employeePassword, owner);
      expectOk(await suite.client.post('/api/passMobileMail', { mobile }, { token: own, ...owner }), '验证码已发送');
      expectOk(await suite.client.post('/api/boundMobileMail', { mobile, code: suite.server.sentCodes.at(-1)!.code }, { token: own, ...owner }), '绑定成功');
      expect((await userByAccount(suite.server.db, account)).mobile).toBe(mobile);
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
