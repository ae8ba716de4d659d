/**
 * Examiner marking of short answers over real HTTP on a fresh database per kind: the review
 * list (waiting, reviewed) with its counts, the assignment rule (an exam assigned to another
 * examiner answers 404 and stays out of the list), remarks, marking one answer at a time,
 * completion (reviewed_by, reviewed_at, the learner told once, also when the last marks race),
 * the full-score bound and the refusal of learners.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_EXAM } from '../../server/seed/exams.js';
import { expectOk, expectRefusal, MSG, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer, type ApiAnswer } from '../support/test-server.js';

interface ReviewItem {
  id: number;
  exam_id: number;
  title: string;
  name: string;
  submitted_at: string;
  objective_score: number;
  review_status: number;
  short_count: number;
  pending_count: number;
  score: number | null;
  reviewed_at: number | null;
}
interface ReviewQuestion {
  id: number;
  type: number;
  content: string;
  score: number;
  reference: string;
  text: string;
  my_score: number | null;
  remark: string;
  review_status: number;
}
interface ReviewDetail {
  id: number;
  exam_id: number;
  title: string;
  name: string;
  submitted_at: string;
  review_status: number;
  objective_score: number;
  score: number | null;
  reviewed_at: number | null;
  total: number;
  total_score: number;
  questions: ReviewQuestion[];
}
/** The short answers of an attempt's detail (the detail shows every question). */
const shortAnswers = (detail: ReviewDetail) => detail.questions.filter((q) => q.type === 5);
interface MarkResult {
  id: number;
  review_status: number;
  score: number;
  passed: number | null;
  pending_count: number;
}
interface ListOf<T> {
  list: T[];
  total: number;
  current_page: number;
}

const EN = 'en-US';
const NOT_FOUND = '答卷不存在';
const unixNow = () => Math.floor(Date.now() / 1000);

describe.each(databaseKinds())('exam review API on %s', (kind) => {
  const suite = suiteServer(kind);
  const db = () => suite.server.db;
  const examiner = () => suite.client.login(DEMO.examiner.account, DEMO.examiner.password);

  async function reviewExam() {
    return db().selectFrom('exams').select(['id', 'title', 'pass_score', 'reviewer_id']).where('title', '=', REVIEW_EXAM).executeTakeFirstOrThrow();
  }
  async function list(token: string, query: Record<string, string | number> = {}) {
    return expectOk(await suite.client.get<ListOf<ReviewItem>>('/api/examReview', { token, query: { limit: 100, ...query } }));
  }
  /** The seeded attempt of an employee (emp0001..emp0003) waiting for marking. */
  async function seededAttempt(n: number) {
    const exam = await reviewExam();
    const user = await userByAccount(db(), employee(n));
    const attempt = await db().selectFrom('exam_attempts').select('id').where('exam_id', '=', exam.id).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    return { exam, user, attemptId: Number(attempt.id) };
  }
  const mark = (token: string, attemptId: number, marks: object[], lang?: string) => suite.client.post<MarkResult>(`/api/examReview/${attemptId}`, { marks }, { token, lang });
  const markedNotices = (userId: number) =>
    db().selectFrom('notifications').select(['notify_type', 'type', 'message_key', 'params', 'target_id']).where('user_id', '=', userId).where('message_key', '=', 'notifyExamMarked').execute();

  it('seeds examiner01 as the reviewer of every exam with short answers, and three attempts waiting on the review exam', async () => {
    const me = await userByAccount(db(), DEMO.examiner.account);
    const withShort = await db()
      .selectFrom('exams as e')
      .select(['e.id', 'e.reviewer_id'])
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('exam_questions as eq').innerJoin('questions as q', 'q.id', 'eq.question_id').select('eq.exam_id').whereRef('eq.exam_id', '=', 'e.id').where('q.type', '=', 5)),
      )
      .execute();
    expect(withShort.length).toBeGreaterThanOrEqual(3);
    expect(withShort.every((e) => e.reviewer_id === me.id)).toBe(true);

    const exam = await reviewExam();
    const learner = await userByAccount(db(), DEMO.learner.account);
    expect(await db().selectFrom('exam_attempts').select('id').where('exam_id', '=', exam.id).where('user_id', '=', learner.id).execute()).toEqual([]);

    const token = await examiner();
    const waiting = await list(token);
    // The default is the waiting list, oldest submitted first.
    expect(await list(token, { review_status: 1 })).toEqual(waiting);
    const submitted = waiting.list.map((i) => i.submitted_at);
    expect(submitted).toEqual([...submitted].sort());
    const seeded = waiting.list.filter((i) => i.exam_id === exam.id);
    const names = await Promise.all([1, 2, 3].map(async (n) => (await userByAccount(db(), employee(n))).name));
    expect(seeded.map((i) => i.name)).toEqual(names);
    for (const item of seeded) {
      expect(item).toEqual({
        id: expect.any(Number),
        exam_id: exam.id,
        title: REVIEW_EXAM,
        name: expect.any(String),
        submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        objective_score: expect.any(Number),
        review_status: 1,
        short_count: 2,
        pending_count: 2,
        score: null,
        reviewed_at: null,
      });
    }
    // Nothing has been marked since the migration: the reviewed list starts empty.
    expect(await list(token, { review_status: 2 })).toEqual({ list: [], total: 0, current_page: 1 });
    // One exam's attempts (the exam detail): exactly the seeded ones; another exam's none of them.
    const ofExam = await list(token, { exam_id: exam.id });
    expect(ofExam.list.map((i) => i.id)).toEqual(seeded.map((i) => i.id));
    expect(ofExam.total).toBe(3);
    const other = waiting.list.find((i) => i.exam_id !== exam.id);
    if (other) expect((await list(token, { exam_id: other.exam_id })).list.every((i) => i.exam_id === other.exam_id)).toBe(true);
    expect(await list(token, { exam_id: 2147483647 })).toEqual({ list: [], total: 0, current_page: 1 });
    expectRefusal(await suite.client.get('/api/examReview', { token, query: { review_status: 3 } }), 422, 422, MSG.invalidInputPrefix.zh);

    const { attemptId } = await seededAttempt(1);
    const detail = expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }));
    const item = seeded.find((i) => i.id === attemptId)!;
    expect(detail).toMatchObject({ id: attemptId, exam_id: exam.id, title: REVIEW_EXAM, name: item.name, submitted_at: item.submitted_at, review_status: 1, objective_score: item.objective_score, score: null, reviewed_at: null });
    // Waiting: the total so far is the objective score (the short answers count once marked).
    expect(detail.total).toBe(item.objective_score);
    expect(shortAnswers(detail)).toHaveLength(2);
    for (const q of shortAnswers(detail)) {
      expect(q).toMatchObject({ score: 20, my_score: null, remark: '', review_status: 1 });
      expect(q.text.length).toBeGreaterThan(20);
      expect(q.reference).not.toBe('');
    }
  });

  it('shows and marks only attempts of exams assigned to the examiner or to nobody', async () => {
    const { exam, attemptId } = await seededAttempt(3);
    const examiner01 = await userByAccount(db(), DEMO.examiner.account);
    // A second examiner: an employee promoted to role 3.
    await db().updateTable('users').set({ role_id: 3 }).where('account', '=', employee(190)).execute();
    const second = await userByAccount(db(), employee(190));
    const [mine, theirs] = [await examiner(), await suite.client.login(employee(190), DEMO.employeePassword)];
    const ids = async (token: string) => (await list(token)).list.map((i) => i.id);
    try {
      // Assigned to examiner01: the second examiner neither sees nor opens nor marks it.
      expect(await ids(mine)).toContain(attemptId);
      expect(await ids(theirs)).not.toContain(attemptId);
      expectRefusal(await suite.client.get(`/api/examReview/${attemptId}`, { token: theirs }), 404, 4004, NOT_FOUND);
      expectRefusal(await suite.client.get(`/api/examReview/${attemptId}`, { token: theirs, lang: EN }), 404, 4004, 'The attempt does not exist');
      const question = (await db().selectFrom('exam_questions').select('question_id').where('exam_id', '=', exam.id).orderBy('sort', 'desc').executeTakeFirstOrThrow()).question_id;
      expectRefusal(await mark(theirs, attemptId, [{ question_id: question, score: 1 }]), 404, 4004, NOT_FOUND);
      // Answered like an id that does not exist.
      expectRefusal(await suite.client.get('/api/examReview/99999999', { token: theirs }), 404, 4004, NOT_FOUND);

      // Reassigned to the second examiner: now the other way round.
      await db().updateTable('exams').set({ reviewer_id: second.id }).where('id', '=', exam.id).execute();
      expect(await ids(mine)).not.toContain(attemptId);
      expect(await ids(theirs)).toContain(attemptId);
      expectRefusal(await suite.client.get(`/api/examReview/${attemptId}`, { token: mine }), 404, 4004, NOT_FOUND);
      expectRefusal(await mark(mine, attemptId, [{ question_id: question, score: 1 }]), 404, 4004, NOT_FOUND);
      expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token: theirs }));

      // Unassigned: any examiner.
      await db().updateTable('exams').set({ reviewer_id: null }).where('id', '=', exam.id).execute();
      expect(await ids(mine)).toContain(attemptId);
      expect(await ids(theirs)).toContain(attemptId);
      // Nothing was marked by the refused calls.
      const answers = await db().selectFrom('exam_answers').select('review_status').where('attempt_id', '=', attemptId).where('review_status', 'is not', null).execute();
      expect(answers.map((a) => a.review_status)).toEqual([1, 1]);
    } finally {
      await db().updateTable('exams').set({ reviewer_id: examiner01.id }).where('id', '=', exam.id).execute();
    }
  });

  it('marks one answer at a time with remarks; the last mark completes the attempt and tells the learner once', async () => {
    const token = await examiner();
    const me = await userByAccount(db(), DEMO.examiner.account);
    const { exam, user, attemptId } = await seededAttempt(1);
    const detail = expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }));
    const [first, second] = shortAnswers(detail) as [ReviewQuestion, ReviewQuestion];

    // Bounds: the full score, the remark length (200 after trimming, the schema's maxLength), short answers only.
    expectRefusal(await mark(token, attemptId, [{ question_id: first.id, score: 21 }]), 422, 422, '得分不能超过满分 20 分');
    expectRefusal(await mark(token, attemptId, [{ question_id: first.id, score: 21 }], EN), 422, 422, 'The mark cannot exceed the full score of 20');
    expectRefusal(await mark(token, attemptId, [{ question_id: first.id, score: 10, remark: '好'.repeat(201) }]), 422, 422, MSG.invalidInputPrefix.zh);
    expectRefusal(await mark(token, attemptId, [{ question_id: first.id, score: -1 }]), 422, 422, MSG.invalidInputPrefix.zh);
    const objective = (await db().selectFrom('exam_questions').select('question_id').where('exam_id', '=', exam.id).orderBy('sort').executeTakeFirstOrThrow()).question_id;
    expectRefusal(await mark(token, attemptId, [{ question_id: objective, score: 1 }]), 422, 422, '只能为本卷的简答题评分');

    // The first answer: stored with its trimmed remark; the attempt still waits.
    const one = expectOk(await mark(token, attemptId, [{ question_id: first.id, score: 18, remark: '  要点齐全，举例具体。\n' }]), '评分已保存');
    expect(one).toEqual({ id: attemptId, review_status: 1, score: detail.objective_score + 18, passed: null, pending_count: 1 });
    let after = expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }));
    expect(shortAnswers(after).map((q) => [q.id, q.my_score, q.remark, q.review_status])).toEqual([
      [first.id, 18, '要点齐全，举例具体。', 2],
      [second.id, null, '', 1],
    ]);
    expect(after).toMatchObject({ review_status: 1, score: null, reviewed_at: null });
    const waiting = (await list(token)).list.find((i) => i.id === attemptId);
    expect(waiting).toMatchObject({ review_status: 1, short_count: 2, pending_count: 1, score: null, reviewed_at: null });
    expect(await markedNotices(user.id)).toEqual([]);
    expect(await db().selectFrom('exam_attempts').select(['reviewed_by', 'reviewed_at']).where('id', '=', attemptId).executeTakeFirstOrThrow()).toEqual({ reviewed_by: null, reviewed_at: null });

    // Marked again without a remark: the score changes, the remark stays.
    expectOk(await mark(token, attemptId, [{ question_id: first.id, score: 17 }]), '评分已保存');
    after = expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }));
    expect([shortAnswers(after)[0]!.my_score, shortAnswers(after)[0]!.remark]).toEqual([17, '要点齐全，举例具体。']);
    // Below the full score: in the learner's wrong-answer book once, however often it is marked.
    const wrongCount = async (questionId: number) =>
      (await db().selectFrom('wrong_questions').select('wrong_count').where('user_id', '=', user.id).where('question_id', '=', questionId).executeTakeFirst())?.wrong_count;
    expect(await wrongCount(first.id)).toBe(1);

    // The last answer (with a remark of exactly 200 characters) completes the attempt: final score, pass, who and when; the learner hears once.
    const remark = '联'.repeat(200);
    const last = expectOk(await mark(token, attemptId, [{ question_id: second.id, score: 15, remark }]), '评分已保存');
    const total = detail.objective_score + 17 + 15;
    expect(last).toEqual({ id: attemptId, review_status: 2, score: total, passed: total >= exam.pass_score ? 1 : 0, pending_count: 0 });
    const stamped = await db().selectFrom('exam_attempts').select(['reviewed_by', 'reviewed_at', 'review_status']).where('id', '=', attemptId).executeTakeFirstOrThrow();
    expect(stamped.reviewed_by).toBe(me.id);
    expect(Math.abs(new Date(stamped.reviewed_at!).getTime() - Date.now())).toBeLessThan(60_000);
    after = expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }));
    expect(after).toMatchObject({ review_status: 2, score: total, reviewed_at: Math.floor(new Date(stamped.reviewed_at!).getTime() / 1000) });
    expect(shortAnswers(after).map((q) => [q.my_score, q.review_status])).toEqual([[17, 2], [15, 2]]);
    expect(shortAnswers(after)[1]!.remark).toBe(remark);
    // The answer detail's total is the final score the notice reports: every question counts,
    // objective ones (shown with their marks) as well as the short answers.
    expect(after.total).toBe(total);
    expect(after.questions.length).toBeGreaterThan(2);
    expect(after.questions.filter((q) => q.type !== 5).every((q) => q.review_status === 2 && q.my_score !== null)).toBe(true);
    expect(Math.round(after.questions.reduce((sum, q) => sum + (q.my_score ?? 0), 0) * 10) / 10).toBe(total);

    const notices = await markedNotices(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ notify_type: 1, type: 10, message_key: 'notifyExamMarked', target_id: exam.id });
    expect(JSON.parse(notices[0]!.params)).toEqual({ title: REVIEW_EXAM, score: total });
    const learnerToken = await suite.client.login(employee(1), DEMO.employeePassword);
    const inbox = expectOk(await suite.client.get<ListOf<{ notify_type: number; type: number; content: string; target_id: number | null }>>('/api/notify', { token: learnerToken, query: { notify_type: '1,3,4', limit: 100 } }));
    expect(inbox.list.filter((n) => n.target_id === exam.id && n.type === 10).map((n) => n.content)).toEqual([`「${REVIEW_EXAM}」已批阅，得分 ${total}`]);
    const inboxEn = expectOk(await suite.client.get<ListOf<{ type: number; content: string; target_id: number | null }>>('/api/notify', { token: learnerToken, lang: EN, query: { notify_type: 1 } }), 'Success');
    expect(inboxEn.list.find((n) => n.target_id === exam.id && n.type === 10)?.content).toBe(`"${REVIEW_EXAM}" has been marked: ${total} points`);
    // The learner's analysis shows each short answer's remark (and none on the other questions).
    const analysis = expectOk(await suite.client.get<{ questions: { id: number; remark: string }[] }>(`/api/examAttempt/${attemptId}/analysis`, { token: learnerToken }));
    expect(analysis.questions.filter((q) => q.remark !== '').map((q) => [q.id, q.remark])).toEqual([
      [first.id, '要点齐全，举例具体。'],
      [second.id, remark],
    ]);

    // Done: no more marks; it moved from the waiting list to the top of the reviewed list.
    expectRefusal(await mark(token, attemptId, [{ question_id: second.id, score: 20 }]), 403, 403, '该答卷已阅卷完成');
    expect((await list(token)).list.map((i) => i.id)).not.toContain(attemptId);
    const reviewed = await list(token, { review_status: 2 });
    expect(reviewed.list[0]).toEqual({
      id: attemptId,
      exam_id: exam.id,
      title: REVIEW_EXAM,
      name: user.name,
      submitted_at: detail.submitted_at,
      objective_score: detail.objective_score,
      review_status: 2,
      short_count: 2,
      pending_count: 0,
      score: total,
      reviewed_at: after.reviewed_at,
    });
    expect(Math.abs(after.reviewed_at! - unixNow())).toBeLessThan(60);
    // The learner's report has the final score.
    const report = expectOk(await suite.client.get<{ score: number; review_status: number; pending_count: number }>(`/api/examAttempt/${attemptId}/report`, { token: learnerToken }));
    expect(report).toMatchObject({ score: total, review_status: 2, pending_count: 0 });
    expect(await markedNotices(user.id)).toHaveLength(1);
  });

  it('completes once and notifies once when the last marks arrive at the same time', async () => {
    const token = await examiner();
    const other = await suite.client.login(DEMO.examiner.account, DEMO.examiner.password);

    // Two different last answers at once (two examiners' windows): both saved, one completes.
    {
      const { user, attemptId } = await seededAttempt(2);
      const [a, b] = shortAnswers(expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }))) as [ReviewQuestion, ReviewQuestion];
      const answers: ApiAnswer<MarkResult>[] = await Promise.all([mark(token, attemptId, [{ question_id: a.id, score: 8 }]), mark(other, attemptId, [{ question_id: b.id, score: 6 }])]);
      const results = answers.map((r) => expectOk(r, '评分已保存'));
      expect(results.map((r) => r.review_status).sort()).toEqual([1, 2]);
      expect(results.find((r) => r.review_status === 2)).toMatchObject({ pending_count: 0 });
      const row = await db().selectFrom('exam_attempts').select(['review_status', 'reviewed_by']).where('id', '=', attemptId).executeTakeFirstOrThrow();
      expect(row.review_status).toBe(2);
      expect(row.reviewed_by).not.toBeNull();
      expect(await markedNotices(user.id)).toHaveLength(1);
    }

    // The same last answer twice at once: one completes, the other is refused.
    {
      const { user, attemptId } = await seededAttempt(3);
      const [a, b] = shortAnswers(expectOk(await suite.client.get<ReviewDetail>(`/api/examReview/${attemptId}`, { token }))) as [ReviewQuestion, ReviewQuestion];
      expectOk(await mark(token, attemptId, [{ question_id: a.id, score: 20 }]), '评分已保存');
      const answers = await Promise.all([mark(token, attemptId, [{ question_id: b.id, score: 19 }]), mark(other, attemptId, [{ question_id: b.id, score: 18 }])]);
      const ok = answers.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.body.data.review_status).toBe(2);
      expectRefusal(answers.find((r) => r.status !== 200)!, 403, 403, '该答卷已阅卷完成');
      expect(await markedNotices(user.id)).toHaveLength(1);
    }
  });

  it('refuses learners on the list, the detail and the mark', async () => {
    const { attemptId } = await seededAttempt(2);
    for (const token of [await suite.client.login(DEMO.learner.account, DEMO.learner.password), await suite.client.login(employee(2), DEMO.employeePassword)]) {
      expectRefusal(await suite.client.get('/api/examReview', { token }), 403, 403, '仅阅卷人可以评分');
      expectRefusal(await suite.client.get('/api/examReview', { token, query: { review_status: 2 } }), 403, 403, '仅阅卷人可以评分');
      expectRefusal(await suite.client.get(`/api/examReview/${attemptId}`, { token }), 403, 403, '仅阅卷人可以评分');
      expectRefusal(await mark(token, attemptId, [{ question_id: 1, score: 1, remark: 'x' }], EN), 403, 403, 'Only examiners can mark answers');
    }
    expectRefusal(await suite.client.get('/api/examReview'), 401, 202, MSG.tokenMissing.zh);
  });
});
