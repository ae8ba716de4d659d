/**
 * My Learning over real HTTP on a fresh database per kind: study tasks with their missions
 * in order and the gate on every call that starts or records one (task/studyRecord, the exam
 * engine's start of a task paper), offline trainings with enrolment, seats (50 concurrent
 * enrolments for 10 seats) and cancellation, my courses and live schedule, certificates
 * (issued once, PDF text read with pdftotext, verification).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LEARNING_DEMO } from '../../server/seed/learning.js';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Page<T> {
  list: T[];
  total: number;
  current_page: number;
}
interface TaskCard {
  id: number;
  name: string;
  task_status: number;
  is_complete: number;
  progress: number;
  course_number: number;
  paper_number: number;
}
interface Mission {
  id: number;
  title: string;
  item_type: number;
  ref_id: number;
  is_done: number;
  locked: number;
  lock_reason: string;
}
interface TaskDetail extends TaskCard {
  refusal: string;
  missions: Mission[];
}
interface Training {
  id: number;
  name: string;
  status: number;
  register_state: number;
  is_apply: number;
  places: number | null;
  places_left: number | null;
  can_apply: number;
  can_cancel: number;
}
interface Certificate {
  id: number;
  cert_no: string;
  title: string;
  rule_type: number;
  user_name: string;
}

const EN = 'en-US';

describe.each(databaseKinds())('My Learning API on %s', (kind) => {
  const suite = suiteServer(kind);
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);
  const db = () => suite.server.db;

  async function taskByName(token: string, name: string, taskKind = 1) {
    const page = expectOk(await suite.client.get<Page<TaskCard>>('/api/taskList', { token, query: { kind: taskKind, limit: 100 } }));
    const card = page.list.find((t) => t.name === name);
    expect(card, name).toBeDefined();
    return card!;
  }
  async function trainingByName(token: string, name: string) {
    const page = expectOk(await suite.client.get<Page<Training>>('/api/trainOffline', { token, query: { limit: 100 } }));
    const card = page.list.find((t) => t.name === name);
    expect(card, name).toBeDefined();
    return card!;
  }

  it('lists my tasks with the spec statuses: doing, not started, timed out; a finished one complete', async () => {
    const token = await learner();
    const page = expectOk(await suite.client.get<Page<TaskCard>>('/api/taskList', { token, query: { limit: 100 } }));
    expect(page.total).toBe(page.list.length);
    const running = page.list.find((t) => t.name === LEARNING_DEMO.runningTask)!;
    expect([running.task_status, running.is_complete, running.course_number, running.paper_number, running.progress]).toEqual([1, 0, 2, 1, 0]);
    const overdue = page.list.find((t) => t.name === LEARNING_DEMO.overdueTask)!;
    expect([overdue.task_status, overdue.is_complete]).toEqual([3, 0]);
    const finished = page.list.find((t) => t.name === '新员工入职学习任务')!;
    expect([finished.task_status, finished.is_complete, finished.progress]).toEqual([4, 1, 100]);
    const online = expectOk(await suite.client.get<Page<TaskCard>>('/api/taskList', { token, query: { kind: 2, limit: 100 } }));
    expect(online.list.map((t) => t.name)).toContain('销售精英在线训练营');
    expect(online.list.find((t) => t.name === '销售精英在线训练营')!.task_status).toBe(2);
    expectRefusal(await suite.client.get('/api/taskList'), 401, 202, MSG.tokenMissing.zh);
  });

  it('locks the second mission until the first is finished, on the server, then opens it', async () => {
    const token = await learner();
    const card = await taskByName(token, LEARNING_DEMO.runningTask);
    const detail = expectOk(await suite.client.get<TaskDetail>(`/api/taskDetail/${card.id}`, { token }));
    const [first, second, third] = detail.missions;
    expect([first!.locked, second!.locked, third!.locked]).toEqual([0, 1, 1]);
    expect(second!.lock_reason).toBe('taskPreviousFirst');
    const missions = expectOk(await suite.client.get<Mission[]>(`/api/missionList/${card.id}`, { token }));
    expect(missions.map((m) => m.id)).toEqual(detail.missions.map((m) => m.id));

    const open = (missionId: number, lang?: string) => suite.client.post('/api/task/studyRecord', { task_id: card.id, mission_id: missionId }, { token, lang });
    expectRefusal(await open(second!.id), 403, 403, '请先完成上一个任务');
    expectRefusal(await open(second!.id, EN), 403, 403, 'You must finish the previous task first');

    // The first mission: a two-page document course, recorded through the task.
    const period = await db().selectFrom('course_periods').select('id').where('course_id', '=', first!.ref_id).executeTakeFirstOrThrow();
    const otherPeriod = await db().selectFrom('course_periods').select('id').where('course_id', '!=', first!.ref_id).executeTakeFirstOrThrow();
    expectRefusal(await suite.client.post('/api/task/studyRecord', { task_id: card.id, mission_id: first!.id, period_id: otherPeriod.id, position: 1, study_seconds: 5 }, { token, lang: EN }), 422, 422, "This lesson does not belong to the mission's course");
    expectOk(await open(first!.id));
    let last: { mission_done: number; task_progress: number } | undefined;
    for (let page = 1; page <= LEARNING_DEMO.guidePages; page += 1) {
      last = expectOk(await suite.client.post<{ mission_done: number; task_progress: number }>('/api/task/studyRecord', { task_id: card.id, mission_id: first!.id, period_id: period.id, position: page, study_seconds: 30 }, { token }));
    }
    expect(last).toMatchObject({ mission_done: 1, task_progress: 33 });
    expectOk(await open(second!.id));
    expectRefusal(await open(third!.id), 403, 403, '请先完成上一个任务');
    const after = expectOk(await suite.client.get<TaskDetail>(`/api/taskDetail/${card.id}`, { token }));
    expect(after.missions.map((m) => [m.is_done, m.locked])).toEqual([[1, 0], [0, 0], [0, 1]]);
    expect(after.progress).toBe(33);
    const stored = await db().selectFrom('task_users').select('progress').where('task_id', '=', card.id).where('user_id', '=', (await userByAccount(db(), DEMO.learner.account)).id).executeTakeFirstOrThrow();
    expect(stored.progress).toBe(33);
  });

  it('refuses missions of an overdue and of a not-started task, and tasks not mine', async () => {
    const token = await learner();
    const overdue = await taskByName(token, LEARNING_DEMO.overdueTask);
    const detail = expectOk(await suite.client.get<TaskDetail>(`/api/taskDetail/${overdue.id}`, { token }));
    expect(detail.refusal).toBe('taskOverdue');
    expectRefusal(await suite.client.post('/api/task/studyRecord', { task_id: overdue.id, mission_id: detail.missions[0]!.id }, { token }), 403, 403, '任务已逾期');
    expectRefusal(await suite.client.post('/api/task/studyRecord', { task_id: overdue.id, mission_id: detail.missions[0]!.id }, { token, lang: EN }), 403, 403, 'The task is overdue');
    const later = await taskByName(token, '销售精英在线训练营', 2);
    const laterDetail = expectOk(await suite.client.get<TaskDetail>(`/api/taskDetail/${later.id}`, { token }));
    expectRefusal(await suite.client.post('/api/task/studyRecord', { task_id: later.id, mission_id: laterDetail.missions[0]!.id }, { token, lang: EN }), 403, 403, 'The task has not started');
    expectRefusal(await suite.client.post('/api/task/studyRecord', { task_id: overdue.id, mission_id: laterDetail.missions[0]!.id }, { token }), 404, 4004, '该任务中没有这一项');
    const other = await suite.client.login(employee(195), DEMO.employeePassword);
    expectRefusal(await suite.client.get(`/api/taskDetail/${overdue.id}`, { token: other }), 404, 4004, '任务不存在');
  });

  it('holds back the start of a task paper (an exam made for the task) until its mission opens', async () => {
    const token = await learner();
    const learnerId = (await userByAccount(db(), DEMO.learner.account)).id;
    const exam = await db()
      .insertInto('exams')
      .values({ title: '任务卷：平台测验', exam_type: 3, source: 3, exam_start: sql<Date>`now() - interval '1 day'`, exam_end: sql<Date>`now() + interval '10 days'`, exam_long: 10, pass_score: 0, attempt_limit: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = await db()
      .insertInto('tasks')
      .values({ kind: 2, name: '平台在线培训', start_time: sql<Date>`now() + interval '1 day'`, end_time: sql<Date>`now() + interval '9 days'` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('task_items').values({ task_id: task.id, item_type: 2, ref_id: exam.id, title: '任务卷：平台测验', sort: 0 }).execute();
    await db().insertInto('task_users').values({ task_id: task.id, user_id: learnerId }).execute();
    expectRefusal(await suite.client.post(`/api/exam/${exam.id}/start`, undefined, { token }), 403, 403, '任务未开始');
    await db().updateTable('tasks').set({ start_time: sql<Date>`now() - interval '1 hour'` }).where('id', '=', task.id).execute();
    const attempt = expectOk(await suite.client.post<{ id: number }>(`/api/exam/${exam.id}/start`, undefined, { token }));
    // Passing the only paper finishes the online training and issues its certificate, once.
    expectOk(await suite.client.post(`/api/examAttempt/${attempt.id}/submit`, undefined, { token }), '交卷成功');
    const card = await taskByName(token, '平台在线培训', 2);
    expect([card.is_complete, card.progress]).toEqual([1, 100]);
    await taskByName(token, '平台在线培训', 2);
    const certificates = expectOk(await suite.client.get<Page<Certificate>>('/api/userCertificate', { token, query: { limit: 100 } }));
    expect(certificates.list.filter((c) => c.title === '平台在线培训' && c.rule_type === 3)).toHaveLength(1);
  });

  it('lists my offline trainings with status, registration and seats; unpublished ones stay hidden', async () => {
    const token = await learner();
    const page = expectOk(await suite.client.get<Page<Training>>('/api/trainOffline', { token, query: { limit: 100 } }));
    const byName = new Map(page.list.map((t) => [t.name, t]));
    expect(byName.has(LEARNING_DEMO.unpublished)).toBe(false);
    expect(byName.get(LEARNING_DEMO.oneSeatLeft)).toMatchObject({ status: 5, register_state: 1, places_left: 1, can_apply: 1, is_apply: 0 });
    expect(byName.get(LEARNING_DEMO.full)).toMatchObject({ status: 5, places_left: 0, can_apply: 0 });
    expect(byName.get(LEARNING_DEMO.enrolled)).toMatchObject({ is_apply: 1, register_state: 2, can_cancel: 1 });
    expect(byName.get('新任经理领导力集训营')).toMatchObject({ status: 1, is_apply: 1, can_cancel: 0 });
    expect(byName.get('消防安全演练与培训')).toMatchObject({ status: 3, register_state: 3 });
    expect(byName.get('客户拜访礼仪培训（已撤回）')).toMatchObject({ status: 4 });
    const statuses = new Set(page.list.map((t) => t.status));
    for (const status of [1, 3, 4, 5]) expect(statuses).toContain(status);
  });

  it('filters my offline trainings by lecturer and by start dates (the search form), and lists every lecturer for the select', async () => {
    const token = await learner();
    type Row = Training & { start_time: number; teacher: string };
    const all = expectOk(await suite.client.get<Page<Row>>('/api/trainOffline', { token, query: { limit: 100 } }));
    const lecturers = expectOk(await suite.client.get<Page<{ id: number; name: string }>>('/api/lecturer', { token, query: { page: 1, limit: 999999 } }));
    expect(lecturers.list.length).toBe(lecturers.total);
    const teacher = lecturers.list.find((l) => all.list.some((t) => t.teacher === l.name))!;
    const byLecturer = expectOk(await suite.client.get<Page<Row>>('/api/trainOffline', { token, query: { limit: 100, lecturer_id: teacher.id } }));
    expect(byLecturer.total).toBe(all.list.filter((t) => t.teacher === teacher.name).length);
    expect(byLecturer.list.every((t) => t.teacher === teacher.name)).toBe(true);

    const starts = all.list.map((t) => t.start_time).sort((a, b) => a - b);
    const from = starts[1]!;
    const to = starts[starts.length - 2]!;
    const between = expectOk(await suite.client.get<Page<Row>>('/api/trainOffline', { token, query: { limit: 100, start_time: from, end_time: to } }));
    expect(between.total).toBe(starts.filter((s) => s >= from && s <= to).length);
    expect(between.list.every((t) => t.start_time >= from && t.start_time <= to)).toBe(true);
    const after = expectOk(await suite.client.get<Page<Row>>('/api/trainOffline', { token, query: { limit: 100, start_time: to } }));
    expect(after.total).toBe(starts.filter((s) => s >= to).length);
    const none = expectOk(await suite.client.get<Page<Row>>('/api/trainOffline', { token, query: { start_time: to + 1, end_time: from } }));
    expect(none.total).toBe(0);
    expect((await suite.client.get('/api/trainOffline', { token, query: { start_time: -5 } })).status).toBe(422);
  });

  it('enrols in the last seat, refuses the next employee, cancels, and enforces the window and the start', async () => {
    const token = await learner();
    const other = await suite.client.login(LEARNING_DEMO.otherEmployee, DEMO.employeePassword);
    const seat = await trainingByName(token, LEARNING_DEMO.oneSeatLeft);
    const applied = expectOk(await suite.client.post<Training>(`/api/trainOffline/apply/${seat.id}`, undefined, { token }), '报名成功');
    expect([applied.is_apply, applied.places_left, applied.register_state, applied.can_cancel]).toEqual([1, 0, 2, 1]);
    expectOk(await suite.client.post(`/api/trainOffline/apply/${seat.id}`, undefined, { token }), '您已报名');
    expectRefusal(await suite.client.post(`/api/trainOffline/apply/${seat.id}`, undefined, { token: other }), 403, 403, '名额已满');
    expectRefusal(await suite.client.post(`/api/trainOffline/apply/${seat.id}`, undefined, { token: other, lang: EN }), 403, 403, 'No seats left');
    const cancelled = expectOk(await suite.client.post<Training>(`/api/trainOffline/cancel/${seat.id}`, undefined, { token }), '已取消报名');
    expect([cancelled.is_apply, cancelled.places_left]).toEqual([0, 1]);
    expectRefusal(await suite.client.post(`/api/trainOffline/cancel/${seat.id}`, undefined, { token }), 403, 403, '您尚未报名该培训');
    expectOk(await suite.client.post(`/api/trainOffline/apply/${seat.id}`, undefined, { token: other }), '报名成功');

    const running = await trainingByName(token, '新任经理领导力集训营');
    expectRefusal(await suite.client.post(`/api/trainOffline/cancel/${running.id}`, undefined, { token, lang: EN }), 403, 403, 'The training has started; the enrolment can no longer be cancelled');
    const ended = await trainingByName(token, '消防安全演练与培训');
    expectRefusal(await suite.client.post(`/api/trainOffline/apply/${ended.id}`, undefined, { token }), 403, 403, '报名已结束');
    const later = await trainingByName(token, '产品经理实战训练营');
    expectRefusal(await suite.client.post(`/api/trainOffline/apply/${later.id}`, undefined, { token, lang: EN }), 403, 403, 'Enrolment has not opened yet');
    const withdrawn = await trainingByName(token, '客户拜访礼仪培训（已撤回）');
    expectRefusal(await suite.client.post(`/api/trainOffline/apply/${withdrawn.id}`, undefined, { token }), 400, 400, '该培训已撤回或未发布');
    const stranger = await suite.client.login(employee(150), DEMO.employeePassword);
    expectRefusal(await suite.client.get(`/api/trainOffline/${seat.id}`, { token: stranger }), 404, 4004, '培训不存在');
  });

  it('never gives more than 10 seats to 50 concurrent enrolments', async () => {
    const training = await db()
      .insertInto('trainings')
      .values({
        name: '并发报名测试培训',
        address: '测试教室',
        start_time: sql<Date>`now() + interval '5 days'`,
        end_time: sql<Date>`now() + interval '5 days 8 hours'`,
        apply_start_time: sql<Date>`now() - interval '1 day'`,
        apply_end_time: sql<Date>`now() + interval '4 days'`,
        places: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accounts = Array.from({ length: 50 }, (_, i) => employee(i + 1));
    const ids = await db().selectFrom('users').select('id').where('account', 'in', accounts).execute();
    await db().insertInto('training_users').values(ids.map((u) => ({ training_id: training.id, user_id: u.id }))).execute();
    const tokens: string[] = [];
    for (let i = 0; i < accounts.length; i += 10) tokens.push(...(await Promise.all(accounts.slice(i, i + 10).map((a) => suite.client.login(a, DEMO.employeePassword)))));
    const answers = await Promise.all(tokens.map((token) => suite.client.post(`/api/trainOffline/apply/${training.id}`, undefined, { token })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.body.code !== 200)) expectRefusal(refused, 403, 403, '名额已满');
    const row = await db().selectFrom('training_users').select((eb) => eb.fn.countAll<number>().as('n')).where('training_id', '=', training.id).where('is_apply', '=', 1).executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(10);
  });

  it('lists my required and elective courses with progress and counts, and my live schedule', async () => {
    const token = await learner();
    const required = expectOk(await suite.client.get<Page<{ title: string; progress: number; is_required: number }> & { required_total: number; elective_total: number }>('/api/mycourse', { token, query: { type: 1, limit: 100 } }));
    expect(required.list.length).toBeGreaterThan(0);
    expect(required.list.every((c) => c.is_required === 1)).toBe(true);
    expect(required.required_total).toBe(required.total);
    const elective = expectOk(await suite.client.get<Page<{ title: string; progress: number; is_optional: number }>>('/api/mycourse', { token, query: { type: 2, limit: 100 } }));
    expect(elective.list.map((c) => c.title)).toContain(LEARNING_DEMO.guideCourse);
    expect(elective.list.every((c) => c.is_optional === 1)).toBe(true);
    expect(new Set([...required.list, ...elective.list].map((c) => c.progress)).size).toBeGreaterThan(1);
    const started = expectOk(await suite.client.get<Page<{ progress: number }>>('/api/mycourse', { token, query: { type: 1, progress_status: 1, limit: 100 } }));
    expect(started.list.every((c) => c.progress === 0)).toBe(true);
    const live = expectOk(await suite.client.get<{ today: { day: string }[]; week: { progress_status: number; course_title: string }[]; date: string }>('/api/mycourse/courseLive', { token }));
    expect(live.week.length).toBeGreaterThan(0);
    expect(live.today.every((i) => i.day === live.date)).toBe(true);
    expectRefusal(await suite.client.get('/api/mycourse/courseLive', { token, query: { date: '2026-02-30' } }), 400, 400, '日期格式应为 YYYY-MM-DD 且为有效日期');
  });

  it('issues certificates once, lists them, renders the PDF with name and number, and verifies a number', async () => {
    const token = await learner();
    const page = expectOk(await suite.client.get<Page<Certificate>>('/api/userCertificate', { token, query: { limit: 100 } }));
    const task = page.list.find((c) => c.title === '新员工入职学习任务');
    expect(task).toMatchObject({ rule_type: 2, user_name: DEMO.learner.name });
    const again = expectOk(await suite.client.get<Page<Certificate>>('/api/userCertificate', { token, query: { limit: 100 } }));
    expect(again.total).toBe(page.total);
    expect(new Set(again.list.map((c) => c.cert_no)).size).toBe(again.list.length);

    const response = await fetch(new URL(`/api/userCertificate/${task!.id}/pdf`, suite.server.url), { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-'));
    try {
      const file = path.join(dir, 'c.pdf');
      fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
      expect(text).toContain(DEMO.learner.name);
      expect(text).toContain(task!.cert_no);
      expect(text).toContain('新员工入职学习任务');
      expect(text).toContain('结业证书');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const english = await fetch(new URL(`/api/userCertificate/${task!.id}/pdf`, suite.server.url), { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': EN } });
    expect(english.status).toBe(200);

    const other = await suite.client.login(employee(195), DEMO.employeePassword);
    expectRefusal(await suite.client.get(`/api/userCertificate/${task!.id}`, { token: other }), 404, 4004, '证书不存在');
    const foreign = await fetch(new URL(`/api/userCertificate/${task!.id}/pdf`, suite.server.url), { headers: { Authorization: `Bearer ${other}` } });
    expect(foreign.status).toBe(404);

    const verified = expectOk(await suite.client.get<{ valid: number; user_name: string; title: string }>('/api/certificate/verify', { token: other, query: { cert_no: task!.cert_no } }));
    expect(verified).toMatchObject({ valid: 1, user_name: DEMO.learner.name, title: '新员工入职学习任务' });
    const unknown = expectOk(await suite.client.get<{ valid: number }>('/api/certificate/verify', { token: other, query: { cert_no: 'LC0000000000' } }));
    expect(unknown.valid).toBe(0);
  });

  it("answers the spec's names of course and questionnaire calls with the same implementation", async () => {
    const token = await learner();
    const qn = await db().selectFrom('questionnaires').select('id').executeTakeFirstOrThrow();
    const byOld = expectOk(await suite.client.get<{ id: number; items: unknown[] }>(`/api/questionnaire/${qn.id}`, { token }));
    const bySpec = expectOk(await suite.client.get<{ id: number; items: unknown[] }>(`/api/qn_details/${qn.id}`, { token }));
    expect(bySpec).toEqual(byOld);
    expectRefusal(await suite.client.post('/api/qn_submit/999999', { answers: [] }, { token }), 404, 4004, /.+/);

    const guide = await db().selectFrom('courses').select('id').where('title', '=', LEARNING_DEMO.guideCourse).executeTakeFirstOrThrow();
    expect(expectOk(await suite.client.get<{ can_study: number }>('/api/externalCourseStudyCheck', { token, query: { course_id: guide.id } }))).toMatchObject({ course_id: guide.id, can_study: 1 });
    const other = await suite.client.login(employee(194), DEMO.employeePassword);
    expect(expectOk(await suite.client.get<{ can_study: number }>('/api/externalCourseStudyCheck', { token: other, query: { course_id: guide.id } })).can_study).toBe(0);
    expectRefusal(await suite.client.get('/api/externalCourseStudyCheck', { token, query: { course_id: 999999 } }), 404, 4004, /.+/);

    const period = await db().selectFrom('course_periods').select('id').where('course_id', '=', guide.id).executeTakeFirstOrThrow();
    const recorded = expectOk(await suite.client.post<{ period_id: number; furthest: number }>('/api/chapter/mottoes/record', { period_id: period.id, position: 1, study_seconds: 10 }, { token }), '学习进度已记录');
    expect(recorded.period_id).toBe(period.id);
    expectRefusal(await suite.client.post('/api/chapter/mottoes/record', { period_id: period.id, position: 1, study_seconds: 10 }, { token: other }), 403, 403, /.+/);
  });
});
