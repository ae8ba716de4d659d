/**
 * The exam engine over real HTTP on a fresh database per kind: exam list and explanation,
 * attempts (start/resume, idempotent answer saves, deadline, one at a time, window, limit,
 * make-up), scoring, report, analysis, ranking, marking by examiners, wrong-answer practice,
 * collections and questionnaires.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SAFETY_QUIZ, DEMO_EXAMS } from '../../server/seed/exams.js';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Option {
  id: number;
  content: string;
}
interface AttemptQuestion {
  id: number;
  type: number;
  content: string;
  options: Option[];
  score: number;
  blanks: number;
}
interface Attempt {
  id: number;
  exam_id: number;
  deadline: string;
  server_now: string;
  remaining_seconds: number;
  submitted: number;
  questions: AttemptQuestion[];
  answers: { question_id: number; answer: { option_ids?: number[]; texts?: string[] } }[];
}
interface ExamDetail {
  id: number;
  title: string;
  can_start: number;
  reason: string;
  attempts_left: number;
  makeup_left: number;
  open_attempt_id: number | null;
  attempts: { id: number; score: number | null }[];
}
interface Result {
  id: number;
  score: number | null;
  objective_score: number;
  passed: number | null;
  review_status: number;
  correct_count: number;
  pending_count: number;
  time_used: number;
}
interface Analysis extends Result {
  questions: (AttemptQuestion & { my_answer: { option_ids: number[]; texts: string[] }; correct_answer: { option_ids: number[]; texts: string[] }; analysis: string; is_correct: number | null })[];
}
interface ListOf<T> {
  list: T[];
  total: number;
  current_page: number;
}

const EN = 'en-US';

/** The right answer to each quiz question, in the seed's order. */
const RIGHT = SAFETY_QUIZ.map((q) => (q.type === 4 ? { texts: q.answer.blanks!.map((b) => b[0]!) } : q.type === 5 ? { texts: ['不点击，报告，删除'] } : { option_ids: q.answer.option_ids! }));

describe.each(databaseKinds())('exams API on %s', (kind) => {
  const suite = suiteServer(kind);

  async function examId(title: string): Promise<number> {
    const row = await suite.server.db.selectFrom('exams').select('id').where('title', '=', title).executeTakeFirstOrThrow();
    return row.id;
  }
  const learner = () => suite.client.login(DEMO.learner.account, DEMO.learner.password);

  it('seeds a bank of at least 200 questions of all six types', async () => {
    const rows = await suite.server.db.selectFrom('questions').select(['type', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('type').execute();
    expect(rows.map((r) => r.type).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBeGreaterThanOrEqual(200);
  });

  it('lists my exams as pending or taken, paged', async () => {
    const token = await learner();
    const all = expectOk(await suite.client.get<ListOf<{ title: string; status: number }>>('/api/exam', { token, query: { limit: 100 } }));
    expect(all.current_page).toBe(1);
    expect(all.total).toBe(all.list.length);
    const titles = all.list.map((e) => e.title);
    for (const title of [DEMO_EXAMS.open, DEMO_EXAMS.notOpen, DEMO_EXAMS.limitReached, DEMO_EXAMS.makeup, DEMO_EXAMS.ended]) expect(titles).toContain(title);
    const taken = expectOk(await suite.client.get<ListOf<{ title: string; status: number }>>('/api/exam', { token, query: { status: 2 } }));
    expect(taken.list.map((e) => e.title).sort()).toEqual([DEMO_EXAMS.ended, DEMO_EXAMS.limitReached, DEMO_EXAMS.makeup].sort());
    expect(taken.list.every((e) => e.status === 2)).toBe(true);
    const page2 = expectOk(await suite.client.get<ListOf<unknown>>('/api/exam', { token, query: { page: 2, limit: 2 } }));
    expect(page2.current_page).toBe(2);
    expect(page2.list).toHaveLength(2);
    expectRefusal(await suite.client.get('/api/exam', { token, query: { limit: 0 } }), 422, 422, MSG.invalidInputPrefix.zh);
    expectRefusal(await suite.client.get('/api/exam'), 401, 202, MSG.tokenMissing.zh);
  });

  it('explains each exam with the reason a start is refused, and refuses the start on the server', async () => {
    const token = await learner();
    const cases: [string, string, string, string][] = [
      [DEMO_EXAMS.notOpen, 'notOpen', '考试尚未开始', 'The exam is not open yet'],
      [DEMO_EXAMS.limitReached, 'limitReached', '考试次数已达上限', 'You have reached the attempt limit of this exam'],
      [DEMO_EXAMS.ended, 'ended', '考试已结束', 'The exam has ended'],
    ];
    for (const [title, reason, zh, en] of cases) {
      const id = await examId(title);
      const detail = expectOk(await suite.client.get<ExamDetail>(`/api/exam/${id}`, { token }));
      expect([detail.can_start, detail.reason], title).toEqual([0, reason]);
      expectRefusal(await suite.client.post(`/api/exam/${id}/start`, undefined, { token }), 403, 403, zh);
      expectRefusal(await suite.client.post(`/api/exam/${id}/start`, undefined, { token, lang: EN }), 403, 403, en);
    }
    expectRefusal(await suite.client.get('/api/exam/999999', { token }), 404, 4004, '考试不存在');
    expectRefusal(await suite.client.get('/api/exam/abc', { token }), 422, 422, MSG.invalidInputPrefix.zh);
  });

  it('offers the make-up attempt once after a failed attempt, then none', async () => {
    const token = await learner();
    const id = await examId(DEMO_EXAMS.makeup);
    const before = expectOk(await suite.client.get<ExamDetail>(`/api/exam/${id}`, { token }));
    expect([before.can_start, before.attempts_left, before.makeup_left]).toEqual([1, 0, 1]);
    const attempt = expectOk(await suite.client.post<Attempt>(`/api/exam/${id}/start`, undefined, { token }));
    expectOk(await suite.client.post<Result>(`/api/examAttempt/${attempt.id}/submit`, undefined, { token }), '交卷成功');
    const after = expectOk(await suite.client.get<ExamDetail>(`/api/exam/${id}`, { token }));
    expect([after.can_start, after.reason, after.makeup_left]).toEqual([0, 'noMakeup', 0]);
    expectRefusal(await suite.client.post(`/api/exam/${id}/start`, undefined, { token, lang: EN }), 403, 403, 'No make-up attempt is available');
  });

  it('takes the open exam: resume, idempotent saves, scoring with pending review, marking, analysis', async () => {
    const token = await learner();
    const id = await examId(DEMO_EXAMS.open);
    const attempt = expectOk(await suite.client.post<Attempt>(`/api/exam/${id}/start`, undefined, { token }));
    expect(attempt.questions.map((q) => q.type)).toEqual(SAFETY_QUIZ.map((q) => q.type));
    expect(JSON.stringify(attempt.questions)).not.toContain('Private');
    const deadline = new Date(attempt.deadline).getTime() - new Date(attempt.server_now).getTime();
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000);

    // A second start resumes the same attempt (a reload, a second tab): one attempt at a time.
    const again = expectOk(await suite.client.post<Attempt>(`/api/exam/${id}/start`, undefined, { token }));
    expect(again.id).toBe(attempt.id);

    // Every answer right except the judge question; the fill-in with full-width, spaces and case.
    const answers = RIGHT.map((a, i) => (SAFETY_QUIZ[i]!.type === 3 ? { option_ids: [1] } : a));
    answers[3] = { texts: ['  ｐｒｉｖａｔｅ '] };
    for (const [i, question] of attempt.questions.entries()) {
      // Saved twice, as a retry after a lost answer would: stored once.
      for (let n = 0; n < 2; n += 1) {
        expectOk(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: question.id, answer: answers[i] }, { token }), '答案已保存');
      }
    }
    const stored = await suite.server.db.selectFrom('exam_answers').select('question_id').where('attempt_id', '=', attempt.id).execute();
    expect(stored).toHaveLength(SAFETY_QUIZ.length);

    // Resume shows every answer.
    const resumed = expectOk(await suite.client.get<Attempt>(`/api/examAttempt/${attempt.id}`, { token }));
    expect(resumed.answers).toHaveLength(SAFETY_QUIZ.length);
    expect(resumed.answers.find((a) => a.question_id === attempt.questions[3]!.id)?.answer).toEqual({ texts: ['  ｐｒｉｖａｔｅ '] });
    expect(resumed.remaining_seconds).toBeGreaterThan(0);

    // Bad input, a foreign question, another user, no token.
    expectRefusal(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: 'x', answer: {} }, { token }), 422, 422, MSG.invalidInputPrefix.zh);
    expectRefusal(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: attempt.questions[0]!.id, answer: { option_ids: [1], extra: 1 } }, { token }), 422, 422, MSG.invalidInputPrefix.zh);
    const foreign = await suite.server.db.selectFrom('questions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expectRefusal(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: foreign.id, answer: { option_ids: [1] } }, { token }), 422, 422, '该题目不属于本次考试');
    const other = await suite.client.login(employee(1), DEMO.employeePassword);
    expectRefusal(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: attempt.questions[0]!.id, answer: { option_ids: [1] } }, { token: other }), 404, 4004, '答卷不存在');
    expectRefusal(await suite.client.get(`/api/examAttempt/${attempt.id}`, { token: other }), 404, 4004, '答卷不存在');
    expectRefusal(await suite.client.post(`/api/examAttempt/${attempt.id}/submit`, undefined, { token: other }), 404, 4004, '答卷不存在');
    expectRefusal(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: attempt.questions[0]!.id, answer: {} }), 401, 202, MSG.tokenMissing.zh);
    expectRefusal(await suite.client.get(`/api/examAttempt/${attempt.id}/report`, { token }), 403, 403, '试卷尚未提交');

    // Submit: 6 objective questions right (the judge wrong), the short answer pending review.
    const result = expectOk(await suite.client.post<Result>(`/api/examAttempt/${attempt.id}/submit`, undefined, { token }), '交卷成功');
    expect(result).toMatchObject({ score: null, passed: null, review_status: 1, objective_score: 60, correct_count: 6, pending_count: 1 });
    // Submitting twice is harmless.
    const twice = expectOk(await suite.client.post<Result>(`/api/examAttempt/${attempt.id}/submit`, undefined, { token }), '交卷成功');
    expect(twice).toEqual(result);
    expectRefusal(
      await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: attempt.questions[0]!.id, answer: { option_ids: [3] } }, { token, lang: EN }),
      403,
      403,
      'The attempt has been submitted; answers can no longer change',
    );

    // The analysis shows my answer, the correct one and the explanation.
    const analysis = expectOk(await suite.client.get<Analysis>(`/api/examAttempt/${attempt.id}/analysis`, { token }));
    const judge = analysis.questions[2]!;
    expect([judge.is_correct, judge.my_answer.option_ids, judge.correct_answer.option_ids]).toEqual([0, [1], [2]]);
    expect(analysis.questions[3]!.correct_answer.texts).toEqual(['Private']);
    expect(analysis.questions[0]!.analysis).toContain('443');
    expectRefusal(await suite.client.get(`/api/examAttempt/${attempt.id}/analysis`, { token: other }), 404, 4004, '答卷不存在');

    // The wrong judge question went into the wrong-answer book.
    const wrong = expectOk(await suite.client.get<ListOf<{ id: number }>>('/api/error', { token, query: { exam_id: id } }));
    expect(wrong.list.map((q) => q.id)).toEqual([attempt.questions[2]!.id]);

    // Marking: examiners only; bounded by the full score; the last mark completes the score.
    const examiner = await suite.client.login(DEMO.examiner.account, DEMO.examiner.password);
    const shortId = attempt.questions[5]!.id;
    expectRefusal(await suite.client.post(`/api/examReview/${attempt.id}`, { marks: [{ question_id: shortId, score: 8 }] }, { token }), 403, 403, '仅阅卷人可以评分');
    expectRefusal(await suite.client.get('/api/examReview', { token }), 403, 403, '仅阅卷人可以评分');
    const pending = expectOk(await suite.client.get<ListOf<{ id: number }>>('/api/examReview', { token: examiner, query: { limit: 100 } }));
    expect(pending.list.map((a) => a.id)).toContain(attempt.id);
    const detail = expectOk(await suite.client.get<{ questions: { id: number; type: number; text: string; reference: string }[] }>(`/api/examReview/${attempt.id}`, { token: examiner }));
    // Every question is shown; the one short answer waits for its mark.
    expect(detail.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    expect(detail.questions.filter((q) => q.type === 5)).toEqual([expect.objectContaining({ id: shortId, text: '不点击，报告，删除' })]);
    expectRefusal(await suite.client.post(`/api/examReview/${attempt.id}`, { marks: [{ question_id: shortId, score: 11 }] }, { token: examiner }), 422, 422, '得分不能超过满分 10 分');
    expectRefusal(await suite.client.post(`/api/examReview/${attempt.id}`, { marks: [{ question_id: attempt.questions[0]!.id, score: 1 }] }, { token: examiner }), 422, 422, '只能为本卷的简答题评分');
    const marked = expectOk(await suite.client.post<{ review_status: number; score: number; passed: number }>(`/api/examReview/${attempt.id}`, { marks: [{ question_id: shortId, score: 8 }] }, { token: examiner }), '评分已保存');
    expect(marked).toEqual({ id: attempt.id, review_status: 2, score: 68, passed: 1, pending_count: 0 });
    expectRefusal(await suite.client.post(`/api/examReview/${attempt.id}`, { marks: [{ question_id: shortId, score: 9 }] }, { token: examiner }), 403, 403, '该答卷已阅卷完成');
    const report = expectOk(await suite.client.get<Result>(`/api/examAttempt/${attempt.id}/report`, { token }));
    expect(report).toMatchObject({ score: 68, passed: 1, review_status: 2, pending_count: 0 });

    // The ranking now lists learner01.
    const ranking = expectOk(await suite.client.get<ListOf<{ rowno: number; name: string; score: number }>>(`/api/exam/${id}/ranking`, { token }));
    expect(ranking.list[0]).toMatchObject({ rowno: 1, name: DEMO.learner.name, score: 68 });
    // The rank rules, in the caller's language, and only for a signed-in user.
    expect(expectOk(await suite.client.get<{ rule: string }>('/api/exam/rankRule', { token })).rule).toMatch(/^排名按每位学员.*最高得分/);
    expect(expectOk(await suite.client.get<{ rule: string }>('/api/exam/rankRule', { token, lang: 'en-US' }), 'Success').rule).toMatch(/^Learners are ranked by their best/);
    expectRefusal(await suite.client.get('/api/exam/rankRule'), 401, 202, MSG.tokenMissing.zh);
  });

  it('refuses an answer after the deadline (server clock) and submits an expired attempt by itself', async () => {
    const token = await suite.client.login(employee(2), DEMO.employeePassword);
    const id = await examId(DEMO_EXAMS.open);
    const attempt = expectOk(await suite.client.post<Attempt>(`/api/exam/${id}/start`, undefined, { token }));
    const q = attempt.questions[0]!;
    expectOk(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: q.id, answer: { option_ids: [2] } }, { token }), '答案已保存');
    await sql`update exam_attempts set deadline = now() - interval '1 minute', started_at = now() - interval '31 minutes' where id = ${attempt.id}`.execute(suite.server.db);
    expectRefusal(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: q.id, answer: { option_ids: [1] } }, { token }), 403, 403, '考试时间已到，答案未保存');
    // Reopening finds it submitted with the answer saved in time.
    const detail = expectOk(await suite.client.get<ExamDetail>(`/api/exam/${id}`, { token }));
    expect(detail.open_attempt_id).toBeNull();
    expect(detail.attempts_left).toBe(2);
    const report = expectOk(await suite.client.get<Result>(`/api/examAttempt/${attempt.id}/report`, { token }));
    expect(report.objective_score).toBe(10);
  });

  it('opens one attempt only when a user starts twice at once, and stops at the attempt limit', async () => {
    const token = await suite.client.login(employee(3), DEMO.employeePassword);
    const id = await examId(DEMO_EXAMS.open);
    for (let round = 1; round <= 3; round += 1) {
      const starts = await Promise.all([1, 2, 3].map(() => suite.client.post<Attempt>(`/api/exam/${id}/start`, undefined, { token })));
      const ids = new Set(starts.map((s) => expectOk(s).id));
      expect(ids.size).toBe(1);
      expectOk(await suite.client.post(`/api/examAttempt/${[...ids][0]}/submit`, undefined, { token }), '交卷成功');
    }
    const user = await userByAccount(suite.server.db, employee(3));
    const attempts = await suite.server.db.selectFrom('exam_attempts').select('id').where('user_id', '=', user.id).where('exam_id', '=', id).execute();
    expect(attempts).toHaveLength(3);
    expectRefusal(await suite.client.post(`/api/exam/${id}/start`, undefined, { token }), 403, 403, '考试次数已达上限');
  });

  it('practises wrong questions until they leave the book; collections can be added, removed and cleared', async () => {
    const token = await learner();
    const before = expectOk(await suite.client.get<{ total: number }>('/api/error/number', { token }));
    expect(before.total).toBeGreaterThan(0);
    const list = expectOk(await suite.client.get<ListOf<AttemptQuestion>>('/api/error', { token, query: { limit: 100 } }));
    const question = list.list.find((q) => q.type !== 5)!;
    const key = await suite.server.db.selectFrom('questions').select(['answer']).where('id', '=', question.id).executeTakeFirstOrThrow();
    const right = question.type === 4 ? { texts: (key.answer.blanks ?? []).map((b) => b[0]!) } : { option_ids: key.answer.option_ids ?? [] };
    const wrongAnswer = question.type === 4 ? { texts: ['??'] } : { option_ids: [99] };
    expectRefusal(await suite.client.post('/api/error/submit', { question_id: question.id, answer: {} }, { token }), 422, 422, '请先作答');
    const miss = expectOk(await suite.client.post<{ correct: number; removed: number }>('/api/error/submit', { question_id: question.id, answer: wrongAnswer }, { token }));
    expect([miss.correct, miss.removed]).toEqual([0, 0]);
    const hit = expectOk(await suite.client.post<{ correct: number; removed: number }>('/api/error/submit', { question_id: question.id, answer: right }, { token }));
    expect([hit.correct, hit.removed]).toEqual([1, 1]);
    expect(expectOk(await suite.client.get<{ total: number }>('/api/error/number', { token })).total).toBe(before.total - 1);
    expectRefusal(await suite.client.post('/api/error/submit', { question_id: question.id, answer: right }, { token }), 404, 4004, '题目不存在');
    expectRefusal(await suite.client.request('DELETE', `/api/error/${question.id}`, undefined, { token }), 404, 4004, '错题不存在');

    const collected = expectOk(await suite.client.get<ListOf<{ id: number }>>('/api/collect', { token }));
    expect(collected.total).toBe(2);
    expectOk(await suite.client.post(`/api/collect/${question.id}`, undefined, { token }), '收藏成功');
    expectOk(await suite.client.post(`/api/collect/${question.id}`, undefined, { token }), '收藏成功');
    expect(expectOk(await suite.client.get<ListOf<{ id: number }>>('/api/collect', { token })).total).toBe(3);
    expectOk(await suite.client.request('DELETE', `/api/collect/${question.id}`, undefined, { token }), '已取消收藏');
    expectRefusal(await suite.client.post('/api/collect/999999', undefined, { token }), 404, 4004, '题目不存在');
    const cleared = expectOk(await suite.client.request<{ removed: number }>('DELETE', '/api/collect', undefined, { token }), '收藏已清空');
    expect(cleared.removed).toBe(2);
    expect(expectOk(await suite.client.get<ListOf<unknown>>('/api/collect', { token })).total).toBe(0);
  });

  it('answers the wrong book of an exam that does not exist with 4004, not an empty book', async () => {
    const token = await learner();
    expectRefusal(await suite.client.get('/api/error', { token, query: { exam_id: 9999 } }), 404, 4004, '考试不存在');
    expectRefusal(await suite.client.get('/api/error', { token, query: { exam_id: 9999 }, lang: EN }), 404, 4004, 'The exam does not exist');
    // An exam that exists but has no wrong question of mine is an empty book.
    const open = await examId(DEMO_EXAMS.open);
    expect(expectOk(await suite.client.get<ListOf<unknown>>('/api/error', { token: await suite.client.login(employee(31), DEMO.employeePassword), query: { exam_id: open } })).total).toBe(0);
  });

  it('completes the course period of a class test once it is passed, and of a questionnaire once submitted', async () => {
    const token = await suite.client.login(employee(30), DEMO.employeePassword);
    const user = await userByAccount(suite.server.db, employee(30));
    const period = (await sql<{ id: number; resource_id: number }>`select id, resource_id from course_periods where period_type = 5 and resource_id is not null order by id limit 1`.execute(suite.server.db)).rows[0]!;
    const exam = await suite.server.db.selectFrom('exams').select(['exam_type', 'source']).where('id', '=', period.resource_id).executeTakeFirstOrThrow();
    expect([exam.exam_type, exam.source]).toEqual([14, 14]);
    const attempt = expectOk(await suite.client.post<Attempt>(`/api/exam/${period.resource_id}/start`, undefined, { token }));
    for (const q of attempt.questions) {
      const key = await suite.server.db.selectFrom('questions').select('answer').where('id', '=', q.id).executeTakeFirstOrThrow();
      const answer = q.type === 4 ? { texts: (key.answer.blanks ?? []).map((b) => b[0]!) } : { option_ids: key.answer.option_ids ?? [] };
      expectOk(await suite.client.put(`/api/examAttempt/${attempt.id}/answer`, { question_id: q.id, answer }, { token }), '答案已保存');
    }
    expect(expectOk(await suite.client.post<Result>(`/api/examAttempt/${attempt.id}/submit`, undefined, { token }), '交卷成功').passed).toBe(1);
    const progress = (await sql<{ completed_at: Date | null }>`select completed_at from period_progress where user_id = ${user.id} and period_id = ${period.id}`.execute(suite.server.db)).rows[0];
    expect(progress?.completed_at).toBeTruthy();

    expect(await suite.server.db.selectFrom('course_periods').select('id').where('period_type', '=', 5).where('resource_id', '=', period.resource_id).execute()).toHaveLength(1);
  });

  it('completes the questionnaire lesson it was opened from, and moves the course progress, like a class test', async () => {
    const db = suite.server.db;
    const token = await suite.client.login(employee(32), DEMO.employeePassword);
    const user = await userByAccount(db, employee(32));
    // Course 2 (高效沟通技巧), lesson 2.3: the satisfaction questionnaire, which every series course shares.
    const course = await db.selectFrom('courses').select('id').where('title', '=', '高效沟通技巧').executeTakeFirstOrThrow();
    const lesson = await db.selectFrom('course_periods').select(['id', 'resource_id']).where('course_id', '=', course.id).where('period_type', '=', 6).executeTakeFirstOrThrow();
    const shared = await db.selectFrom('course_periods').select('id').where('period_type', '=', 6).where('resource_id', '=', lesson.resource_id).execute();
    expect(shared.length).toBeGreaterThan(1);
    expect(shared[0]!.id).not.toBe(lesson.id);
    const qn = expectOk(await suite.client.get<{ items: { id: number; kind: string; options: Option[] }[] }>(`/api/questionnaire/${lesson.resource_id}`, { token }));
    const answers = qn.items.filter((i) => i.kind === 'single' || i.kind === 'multiple').map((i) => ({ item_id: i.id, option_ids: [i.options[0]!.id] }));
    const submit = (body: object, lang?: string) => suite.client.post(`/api/questionnaire/${lesson.resource_id}/submit`, { answers, ...body }, { token, lang });

    // Not joined yet: refused like opening the lesson, and nothing is stored.
    expectRefusal(await submit({ period_id: lesson.id }), 403, 403, '请先加入选修后再学习');
    // A lesson that does not hold this questionnaire is refused too.
    const other = await db.selectFrom('course_periods').select('id').where('course_id', '=', course.id).where('period_type', '=', 5).executeTakeFirstOrThrow();
    expectRefusal(await submit({ period_id: other.id }, EN), 422, 422, 'This lesson does not hold this questionnaire or test');
    expect(expectOk(await suite.client.get<{ submitted: number }>(`/api/questionnaire/${lesson.resource_id}`, { token })).submitted).toBe(0);

    expectOk(await suite.client.post(`/api/course/addOptional/${course.id}`, undefined, { token }), '已加入选修');
    const progressOf = async () => (await db.selectFrom('course_users').select('progress').where('course_id', '=', course.id).where('user_id', '=', user.id).executeTakeFirstOrThrow()).progress;
    const completed = async () =>
      (await db.selectFrom('period_progress').select('period_id').where('user_id', '=', user.id).where('completed_at', 'is not', null).execute()).map((p) => p.period_id);
    const [before, doneBefore] = [await progressOf(), await completed()];
    expectOk(await submit({ period_id: lesson.id }), '问卷提交成功，感谢您的参与');
    // That lesson only: not the first course's lesson that shares the questionnaire.
    expect((await completed()).filter((id) => !doneBefore.includes(id))).toEqual([lesson.id]);
    expect(await progressOf()).toBeGreaterThan(before);
    const catalogue = expectOk(await suite.client.get<{ periods: { id: number; completed: number }[] }[]>(`/api/course/catalogs/${course.id}`, { token }));
    expect(catalogue.flatMap((c) => c.periods).find((p) => p.id === lesson.id)?.completed).toBe(1);
  });

  it('takes a questionnaire once, validating the ID number, email and phone', async () => {
    const token = await learner();
    const qn = await suite.server.db.selectFrom('questionnaires').select('id').where('title', '=', '员工信息登记表').executeTakeFirstOrThrow();
    const detail = expectOk(await suite.client.get<{ submitted: number; items: { id: number; kind: string; options: Option[] }[] }>(`/api/questionnaire/${qn.id}`, { token }));
    expect(detail.submitted).toBe(0);
    const item = (kind: string) => detail.items.find((i) => i.kind === kind)!;
    const answers = (idNumber: string, mail = 'li.ming@demo.example', phone = '13800000001') => ({
      answers: [
        { item_id: item('text').id, text: '李明' },
        { item_id: item('id_number').id, text: idNumber },
        { item_id: item('email').id, text: mail },
        { item_id: item('phone').id, text: phone },
        { item_id: item('single').id, option_ids: [item('single').options[0]!.id] },
      ],
    });
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, answers('11010519491231002X'.replace('X', '1')), { token }), 422, 422, '请输入正确的18位身份证号码');
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, answers('1101051949123100'), { token, lang: EN }), 422, 422, 'Please enter a correct 18-character ID number');
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, answers('11010519491231002X', 'nope'), { token }), 422, 422, '请输入正确的邮箱地址');
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, answers('11010519491231002X', 'a@b.cn', '123'), { token }), 422, 422, '请输入正确的11位手机号');
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, { answers: [] }, { token }), 422, 422, '请回答：姓名');
    expectOk(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, answers('11010519491231002x'), { token }), '问卷提交成功，感谢您的参与');
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, answers('11010519491231002X'), { token }), 403, 403, '您已提交过该问卷');
    expect(expectOk(await suite.client.get<{ submitted: number }>(`/api/questionnaire/${qn.id}`, { token })).submitted).toBe(1);
    expectRefusal(await suite.client.get('/api/questionnaire/99999', { token }), 404, 4004, '问卷不存在');
    expectRefusal(await suite.client.post(`/api/questionnaire/${qn.id}/submit`, { answers: [] }), 401, 202, MSG.tokenMissing.zh);
  });
});
