/**
 * Password recovery: mobile/mail check, verification codes (POST /api/getsmscode) and the
 * reset (POST /api/findpass), over real HTTP on a fresh database per database kind.
 * Codes are read from the capturing code sender of the test server.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../server/modules/session/tokens.js';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

const UNKNOWN_MOBILE = '13700000000';
const UNKNOWN_MAIL = 'nobody@nowhere.example';
const RESET_PASSWORD = 'Reset#2026';

describe.each(databaseKinds())('recovery API on %s', (kind) => {
  // 127.0.0.1 is the proxy: a test names the client address in X-Forwarded-For (none: 127.0.0.1 itself).
  const suite = suiteServer(kind, { trustedProxies: ['127.0.0.1'] });

  async function mobileOf(account: string): Promise<string> {
    const mobile = (await userByAccount(suite.server.db, account)).mobile;
    expect(mobile).toMatch(/^\d{11}$/);
    return mobile!;
  }

  /** Requests a code for a target that an account has and returns the code the sender got. */
  async function requestCode(target: string): Promise<string> {
    const sentBefore = suite.server.sentCodes.length;
    expect(expectOk(await suite.client.post('/api/getsmscode', { mobile: target }), '验证码已发送')).toEqual({ resend_after: 60 });
    expect(suite.server.sentCodes.length, `one code sent to ${target}`).toBe(sentBefore + 1);
    const sent = suite.server.sentCodes.at(-1)!;
    expect(sent.target).toBe(target.trim().toLowerCase());
    expect(sent.code).toMatch(/^\d{6}$/);
    return sent.code;
  }

  /** Lets the next code be requested now (the last one was sent more than a minute ago). */
  async function pretendMinutePassed(target: string) {
    await sql`update verification_codes set created_at = created_at - interval '61 seconds' where target = ${target}`.execute(suite.server.db);
  }

  function findpass(mobile: string, code: string, password = RESET_PASSWORD, confirmation = password, lang?: string) {
    return suite.client.post('/api/findpass', { mobile, code, password, password_confirmation: confirmation }, { lang });
  }

  /** A 6-digit code that differs from `code`. */
  function wrongCode(code: string, n = 1): string {
    return String((Number(code) + n) % 1_000_000).padStart(6, '0');
  }

  describe('POST /api/isMobileEmail', () => {
    it.each([
      [DEMO.learner.mobile, 'mobile'],
      [UNKNOWN_MOBILE, 'mobile'],
      [` ${DEMO.learner.mobile} `, 'mobile'],
      [DEMO.learner.mail, 'mail'],
      [UNKNOWN_MAIL, 'mail'],
      ['Learner01@Demo.Example', 'mail'],
    ])('classifies %j as %s without telling whether an account has it', async (account, type) => {
      expect(expectOk(await suite.client.post('/api/isMobileEmail', { account }))).toEqual({ type });
      expect(expectOk(await suite.client.post('/api/isMobileEmail', { account }, { lang: 'en-US' }), 'Success')).toEqual({ type });
    });

    it.each(['1380000000', '138000000012', '1380000000a', 'learner01', 'a@b', 'a b@c.de'])('refuses %j with 422', async (account) => {
      expectRefusal(await suite.client.post('/api/isMobileEmail', { account }), 422, 422, '请输入手机号或邮箱');
      expectRefusal(await suite.client.post('/api/isMobileEmail', { account }, { lang: 'en-US' }), 422, 422, 'Please enter a mobile number or an email address');
    });

    it('refuses a missing or empty field with 422', async () => {
      expectRefusal(await suite.client.post('/api/isMobileEmail', {}), 422, 422, MSG.invalidInputPrefix.zh);
      expectRefusal(await suite.client.post('/api/isMobileEmail', { account: '' }), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });

  describe('POST /api/getsmscode', () => {
    it('sends a 6-digit code valid 5 minutes to a mobile an account has, storing only its hash', async () => {
      const mobile = await mobileOf(employee(60));
      const code = await requestCode(mobile);
      expect(suite.server.sentCodes.at(-1)).toEqual({ channel: 'sms', target: mobile, code, minutesValid: 5 });
      const rows = await suite.server.db.selectFrom('verification_codes').selectAll().where('target', '=', mobile).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toBe(sha256(code));
      expect(rows[0]!.attempts).toBe(0);
      expect(rows[0]!.consumed_at).toBeNull();
      const minutes = (rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(4.9);
      expect(minutes).toBeLessThan(5.1);
    });

    it('sends a mail code to an address an account has (case-insensitive)', async () => {
      await requestCode('EMP0061@Demo.Example');
      expect(suite.server.sentCodes.at(-1)).toMatchObject({ channel: 'mail', target: 'emp0061@demo.example', minutesValid: 5 });
    });

    it('answers a number or address no account has exactly the same, but sends nothing', async () => {
      const knownMobile = await mobileOf(employee(62));
      const sentBefore = suite.server.sentCodes.length;
      const known = await suite.client.post('/api/getsmscode', { mobile: knownMobile });
      const unknown = await suite.client.post('/api/getsmscode', { mobile: UNKNOWN_MOBILE });
      const unknownMail = await suite.client.post('/api/getsmscode', { mobile: UNKNOWN_MAIL });
      expectOk(known, '验证码已发送');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(unknownMail.body).toEqual(known.body);
      expect(suite.server.sentCodes.slice(sentBefore).map((c) => c.target)).toEqual([knownMobile]);

      // The resend limit answers alike too.
      const knownAgain = await suite.client.post('/api/getsmscode', { mobile: knownMobile });
      const unknownAgain = await suite.client.post('/api/getsmscode', { mobile: UNKNOWN_MOBILE });
      expect(knownAgain.status).toBe(429);
      expect(unknownAgain.status).toBe(429);
      expect(unknownAgain.body.code).toBe(knownAgain.body.code);
    });

    it('allows one code per minute per number (429), other numbers unaffected', async () => {
      const mobile = await mobileOf(employee(63));
      const first = await requestCode(mobile);
      const sentBefore = suite.server.sentCodes.length;
      const again = await suite.client.post('/api/getsmscode', { mobile });
      expectRefusal(again, 429, 429, /^验证码发送过于频繁，请 \d+ 秒后再试$/);
      const seconds = Number(/(\d+) 秒/.exec(again.body.msg)![1]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expectRefusal(await suite.client.post('/api/getsmscode', { mobile }, { lang: 'en-US' }), 429, 429, /^Codes are sent at most once a minute, try again in \d+ s$/);
      expect(suite.server.sentCodes.length).toBe(sentBefore);

      await requestCode(await mobileOf(employee(64)));

      await pretendMinutePassed(mobile);
      const second = await requestCode(mobile);
      const rows = await suite.server.db.selectFrom('verification_codes').select('code_hash').where('target', '=', mobile).execute();
      expect(rows.map((r) => r.code_hash).sort()).toEqual([sha256(first), sha256(second)].sort());
    });

    it('refuses a bad number or address with 422', async () => {
      const sentBefore = suite.server.sentCodes.length;
      expectRefusal(await suite.client.post('/api/getsmscode', { mobile: '1380000000' }), 422, 422, '请输入手机号或邮箱');
      expectRefusal(await suite.client.post('/api/getsmscode', { mobile: 'not a number' }, { lang: 'en-US' }), 422, 422, 'Please enter a mobile number or an email address');
      expectRefusal(await suite.client.post('/api/getsmscode', {}), 422, 422, MSG.invalidInputPrefix.zh);
      expect(suite.server.sentCodes.length).toBe(sentBefore);
    });
  });

  describe('POST /api/findpass', () => {
    it('resets the password with the code, revokes every session, and the code works once', async () => {
      const account = employee(70);
      const mobile = await mobileOf(account);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const code = await requestCode(mobile);

      expect(expectOk(await findpass(mobile, code), '密码已重置，请登录')).toBeNull();
      expectRefusal(await suite.client.get('/api/users', { token }), 401, 202, MSG.tokenInvalid.zh);
      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }), 400, 400, MSG.loginFailed.zh);
      await suite.client.login(account, RESET_PASSWORD);

      // Single use: the same code is refused afterwards and the password stays.
      expectRefusal(await findpass(mobile, code, 'Another#2026'), 422, 422, MSG.codeWrong.zh);
      await suite.client.login(account, RESET_PASSWORD);
    });

    it('resets through a mail address, answering in English', async () => {
      const account = employee(71);
      const code = await requestCode(`${account}@demo.example`);
      expectOk(await findpass(`${account}@demo.example`, code, RESET_PASSWORD, RESET_PASSWORD, 'en-US'), 'Your password has been reset, please sign in');
      await suite.client.login(account, RESET_PASSWORD);
    });

    it('clears a login lock when the password is reset', async () => {
      const account = employee(72);
      for (let attempt = 1; attempt <= 5; attempt += 1) await suite.client.post('/api/login', { account, password: `Wrong@${attempt}` });
      expect((await suite.client.post('/api/login', { account, password: DEMO.employeePassword })).body.code).toBe(423);
      const mobile = await mobileOf(account);
      expectOk(await findpass(mobile, await requestCode(mobile)), '密码已重置，请登录');
      await suite.client.login(account, RESET_PASSWORD);
    });

    it('makes one address wait after ten wrong codes across codes; the owner resets from theirs', async () => {
      const account = employee(79);
      const mobile = await mobileOf(account);
      const attacker = { headers: { 'x-forwarded-for': '203.0.113.10' } };
      const hashBefore = (await userByAccount(suite.server.db, account)).password_hash;
      const answers: number[] = [];
      // The guesser asks for a new code whenever one is used up, and keeps guessing.
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        if (attempt % 5 === 1) {
          await pretendMinutePassed(mobile);
          await requestCode(mobile);
        }
        const guess = String((Number(suite.server.sentCodes.at(-1)!.code) + attempt) % 1_000_000).padStart(6, '0');
        answers.push((await suite.client.post('/api/findpass', { mobile, code: guess, password: RESET_PASSWORD, password_confirmation: RESET_PASSWORD }, attacker)).body.code);
      }
      expect(answers).toEqual([...Array<number>(9).fill(422), ...Array<number>(21).fill(423)]);
      const code = suite.server.sentCodes.at(-1)!.code;
      const wait = { zh: '验证码错误次数过多，请 1 分钟后再从此网络地址尝试', en: 'Too many wrong verification codes from this network address: try again in 1 min' };
      expectRefusal(await suite.client.post('/api/findpass', { mobile, code, password: RESET_PASSWORD, password_confirmation: RESET_PASSWORD }, attacker), 423, 423, wait.zh);
      expectRefusal(await suite.client.post('/api/findpass', { mobile, code, password: RESET_PASSWORD, password_confirmation: RESET_PASSWORD }, { ...attacker, lang: 'en-US' }), 423, 423, wait.en);
      expect((await userByAccount(suite.server.db, account)).password_hash).toBe(hashBefore);

      // The owner, from their own address, with a fresh code.
      await pretendMinutePassed(mobile);
      const fresh = await requestCode(mobile);
      expectOk(await suite.client.post('/api/findpass', { mobile, code: fresh, password: RESET_PASSWORD, password_confirmation: RESET_PASSWORD }, { headers: { 'x-forwarded-for': '198.51.100.40' } }), '密码已重置，请登录');
      await suite.client.login(account, RESET_PASSWORD);
    });

    it('allows five tries: four wrong codes, then the right one works', async () => {
      const account = employee(73);
      const mobile = await mobileOf(account);
      const code = await requestCode(mobile);
      for (let n = 1; n <= 4; n += 1) expectRefusal(await findpass(mobile, wrongCode(code, n)), 422, 422, MSG.codeWrong.zh);
      expectOk(await findpass(mobile, code), '密码已重置，请登录');
      await suite.client.login(account, RESET_PASSWORD);
    });

    it('refuses the sixth try with "too many tries" even with the right code', async () => {
      const account = employee(74);
      const mobile = await mobileOf(account);
      const hashBefore = (await userByAccount(suite.server.db, account)).password_hash;
      const code = await requestCode(mobile);
      for (let n = 1; n <= 4; n += 1) expectRefusal(await findpass(mobile, wrongCode(code, n)), 422, 422, MSG.codeWrong.zh);
      expectRefusal(await findpass(mobile, wrongCode(code, 5)), 422, 422, MSG.codeTooManyTries.zh);
      expectRefusal(await findpass(mobile, code), 422, 422, MSG.codeTooManyTries.zh);
      expectRefusal(await findpass(mobile, code, RESET_PASSWORD, RESET_PASSWORD, 'en-US'), 422, 422, MSG.codeTooManyTries.en);
      expect((await userByAccount(suite.server.db, account)).password_hash).toBe(hashBefore);
      await suite.client.login(account, DEMO.employeePassword);

      // A new code (after the resend minute) starts over.
      await pretendMinutePassed(mobile);
      expectOk(await findpass(mobile, await requestCode(mobile)), '密码已重置，请登录');
      await suite.client.login(account, RESET_PASSWORD);
    });

    it('refuses an expired code (older than 5 minutes)', async () => {
      const account = employee(75);
      const mobile = await mobileOf(account);
      const code = await requestCode(mobile);
      await sql`update verification_codes set expires_at = now() - interval '1 second' where target = ${mobile}`.execute(suite.server.db);
      expectRefusal(await findpass(mobile, code), 422, 422, MSG.codeWrong.zh);
      expectRefusal(await findpass(mobile, code, RESET_PASSWORD, RESET_PASSWORD, 'en-US'), 422, 422, MSG.codeWrong.en);
      await suite.client.login(account, DEMO.employeePassword);
    });

    it("refuses a code sent to another number, and a number without a code", async () => {
      const victim = employee(76);
      const victimMobile = await mobileOf(victim);
      const attackerCode = await requestCode(await mobileOf(employee(77)));
      expectRefusal(await findpass(victimMobile, attackerCode), 422, 422, MSG.codeWrong.zh);
      expectRefusal(await findpass(UNKNOWN_MOBILE, '123456'), 422, 422, MSG.codeWrong.zh);
      await suite.client.login(victim, DEMO.employeePassword);
    });

    it('checks the password rule before the code, without spending a try', async () => {
      const account = employee(78);
      const mobile = await mobileOf(account);
      const code = await requestCode(mobile);
      for (const bad of ['short1!', 'onlyletters', '12345678901234567', 'with space 1']) {
        expectRefusal(await findpass(mobile, code, bad), 422, 422, MSG.passwordRule.zh);
      }
      expectRefusal(await findpass(mobile, code, '12345678', undefined, 'en-US'), 422, 422, MSG.passwordRule.en);
      expectRefusal(await findpass(mobile, code, RESET_PASSWORD, 'Reset#2027'), 422, 422, MSG.passwordsDiffer.zh);
      expectRefusal(await findpass(mobile, code, RESET_PASSWORD, 'Reset#2027', 'en-US'), 422, 422, MSG.passwordsDiffer.en);
      const row = await suite.server.db.selectFrom('verification_codes').select(['attempts', 'consumed_at']).where('target', '=', mobile).executeTakeFirstOrThrow();
      expect(row).toEqual({ attempts: 0, consumed_at: null });
      await suite.client.login(account, DEMO.employeePassword);
      expectOk(await findpass(mobile, code), '密码已重置，请登录');
      await suite.client.login(account, RESET_PASSWORD);
    });

    it.each([
      ['a 5-digit code', { code: '12345' }],
      ['a non-digit code', { code: 'abcdef' }],
      ['no code', { code: undefined }],
      ['no password', { password: undefined }],
      ['no confirmation', { password_confirmation: undefined }],
      ['no mobile', { mobile: undefined }],
    ])('refuses %s with 422', async (_label, override) => {
      const body = { mobile: DEMO.learner.mobile, code: '123456', password: RESET_PASSWORD, password_confirmation: RESET_PASSWORD, ...override };
      expectRefusal(await suite.client.post('/api/findpass', JSON.parse(JSON.stringify(body))), 422, 422, MSG.invalidInputPrefix.zh);
    });
  });
});
