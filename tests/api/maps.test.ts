/**
 * Learning maps over real HTTP on a fresh seeded database per kind: maps by kind, the detail
 * with stage counts and locks, a map opened first, stages unlocking in order on the server
 * (locked content refused: phaseInfo, chapters, the exam engine's start, the map exam calls,
 * the questionnaire), a video chapter by the course players' rules, a stage exam through the
 * engine, the map completed once (credits with a reason, certificate), punch-in and make-up,
 * comments with likes exact under concurrency, pin and delete rules, sanitised rich text.
 */
import { describe, expect, it } from 'vitest';
import { MAPS_DEMO } from '../../server/seed/maps.js';
import { expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { rewindStudyClocks } from '../support/study-fixtures.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

interface MapCard { id: number; title: string; map_type: number; study_type: number; progress: number; is_open: number; is_complete: number; credits: number }
interface Stage { id: number; phase_index: number; phase_title: string; course_num: number; exam_num: number; qn_num: number; argument_num: number; locked: number; is_complete: number }
interface MapDetail extends MapCard { phases: Stage[] }
interface PhaseInfo extends Stage {
  chapters: { id: number; title: string; chapter_type: number; sign_day: string | null; is_signed: number; is_done: number }[];
  items: { id: number; item_type: number; ref_id: number | null; title: string; is_done: number }[];
}
interface Comment { id: number; user_id: number; content: string; is_top: number; like_num: number; is_liked: number; is_owner: number; can_top: number }

const EN = 'en-US';
const M = {
  locked: { zh: '请先完成上一阶段，本阶段才会解锁', en: 'Finish the previous stage first: this stage is locked' },
  notOpened: { zh: '请先开启学习地图', en: 'Open the learning map first' },
};

describe.each(databaseKinds())('Learning maps API on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);

  async function fixedMap(token: string) {
    const page = expectOk(await suite.client.get<{ list: MapCard[]; total: number }>('/api/studyMap/index', { token, query: { map_type: 1 } }));
    const map = page.list.find((m) => m.title === MAPS_DEMO.fixed)!;
    expect(map).toBeDefined();
    return expectOk(await suite.client.get<MapDetail>('/api/studyMap/detail', { token, query: { map_id: map.id } }));
  }

  it('lists maps by kind and shows the fixed map with stage counts, stage 3 locked', async () => {
    const token = await learner();
    const jobPost = expectOk(await suite.client.get<{ list: MapCard[] }>('/api/studyMap/index', { token, query: { map_type: 1 } }));
    expect(jobPost.list.map((m) => m.title).sort()).toEqual([MAPS_DEMO.fixed, MAPS_DEMO.free].sort());
    expect(jobPost.list.every((m) => m.map_type === 1)).toBe(true);
    const newcomer = await suite.client.login('emp0196', DEMO.employeePassword);
    const newMaps = expectOk(await suite.client.get<{ list: MapCard[] }>('/api/studyMap/index', { token: newcomer, query: { map_type: 2 } }));
    const sales = newMaps.list.find((m) => m.title === MAPS_DEMO.newEmployee)!;
    expect([sales.study_type, sales.is_open]).toEqual([1, 1]);
    expect(sales.progress).toBeGreaterThan(0);
    expect(sales.progress).toBeLessThan(100);

    const detail = await fixedMap(token);
    expect([detail.study_type, detail.is_open, detail.credits]).toEqual([2, 1, 30]);
    expect(detail.phases.map((s) => [s.phase_index, s.is_complete, s.locked])).toEqual([[1, 1, 0], [2, 0, 0], [3, 0, 1]]);
    expect(detail.phases.map((s) => [s.exam_num, s.qn_num, s.argument_num])).toEqual([[0, 0, 0], [1, 0, 1], [1, 1, 1]]);
    expect(detail.phases[1]!.course_num).toBe(7);
    expectRefusal(await suite.client.get('/api/studyMap/detail', { token: newcomer, query: { map_id: detail.id } }), 404, 4004, '学习地图不存在或未分配给您');
  });

  it('refuses a map not opened yet, then opens it', async () => {
    const token = await learner();
    const me = await userByAccount(db(), DEMO.learner.account);
    const map = await db().selectFrom('study_maps').select('id').where('title', '=', MAPS_DEMO.newEmployee).executeTakeFirstOrThrow();
    await db().insertInto('map_users').values({ map_id: map.id, user_id: me.id, opened_at: null }).onConflict((oc) => oc.columns(['map_id', 'user_id']).doUpdateSet({ opened_at: null })).execute();
    const detail = expectOk(await suite.client.get<MapDetail>('/api/studyMap/detail', { token, query: { map_id: map.id } }));
    expect(detail.is_open).toBe(0);
    const stage = detail.phases[0]!;
    expectRefusal(await suite.client.get('/api/studyMap/phaseInfo', { token, query: { id: stage.id } }), 403, 403, M.notOpened.zh);
    expectRefusal(await suite.client.get('/api/studyMap/phaseInfo', { token, query: { id: stage.id }, lang: EN }), 403, 403, M.notOpened.en);
    const opened = expectOk(await suite.client.post<MapDetail>('/api/studyMap/open', { map_id: map.id }, { token }), '学习地图已开启');
    expect(opened.is_open).toBe(1);
    expectOk(await suite.client.post('/api/studyMap/open', { map_id: map.id }, { token }), '学习地图已开启');
    const info = expectOk(await suite.client.get<PhaseInfo>('/api/studyMap/phaseInfo', { token, query: { id: stage.id } }));
    expect(info.locked).toBe(0);
  });

  it('enforces the order on the server: stage 3 refused until stage 2 is complete, then the map completes once', async () => {
    const token = await learner();
    const me = await userByAccount(db(), DEMO.learner.account);
    const detail = await fixedMap(token);
    const [, s2, s3] = detail.phases;
    const stage3Chapters = await db().selectFrom('map_chapters').select(['id', 'chapter_type']).where('phase_id', '=', s3!.id).orderBy('sort').execute();
    const stage3Items = await db().selectFrom('map_phase_items').selectAll().where('phase_id', '=', s3!.id).orderBy('sort').execute();
    const exam3 = stage3Items.find((i) => i.item_type === 2)!.ref_id!;
    const qn = stage3Items.find((i) => i.item_type === 3)!.ref_id!;

    // Every way into stage 3's content is refused with the reason.
    expectRefusal(await suite.client.get('/api/studyMap/phaseInfo', { token, query: { id: s3!.id } }), 403, 403, M.locked.zh);
    expectRefusal(await suite.client.get('/api/studyMap/phaseInfo', { token, query: { id: s3!.id }, lang: EN }), 403, 403, M.locked.en);
    expectRefusal(await suite.client.get('/api/studyMap/video', { token, query: { id: stage3Chapters[0]!.id } }), 403, 403, M.locked.zh);
    expectRefusal(await suite.client.post('/api/studyMap/video', { chapter_id: stage3Chapters[0]!.id, position: 5, study_seconds: 5 }, { token }), 403, 403, M.locked.zh);
    expectRefusal(await suite.client.get('/api/studyMap/examInfo', { token, query: { id: exam3 } }), 403, 403, M.locked.zh);
    expectRefusal(await suite.client.post(`/api/exam/${exam3}/start`, {}, { token, lang: EN }), 403, 403, M.locked.en);
    expectRefusal(await suite.client.post(`/api/qn_submit/${qn}`, { answers: [] }, { token }), 403, 403, M.locked.zh);
    expect(await db().selectFrom('exam_attempts').select('id').where('exam_id', '=', exam3).where('user_id', '=', me.id).execute()).toEqual([]);

    // Stage 2: the video (stopped at 40 of 45 s) by the players' rules: no jumping ahead.
    const info2 = expectOk(await suite.client.get<PhaseInfo>('/api/studyMap/phaseInfo', { token, query: { id: s2!.id } }));
    const video = info2.chapters.find((c) => c.title === MAPS_DEMO.video)!;
    expect(video.is_done).toBe(0);
    const start = expectOk(await suite.client.get<{ position: number; length: number; media_url: string; completed: number }>('/api/studyMap/video', { token, query: { id: video.id } }));
    expect([start.position, start.length, start.completed]).toEqual([40, 45, 0]);
    const end = expectOk(await suite.client.post<{ furthest: number; period_completed: boolean }>('/api/studyMap/video', { chapter_id: video.id, position: 45, study_seconds: 5 }, { token }));
    expect(end).toMatchObject({ furthest: 45, period_completed: true });
    expect((await fixedMap(token)).phases[2]!.locked).toBe(1);

    // Stage 2's exam through the map exam calls (the engine): one right answer passes.
    const exam2 = info2.items.find((i) => i.item_type === 2)!.ref_id!;
    const explain = expectOk(await suite.client.get<{ can_start: number; exam_type: number }>('/api/studyMap/examInfo', { token, query: { id: exam2 } }));
    expect([explain.can_start, explain.exam_type]).toEqual([1, 17]);
    const attempt = expectOk(await suite.client.post<{ id: number; questions: { id: number }[] }>(`/api/studyMap/examQuestions?id=${exam2}`, {}, { token }));
    expectOk(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: attempt.questions[0]!.id, answer: { option_ids: [1] } }, { token }), '答案已保存');
    const result = expectOk(await suite.client.post<{ passed: number }>('/api/studyMap/examSubmit', { attempt_id: attempt.id }, { token }), '交卷成功');
    expect(result.passed).toBe(1);
    const after = await fixedMap(token);
    expect(after.phases.map((s) => [s.is_complete, s.locked])).toEqual([[1, 0], [1, 0], [0, 0]]);
    expectOk(await suite.client.get('/api/studyMap/phaseInfo', { token, query: { id: s3!.id } }));
    expectRefusal(await suite.client.get('/api/studyMap/examInfo', { token, query: { id: 999999 } }), 404, 4004, '该考试不属于您的学习地图');

    // Stage 3 (defences do not hold a stage back): chapters, exam, questionnaire; the map completes once.
    const credits = async () => (await db().selectFrom('credit_ledger').select(['points', 'reason']).where('user_id', '=', me.id).where('reason', '=', 'map_complete').execute());
    expect(await credits()).toEqual([]);
    for (const chapter of stage3Chapters) {
      const opened = expectOk(await suite.client.get<{ content: string; completed: number }>('/api/studyMap/video', { token, query: { id: chapter.id } }));
      if (chapter.chapter_type === 6) expect(opened.completed).toBe(1);
      else {
        // Each record is credited its whole claim (as a player watching in real time would be).
        await rewindStudyClocks(db(), 5);
        const jump = expectOk(await suite.client.post<{ position: number; period_completed: boolean }>('/api/studyMap/video', { chapter_id: chapter.id, position: 45, study_seconds: 5 }, { token }));
        expect(jump).toMatchObject({ position: 10, period_completed: false });
      }
      if (chapter.chapter_type === 5) {
        for (let at = 15; at <= 45; at += 5) {
          await rewindStudyClocks(db(), 5);
          expectOk(await suite.client.post('/api/studyMap/video', { chapter_id: chapter.id, position: at, study_seconds: 5 }, { token }));
        }
      }
    }
    const attempt3 = expectOk(await suite.client.post<{ id: number; questions: { id: number }[] }>(`/api/exam/${exam3}/start`, {}, { token }));
    for (const q of attempt3.questions) expectOk(await suite.client.put(`/api/examAttempt/${attempt3.id}/answer`, { question_id: q.id, answer: { option_ids: [1] } }, { token }), '答案已保存');
    expectOk(await suite.client.post(`/api/examAttempt/${attempt3.id}/submit`, {}, { token }), '交卷成功');
    const items = await db().selectFrom('questionnaire_items').select(['id', 'kind']).where('questionnaire_id', '=', qn).orderBy('sort').execute();
    await Promise.all([
      suite.client.post(`/api/qn_submit/${qn}`, { answers: [{ item_id: items[0]!.id, option_ids: [1] }] }, { token }),
      suite.client.get('/api/studyMap/detail', { token, query: { map_id: detail.id } }),
      suite.client.get('/api/studyMap/index', { token }),
    ]);
    await Promise.all([1, 2, 3].map(() => suite.client.get('/api/studyMap/detail', { token, query: { map_id: detail.id } })));
    const done = await fixedMap(token);
    expect([done.is_complete, done.progress]).toEqual([1, 100]);
    expect(await credits()).toEqual([{ points: 30, reason: 'map_complete' }]);
    const certificates = await db().selectFrom('certificates').select(['title']).where('user_id', '=', me.id).where('rule_type', '=', 5).execute();
    expect(certificates).toEqual([{ title: MAPS_DEMO.fixed }]);
  });

  it('punches in today and makes up a missed day; the sign list reads the same data', async () => {
    const token = await suite.client.login('emp0195', DEMO.employeePassword);
    const list = expectOk(await suite.client.get<{ dk_list: { id: number; chapter_title: string }[]; bk_list: { id: number; chapter_title: string }[] }>('/api/studyMap/studySignList', { token }));
    const today = list.dk_list.find((c) => c.chapter_title === MAPS_DEMO.todayPunch)!;
    const missed = list.bk_list[0]!;
    expect(today).toBeDefined();
    expect(missed).toBeDefined();
    expect(expectOk(await suite.client.post('/api/studyMap/sign_in', { chapter_id: today.id }, { token }), '打卡成功')).toEqual({ is_makeup: 0 });
    expect(expectOk(await suite.client.post('/api/studyMap/sign_in', { chapter_id: missed.id }, { token, lang: EN }), 'Punch-in made up')).toEqual({ is_makeup: 1 });
    const after = expectOk(await suite.client.get<{ dk_list: { id: number }[]; bk_list: { id: number }[] }>('/api/studyMap/studySignList', { token }));
    expect([...after.dk_list, ...after.bk_list].map((c) => c.id)).not.toContain(today.id);
    expect(after.bk_list.map((c) => c.id)).not.toContain(missed.id);
    const signs = expectOk(await suite.client.get<{ list: { user_id: number; is_makeup: number; is_mine: number }[] }>('/api/studyMap/userSignList', { token, query: { chapter_id: missed.id } }));
    expect(signs.list.find((s) => s.is_mine === 1)?.is_makeup).toBe(1);
  });

  it('comments on a punch-in: sanitised, one like per user exact under concurrency, pin by the owner, delete own', async () => {
    const token = await learner();
    const me = await userByAccount(db(), DEMO.learner.account);
    const seeded = await db().selectFrom('map_sign_comments').select(['chapter_id']).where('sign_user_id', '=', me.id).executeTakeFirstOrThrow();
    const ref = { chapter_id: seeded.chapter_id, user_id: me.id };
    const list = async (t: string) => expectOk(await suite.client.get<{ list: Comment[] }>('/api/studyMap/comments', { token: t, query: ref })).list;
    const first = await list(token);
    expect(first[0]!.is_top).toBe(1);
    expect(first[0]!.like_num).toBe(2);
    expect(first.every((c) => c.can_top === 1)).toBe(true);

    const added = expectOk(await suite.client.post<{ id: number }>('/api/studyMap/comments', { ...ref, content: '<p>收获很多<script>alert(1)</script><img src=x onerror=alert(1)></p>' }, { token }), '评论成功');
    const mine = (await list(token)).find((c) => c.id === added.id)!;
    expect(mine.content).toBe('<p>收获很多</p>');
    expect(mine.is_owner).toBe(1);
    expectRefusal(await suite.client.post('/api/studyMap/comments', { ...ref, content: '<p> </p>' }, { token, lang: EN }), 422, 422, 'Write a comment first');

    // Ten concurrent likes of one user count once; five colleagues' likes count exactly.
    const members = await db()
      .selectFrom('map_users as mu')
      .innerJoin('users as u', 'u.id', 'mu.user_id')
      .innerJoin('map_chapters as c', 'c.map_id', 'mu.map_id')
      .select('u.account')
      .where('c.id', '=', ref.chapter_id)
      .where('u.account', 'like', 'emp%')
      .orderBy('u.account')
      .limit(5)
      .execute();
    const colleagues = await Promise.all(members.map((m) => suite.client.login(m.account, DEMO.employeePassword)));
    await Promise.all(Array.from({ length: 10 }, () => suite.client.post('/api/studyMap/like', { id: added.id }, { token })));
    await Promise.all(colleagues.map((t) => suite.client.post('/api/studyMap/like', { id: added.id }, { token: t })).concat(colleagues.map((t) => suite.client.post('/api/studyMap/like', { id: added.id }, { token: t }))));
    const liked = expectOk(await suite.client.post<{ like_num: number }>('/api/studyMap/like', { id: added.id }, { token }));
    expect(liked.like_num).toBe(6);
    expect(expectOk(await suite.client.post<{ like_num: number }>('/api/studyMap/like', { id: added.id, is_like: 0 }, { token })).like_num).toBe(5);

    // Pin: only the punch-in's owner; delete: only the author.
    const other = colleagues[0]!;
    const theirs = expectOk(await suite.client.post<{ id: number }>('/api/studyMap/comments', { ...ref, content: '同学加油' }, { token: other }), '评论成功');
    expectRefusal(await suite.client.post('/api/studyMap/top', { id: theirs.id }, { token: other }), 403, 403, '只有打卡人可以置顶评论');
    expectOk(await suite.client.post('/api/studyMap/top', { id: theirs.id }, { token }));
    expect((await list(token)).filter((c) => c.is_top === 1).map((c) => c.id)).toContain(theirs.id);
    expectRefusal(await suite.client.post('/api/studyMap/deleteComment', { id: theirs.id }, { token, lang: EN }), 403, 403, 'You can delete only your own comments');
    expectOk(await suite.client.post('/api/studyMap/deleteComment', { id: added.id }, { token }), '评论已删除');
    expect((await list(token)).map((c) => c.id)).not.toContain(added.id);
    expectRefusal(await suite.client.post('/api/studyMap/like', { id: added.id }, { token }), 404, 4004, '评论不存在');
    // A stranger to the map reads nothing.
    const stranger = await suite.client.login('emp0150', DEMO.employeePassword);
    const strangerMaps = await db().selectFrom('map_users').select('map_id').where('user_id', '=', (await userByAccount(db(), 'emp0150')).id).execute();
    if (strangerMaps.length === 0) expectRefusal(await suite.client.get('/api/studyMap/comments', { token: stranger, query: ref }), 404, 4004, '学习地图不存在或未分配给您');
  });
});
