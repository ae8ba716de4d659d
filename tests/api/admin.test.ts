/**
 * The back office's foundation on the server: its routes (/api/admin/...) answer only a
 * back-office token (adminUser/login) of a user who is an admin now; the portal's routes refuse
 * that token; the employee list filters, sorts and pages; disabling an employee ends their
 * portal session at the next request (205 on the user-info call) and enabling brings it back;
 * every change is in the audit trail with the record before and after, once however many times
 * it is sent at once.
 */
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Employee {
  id: number;
  account: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
  status: number;
  created_at: number;
}
interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}
interface AuditItem {
  actor_id: number;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const ADMIN_ONLY = { zh: '仅管理员可进入后台', en: 'Only administrators can open the back office' };

describe.each(databaseKinds())('the back office on the server on %s', (kind) => {
  const suite = suiteServer(kind);

  /** admin01's portal token and the back-office token it gets through adminUser/login. */
  async function adminTokens() {
    const admin = await userByAccount(suite.server.db, DEMO.admin.account);
    const portal = await suite.client.login(DEMO.admin.account, DEMO.admin.password);
    const office = expectOk(await suite.client.post<{ remember_token: string }>('/api/adminUser/login', { user_id: admin.id }, { token: portal })).remember_token;
    return { admin, portal, office };
  }

  it('answers a back-office token of an admin only; the portal refuses that token', async () => {
    const { portal, office } = await adminTokens();
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    expectRefusal(await suite.client.get('/api/admin/employees'), 401, 202, MSG.tokenMissing.zh);
    expectRefusal(await suite.client.get('/api/admin/employees', { token: 'forged' }), 401, 202, MSG.tokenInvalid.zh);
    expectRefusal(await suite.client.get('/api/admin/employees', { token: learner, lang: 'en-US' }), 403, 403, ADMIN_ONLY.en);
    // The admin's own portal token is not a back-office token.
    expectRefusal(await suite.client.get('/api/admin/employees', { token: portal }), 403, 403, ADMIN_ONLY.zh);
    expect(expectOk(await suite.client.get<Page<Employee>>('/api/admin/employees', { token: office })).total).toBeGreaterThan(190);
    // The back-office token is refused by the portal's routes.
    expectRefusal(await suite.client.get('/api/users', { token: office }), 401, 202, MSG.tokenInvalid.zh);
    // An admin no more: refused at once, though the token lives.
    await suite.server.db.updateTable('users').set({ is_admin: 0 }).where('account', '=', DEMO.admin.account).execute();
    try {
      expectRefusal(await suite.client.get('/api/admin/employees', { token: office }), 403, 403, ADMIN_ONLY.zh);
    } finally {
      await suite.server.db.updateTable('users').set({ is_admin: 1 }).where('account', '=', DEMO.admin.account).execute();
    }
    expectOk(await suite.client.get('/api/admin/employees', { token: office }));
  });

  it('filters, sorts and pages the employees', async () => {
    const { office } = await adminTokens();
    const learner = await userByAccount(suite.server.db, DEMO.learner.account);
    const found = expectOk(await suite.client.get<Page<Employee>>('/api/admin/employees', { token: office, query: { keyword: 'learner0' } }));
    expect(found.list.map((e) => e.account)).toContain(DEMO.learner.account);
    const department = expectOk(await suite.client.get<Page<Employee>>('/api/admin/employees', { token: office, query: { department_id: learner.department_id!, limit: 100 } }));
    expect(department.total).toBeGreaterThan(0);
    expect(department.list.every((e) => e.department_id === learner.department_id)).toBe(true);
    const byName = expectOk(await suite.client.get<Page<Employee>>('/api/admin/employees', { token: office, query: { sort: 'account', order: 'asc', limit: 20 } }));
    const accounts = byName.list.map((e) => e.account);
    expect(accounts).toEqual([...accounts].sort());
    const second = expectOk(await suite.client.get<Page<Employee>>('/api/admin/employees', { token: office, query: { sort: 'account', order: 'asc', limit: 20, page: 2 } }));
    expect(second.current_page).toBe(2);
    expect(second.list[0]!.account > accounts.at(-1)!).toBe(true);
    expectRefusal(await suite.client.get('/api/admin/employees', { token: office, query: { sort: 'password_hash' } }), 422, 422, /sort/);
  });

  it("disables an employee, whose next request is a forced logout, enables them again, and records both once", async () => {
    const { admin, office } = await adminTokens();
    const target = await userByAccount(suite.server.db, employee(31));
    const session = await suite.client.login(employee(31), DEMO.employeePassword);
    // Five at once: one change, one entry.
    const answers = await Promise.all(Array.from({ length: 5 }, () => suite.client.put<{ status: number }>(`/api/admin/employees/${target.id}/status`, { status: 2 }, { token: office })));
    for (const answer of answers) expect(expectOk(answer).status).toBe(2);
    expectRefusal(await suite.client.get('/api/users', { token: session }), 401, 205, MSG.accountDisabled.zh);
    expectOk(await suite.client.put(`/api/admin/employees/${target.id}/status`, { status: 1 }, { token: office }));
    expectOk(await suite.client.get('/api/users', { token: session }));

    const audit = expectOk(await suite.client.get<Page<AuditItem>>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: target.id } }));
    expect(audit.list.map((entry) => entry.action)).toEqual(['employee.enable', 'employee.disable']);
    const [enable, disable] = audit.list;
    expect(disable).toMatchObject({ actor_id: admin.id, actor_name: DEMO.admin.name, entity: 'user', entity_id: target.id, before: { account: employee(31), status: 1 }, after: { account: employee(31), status: 2 } });
    expect(enable).toMatchObject({ before: { status: 2 }, after: { status: 1 } });
    const mine = expectOk(await suite.client.get<Page<AuditItem>>('/api/admin/audit', { token: office, query: { actor_id: admin.id, action: 'employee.disable' } }));
    expect(mine.list.every((entry) => entry.action === 'employee.disable' && entry.actor_id === admin.id)).toBe(true);
  });

  it('refuses to disable the admin themselves, or an employee who does not exist, changing nothing', async () => {
    const { admin, office } = await adminTokens();
    expectRefusal(await suite.client.put(`/api/admin/employees/${admin.id}/status`, { status: 2 }, { token: office, lang: 'en-US' }), 422, 422, 'You cannot disable your own account');
    expectRefusal(await suite.client.put('/api/admin/employees/999999/status', { status: 2 }, { token: office }), 404, 4004, '员工不存在');
    expectRefusal(await suite.client.put(`/api/admin/employees/${admin.id}/status`, { status: 3 }, { token: office }), 422, 422, /status/);
    expect((await userByAccount(suite.server.db, DEMO.admin.account)).status).toBe(1);
    const entries = expectOk(await suite.client.get<Page<AuditItem>>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: admin.id } }));
    expect(entries.total).toBe(0);
  });
});
