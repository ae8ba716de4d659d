/**
 * Credited study time and the credit rules, over real HTTP on a fresh seeded database per kind:
 * - completion (lesson, course and its certificate, map video chapter, task course mission and
 *   the task's certificate) only when the study seconds credited against the wall clock reach
 *   the lesson's length (the no-skip rule): forged claims, ten of them in parallel, complete
 *   nothing and credit at most the time that passed; a real watch (its records credited in
 *   full) completes;
 * - every rule of the rules tab earned by the action it names, once per its limit, parallel
 *   duplicates included, through the one ledger: the history, the charts, the rankings and
 *   the home figures show it; the month's study time grows by the credited seconds;
 * - the exam ranking's medals only for passed attempts above 0 points.
 * Timing figures are printed, not asserted.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CompanyCalendar } from '../../server/core/calendar.js';
import { CreditLedger } from '../../server/modules/users/credit-ledger.js';
import { CreditsRepo } from '../../server/modules/users/credits-repo.js';
import { MAPS_DEMO } from '../../server/seed/maps.js';
import { companyDay, expectOk, userByAccount } from '../support/assertions.js';
import { course, exam, newLearner, rewindStudyClocks, task } from '../support/study-fixtures.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

const EN = 'en-US';
const VIDEO_SECONDS = 90;

interface Recorded { position: number; furthest: number; period_completed: boolean; course_completed: boolean }
interface Entry { points: number; type: string; name: string }

describe.each(databaseKinds())('credited study time and credit rules on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;

  /** A required course with one video lesson of VIDEO_SECONDS (the demo's video file). */
  async function videoCourse(title: string) {
    const file = await db().selectFrom('course_periods').select('media_path').where('period_type', '=', 2).where('media_path', 'like', '/files/%').where('transcode_status', '<>', 2).orderBy('id').executeTakeFirstOrThrow();
    const made = await course(db(), { title, is_required: 1 });
    await db().updateTable('courses').set({ course_type: 2 }).where('id', '=', made.id).execute();
    const period = await db()
      .insertInto('course_periods')
      .values({ course_id: made.id, chapter_id: made.chapterId, title: `${title} 视频`, period_type: 2, media_path: file.media_path, media_seconds: VIDEO_SECONDS, is_required: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { courseId: made.id, periodId: period.id };
  }

  /** A new employee signed in: no history, no credits, the study clock from this sign-in. */
  async function freshLearner(account: string) {
    const id = await newLearner(db(), account);
    // Its study clock starts at this sign-in (rewindStudyClocks moves every learner's clock).
    await db().deleteFrom('study_clock').where('user_id', '=', id).execute();
    await db().updateTable('users').set({ department_id: (await userByAccount(db(), 'emp0001')).department_id }).where('id', '=', id).execute();
    const token = await suite.client.login(account, DEMO.employeePassword);
    return { id, token, signedInAt: Date.now() };
  }

  const ledger = (userId: number, reason?: string) => {
    let query = db().selectFrom('credit_ledger').select(['reason', 'points', 'ref_id']).where('user_id', '=', userId);
    if (reason) query = query.where('reason', '=', reason);
    return query.orderBy('id').execute();
  };
  const studySeconds = async (userId: number) =>
    Number((await db().selectFrom('study_time_daily').select(sql<string>`coalesce(sum(seconds), 0)`.as('s')).where('user_id', '=', userId).executeTakeFirstOrThrow()).s);
  const courseCertificates = (userId: number, courseId: number) => db().selectFrom('certificates').select('id').where('user_id', '=', userId).where('rule_type', '=', 1).where('ref_id', '=', courseId).execute();

  it('completes nothing from claimed positions: ten parallel forged claims on a required lesson credit at most the elapsed time', async () => {
    const me = await freshLearner('credit01');
    const lesson = await videoCourse('秒过必修课');
    const record = (position: number, study_seconds: number) => suite.client.post<Recorded>('/api/course/studyRecord', { period_id: lesson.periodId, position, study_seconds }, { token: me.token });

    // Right after sign-in: two claims of the whole day, then ten in parallel.
    const first = [await record(86400, 600), await record(86400, 600)].map((a) => expectOk(a, '学习进度已记录'));
    const parallel = (await Promise.all(Array.from({ length: 10 }, () => record(86400, 600)))).map((a) => expectOk(a, '学习进度已记录'));
    const elapsed = Math.ceil((Date.now() - me.signedInAt) / 1000) + 1;
    const credited = await studySeconds(me.id);
    console.log(`forged claims: ${credited} s credited of ${12 * 600} s claimed, ${elapsed} s elapsed`);
    expect(credited).toBeLessThanOrEqual(elapsed);
    for (const answer of [...first, ...parallel]) {
      expect(answer.period_completed).toBe(false);
      expect(answer.course_completed).toBe(false);
      expect(answer.furthest).toBeLessThan(VIDEO_SECONDS);
    }
    const progress = await db().selectFrom('period_progress').select(['furthest', 'study_seconds', 'completed_at']).where('user_id', '=', me.id).where('period_id', '=', lesson.periodId).executeTakeFirstOrThrow();
    expect(progress.completed_at).toBeNull();
    expect(progress.study_seconds).toBe(credited);
    expect(progress.furthest).toBeLessThanOrEqual(credited + 5);
    expectOk(await suite.client.get('/api/userCertificate', { token: me.token }));
    expect(await courseCertificates(me.id, lesson.courseId)).toEqual([]);
    expect(await ledger(me.id, 'course_study')).toEqual([]);
    expect(await ledger(me.id, 'course_complete')).toEqual([]);

    // A real watch: the player's records, each credited in full (an hour passed before each).
    let last: Recorded | undefined;
    for (let at = 10; at <= VIDEO_SECONDS; at += 10) {
      await rewindStudyClocks(db(), 10);
      last = expectOk(await record(at, 10), '学习进度已记录');
    }
    expect(last).toMatchObject({ furthest: VIDEO_SECONDS, period_completed: true, course_completed: true });
    expectOk(await suite.client.get('/api/userCertificate', { token: me.token }));
    expect(await courseCertificates(me.id, lesson.courseId)).toHaveLength(1);
  });

  it('completes a map video chapter and a task course mission only by credited time, parallel forged claims included', async () => {
    const account = 'emp0193';
    const user = await userByAccount(db(), account);
    const second = await userByAccount(db(), MAPS_DEMO.secondLearner);
    const video = await db()
      .selectFrom('map_chapters as c')
      .innerJoin('study_maps as m', 'm.id', 'c.map_id')
      .select(['c.id', 'c.map_id', 'c.media_seconds'])
      .where('m.title', '=', MAPS_DEMO.fixed)
      .where('c.title', '=', MAPS_DEMO.video)
      .executeTakeFirstOrThrow();
    // The same place in the map as emp0195, the video back at its start.
    const rows = await db().selectFrom('map_chapter_users').selectAll().where('user_id', '=', second.id).execute();
    await db().insertInto('map_chapter_users').values(rows.map((r) => ({ ...r, user_id: user.id, ...(r.chapter_id === video.id ? { position: 0, furthest: 0, study_seconds: 0 } : {}) }))).execute();
    const mapUser = await db().selectFrom('map_users').selectAll().where('user_id', '=', second.id).where('map_id', '=', video.map_id).executeTakeFirstOrThrow();
    await db().insertInto('map_users').values({ ...mapUser, user_id: user.id }).onConflict((oc) => oc.columns(['map_id', 'user_id']).doNothing()).execute();
    // Its study clock starts at this sign-in (earlier tests moved every learner's clock back).
    await db().deleteFrom('study_clock').where('user_id', '=', user.id).execute();
    const token = await suite.client.login(account, DEMO.employeePassword);
    const signedInAt = Date.now();
    const before = await studySeconds(user.id);
    expectOk(await suite.client.get('/api/studyMap/video', { token, query: { id: video.id } }));
    const claims = (await Promise.all(Array.from({ length: 10 }, () => suite.client.post<{ furthest: number; period_completed: boolean }>('/api/studyMap/video', { chapter_id: video.id, position: 45, study_seconds: 600 }, { token })))).map((a) =>
      expectOk(a),
    );
    const elapsed = Math.ceil((Date.now() - signedInAt) / 1000) + 1;
    const credited = (await studySeconds(user.id)) - before;
    console.log(`map video, forged claims: ${credited} s credited, ${elapsed} s elapsed`);
    expect(credited).toBeLessThanOrEqual(elapsed);
    expect(claims.every((c) => !c.period_completed)).toBe(true);
    const chapter = await db().selectFrom('map_chapter_users').select(['furthest', 'study_seconds', 'completed_at']).where('user_id', '=', user.id).where('chapter_id', '=', video.id).executeTakeFirstOrThrow();
    expect(chapter).toMatchObject({ study_seconds: credited, completed_at: null });
    // Watched: the month's study time grows by what was credited, and the chapter completes.
    await rewindStudyClocks(db(), 45);
    const watched = expectOk(await suite.client.post<{ furthest: number; period_completed: boolean }>('/api/studyMap/video', { chapter_id: video.id, position: 45, study_seconds: 45 }, { token }));
    expect(watched).toMatchObject({ furthest: 45, period_completed: true });
    const stats = expectOk(await suite.client.get<{ current_month_study_time: number }>('/api/home/user/stats', { token }));
    expect(stats.current_month_study_time).toBe(before + credited + 45);

    // A task whose only mission is a required course: forged claims complete neither the mission nor the task.
    const lesson = await videoCourse('任务必修课');
    const taskId = await task(db(), { name: '秒过任务', kind: 1, start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 86_400_000), assigned: [{ userId: user.id }] });
    const mission = await db().insertInto('task_items').values({ task_id: taskId, item_type: 1, ref_id: lesson.courseId, title: '任务必修课', sort: 0 }).returning('id').executeTakeFirstOrThrow();
    const missionRecord = (position: number, study_seconds: number) =>
      suite.client.post<{ mission_done: number; task_complete: number; period_completed: number }>('/api/task/studyRecord', { task_id: taskId, mission_id: mission.id, period_id: lesson.periodId, position, study_seconds }, { token });
    const forged = (await Promise.all(Array.from({ length: 10 }, () => missionRecord(86400, 600)))).map((a) => expectOk(a));
    expect(forged.map((f) => [f.mission_done, f.task_complete, f.period_completed])).toEqual(Array(10).fill([0, 0, 0]));
    expect(await db().selectFrom('certificates').select('id').where('user_id', '=', user.id).where('ref_id', '=', taskId).where('rule_type', '=', 2).execute()).toEqual([]);
    await rewindStudyClocks(db(), VIDEO_SECONDS);
    const done = expectOk(await missionRecord(VIDEO_SECONDS, VIDEO_SECONDS));
    expect([done.mission_done, done.period_completed]).toEqual([1, 1]);
  });

  it('lists every rule the ledger applies, in both languages', async () => {
    const token = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const zh = expectOk(await suite.client.get<{ type: string; name: string; description: string; points: number | null; per_day: number }[]>('/api/integralRule', { token }));
    expect(zh.map((r) => [r.type, r.points, r.per_day])).toEqual([
      ['daily_login', 2, 1],
      ['course_study', 5, 0],
      ['course_complete', 10, 0],
      ['exam_pass', 20, 0],
      ['map_sign_in', 1, 1],
      ['map_complete', null, 0],
    ]);
    expect(zh.find((r) => r.type === 'course_study')!.description).toContain('最多 5 分');
    const en = expectOk(await suite.client.get<{ type: string; name: string; description: string }[]>('/api/integralRule', { token, lang: EN }), 'Success');
    expect(en.map((r) => r.name)).toEqual(['Daily sign-in', 'Course study', 'Course completed', 'Exam passed', 'Map punch-in', 'Learning map completed']);
    expect(en.find((r) => r.type === 'map_sign_in')!.description).toMatch(/once a day/);
  });

  it('earns the study and completion credits once, by credited time, parallel duplicates included, seen in the history, charts, rankings and home', async () => {
    const me = await freshLearner('credit02');
    const lesson = await videoCourse('学分课程');
    const record = (position: number, study_seconds: number, lang?: string) => suite.client.post<Recorded>('/api/course/studyRecord', { period_id: lesson.periodId, position, study_seconds }, { token: me.token, lang });
    // 80 s credited over eight records, then the last ten seconds claimed by ten records at once.
    for (let at = 10; at <= 80; at += 10) {
      await rewindStudyClocks(db(), 10);
      expectOk(await record(at, 10), '学习进度已记录');
    }
    expect(await ledger(me.id)).toEqual([]);
    await rewindStudyClocks(db(), 10);
    const last = await Promise.all(Array.from({ length: 10 }, () => record(VIDEO_SECONDS, 10)));
    expect(last.filter((a) => a.body.data.period_completed)).toHaveLength(10);
    // 90 s credited: 1 credit (a full minute); the course completed: 10; each once.
    expect(await ledger(me.id)).toEqual([
      { reason: 'course_study', points: 1, ref_id: lesson.periodId },
      { reason: 'course_complete', points: 10, ref_id: lesson.courseId },
    ]);
    // Studying it again earns nothing more.
    await rewindStudyClocks(db(), 60);
    expectOk(await record(VIDEO_SECONDS, 60), '学习进度已记录');
    expect(await ledger(me.id)).toHaveLength(2);

    // The history, the charts, the summary, the month ranking and the home figures.
    const history = expectOk(await suite.client.get<{ list: Entry[]; total: number }>('/api/learnScoreList', { token: me.token, lang: EN }), 'Success');
    expect(history.list.map((e) => [e.name, e.points])).toEqual([
      ['Course completed', 10],
      ['Course study', 1],
    ]);
    const byType = expectOk(await suite.client.get<{ type: string; score: number; times: number }[]>('/api/userscore/bytype', { token: me.token }));
    expect(byType).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'course_study', score: 1, times: 1 }), expect.objectContaining({ type: 'course_complete', score: 10, times: 1 })]));
    const byTime = expectOk(await suite.client.get<{ time: string; score: number }[]>('/api/userscore/bytime', { token: me.token }));
    expect(byTime.at(-1)).toEqual({ time: companyDay().month, score: 11 });
    expect(expectOk(await suite.client.get<{ month: number; remaining: number }>('/api/userscore/summary', { token: me.token }))).toMatchObject({ month: 11, remaining: 11 });
    const rank = expectOk(await suite.client.get<{ user_id: number; score: number }[]>('/api/userscore/monthranklist', { token: me.token, query: { with_department: 1, limit: 100 } }));
    expect(rank.find((r) => r.user_id === me.id)?.score).toBe(11);
    const stats = expectOk(await suite.client.get<{ current_month_integral: number; current_month_study_time: number }>('/api/home/user/stats', { token: me.token }));
    expect(stats.current_month_integral).toBe(11);
    expect(stats.current_month_study_time).toBe(await studySeconds(me.id));
    const info = expectOk(await suite.client.get<{ current_month_integral: number }>('/api/users', { token: me.token }));
    expect(info.current_month_integral).toBe(11);
  });

  it('gives a lesson 1 credit per credited minute, at most 5', async () => {
    const me = await freshLearner('credit03');
    const made = await videoCourse('长视频课程');
    await db().updateTable('course_periods').set({ media_seconds: 600 }).where('id', '=', made.periodId).execute();
    for (let at = 300; at <= 600; at += 300) {
      await rewindStudyClocks(db(), 300);
      expectOk(await suite.client.post('/api/course/studyRecord', { period_id: made.periodId, position: at, study_seconds: 300 }, { token: me.token }), '学习进度已记录');
    }
    expect(await ledger(me.id, 'course_study')).toEqual([{ reason: 'course_study', points: 5, ref_id: made.periodId }]);
  });

  it('earns the punch-in credit once a day, a make-up included, parallel punch-ins too', async () => {
    const account = 'emp0192';
    const user = await userByAccount(db(), account);
    const second = await userByAccount(db(), MAPS_DEMO.secondLearner);
    // emp0192 in emp0195's place of the fixed map, with emp0195's punch-ins but none since.
    const map = await db().selectFrom('study_maps').select('id').where('title', '=', MAPS_DEMO.fixed).executeTakeFirstOrThrow();
    const mapUser = await db().selectFrom('map_users').selectAll().where('user_id', '=', second.id).where('map_id', '=', map.id).executeTakeFirstOrThrow();
    await db().insertInto('map_users').values({ ...mapUser, user_id: user.id }).onConflict((oc) => oc.columns(['map_id', 'user_id']).doNothing()).execute();
    const signs = await db().selectFrom('map_sign_ins').selectAll().where('user_id', '=', second.id).execute();
    if (signs.length > 0) await db().insertInto('map_sign_ins').values(signs.map((s) => ({ ...s, user_id: user.id }))).execute();
    const token = await suite.client.login(account, DEMO.employeePassword);
    const list = expectOk(await suite.client.get<{ dk_list: { id: number }[]; bk_list: { id: number }[] }>('/api/studyMap/studySignList', { token }));
    expect(list.dk_list.length).toBeGreaterThan(0);
    expect(list.bk_list.length).toBeGreaterThan(0);
    const punches = [list.dk_list[0]!.id, list.dk_list[0]!.id, list.bk_list[0]!.id, list.dk_list[0]!.id];
    const answers = await Promise.all(punches.map((chapter_id) => suite.client.post('/api/studyMap/sign_in', { chapter_id }, { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(await ledger(user.id, 'map_sign_in')).toEqual([{ reason: 'map_sign_in', points: 1, ref_id: null }]);
    const day = companyDay().day;
    expect((await db().selectFrom('credit_ledger').select('day').where('user_id', '=', user.id).where('reason', '=', 'map_sign_in').executeTakeFirstOrThrow()).day).toBe(day);
    const history = expectOk(await suite.client.get<{ list: Entry[] }>('/api/learnScoreList', { token }));
    expect(history.list.filter((e) => e.type === 'map_sign_in').map((e) => [e.name, e.points])).toEqual([['地图打卡', 1]]);
  });

  it('earns the exam credit once per exam; the ranking gives medals only to passed attempts above 0 points', async () => {
    const examId = await exam(db(), { title: '学分考试', start: new Date(Date.now() - 3_600_000), end: new Date(Date.now() + 86_400_000), pass_score: 60 });
    await db().updateTable('exams').set({ attempt_limit: 3 }).where('id', '=', examId).execute();
    const question = await db()
      .insertInto('questions')
      .values({ type: 1, content: '一加一等于几？', options: JSON.stringify([{ id: 1, content: '二' }, { id: 2, content: '三' }]), answer: JSON.stringify({ option_ids: [1] }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('exam_questions').values({ exam_id: examId, question_id: question.id, sort: 1, score: 100 }).execute();
    const take = async (token: string, optionId: number) => {
      const attempt = expectOk(await suite.client.post<{ id: number }>(`/api/exam/${examId}/start`, {}, { token }));
      expectOk(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: question.id, answer: { option_ids: [optionId] } }, { token }), '答案已保存');
      return expectOk(await suite.client.post<{ score: number; passed: number }>(`/api/examAttempt/${attempt.id}/submit`, {}, { token }), '交卷成功');
    };
    const ranking = async (token: string) => expectOk(await suite.client.get<{ list: { user_id: number; rowno: number; score: number; medal: number }[] }>(`/api/exam/${examId}/ranking`, { token })).list;

    // A failed 0-point attempt alone in the ranking: first place, no medal.
    const failing = await freshLearner('credit04');
    expect(await take(failing.token, 2)).toMatchObject({ score: 0, passed: 0 });
    expect(await ranking(failing.token)).toEqual([expect.objectContaining({ user_id: failing.id, rowno: 1, score: 0, medal: 0 })]);
    expect(await ledger(failing.id, 'exam_pass')).toEqual([]);

    // A pass: gold, and 20 credits; a second pass of the same exam earns nothing more.
    const passing = await freshLearner('credit05');
    expect(await take(passing.token, 1)).toMatchObject({ score: 100, passed: 1 });
    expect(await ledger(passing.id, 'exam_pass')).toEqual([{ reason: 'exam_pass', points: 20, ref_id: examId }]);
    expect(await take(passing.token, 1)).toMatchObject({ passed: 1 });
    expect(await ledger(passing.id, 'exam_pass')).toHaveLength(1);
    expect((await ranking(passing.token)).map((r) => [r.user_id, r.rowno, r.medal])).toEqual([
      [passing.id, 1, 1],
      [failing.id, 2, 0],
    ]);

    // The ledger's once-per-thing limit holds for parallel duplicates (the exam pass hook called at once).
    const calendar = new CompanyCalendar('Asia/Shanghai');
    const direct = new CreditLedger(new CreditsRepo(db()), calendar, async (key) => (key === 'credits_exam_pass' ? 20 : 2));
    const other = await freshLearner('credit06');
    const earned = await Promise.all(Array.from({ length: 10 }, () => direct.earn(other.id, 'exam_pass', { refId: examId })));
    expect(earned.filter((e) => e.earned)).toEqual([{ earned: true, points: 20 }]);
    expect(await ledger(other.id)).toEqual([{ reason: 'exam_pass', points: 20, ref_id: examId }]);
  });
});
