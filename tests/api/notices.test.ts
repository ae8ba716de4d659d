/**
 * The notice producer (services.notify.notices.sweep) on a fresh demo database: each rule
 * announces once and only once to the right people, with the notify item type and target
 * the notification page opens; what is not due (unpublished, not yet published, a live
 * class further than 15 minutes away or already started) waits; what can no longer be
 * announced sensibly is marked without a notice; a second sweep, or two at once, add nothing.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { claimJob } from '../../server/core/db/job-claims.js';
import { expectOk } from '../support/assertions.js';
import { at, course, exam, livePeriod, minutesFrom, newLearner, studyMap, task, training } from '../support/study-fixtures.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

interface Notice {
  user_id: number;
  notify_type: number;
  type: number;
  message_key: string | null;
  params: string;
  target_id: number | null;
}
interface ListedNotice {
  type: number;
  content: string;
  target_id: number | null;
}

const ZERO = { courses: 0, tasks: 0, maps: 0, exams: 0, lives: 0, trainings: 0, announcements: 0 };

describe.each(databaseKinds())('notice producer on %s', (kind) => {
  const suite = suiteServer(kind);
  const sweep = (now?: Date) => suite.server.app.services.notify.notices.sweep(now);
  const db = () => suite.server.db;
  const noticesOf = (type: number, targetId: number) =>
    db()
      .selectFrom('notifications')
      .select(['user_id', 'notify_type', 'type', 'message_key', 'params', 'target_id'])
      .where('type', '=', type)
      .where('target_id', '=', targetId)
      .orderBy('user_id')
      .execute() as Promise<Notice[]>;
  const activeUsers = async () => (await db().selectFrom('users').select('id').where('status', '=', 1).orderBy('id').execute()).map((r) => r.id);
  const listFor = async (account: string, lang?: string) => {
    const token = await suite.client.login(account, DEMO.employeePassword);
    return expectOk(await suite.client.get<{ list: ListedNotice[] }>('/api/notify', { token, lang, query: { limit: 100 } }), lang ? 'Success' : '成功').list;
  };
  const contentOf = (list: ListedNotice[], type: number, targetId: number) => list.find((n) => n.type === type && n.target_id === targetId)?.content;

  it('announces nothing on the demo data, which is already announced', async () => {
    const total = async () => Number((await db().selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await total();
    expect(await sweep()).toEqual(ZERO);
    expect(await total()).toBe(before);
  });

  it('announces a required course to every active user once (type 1, the course), with its due date when it has one', async () => {
    const off = await newLearner(db(), 'notice-off');
    await db().updateTable('users').set({ status: 2 }).where('id', '=', off).execute();
    await newLearner(db(), 'notice01');
    const plain = await course(db(), { title: '新必修课', is_required: 1, notified: false });
    const due = await course(db(), { title: '限期必修课', is_required: 1, notified: false, expired_at: at('2027-01-31T23:59') });
    const disabled = await course(db(), { title: '停用必修课', is_required: 1, status: 2, notified: false });
    const expired = await course(db(), { title: '过期必修课', is_required: 1, notified: false, expired_at: at('2026-01-01T00:00') });
    const elective = await course(db(), { title: '新选修课', notified: false });
    const users = await activeUsers();

    const counts = await sweep();
    expect(counts.courses).toBe(2 * users.length);
    const plainNotices = await noticesOf(1, plain.id);
    expect(plainNotices.map((n) => n.user_id)).toEqual(users);
    expect(plainNotices.map((n) => n.user_id)).not.toContain(off);
    expect(plainNotices[0]).toMatchObject({ notify_type: 1, type: 1, message_key: 'notifyCourseRequired', target_id: plain.id });
    expect(JSON.parse(plainNotices[0]!.params)).toEqual({ title: '新必修课' });
    const dueNotices = await noticesOf(1, due.id);
    expect(dueNotices).toHaveLength(users.length);
    expect(dueNotices[0]!.message_key).toBe('notifyCourseAssigned');
    expect(JSON.parse(dueNotices[0]!.params)).toEqual({ title: '限期必修课', due: '2027-01-31' });
    for (const quiet of [disabled, expired, elective]) expect(await noticesOf(1, quiet.id)).toEqual([]);
    const marks = await db().selectFrom('courses').select(['id', 'notified_at']).where('id', 'in', [plain.id, due.id, disabled.id, expired.id, elective.id]).orderBy('id').execute();
    expect(marks.map((m) => m.notified_at !== null)).toEqual([true, true, false, true, false]);

    expect(await sweep()).toEqual(ZERO);
    expect(await noticesOf(1, plain.id)).toHaveLength(users.length);

    expect(contentOf(await listFor('notice01'), 1, plain.id)).toBe('您有一门新的必修课程《新必修课》，请及时学习。');
    expect(contentOf(await listFor('notice01', 'en-US'), 1, due.id)).toBe('A required course "限期必修课" has been assigned to you; finish it by 2027-01-31.');
  });

  it('announces an assigned task or online training to its user once (type 3, the task)', async () => {
    const me = await newLearner(db(), 'notice02');
    const now = new Date();
    const end = at('2027-02-01T18:00');
    const plainTask = await task(db(), { name: '学习任务', kind: 1, start: now, end, assigned: [{ userId: me, notified: false }] });
    const online = await task(db(), { name: '在线培训', kind: 2, start: now, end, assigned: [{ userId: me, notified: false }] });
    const unpublished = await task(db(), { name: '未发布任务', start: now, end, publish_status: 2, assigned: [{ userId: me, notified: false }] });
    const ended = await task(db(), { name: '已结束任务', start: minutesFrom(now, -600), end: minutesFrom(now, -60), assigned: [{ userId: me, notified: false }] });
    const announced = await task(db(), { name: '已通知任务', start: now, end, assigned: [{ userId: me }] });

    expect((await sweep()).tasks).toBe(2);
    expect(await noticesOf(3, plainTask)).toEqual([
      { user_id: me, notify_type: 1, type: 3, message_key: 'notifyTaskAssigned', params: expect.any(String), target_id: plainTask },
    ]);
    expect(JSON.parse((await noticesOf(3, plainTask))[0]!.params)).toEqual({ title: '学习任务', due: '2027-02-01 18:00' });
    expect((await noticesOf(3, online)).map((n) => n.message_key)).toEqual(['notifyOnlineTrainingAssigned']);
    for (const quiet of [unpublished, ended, announced]) expect(await noticesOf(3, quiet)).toEqual([]);
    const marks = await db().selectFrom('task_users').select(['task_id', 'notified_at']).where('user_id', '=', me).orderBy('task_id').execute();
    expect(marks.map((m) => [m.task_id, m.notified_at !== null])).toEqual([
      [plainTask, true],
      [online, true],
      [unpublished, false],
      [ended, true],
      [announced, true],
    ]);
    expect((await sweep()).tasks).toBe(0);
    expect(contentOf(await listFor('notice02', 'en-US'), 3, online)).toBe('The online training "在线培训" is now open to you; finish it by 2027-02-01 18:00.');
    expect(contentOf(await listFor('notice02'), 3, plainTask)).toBe('您有一个新的学习任务《学习任务》，请在 2027-02-01 18:00 前完成。');
  });

  it('announces an assigned map to its user once (type 2, the map)', async () => {
    const me = await newLearner(db(), 'notice03');
    const other = await newLearner(db(), 'notice04');
    const phase = { title: '阶段', start: new Date(), end: at('2027-03-01T00:00') };
    const map = await studyMap(db(), { title: '新学习地图', phases: [phase], assigned: [{ userId: me, notified: false }, { userId: other }] });
    const hidden = await studyMap(db(), { title: '未发布地图', publish_status: 2, phases: [phase], assigned: [{ userId: me, notified: false }] });

    expect((await sweep()).maps).toBe(1);
    expect(await noticesOf(2, map.id)).toEqual([
      { user_id: me, notify_type: 1, type: 2, message_key: 'notifyMapAssigned', params: expect.any(String), target_id: map.id },
    ]);
    expect(await noticesOf(2, hidden.id)).toEqual([]);
    expect((await sweep()).maps).toBe(0);
    expect(contentOf(await listFor('notice03'), 2, map.id)).toBe('学习地图《新学习地图》已向您开放。');
  });

  it('announces an exam to every active user once its publication time has come (type 10, the exam)', async () => {
    const now = new Date();
    const users = await activeUsers();
    const published = await exam(db(), { title: '新发布考试', start: at('2027-03-02T14:00'), end: at('2027-03-02T16:00'), published_at: minutesFrom(now, -1), notified: false });
    const later = await exam(db(), { title: '定时发布考试', start: at('2027-03-03T09:00'), end: at('2027-03-03T11:00'), published_at: minutesFrom(now, 60), notified: false });
    const classTest = await exam(db(), { title: '课程测验', exam_type: 14, start: now, end: at('2027-03-03T11:00'), published_at: minutesFrom(now, -1), notified: false });
    const ended = await exam(db(), { title: '已结束考试', start: minutesFrom(now, -300), end: minutesFrom(now, -60), published_at: minutesFrom(now, -400), notified: false });

    await sweep(now);
    const notices = await noticesOf(10, published);
    expect(notices.map((n) => n.user_id)).toEqual(users);
    expect(notices[0]).toMatchObject({ notify_type: 1, type: 10, message_key: 'notifyExamPublished', target_id: published });
    for (const quiet of [later, classTest, ended]) expect(await noticesOf(10, quiet)).toEqual([]);
    expect((await db().selectFrom('exams').select('notified_at').where('id', '=', ended).executeTakeFirstOrThrow()).notified_at).not.toBeNull();
    expect((await db().selectFrom('exams').select('notified_at').where('id', '=', later).executeTakeFirstOrThrow()).notified_at).toBeNull();

    await sweep(minutesFrom(now, 61));
    expect(await noticesOf(10, later)).toHaveLength(users.length);
    await sweep(minutesFrom(now, 62));
    expect(await noticesOf(10, published)).toHaveLength(users.length);
    expect(await noticesOf(10, later)).toHaveLength(users.length);
    expect(contentOf(await listFor('notice01'), 10, published)).toBe('考试《新发布考试》已发布，开考时间 2027-03-02 14:00。');
    expect(contentOf(await listFor('notice01', 'en-US'), 10, later)).toBe('The exam "定时发布考试" has been published; it opens at 2027-03-03 09:00.');
  });

  it("reminds a live class's learners only inside the 15 minutes before it starts, once (type 5, the course)", async () => {
    const a = await newLearner(db(), 'notice05');
    const b = await newLearner(db(), 'notice06');
    // A quiet moment far from the demo's live classes.
    const base = at('2027-04-07T09:37');
    const elective = await course(db(), { title: '沟通技巧', learners: [a, b] });
    const live = await livePeriod(db(), elective, { title: '第一次直播', start: minutesFrom(base, 20), end: minutesFrom(base, 80), notified: false });
    const started = await livePeriod(db(), elective, { title: '已开始的直播', start: minutesFrom(base, -1), end: minutesFrom(base, 60), notified: false });
    const required = await course(db(), { title: '全员必修', is_required: 1 });
    const forEveryone = await livePeriod(db(), required, { title: '全员直播', start: minutesFrom(base, 25), end: minutesFrom(base, 85), notified: false });
    const users = await activeUsers();

    await sweep(base);
    await sweep(minutesFrom(base, 4));
    expect(await noticesOf(5, elective.id)).toEqual([]);
    await sweep(minutesFrom(base, 5));
    const notices = await noticesOf(5, elective.id);
    expect(notices.map((n) => n.user_id)).toEqual([a, b]);
    expect(notices[0]).toMatchObject({ notify_type: 1, type: 5, message_key: 'notifyLiveStarting', target_id: elective.id });
    expect(JSON.parse(notices[0]!.params)).toEqual({ title: '第一次直播', course: '沟通技巧', start: '09:57' });
    expect(await noticesOf(5, required.id)).toEqual([]);
    await sweep(minutesFrom(base, 10));
    expect(await noticesOf(5, elective.id)).toHaveLength(2);
    expect((await noticesOf(5, required.id)).map((n) => n.user_id)).toEqual(users);
    await sweep(minutesFrom(base, 21));
    expect(await noticesOf(5, elective.id)).toHaveLength(2);
    const marks = await db().selectFrom('course_periods').select(['id', 'notified_at']).where('id', 'in', [live, started, forEveryone]).orderBy('id').execute();
    expect(marks.map((m) => m.notified_at !== null)).toEqual([true, false, true]);
    expect(contentOf(await listFor('notice05', 'en-US'), 5, elective.id)).toBe('The live class "第一次直播" of the course "沟通技巧" starts at 09:57.');
  });

  it('announces an offline training to its invited users once its enrolment opens (type 4, the training)', async () => {
    const a = await newLearner(db(), 'notice07');
    const b = await newLearner(db(), 'notice08');
    const now = new Date();
    const start = at('2027-05-10T09:00');
    const invited = [{ userId: a }, { userId: b }];
    const open = await training(db(), { name: '线下沟通培训', start, end: minutesFrom(start, 120), apply_start: minutesFrom(now, -1), apply_end: start, address: '总部 5 楼', notified: false, invited });
    const later = await training(db(), { name: '晚些报名的培训', start, end: minutesFrom(start, 120), apply_start: minutesFrom(now, 30), apply_end: start, notified: false, invited });
    const hidden = await training(db(), { name: '未发布培训', start, end: minutesFrom(start, 120), apply_start: minutesFrom(now, -1), apply_end: start, publish_status: 2, notified: false, invited });
    const closed = await training(db(), { name: '报名已截止', start: minutesFrom(now, -600), end: minutesFrom(now, -500), apply_start: minutesFrom(now, -2000), apply_end: minutesFrom(now, -700), notified: false, invited });

    await sweep(now);
    const notices = await noticesOf(4, open);
    expect(notices.map((n) => n.user_id)).toEqual([a, b]);
    expect(notices[0]).toMatchObject({ notify_type: 1, type: 4, message_key: 'notifyOfflineTraining', target_id: open });
    expect(JSON.parse(notices[0]!.params)).toEqual({ title: '线下沟通培训', place: '总部 5 楼' });
    for (const quiet of [later, hidden, closed]) expect(await noticesOf(4, quiet)).toEqual([]);
    await sweep(minutesFrom(now, 31));
    expect((await noticesOf(4, later)).map((n) => n.user_id)).toEqual([a, b]);
    expect(await noticesOf(4, open)).toHaveLength(2);
    const marks = await db().selectFrom('trainings').select(['id', 'enrol_notified_at']).where('id', 'in', [open, later, hidden, closed]).orderBy('id').execute();
    expect(marks.map((m) => m.enrol_notified_at !== null)).toEqual([true, true, false, true]);
    expect(contentOf(await listFor('notice07'), 4, open)).toBe('线下培训《线下沟通培训》开放报名，地点：总部 5 楼。');
  });

  it('adds nothing on a second sweep, and two sweeps at once announce once', async () => {
    expect(await sweep()).toEqual(ZERO);
    const fresh = await course(db(), { title: '同时清扫的必修课', is_required: 1, notified: false });
    const [first, second] = await Promise.all([sweep(), sweep()]);
    const users = await activeUsers();
    expect(first.courses + second.courses).toBe(users.length);
    expect(await noticesOf(1, fresh.id)).toHaveLength(users.length);
    const duplicates = await sql<{ n: number }>`
      select count(*)::int as n from (
        select user_id, type, target_id from notifications where target_id is not null group by user_id, type, target_id, message_key having count(*) > 1
      ) d`.execute(db());
    expect(duplicates.rows[0]!.n).toBe(0);
    expect(await sweep()).toEqual(ZERO);
  });

  it('lets one process at a time claim the periodic sweep: of ten claims at once one wins, and the next turn is free once the claim runs out', async () => {
    const name = `sweep-test-${kind}`;
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimJob(db(), name, 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(db(), name, 60_000)).toBe(false);
    await db().updateTable('job_claims').set({ claimed_until: sql<Date>`now() - interval '1 second'` }).where('name', '=', name).execute();
    expect(await claimJob(db(), name, 60_000)).toBe(true);
    expect(await claimJob(db(), name, 60_000)).toBe(false);
  });
});
