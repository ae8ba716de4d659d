/**
 * The back office's employee form: adding one employee by the import's rule (refused at the
 * field, in the reader's language; a generated password answered once), editing what HR keeps
 * (roles and the administrator flag included, which take effect on the next request), each
 * change audited; a learner refused.
 */
import { describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Employee {
  id: number;
  account: string;
  mobile: string | null;
  department_id: number | null;
  position_id: number | null;
  role_id: number;
  is_admin: number;
  user_type: number;
  employee_type: number;
  supervisor: string | null;
  position_level: number | null;
  generated_password?: string | null;
}

interface AuditItem {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(databaseKinds())('the employee form of the back office, on %s', (kind) => {
  const suite = suiteServer(kind);

  const departments = async () => {
    const rows = await suite.server.db.selectFrom('departments').select(['id', 'name', 'status']).orderBy('id').execute();
    return rows;
  };

  it('is refused to a learner', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const [department] = await departments();
    expectRefusal(await suite.client.post('/api/admin/employees', { account: 'x1', name: 'X', mobile: '13900000001', department_id: department!.id, role_id: 1 }, { token: learner }), 403, 403, /./);
    const target = await userByAccount(suite.server.db, employee(60));
    expectRefusal(await suite.client.put(`/api/admin/employees/${target.id}`, { account: 'x1', name: 'X', mobile: '13900000001', department_id: department!.id, role_id: 1, is_admin: 0, user_type: 2, employee_type: 1 }, { token: learner }), 403, 403, /./);
  });

  it('adds an employee by the rule, refusing at the field in either language; a generated password signs in once handed out', async () => {
    const { office } = await backOfficeTokens(suite);
    const [department] = await departments();
    const good = { account: 'new.hire', name: '新员工', mobile: '13912345670', department_id: department!.id, role_id: 2 as const };
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, mobile: '123' }, { token: office }), 422, 422, '手机号应为 11 位数字', 'mobile');
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, mobile: '123' }, { token: office, lang: 'en-US' }), 422, 422, 'Mobile must be 11 digits', 'mobile');
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, account: 'has space' }, { token: office }), 422, 422, /账号只能包含/, 'account');
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, department_id: null }, { token: office, lang: 'en-US' }), 422, 422, 'Department is required', 'department_id');
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, department_id: 999999 }, { token: office }), 422, 422, /部门不存在/, 'department_id');
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, account: DEMO.learner.account }, { token: office, lang: 'en-US' }), 422, 422, 'Account is already used by another employee', 'account');
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, password: 'short' }, { token: office }), 422, 422, /初始密码须为 8-16 位/, 'password');
    expect(await suite.server.db.selectFrom('users').select('id').where('account', '=', good.account).executeTakeFirst()).toBeUndefined();

    const created = expectOk(await suite.client.post<Employee>('/api/admin/employees', good, { token: office }), '已添加员工');
    expect(created).toMatchObject({ account: 'new.hire', role_id: 2, is_admin: 0, department_id: department!.id, position_id: null });
    expect(created.generated_password).toMatch(/^.{8,16}$/);
    expect(await suite.client.login('new.hire', created.generated_password!)).toBeTruthy();
    expectFieldRefusal(await suite.client.post('/api/admin/employees', { ...good, account: 'other.hire' }, { token: office }), 422, 422, '手机号已被其他员工使用', 'mobile');
    const audit = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: created.id, action: 'employee.create' } })).list;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ account: 'new.hire', role_id: 2 });
    expect(JSON.stringify(audit[0])).not.toContain(created.generated_password!);
  });

  it('edits what HR keeps: roles and the administrator flag act on the next request; a disabled department may stay but not be chosen', async () => {
    const { admin, office } = await backOfficeTokens(suite);
    const target = await userByAccount(suite.server.db, employee(61));
    const current = expectOk(await suite.client.get<Employee>(`/api/admin/employees/${target.id}`, { token: office }));
    const form = { account: current.account, name: '改名员工', mobile: current.mobile!, department_id: current.department_id, position_id: current.position_id, role_id: 3 as const, is_admin: 1 as const, user_type: 1, employee_type: 3, supervisor: '<b>王经理</b>', position_level: 1 };
    const edited = expectOk(await suite.client.put<Employee>(`/api/admin/employees/${target.id}`, form, { token: office }), '已保存员工信息');
    expect(edited).toMatchObject({ role_id: 3, is_admin: 1, user_type: 1, employee_type: 3, supervisor: '王经理', position_level: 1 });
    // The new administrator gets a back-office token at once; taken away, the token stops working.
    const portal = await suite.client.login(employee(61), DEMO.employeePassword);
    const theirOffice = expectOk(await suite.client.post<{ remember_token: string }>('/api/adminUser/login', { user_id: target.id }, { token: portal })).remember_token;
    expectOk(await suite.client.get('/api/admin/employees', { token: theirOffice }));
    expectOk(await suite.client.put(`/api/admin/employees/${target.id}`, { ...form, is_admin: 0 }, { token: office }), '已保存员工信息');
    expectRefusal(await suite.client.get('/api/admin/employees', { token: theirOffice }), 403, 403, /./);

    expectFieldRefusal(await suite.client.put(`/api/admin/employees/${admin.id}`, { ...form, account: DEMO.admin.account, mobile: '13900009999', is_admin: 0 }, { token: office }), 422, 422, '不能取消自己的管理员身份', 'is_admin');
    expectFieldRefusal(await suite.client.put(`/api/admin/employees/${target.id}`, { ...form, position_level: 2 }, { token: office }), 422, 422, /./, 'position_level');

    // A department disabled while the employee is in it: they may stay; nobody else may be put there.
    const empty = expectOk(await suite.client.post<{ id: number }>('/api/admin/departments', { name: '将停用的部门', parent_id: null }, { token: office }));
    expectOk(await suite.client.put(`/api/admin/employees/${target.id}`, { ...form, is_admin: 0, department_id: empty.id }, { token: office }), '已保存员工信息');
    await suite.server.db.updateTable('departments').set({ status: 2 }).where('id', '=', empty.id).execute();
    expectOk(await suite.client.put(`/api/admin/employees/${target.id}`, { ...form, is_admin: 0, department_id: empty.id, name: '仍在原部门' }, { token: office }), '已保存员工信息');
    const other = await userByAccount(suite.server.db, employee(62));
    const otherNow = expectOk(await suite.client.get<Employee>(`/api/admin/employees/${other.id}`, { token: office }));
    expectFieldRefusal(
      await suite.client.put(`/api/admin/employees/${other.id}`, { account: otherNow.account, name: 'x', mobile: otherNow.mobile!, department_id: empty.id, role_id: 1, is_admin: 0, user_type: 2, employee_type: 1 }, { token: office }),
      422,
      422,
      /部门不存在/,
      'department_id',
    );

    const audit = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: target.id, action: 'employee.update' } })).list;
    expect(audit.length).toBeGreaterThanOrEqual(3);
    const first = audit[audit.length - 1]!;
    expect(first.before).toMatchObject({ role_id: current.role_id, is_admin: 0 });
    expect(first.after).toMatchObject({ role_id: 3, is_admin: 1, name: '改名员工' });
    expect(Object.keys(first.after!)).not.toContain('account');
  });
});
