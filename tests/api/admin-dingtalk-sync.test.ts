/**
 * The DingTalk contacts sync against a stand-in for DingTalk's open API on loopback: the first
 * run makes the departments and employees and binds them (one by mobile), the second updates
 * and disables the one who left (whose portal session ends), a run broken part way fails with
 * its checkpoint and the next resumes after it (the fake counts the calls), two starts at once
 * are one run, the schedule, the audit trail, and the refusals (a learner, no app set up).
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactsSync } from '../../server/modules/dingtalk/contacts-sync.js';
import { expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { startFakeDingTalk, type FakeContacts, type FakeDingTalk } from '../support/fake-dingtalk.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

interface Run {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  origin: 'manual' | 'schedule';
  started_by_name: string | null;
  resumed_from: number | null;
  phase: string | null;
  departments_total: number;
  departments_done: number;
  added: number;
  updated: number;
  disabled: number;
  unchanged: number;
  skipped: number;
  problems: { dingtalk_user_id: string; name: string; message: string }[];
  error: string | null;
}
interface Overview {
  configured: boolean;
  schedule: { every_hours: number | null; updated_at: number | null };
  current: Run | null;
  runs: Run[];
}

/** A small company: root, R&D with a front-end team below it, sales; six members (one in two departments, one without a mobile, one learner01 by mobile). */
function company(): FakeContacts {
  return {
    departments: [
      { dept_id: 1, name: '星海科技' },
      { dept_id: 2, name: '研发部', parent_id: 1 },
      { dept_id: 3, name: '前端组', parent_id: 2 },
      { dept_id: 4, name: '销售部', parent_id: 1 },
    ],
    members: [
      { userid: 'dt-u1', name: '张三', mobile: '13900001001', title: '前端工程师', job_number: 'D001', dept_id_list: [3] },
      { userid: 'dt-u2', name: '李四', mobile: '13900001002', title: '前端工程师', dept_id_list: [3, 4] },
      { userid: 'dt-u3', name: '王五', mobile: '13900001003', title: '架构师', dept_id_list: [2] },
      { userid: 'dt-learner', name: DEMO.learner.name, mobile: DEMO.learner.mobile, dept_id_list: [4] },
      { userid: 'dt-u5', name: '赵六', dept_id_list: [4] },
      { userid: 'dt-u6', name: '孙七', mobile: '13900001006', title: '总经理', dept_id_list: [1] },
    ],
  };
}

describe.each(databaseKinds())('the DingTalk contacts sync on %s', (kind) => {
  let dingTalk: FakeDingTalk;
  beforeAll(async () => {
    dingTalk = await startFakeDingTalk([], { contacts: company() });
    // Two members a page: the sales department's three take two pages of DingTalk's cursor.
    dingTalk.pageSize = 2;
  });
  afterAll(() => dingTalk?.close());
  const suite = suiteServer(kind, { dingTalk: () => ({ apiBase: dingTalk.url, appKey: dingTalk.appKey, appSecret: dingTalk.appSecret }) });

  const sync = () => suite.server.app.services.dingTalk.sync;
  async function overview(office: string, lang?: string) {
    return expectOk(await suite.client.get<Overview>('/api/admin/dingtalk/sync', { token: office, lang }), lang === 'en-US' ? 'Success' : '成功');
  }
  /** Starts a run and waits for this process's worker to finish it. */
  async function runSync(office: string, lang?: string): Promise<Run> {
    const { run, started } = expectOk(await suite.client.post<{ run: Run; started: boolean }>('/api/admin/dingtalk/sync', undefined, { token: office }));
    expect(started).toBe(true);
    await sync().idle();
    return (await overview(office, lang)).runs.find((r) => r.id === run.id)!;
  }
  const employeeOf = (dingTalkUserId: string) =>
    suite.server.db
      .selectFrom('dingtalk_accounts as da')
      .innerJoin('users as u', 'u.id', 'da.user_id')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      .leftJoin('positions as p', 'p.id', 'u.position_id')
      .select(['u.id', 'u.account', 'u.name', 'u.mobile', 'u.status', 'u.work_number', 'd.name as department', 'p.name as position'])
      .where('da.dingtalk_user_id', '=', dingTalkUserId)
      .executeTakeFirst();

  it('is refused to a learner and without a session', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    expectRefusal(await suite.client.get('/api/admin/dingtalk/sync'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/dingtalk/sync', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.post('/api/admin/dingtalk/sync', undefined, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put('/api/admin/dingtalk/sync/schedule', { every_hours: 1 }, { token: learner }), 403, 403, /./);
    expect(await suite.server.db.selectFrom('dingtalk_sync_runs').select('id').execute()).toEqual([]);
  });

  it('refuses a run with a clear error when no DingTalk app is set up', async () => {
    const unconfigured = new ContactsSync(suite.server.db, null, suite.server.app.services.audit.audit, async () => 'x', pino({ level: 'silent' }));
    expect(unconfigured.configured).toBe(false);
    await expect(unconfigured.start(1)).rejects.toMatchObject({ kind: 'refused', messageKey: 'syncNotConfigured' });
    const { office } = await backOfficeTokens(suite);
    expect((await overview(office)).configured).toBe(true);
  });

  it('first run: makes the departments under the right parents and the employees, bound; binds learner01 by mobile; skips who has no mobile', async () => {
    const { office } = await backOfficeTokens(suite);
    const run = await runSync(office);
    expect(run).toMatchObject({ status: 'done', origin: 'manual', started_by_name: DEMO.admin.name, departments_total: 4, departments_done: 4, added: 4, updated: 1, disabled: 0, unchanged: 0, skipped: 1, error: null });
    expect(run.problems).toEqual([{ dingtalk_user_id: 'dt-u5', name: '赵六', message: '钉钉中没有手机号（或应用无权读取），无法创建员工' }]);

    const bound = await suite.server.db.selectFrom('dingtalk_departments as dd').innerJoin('departments as d', 'd.id', 'dd.department_id').select(['dd.dingtalk_dept_id', 'd.id', 'd.name', 'd.parent_id']).execute();
    const dept = (id: string) => bound.find((b) => b.dingtalk_dept_id === id)!;
    expect(dept('1')).toMatchObject({ name: '星海科技', parent_id: null });
    expect(dept('2')).toMatchObject({ name: '研发部', parent_id: dept('1').id });
    expect(dept('3')).toMatchObject({ name: '前端组', parent_id: dept('2').id });
    expect(dept('4')).toMatchObject({ name: '销售部', parent_id: dept('1').id });

    // The account is the DingTalk userid; a member of two departments is in the first.
    expect(await employeeOf('dt-u1')).toMatchObject({ account: 'dt-u1', name: '张三', mobile: '13900001001', work_number: 'D001', department: '前端组', position: '前端工程师', status: 1 });
    expect(await employeeOf('dt-u2')).toMatchObject({ department: '前端组' });
    expect(await employeeOf('dt-u6')).toMatchObject({ department: '星海科技', position: '总经理' });
    const learner = await userByAccount(suite.server.db, DEMO.learner.account);
    expect(await employeeOf('dt-learner')).toMatchObject({ id: learner.id, department: '销售部' });
    // The sales department's three members took two pages.
    expect(dingTalk.userlistByDept[4]).toBe(2);
  });

  it('second run: updates what changed, disables who left (their session ends), leaves the unchanged and the never bound alone', async () => {
    const { office } = await backOfficeTokens(suite);
    const leaving = expectOk(await suite.client.post<{ remember_token: string }>('/api/ddLogin', { code: 'dt-u3.1' })).remember_token;
    expectOk(await suite.client.get('/api/users', { token: leaving }));
    const neverBound = await userByAccount(suite.server.db, DEMO.examiner.account);

    const contacts = company();
    contacts.departments[2]!.name = '前端开发组';
    contacts.members[0]!.name = '张三丰';
    contacts.members.splice(2, 1);
    dingTalk.contacts = contacts;
    const run = await runSync(office);
    expect(run).toMatchObject({ status: 'done', added: 0, updated: 1, disabled: 1, unchanged: 3, skipped: 1 });
    expect(await employeeOf('dt-u1')).toMatchObject({ name: '张三丰', department: '前端开发组' });
    expect(await employeeOf('dt-u3')).toMatchObject({ status: 2 });
    expect((await userByAccount(suite.server.db, DEMO.examiner.account)).status).toBe(neverBound.status);
    // As the back office's disable: the next portal request of the disabled employee ends the session.
    expectRefusal(await suite.client.get('/api/users', { token: leaving }), 401, 205, /./);

    // Each department with changes and the disable are one audit entry each.
    const audit = expectOk(await suite.client.get<{ list: { action: string; entity_id: number; after: Record<string, unknown> }[] }>('/api/admin/audit', { token: office, query: { action: 'dingtalk.sync' } })).list;
    const ofRun = audit.filter((entry) => entry.entity_id === run.id);
    expect(ofRun.map((entry) => entry.after)).toEqual(expect.arrayContaining([expect.objectContaining({ disabled: ['dt-u3'] }), expect.objectContaining({ department: '前端开发组', updated: [{ account: 'dt-u1', fields: ['name'] }] })]));
  });

  it('a run broken part way fails with its checkpoint; the next resumes after the last department done and finishes', async () => {
    const { office } = await backOfficeTokens(suite);
    const contacts = company();
    contacts.departments.push({ dept_id: 5, name: '市场部', parent_id: 1 });
    contacts.members.push({ userid: 'dt-u7', name: '周八', mobile: '13900001007', dept_id_list: [5] });
    // The one who left comes back, in the new department.
    contacts.members.find((m) => m.userid === 'dt-u3')!.dept_id_list = [5];
    dingTalk.contacts = contacts;
    // The tree's order: 1, then its children 2, 4, 5, then 3. DingTalk goes down at the sales department.
    dingTalk.failOn = { call: 'userlist', deptId: 4 };
    const failed = await runSync(office, 'en-US');
    expect(failed).toMatchObject({ status: 'failed', phase: 'users', departments_total: 5, departments_done: 2, disabled: 0 });
    expect(failed.error).toBe('DingTalk could not be reached during the sync; the departments already synced are kept and the next sync continues from where this one stopped');

    dingTalk.failOn = null;
    const before = { ...dingTalk.calls };
    dingTalk.userlistByDept = {};
    const resumed = await runSync(office);
    expect(resumed).toMatchObject({ status: 'done', resumed_from: failed.id, departments_total: 5, departments_done: 5, added: 1, updated: 2, unchanged: 3, skipped: 1, disabled: 0, error: null });
    // Not from scratch: the tree is not read again, nor the departments done before the failure.
    expect(dingTalk.calls.departmentget - before.departmentget).toBe(0);
    expect(dingTalk.calls.listsub - before.listsub).toBe(0);
    expect(dingTalk.userlistByDept).toEqual({ 4: 2, 5: 1, 3: 1 });
    expect(await employeeOf('dt-u7')).toMatchObject({ department: '市场部', status: 1 });
    // The one the sync disabled is back, enabled again.
    expect(await employeeOf('dt-u3')).toMatchObject({ department: '市场部', status: 1 });
  });

  it('two starts at once are one run', async () => {
    const { office } = await backOfficeTokens(suite);
    const before = (await suite.server.db.selectFrom('dingtalk_sync_runs').select('id').execute()).length;
    const [a, b] = await Promise.all([0, 1].map(() => suite.client.post<{ run: Run; started: boolean }>('/api/admin/dingtalk/sync', undefined, { token: office })));
    const answers = [expectOk(a!), expectOk(b!)];
    expect(answers[0]!.run.id).toBe(answers[1]!.run.id);
    expect(answers.map((x) => x.started).sort()).toEqual([false, true]);
    await sync().idle();
    expect((await suite.server.db.selectFrom('dingtalk_sync_runs').select('id').execute()).length).toBe(before + 1);
    expect((await overview(office)).runs[0]).toMatchObject({ id: answers[0]!.run.id, status: 'done' });
  });

  it('the schedule: set on the page, a due run queued by the sweep as the schedule, off again', async () => {
    const { office, admin } = await backOfficeTokens(suite);
    expectRefusal(await suite.client.put('/api/admin/dingtalk/sync/schedule', { every_hours: 169 }, { token: office }), 422, 422, /./);
    expect(expectOk(await suite.client.put<{ every_hours: number | null }>('/api/admin/dingtalk/sync/schedule', { every_hours: 6 }, { token: office })).every_hours).toBe(6);
    expect((await overview(office)).schedule.every_hours).toBe(6);
    // A run was made just now: nothing is due; six hours later one is.
    expect(await sync().sweep()).toBe(false);
    expect(await sync().sweep(new Date(Date.now() + 7 * 3600_000))).toBe(true);
    await sync().idle();
    const scheduled = (await overview(office)).runs[0]!;
    expect(scheduled).toMatchObject({ origin: 'schedule', started_by_name: null, status: 'done' });
    expectOk(await suite.client.put('/api/admin/dingtalk/sync/schedule', { every_hours: 0 }, { token: office }));
    expect(await sync().sweep(new Date(Date.now() + 30 * 24 * 3600_000))).toBe(false);
    const audit = expectOk(await suite.client.get<{ list: { actor_id: number; before: unknown; after: unknown }[] }>('/api/admin/audit', { token: office, query: { action: 'dingtalk.schedule' } })).list;
    expect(audit.map((entry) => entry.after)).toEqual([{ every_hours: null }, { every_hours: 6 }]);
    expect(audit[0]!.actor_id).toBe(admin.id);
  });
});
