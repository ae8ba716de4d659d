/**
 * The back office's announcements on the server: delivered as the notification centre's own
 * notifications to the audience as it is at delivery (departments with their sub-departments,
 * active people only, each person once), at once or by the notice sweep exactly once (two
 * sweeps at once deliver once), edited or cancelled only while scheduled, the read count
 * following the recipients' reading, refusals naming their field, every change audited, and
 * learners refused.
 */
import { describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Announcement {
  id: number;
  title: string;
  audience: string;
  departments: { id: number; name: string }[];
  people: { id: number; name: string; account: string }[];
  link_kind: string | null;
  link_title: string | null;
  state: string;
  send_at: number;
  recipient_count: number | null;
  read_count: number;
}
interface Listed {
  id: number;
  notify_type: number;
  type: number;
  content: string;
  target_id: number | null;
  inner_status: number;
}
interface AuditItem {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(databaseKinds())('announcements in the back office on %s', (kind) => {
  const suite = suiteServer(kind);
  const sweep = (now?: Date) => suite.server.app.services.notify.notices.sweep(now);
  const db = () => suite.server.db;

  async function send(office: string, body: Record<string, unknown>) {
    return expectOk(await suite.client.post<{ id: number; recipients: number | null }>('/api/admin/announcements', body, { token: office }));
  }
  async function listed(office: string) {
    return expectOk(await suite.client.get<{ list: Announcement[]; total: number }>('/api/admin/announcements', { token: office, query: { limit: 100 } }));
  }
  async function one(office: string, id: number) {
    return expectOk(await suite.client.get<Announcement>(`/api/admin/announcements/${id}`, { token: office }));
  }
  async function noticesOf(id: number) {
    return db().selectFrom('notifications').select(['user_id', 'notify_type', 'type', 'target_id', 'read_at']).where('announcement_id', '=', id).orderBy('user_id').execute();
  }
  async function department(office: string, name: string, parent_id: number | null) {
    return expectOk(await suite.client.post<{ id: number }>('/api/admin/departments', { name, parent_id }, { token: office })).id;
  }
  async function audited(office: string, id: number) {
    return expectOk(await suite.client.get<{ list: AuditItem[] }>('/api/admin/audit', { token: office, query: { entity: 'announcement', entity_id: id } })).list;
  }

  it('is refused to a learner and without a session', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    expectRefusal(await suite.client.get('/api/admin/announcements'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/announcements', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.post('/api/admin/announcements', { title: 'x', body: 'y', audience: 'everyone' }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put('/api/admin/announcements/1', { title: 'x', body: 'y', audience: 'everyone' }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.delete('/api/admin/announcements/1', { token: learner }), 403, 403, /./);
  });

  it('refuses a bad announcement on its field, in the reader’s language', async () => {
    const { office } = await backOfficeTokens(suite);
    const post = (body: Record<string, unknown>, lang?: string) => suite.client.post('/api/admin/announcements', { title: '标题', body: '内容', audience: 'everyone', ...body }, { token: office, lang });
    expectFieldRefusal(await post({ title: '  <b></b> ' }), 422, 422, '请输入公告标题', 'title');
    expectFieldRefusal(await post({ title: '长'.repeat(101) }, 'en-US'), 422, 422, 'The title can be at most 100 characters', 'title');
    expectFieldRefusal(await post({ body: '' }), 422, 422, '请输入公告内容', 'body');
    expectFieldRefusal(await post({ body: 'x'.repeat(2001) }), 422, 422, '公告内容不能超过 2000 个字', 'body');
    expectFieldRefusal(await post({ audience: 'departments', department_ids: [] }), 422, 422, '请选择至少一个部门', 'department_ids');
    expectFieldRefusal(await post({ audience: 'departments', department_ids: [999999] }), 404, 4004, '所选部门不存在', 'department_ids');
    expectFieldRefusal(await post({ audience: 'people' }, 'en-US'), 422, 422, 'Choose at least one person', 'employee_ids');
    expectFieldRefusal(await post({ audience: 'people', employee_ids: [999999] }), 404, 4004, '所选员工不存在', 'employee_ids');
    expectFieldRefusal(await post({ send_at: nowSeconds() - 60 }), 422, 422, '发送时间必须晚于现在', 'send_at');
    expectFieldRefusal(await post({ link_kind: 'course' }), 422, 422, '请选择公告链接的内容', 'link_id');
    expectFieldRefusal(await post({ link_kind: 'course', link_id: 999999 }), 422, 422, '链接的内容不存在或未对学员开放', 'link_id');
    expectFieldRefusal(await post({ audience: 'nobody' }), 422, 422, /./, 'audience');
    const disabled = await userByAccount(db(), employee(60));
    await db().updateTable('users').set({ status: 2 }).where('id', '=', disabled.id).execute();
    expectFieldRefusal(await post({ audience: 'people', employee_ids: [disabled.id] }), 422, 422, `员工“${disabled.name}”已停用，不能作为公告对象`, 'employee_ids');
    await db().updateTable('users').set({ status: 1 }).where('id', '=', disabled.id).execute();
    expect((await listed(office)).total).toBe(0);
  });

  it('sends to departments with their sub-departments at once: active people only, each once; the read count follows reading', async () => {
    const { office } = await backOfficeTokens(suite);
    const top = await department(office, `公告测试部-${kind}`, null);
    const sub = await department(office, '下级组', top);
    const [a, b, c] = [await userByAccount(db(), employee(41)), await userByAccount(db(), employee(42)), await userByAccount(db(), employee(43))];
    expectOk(await suite.client.put('/api/admin/employees/department', { user_ids: [a.id], department_id: top }, { token: office }));
    expectOk(await suite.client.put('/api/admin/employees/department', { user_ids: [b.id, c.id], department_id: sub }, { token: office }));
    await db().updateTable('users').set({ status: 2 }).where('id', '=', c.id).execute();

    // The parent and its sub-department both chosen: b is in both, and gets it once.
    // Nulls (as the graph sends them) are absent fields: no link, at once.
    const sent = await send(office, { title: '季度安全培训', body: '请于周五前完成 {title} 安全培训。', audience: 'departments', department_ids: [top, sub, top], employee_ids: null, link_kind: null, link_id: null, send_at: null });
    expect(sent.recipients).toBe(2);
    expect((await noticesOf(sent.id)).map((n) => n.user_id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await noticesOf(sent.id))[0]).toMatchObject({ notify_type: 3, type: 2, target_id: null });

    const token = await suite.client.login(employee(41), DEMO.employeePassword);
    const unread = expectOk(await suite.client.get<{ total: number }>('/api/notify/total', { token, query: { notify_type: 0, inner_status: 2 } })).total;
    const panel = expectOk(await suite.client.get<{ list: Listed[] }>('/api/notify', { token, query: { notify_type: '1,3,4', inner_status: 2, limit: 100000 } })).list;
    const notice = panel.find((n) => n.content.includes('季度安全培训'))!;
    expect(notice).toMatchObject({ notify_type: 3, type: 2, content: '【季度安全培训】请于周五前完成 {title} 安全培训。', inner_status: 2 });
    const english = expectOk(await suite.client.get<Listed>(`/api/notify/${notice.id}`, { token, lang: 'en-US' }), 'Success');
    expect(english.content).toBe('季度安全培训: 请于周五前完成 {title} 安全培训。');

    let row = await one(office, sent.id);
    expect(row).toMatchObject({ state: 'delivered', audience: 'departments', recipient_count: 2, read_count: 0 });
    expect(row.departments.map((d) => d.id).sort()).toEqual([top, sub].sort());
    expectOk(await suite.client.put('/api/notify/read', { id: notice.id }, { token }));
    row = await one(office, sent.id);
    expect(row.read_count).toBe(1);
    expect(expectOk(await suite.client.get<{ total: number }>('/api/notify/total', { token, query: { notify_type: 0, inner_status: 2 } })).total).toBe(unread - 1);

    // Sent: no longer changed or cancelled.
    expectRefusal(await suite.client.delete(`/api/admin/announcements/${sent.id}`, { token: office }), 422, 422, '公告已发送，不能再修改或取消');
    expectRefusal(await suite.client.put(`/api/admin/announcements/${sent.id}`, { title: '改', body: '改', audience: 'everyone' }, { token: office, lang: 'en-US' }), 422, 422, 'The announcement has been sent: it can no longer be changed or cancelled');
    const audit = await audited(office, sent.id);
    expect(audit.map((e) => e.action)).toEqual(['announcement.create']);
    expect(audit[0]!.after).toMatchObject({ title: '季度安全培训', audience: 'departments', department_ids: [top, sub].sort((x, y) => x - y), recipients: 2 });
    await db().updateTable('users').set({ status: 1 }).where('id', '=', c.id).execute();
  });

  it('delivers a scheduled announcement once through the sweep, two sweeps at once included, to the people active then', async () => {
    const { office } = await backOfficeTokens(suite);
    const people = [await userByAccount(db(), employee(50)), await userByAccount(db(), employee(51)), await userByAccount(db(), employee(52))];
    const at = nowSeconds() + 3600;
    const course = await db().selectFrom('courses').select(['id', 'title']).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const scheduled = await send(office, { title: '新课上线', body: '欢迎学习', audience: 'people', employee_ids: people.map((p) => p.id), link_kind: 'course', link_id: course.id, send_at: at });
    expect(scheduled.recipients).toBeNull();
    expect(await one(office, scheduled.id)).toMatchObject({ state: 'scheduled', recipient_count: null, read_count: 0, link_kind: 'course', link_title: course.title, send_at: at });
    // Disabled before its time: not a recipient.
    await db().updateTable('users').set({ status: 2 }).where('id', '=', people[2]!.id).execute();

    expect((await sweep()).announcements).toBe(0);
    const later = new Date((at + 60) * 1000);
    const [first, second] = await Promise.all([sweep(later), sweep(later)]);
    expect(first.announcements + second.announcements).toBe(2);
    expect((await sweep(later)).announcements).toBe(0);
    const notices = await noticesOf(scheduled.id);
    expect(notices.map((n) => n.user_id)).toEqual([people[0]!.id, people[1]!.id]);
    // A link opens what it names, as the centre's notice of that kind.
    expect(notices[0]).toMatchObject({ notify_type: 1, type: 1, target_id: course.id });
    expect(await one(office, scheduled.id)).toMatchObject({ state: 'delivered', recipient_count: 2 });
    await db().updateTable('users').set({ status: 1 }).where('id', '=', people[2]!.id).execute();
  });

  it('edits and cancels a scheduled announcement, not after; an edit without a time sends it at once; each change audited', async () => {
    const { office } = await backOfficeTokens(suite);
    const person = await userByAccount(db(), employee(70));
    const at = nowSeconds() + 7200;
    const { id } = await send(office, { title: '周会', body: '周一上午十点', audience: 'people', employee_ids: [person.id], send_at: at });
    expectFieldRefusal(await suite.client.put(`/api/admin/announcements/${id}`, { title: '周会', body: '改期', audience: 'everyone', send_at: nowSeconds() - 10 }, { token: office }), 422, 422, '发送时间必须晚于现在', 'send_at');
    const moved = expectOk(await suite.client.put<{ recipients: number | null }>(`/api/admin/announcements/${id}`, { title: '周会改期', body: '改到周二', audience: 'people', employee_ids: [person.id], send_at: at + 3600 }, { token: office }));
    expect(moved.recipients).toBeNull();
    expect(await one(office, id)).toMatchObject({ title: '周会改期', state: 'scheduled', send_at: at + 3600 });
    expectOk(await suite.client.delete(`/api/admin/announcements/${id}`, { token: office }));
    expect(await one(office, id)).toMatchObject({ state: 'cancelled', recipient_count: null });
    expectRefusal(await suite.client.put(`/api/admin/announcements/${id}`, { title: '再改', body: '再改', audience: 'everyone' }, { token: office }), 422, 422, '公告已取消，不能再修改');
    expect((await sweep(new Date((at + 7200) * 1000))).announcements).toBe(0);
    expect(await noticesOf(id)).toEqual([]);
    expect((await audited(office, id)).map((e) => e.action)).toEqual(['announcement.cancel', 'announcement.update', 'announcement.create']);
    expectRefusal(await suite.client.delete('/api/admin/announcements/999999', { token: office }), 404, 4004, '公告不存在');

    // Scheduled, then sent at once by an edit without a time: to everyone active.
    const other = await send(office, { title: '放假通知', body: '国庆放假七天', audience: 'people', employee_ids: [person.id], send_at: at });
    const everyone = expectOk(await suite.client.put<{ recipients: number | null }>(`/api/admin/announcements/${other.id}`, { title: '放假通知', body: '国庆放假七天', audience: 'everyone' }, { token: office }));
    const active = await db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(everyone.recipients).toBe(Number(active.n));
    const list = await listed(office);
    expect(list.list[0]).toMatchObject({ id: other.id, state: 'delivered', audience: 'everyone', recipient_count: Number(active.n) });
    expect(list.list.map((a) => a.state)).toEqual(expect.arrayContaining(['delivered', 'cancelled']));
    const update = (await audited(office, other.id))[0]!;
    expect(update).toMatchObject({ action: 'announcement.update', before: { audience: 'people', employee_ids: [person.id] }, after: { audience: 'everyone', recipients: Number(active.n) } });
  });
});
