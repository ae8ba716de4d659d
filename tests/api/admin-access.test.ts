/**
 * The back office and an employee's way in: an administrator sets a new password (the password
 * rule, refused on its field; the employee's portal sessions end; the new one signs in) and
 * unlocks an account that wrong passwords locked; both in the audit trail, never the password.
 */
import { describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface AuditItem {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(databaseKinds())("an employee's way in, from the back office, on %s", (kind) => {
  const suite = suiteServer(kind);

  it('is refused to a learner', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const target = await userByAccount(suite.server.db, employee(51));
    expectRefusal(await suite.client.put(`/api/admin/employees/${target.id}/password`, { password: 'Newpass@2026' }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.delete(`/api/admin/employees/${target.id}/lock`, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.delete(`/api/admin/employees/${target.id}/lock`), 401, 202, /./);
  });

  it('sets a new password: a weak one is refused on its field; the portal sessions end and the new password signs in', async () => {
    const { office } = await backOfficeTokens(suite);
    const target = await userByAccount(suite.server.db, employee(52));
    const session = await suite.client.login(employee(52), DEMO.employeePassword);
    expectFieldRefusal(await suite.client.put(`/api/admin/employees/${target.id}/password`, { password: '12345678' }, { token: office }), 422, 422, '密码为 8-16 位，且至少包含数字、字母、符号中的两种', 'password');
    expectOk(await suite.client.get('/api/users', { token: session }));
    const reset = expectOk(await suite.client.put<{ sessions_ended: number }>(`/api/admin/employees/${target.id}/password`, { password: 'Reset@2026x' }, { token: office }));
    expect(reset.sessions_ended).toBeGreaterThanOrEqual(1);
    expectRefusal(await suite.client.get('/api/users', { token: session }), 401, 202, MSG.tokenInvalid.zh);
    await expect(suite.client.login(employee(52), DEMO.employeePassword)).rejects.toThrow(/refused/);
    expect(await suite.client.login(employee(52), 'Reset@2026x')).toBeTruthy();
    // The back office's own session is not a portal session: it stays.
    expectOk(await suite.client.get('/api/admin/employees', { token: office }));
    const audit = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: target.id, action: 'employee.password_reset' } })).list;
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain('Reset@2026x');
  });

  it('unlocks an account locked by wrong passwords; unlocking one that is not locked records nothing', async () => {
    const { office } = await backOfficeTokens(suite);
    const target = await userByAccount(suite.server.db, employee(53));
    let locked = false;
    for (let i = 0; i < 8 && !locked; i++) {
      const answer = await suite.client.post('/api/login', { account: employee(53), password: 'wrong-Password1' });
      locked = answer.status === 423;
    }
    expect(locked).toBe(true);
    expectRefusal(await suite.client.post('/api/login', { account: employee(53), password: DEMO.employeePassword }), 423, 423, /分钟后再从此网络地址尝试/);
    const unlocked = expectOk(await suite.client.delete<{ unlocked_addresses: number }>(`/api/admin/employees/${target.id}/lock`, { token: office }));
    expect(unlocked.unlocked_addresses).toBe(1);
    expect(await suite.client.login(employee(53), DEMO.employeePassword)).toBeTruthy();
    expect(expectOk(await suite.client.delete<{ unlocked_addresses: number }>(`/api/admin/employees/${target.id}/lock`, { token: office })).unlocked_addresses).toBe(0);
    const audit = expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'user', entity_id: target.id, action: 'employee.unlock' } })).list;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { locked_addresses: 1 }, after: { locked_addresses: 0 } });
    expectRefusal(await suite.client.delete('/api/admin/employees/999999/lock', { token: office }), 404, 4004, '员工不存在');
  });
});
