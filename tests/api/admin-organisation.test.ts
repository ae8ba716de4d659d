/**
 * The back office's organisation on the server: the department tree (create, rename, move,
 * merge, disable, delete) and positions, with the rules that keep the tree readable and nobody
 * lost (no cycle, names unique among siblings, a department with people never vanishes), the
 * refusals naming their field, the bulk move of employees, every change in the audit trail, and
 * two moves at once that would make a cycle between them.
 */
import { describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Department {
  id: number;
  parent_id: number | null;
  name: string;
  status: number;
  employee_count: number;
}
interface Position {
  id: number;
  name: string;
  status: number;
  employee_count: number;
}
interface AuditItem {
  action: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(databaseKinds())('the organisation in the back office on %s', (kind) => {
  const suite = suiteServer(kind);

  async function tree(office: string) {
    return expectOk(await suite.client.get<{ list: Department[] }>('/api/admin/departments', { token: office })).list;
  }
  async function create(office: string, name: string, parent_id: number | null) {
    return expectOk(await suite.client.post<{ id: number }>('/api/admin/departments', { name, parent_id }, { token: office })).id;
  }

  it('is refused to a learner and without a session', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    expectRefusal(await suite.client.get('/api/admin/departments'), 401, 202, /./);
    expectRefusal(await suite.client.post('/api/admin/departments', { name: 'X', parent_id: null }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put('/api/admin/employees/department', { user_ids: [1], department_id: 1 }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.delete('/api/admin/positions/1', { token: learner }), 403, 403, /./);
  });

  it('creates, renames and moves departments; refuses a cycle, a taken name and an empty one on their fields', async () => {
    const { office } = await backOfficeTokens(suite);
    const root = await create(office, '  培训中心  ', null);
    const child = await create(office, '讲师组', root);
    const grandchild = await create(office, '新讲师', child);
    const departments = await tree(office);
    expect(departments.find((d) => d.id === root)).toMatchObject({ name: '培训中心', parent_id: null, status: 1, employee_count: 0 });
    expect(departments.find((d) => d.id === grandchild)?.parent_id).toBe(child);

    expectFieldRefusal(await suite.client.post('/api/admin/departments', { name: '讲师组', parent_id: root }, { token: office }), 422, 422, '同一上级部门下已有名为“讲师组”的部门', 'name');
    expectFieldRefusal(await suite.client.post('/api/admin/departments', { name: '   ', parent_id: root }, { token: office, lang: 'en-US' }), 422, 422, 'Enter a name', 'name');
    expectFieldRefusal(await suite.client.post('/api/admin/departments', { name: 'x'.repeat(51), parent_id: root }, { token: office }), 422, 422, /name/, 'name');
    expectFieldRefusal(await suite.client.put(`/api/admin/departments/${root}`, { parent_id: grandchild }, { token: office }), 422, 422, '不能把部门移到它自己或它的下级部门下', 'parent_id');
    expectFieldRefusal(await suite.client.put(`/api/admin/departments/${root}`, { parent_id: root }, { token: office }), 422, 422, /./, 'parent_id');
    expectFieldRefusal(await suite.client.put(`/api/admin/departments/${child}`, { parent_id: 999999 }, { token: office }), 404, 4004, '部门不存在', 'parent_id');

    expectOk(await suite.client.put(`/api/admin/departments/${grandchild}`, { name: '讲师新人', parent_id: root }, { token: office }));
    expect((await tree(office)).find((d) => d.id === grandchild)).toMatchObject({ name: '讲师新人', parent_id: root });
    // The same name under another parent is another department.
    await create(office, '讲师组', null);

    const audit = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'department', entity_id: grandchild } })).list;
    expect(audit.map((e) => e.action)).toEqual(['department.move', 'department.create']);
    expect(audit[0]).toMatchObject({ before: { name: '新讲师', parent_id: child }, after: { name: '讲师新人', parent_id: root } });
  });

  it('two moves at once that would put each department under the other: one is refused, the tree keeps no cycle', async () => {
    const { office } = await backOfficeTokens(suite);
    const a = await create(office, `并发甲-${kind}`, null);
    const b = await create(office, `并发乙-${kind}`, null);
    const [first, second] = await Promise.all([
      suite.client.put(`/api/admin/departments/${a}`, { parent_id: b }, { token: office }),
      suite.client.put(`/api/admin/departments/${b}`, { parent_id: a }, { token: office }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const after = await tree(office);
    const parents = [after.find((d) => d.id === a)!.parent_id, after.find((d) => d.id === b)!.parent_id];
    expect(parents.filter((p) => p === null)).toHaveLength(1);
  });

  it('moves people, refuses to disable or delete a department with people, merges it into another, and records each', async () => {
    const { office } = await backOfficeTokens(suite);
    const source = await create(office, `销售二部-${kind}`, null);
    const target = await create(office, `销售一部-${kind}`, null);
    const sub = await create(office, '华东组', source);
    const people = [await userByAccount(suite.server.db, employee(41)), await userByAccount(suite.server.db, employee(42))];
    const moved = expectOk(await suite.client.put<{ moved: number }>('/api/admin/employees/department', { user_ids: people.map((p) => p.id), department_id: source }, { token: office }));
    expect(moved.moved).toBe(2);
    expect((await tree(office)).find((d) => d.id === source)?.employee_count).toBe(2);

    expectRefusal(await suite.client.put(`/api/admin/departments/${source}/status`, { status: 2 }, { token: office }), 422, 422, '部门下还有 2 名在职员工，请先调走或停用他们');
    expectRefusal(await suite.client.delete(`/api/admin/departments/${source}`, { token: office, lang: 'en-US' }), 422, 422, '2 employees are in this department: move them, or merge the department into another');
    expectFieldRefusal(await suite.client.post(`/api/admin/departments/${source}/merge`, { into_id: sub }, { token: office }), 422, 422, /./, 'into_id');

    const merged = expectOk(await suite.client.post<{ employees_moved: number }>(`/api/admin/departments/${source}/merge`, { into_id: target }, { token: office }));
    expect(merged.employees_moved).toBe(2);
    const after = await tree(office);
    expect(after.some((d) => d.id === source)).toBe(false);
    expect(after.find((d) => d.id === sub)?.parent_id).toBe(target);
    expect(after.find((d) => d.id === target)?.employee_count).toBe(2);
    expect((await userByAccount(suite.server.db, employee(41))).department_id).toBe(target);
    // The people of a department include those of the departments below it.
    const third = await userByAccount(suite.server.db, employee(44));
    expectOk(await suite.client.put('/api/admin/employees/department', { user_ids: [third.id], department_id: sub }, { token: office }));
    const listed = expectOk(await suite.client.get<{ list: { account: string }[]; total: number }>('/api/admin/employees', { token: office, query: { department_id: target, sort: 'account', order: 'asc' } }));
    expect(listed.list.map((e) => e.account)).toEqual([employee(41), employee(42), employee(44)]);

    const moves = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: people[0]!.id, action: 'employee.move' } })).list;
    expect(moves[0]).toMatchObject({ after: { department_id: source } });
    const merge = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'department', entity_id: source, action: 'department.merge' } })).list;
    expect(merge[0]).toMatchObject({ after: { into_id: target, employees_moved: 2 } });
  });

  it('disables an empty department, refuses a move into it, enables it, deletes an empty one', async () => {
    const { office } = await backOfficeTokens(suite);
    const parent = await create(office, `停用测试-${kind}`, null);
    const child = await create(office, '子部门', parent);
    expectRefusal(await suite.client.put(`/api/admin/departments/${parent}/status`, { status: 2 }, { token: office }), 422, 422, '下级部门“子部门”仍在启用中，请先停用');
    expectOk(await suite.client.put(`/api/admin/departments/${child}/status`, { status: 2 }, { token: office }));
    expectOk(await suite.client.put(`/api/admin/departments/${parent}/status`, { status: 2 }, { token: office }));
    const someone = await userByAccount(suite.server.db, employee(43));
    expectFieldRefusal(await suite.client.put('/api/admin/employees/department', { user_ids: [someone.id], department_id: parent }, { token: office }), 422, 422, /已停用/, 'department_id');
    expectFieldRefusal(await suite.client.post('/api/admin/departments', { name: '新', parent_id: parent }, { token: office }), 422, 422, /已停用/, 'parent_id');
    expectRefusal(await suite.client.put(`/api/admin/departments/${child}/status`, { status: 1 }, { token: office }), 422, 422, /已停用/);
    expectOk(await suite.client.put(`/api/admin/departments/${parent}/status`, { status: 1 }, { token: office }));
    expectRefusal(await suite.client.delete(`/api/admin/departments/${parent}`, { token: office }), 422, 422, /子部门/);
    expectOk(await suite.client.delete(`/api/admin/departments/${child}`, { token: office }));
    expectOk(await suite.client.delete(`/api/admin/departments/${parent}`, { token: office }));
    expect((await tree(office)).some((d) => d.id === parent || d.id === child)).toBe(false);
    expectRefusal(await suite.client.put('/api/admin/employees/department', { user_ids: [999999], department_id: (await tree(office))[0]!.id }, { token: office }), 404, 4004, '员工不存在');
  });

  it('creates, renames, disables and deletes positions; a held one is disabled instead; names are unique', async () => {
    const { office } = await backOfficeTokens(suite);
    const id = expectOk(await suite.client.post<{ id: number }>('/api/admin/positions', { name: `数据分析师-${kind}` }, { token: office })).id;
    expectFieldRefusal(await suite.client.post('/api/admin/positions', { name: `数据分析师-${kind}` }, { token: office }), 422, 422, '已有同名岗位', 'name');
    expectOk(await suite.client.put(`/api/admin/positions/${id}`, { name: `高级数据分析师-${kind}`, status: 2 }, { token: office }));
    const positions = expectOk(await suite.client.get<{ list: Position[] }>('/api/admin/positions', { token: office })).list;
    expect(positions.find((p) => p.id === id)).toMatchObject({ name: `高级数据分析师-${kind}`, status: 2, employee_count: 0 });
    const held = positions.find((p) => p.employee_count > 0)!;
    expectRefusal(await suite.client.delete(`/api/admin/positions/${held.id}`, { token: office }), 422, 422, `还有 ${held.employee_count} 名员工担任该岗位，可以停用它`);
    expectOk(await suite.client.delete(`/api/admin/positions/${id}`, { token: office }));
    expectRefusal(await suite.client.delete(`/api/admin/positions/${id}`, { token: office }), 404, 4004, '岗位不存在');
  });
});
