/**
 * The signed-in user's profile (GET/PUT /api/users) and password change
 * (PUT /api/users/updatePass), over real HTTP on a fresh database per database kind.
 */
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, monthFromLedgers, MSG, sessionOfToken, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface UserInfo {
  id: number;
  account: string;
  name: string;
  photo: string;
  mobile: string | null;
  mail: string | null;
  role_id: number;
  is_admin: number;
  status: number;
  gender: number;
  work_number: string | null;
  nation: string | null;
  politics: number | null;
  birth_date: string | null;
  entry_time: string | null;
  user_type: number;
  employee_type: number;
  department_name: string;
  position_name: string;
  current_month_integral: number;
  current_month_department_score_rank: number;
  current_month_study_time: number;
  current_month_department_study_rank: number;
}

const USER_INFO_KEYS = [
  'account',
  'birth_date',
  'city_id',
  'current_month_department_score_rank',
  'current_month_department_study_rank',
  'current_month_integral',
  'current_month_study_time',
  'department_name',
  'district_id',
  'editable_fields',
  'employee_type',
  'entry_time',
  'gender',
  'half_photo',
  'id',
  'id_number',
  'is_admin',
  'mail',
  'mobile',
  'name',
  'nation',
  'passport',
  'photo',
  'politics',
  'position_level',
  'position_name',
  'province_id',
  'role_id',
  'status',
  'supervisor',
  'user_type',
  'work_number',
  'work_place',
];

/** Bad new passwords: each breaks the 8-16 characters, two-kinds, printable-ASCII rule. */
const BAD_PASSWORDS: [string, string][] = [
  ['7 characters', 'abc1234'],
  ['4 characters', 'Ab1!'],
  ['17 characters', 'Abcdefgh123456789'],
  ['letters only', 'abcdefghij'],
  ['capital letters only', 'ABCDEFGHIJ'],
  ['digits only', '1234567890'],
  ['symbols only', '!@#$%^&*()'],
  ['a space', 'abcd 12345'],
  ['non-ASCII characters', '密码abc12345'],
];

describe.each(databaseKinds())('users API on %s', (kind) => {
  const suite = suiteServer(kind);

  describe('GET /api/users', () => {
    it("answers the signed-in user's profile with department, position and month figures", async () => {
      const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      const info = expectOk(await suite.client.get<UserInfo>('/api/users', { token }));
      expect(Object.keys(info).sort()).toEqual(USER_INFO_KEYS);
      const learner = await userByAccount(suite.server.db, DEMO.learner.account);
      // The demo company's year of study: the month figures are the ledgers' sums this month.
      const month = await monthFromLedgers(suite.server.db, learner.id);
      expect(info).toEqual({
        id: learner.id,
        account: 'learner01',
        name: '李明',
        photo: expect.stringMatching(/^\/files\/avatars\/u\d+\.svg$/),
        mobile: '13800000001',
        mail: 'learner01@demo.example',
        role_id: 1,
        is_admin: 0,
        status: 1,
        gender: 1,
        work_number: 'D01100',
        nation: '汉族',
        politics: 3,
        birth_date: '1992-06-18',
        entry_time: '2019-03-01',
        user_type: 2,
        employee_type: 1,
        department_name: '前端开发组',
        position_name: '高级工程师',
        id_number: '440305199206181232',
        passport: 'E12345678',
        half_photo: '',
        supervisor: '王强',
        position_level: 1,
        province_id: 44,
        city_id: 4401,
        district_id: 440106,
        work_place: '广东省 广州市 天河区',
        editable_fields: ['photo', 'half_photo', 'gender', 'nation', 'politics', 'birth_date', 'id_number', 'passport', 'work_place'],
        current_month_integral: month.credits,
        current_month_department_score_rank: month.credits_rank,
        current_month_study_time: month.study_seconds,
        current_month_department_study_rank: month.study_rank,
      });
      // The avatar is a real file served under /files.
      const photo = await fetch(new URL(info.photo, suite.server.url));
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await photo.text()).toContain('<svg');
    });

    it('answers in English with Accept-Language en-US', async () => {
      const token = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
      const info = expectOk(await suite.client.get<UserInfo>('/api/users', { token, lang: 'en-US' }), 'Success');
      expect(info).toMatchObject({ account: 'admin01', name: '陈静', is_admin: 1, department_name: '人力资源部', position_name: '培训经理' });
    });

    it("never answers another user's data", async () => {
      const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
      const admin = await userByAccount(suite.server.db, DEMO.admin.account);
      const info = expectOk(await suite.client.get<UserInfo>('/api/users', { token, query: { id: admin.id, user_id: admin.id } }));
      expect(info.account).toBe('learner01');
      expectRefusal(await suite.client.get(`/api/users/${admin.id}`, { token }), 404, 4004, MSG.routeNotFound.zh);
    });

    it('refuses a missing token with 202', async () => {
      expectRefusal(await suite.client.get('/api/users'), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.get('/api/users', { lang: 'en-US' }), 401, 202, MSG.tokenMissing.en);
    });
  });

  describe('PUT /api/users', () => {
    it('saves the editable fields and answers the updated profile', async () => {
      const account = employee(20);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const before = expectOk(await suite.client.get<UserInfo>('/api/users', { token }));
      const changes = { gender: before.gender === 1 ? 2 : 1, nation: '回族', politics: before.politics === 1 ? 2 : 1, birth_date: '1990-01-02', photo: before.photo.replace(/u(\d+)\.svg$/, (_, n: string) => `u${Number(n) + 1}.svg`) };
      expect(changes.photo).not.toBe(before.photo);
      const saved = expectOk(await suite.client.put<UserInfo>('/api/users', changes, { token }), '个人信息已保存');
      expect(saved).toEqual({ ...before, ...changes });
      expect(expectOk(await suite.client.get<UserInfo>('/api/users', { token }))).toEqual({ ...before, ...changes });
      const row = await userByAccount(suite.server.db, account);
      expect(row).toMatchObject(changes);
    });

    it('changes only the fields sent, and nothing for an empty body', async () => {
      const token = await suite.client.login(employee(21), DEMO.employeePassword);
      const before = expectOk(await suite.client.get<UserInfo>('/api/users', { token }));
      expect(expectOk(await suite.client.put<UserInfo>('/api/users', {}, { token }), '个人信息已保存')).toEqual(before);
      const saved = expectOk(await suite.client.put<UserInfo>('/api/users', { nation: '满族' }, { token, lang: 'en-US' }), 'Your profile has been saved');
      expect(saved).toEqual({ ...before, nation: '满族' });
      // Only a file the portal stored: an outside address is refused and changes nothing.
      const outside = await suite.client.put<UserInfo>('/api/users', { photo: 'https://cdn.example.com/me.png' }, { token });
      expect(outside.status).toBe(422);
      const photo = expectOk(await suite.client.put<UserInfo>('/api/users', { photo: '' }, { token }), '个人信息已保存');
      expect(photo).toEqual({ ...before, nation: '满族', photo: '' });
    });

    it.each([
      ['gender 0', { gender: 0 }, /gender/],
      ['gender 4', { gender: 4 }, /gender 不能大于 3/],
      ['a non-numeric gender', { gender: 'male' }, /gender/],
      ['a fractional gender', { gender: 1.5 }, /gender/],
      ['politics 5', { politics: 5 }, /politics/],
      ['a javascript: photo', { photo: 'javascript:alert(1)' }, /photo/],
      ['a relative photo outside /files', { photo: '../etc/passwd' }, /photo/],
      ['a slashed birth date', { birth_date: '1990/01/02' }, /birth_date/],
      ['a 33-character nation', { nation: '族'.repeat(33) }, /nation/],
      ['an unknown field', { nickname: 'Lee' }, /不支持的字段 nickname$/],
      ['a read-only field (name)', { name: 'Hacker' }, /不支持的字段 name$/],
      ['a read-only field (is_admin)', { is_admin: 1 }, /不支持的字段 is_admin$/],
      ['a read-only field (role_id)', { role_id: 3 }, /不支持的字段 role_id$/],
      ['a read-only field (status)', { status: 1 }, /不支持的字段 status$/],
      ['a valid field beside a bad one', { nation: '壮族', gender: 9 }, /gender/],
    ])('refuses %s with 422 and changes nothing', async (_label, body, detail) => {
      const account = employee(22);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const rowBefore = await userByAccount(suite.server.db, account);
      const answer = await suite.client.put('/api/users', body, { token });
      expectRefusal(answer, 422, 422, MSG.invalidInputPrefix.zh);
      expect(answer.body.msg).toMatch(detail);
      expect(await userByAccount(suite.server.db, account)).toEqual(rowBefore);
    });

    it.each([
      ['an impossible birth date', '2026-13-45'],
      ['a birth date in the future', '2999-01-01'],
      ['a birth date before 1900', '1850-05-05'],
    ])('refuses %s with 422 and changes nothing', async (_label, birth_date) => {
      const account = employee(22);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const rowBefore = await userByAccount(suite.server.db, account);
      expectRefusal(await suite.client.put('/api/users', { birth_date, nation: '壮族' }, { token }), 422, 422, '日期无效');
      expect(await userByAccount(suite.server.db, account)).toEqual(rowBefore);
    });

    it("cannot change another user's profile", async () => {
      const token = await suite.client.login(employee(23), DEMO.employeePassword);
      const other = await userByAccount(suite.server.db, employee(24));
      const answer = await suite.client.put('/api/users', { id: other.id, gender: other.gender === 1 ? 2 : 1 }, { token, lang: 'en-US' });
      expectRefusal(answer, 422, 422, MSG.invalidInputPrefix.en);
      expect(await userByAccount(suite.server.db, employee(24))).toEqual(other);
    });

    it('refuses a missing token with 202, before looking at the body', async () => {
      expectRefusal(await suite.client.put('/api/users', { gender: 1 }), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.put('/api/users', { gender: 9, nickname: 'x' }), 401, 202, MSG.tokenMissing.zh);
    });
  });

  describe('PUT /api/users/updatePass', () => {
    it('changes the password, revokes every older token and answers a new one that works', async () => {
      const account = employee(40);
      const first = await suite.client.login(account, DEMO.employeePassword);
      const second = await suite.client.login(account, DEMO.employeePassword);
      const data = expectOk(
        await suite.client.put<{ remember_token: string }>(
          '/api/users/updatePass',
          { old_password: DEMO.employeePassword, password: 'Changed#2026', password_confirmation: 'Changed#2026' },
          { token: first },
        ),
        '密码已修改',
      );
      expect(Object.keys(data)).toEqual(['remember_token']);
      expect(data.remember_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(expectOk(await suite.client.get<UserInfo>('/api/users', { token: data.remember_token })).account).toBe(account);
      expectRefusal(await suite.client.get('/api/users', { token: first }), 401, 202, MSG.tokenInvalid.zh);
      expectRefusal(await suite.client.get('/api/users', { token: second }), 401, 202, MSG.tokenInvalid.zh);
      expect((await sessionOfToken(suite.server.db, first)).revoked_at).toBeInstanceOf(Date);

      expectRefusal(await suite.client.post('/api/login', { account, password: DEMO.employeePassword }), 400, 400, MSG.loginFailed.zh);
      await suite.client.login(account, 'Changed#2026');
    });

    it('accepts the rule boundaries: 8 and 16 characters, any two kinds', async () => {
      const account = employee(41);
      let current: string = DEMO.employeePassword;
      let token = await suite.client.login(account, current);
      for (const next of ['abcd1234', 'Abcdefgh1234567!', 'abcdefg!', '1234567!', 'ABCDEF12']) {
        const data = expectOk(
          await suite.client.put<{ remember_token: string }>('/api/users/updatePass', { old_password: current, password: next, password_confirmation: next }, { token, lang: 'en-US' }),
          'Your password has been changed',
        );
        token = data.remember_token;
        current = next;
      }
      await suite.client.login(account, 'ABCDEF12');
    });

    it.each(BAD_PASSWORDS)('refuses a new password with %s and keeps the old one', async (_label, password) => {
      const account = employee(42);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const hashBefore = (await userByAccount(suite.server.db, account)).password_hash;
      expectRefusal(
        await suite.client.put('/api/users/updatePass', { old_password: DEMO.employeePassword, password, password_confirmation: password }, { token }),
        422,
        422,
        MSG.passwordRule.zh,
      );
      expectRefusal(
        await suite.client.put('/api/users/updatePass', { old_password: DEMO.employeePassword, password, password_confirmation: password }, { token, lang: 'en-US' }),
        422,
        422,
        MSG.passwordRule.en,
      );
      expect((await userByAccount(suite.server.db, account)).password_hash).toBe(hashBefore);
      expectOk(await suite.client.get('/api/users', { token }));
    });

    it('refuses differing entries and a wrong current password, changing nothing', async () => {
      const account = employee(43);
      const token = await suite.client.login(account, DEMO.employeePassword);
      const hashBefore = (await userByAccount(suite.server.db, account)).password_hash;
      expectRefusal(
        await suite.client.put('/api/users/updatePass', { old_password: DEMO.employeePassword, password: 'Newpass@2026', password_confirmation: 'Newpass@2027' }, { token }),
        422,
        422,
        MSG.passwordsDiffer.zh,
      );
      expectRefusal(
        await suite.client.put('/api/users/updatePass', { old_password: 'Wrong@2026', password: 'Newpass@2026', password_confirmation: 'Newpass@2026' }, { token }),
        422,
        422,
        '原密码错误',
      );
      expectRefusal(
        await suite.client.put('/api/users/updatePass', { old_password: 'Wrong@2026', password: 'Newpass@2026', password_confirmation: 'Newpass@2026' }, { token, lang: 'en-US' }),
        422,
        422,
        'The current password is wrong',
      );
      expect((await userByAccount(suite.server.db, account)).password_hash).toBe(hashBefore);
      expectOk(await suite.client.get('/api/users', { token }));
      await suite.client.login(account, DEMO.employeePassword);
    });

    it('refuses missing fields with 422 and a missing token with 202', async () => {
      const token = await suite.client.login(employee(44), DEMO.employeePassword);
      for (const body of [{}, { old_password: DEMO.employeePassword, password: 'Newpass@2026' }, { password: 'Newpass@2026', password_confirmation: 'Newpass@2026' }]) {
        expectRefusal(await suite.client.put('/api/users/updatePass', body, { token }), 422, 422, MSG.invalidInputPrefix.zh);
      }
      const valid = { old_password: DEMO.employeePassword, password: 'Newpass@2026', password_confirmation: 'Newpass@2026' };
      expectRefusal(await suite.client.put('/api/users/updatePass', valid), 401, 202, MSG.tokenMissing.zh);
      expectRefusal(await suite.client.put('/api/users/updatePass', {}), 401, 202, MSG.tokenMissing.zh);
      await suite.client.login(employee(44), DEMO.employeePassword);
    });
  });
});
