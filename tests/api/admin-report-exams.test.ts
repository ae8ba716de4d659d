/**
 * The back office's exam results report on the server, on a small exam filled here whose
 * figures are worked out by hand below: four questions of 25 points, six examinees of one
 * department tree, one of them with a failed first try (each person's best marked attempt
 * counts; every marked attempt is counted in `attempts`), one attempt waiting for marking and
 * one not submitted (neither counts), and one examinee of another department, long ago (the
 * department and day filters leave them out). The list, one exam's figures, its score
 * distribution, each question's correct rate and discrimination index (ties broken by the
 * shorter time), the exports (XLSX read back with exceljs, CSV parsed), a learner refused,
 * a missing exam refused with 404; the graph's fields answer the same figures (NOT_FOUND for
 * the missing exam).
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer } from '../support/test-server.js';

interface ExamItem {
  exam_id: number;
  title: string;
  full_score: number;
  pass_score: number;
  attempts: number;
  examinees: number;
  passed: number;
  pass_rate: number | null;
  average_score: number | null;
  average_seconds: number | null;
}
interface QuestionItem {
  question_id: number;
  position: number;
  type: number;
  excerpt: string;
  score: number;
  examinees: number;
  correct: number;
  correct_rate: number | null;
  discrimination: number | null;
}
interface Detail extends Omit<ExamItem, 'exam_id'> {
  exam_id: number;
  highest_score: number | null;
  lowest_score: number | null;
  median_seconds: number | null;
  distribution: { band: number; from: number; to: number; count: number }[];
  questions: QuestionItem[];
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Who answered which question correctly (questions 1 to 4, 25 points each) and the minutes
 * taken, of each examinee's best attempt. Scores: 100, 75, 75, 50, 25, 25. Ranked by score, ties
 * by the shorter time: P1, P2 (75 in 20 min), P3 (75 in 30), P4, P6 (25 in 12), P5 (25 in 25).
 * Six examinees: each group is round(0.27 × 6) = 2 people, upper {P1, P2}, lower {P6, P5}.
 */
const BEST: { right: number[]; minutes: number }[] = [
  { right: [1, 1, 1, 1], minutes: 10 },
  { right: [1, 0, 1, 1], minutes: 20 },
  { right: [1, 1, 0, 1], minutes: 30 },
  { right: [1, 0, 1, 0], minutes: 15 },
  { right: [0, 1, 0, 0], minutes: 25 },
  { right: [0, 0, 1, 0], minutes: 12 },
];

describe.each(databaseKinds())('the exam results report of the back office on %s', (kind) => {
  // With the graph: its exam results fields read these routes in process.
  const suite = suiteServer(kind, { graph: true });
  let office = '';
  let learner = '';
  let exam = 0;
  let top = 0;
  const questions: number[] = [];

  async function download(path: string, query: Record<string, string | number>, lang?: string, token = office) {
    const url = new URL(path, suite.server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { authorization: `Bearer ${token}`, devicetype: 'PC', ...(lang ? { 'accept-language': lang } : {}) } });
  }

  const detail = async (query: Record<string, string | number> = {}) => expectOk(await suite.client.get<Detail>(`/api/admin/reports/exams/${exam}`, { token: office, query }));

  beforeAll(async () => {
    ({ office } = await backOfficeTokens(suite));
    learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const db = suite.server.db;
    top = (await db.insertInto('departments').values({ name: `成绩报表事业部-${kind}`, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    const team = (await db.insertInto('departments').values({ name: '成绩报表一组', parent_id: top }).returning('id').executeTakeFirstOrThrow()).id;
    const elsewhere = (await db.insertInto('departments').values({ name: '成绩报表外部门', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    const people: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const user = await userByAccount(db, employee(170 + n));
      await db
        .updateTable('users')
        .set({ department_id: n === 6 ? elsewhere : n < 3 ? top : team })
        .where('id', '=', user.id)
        .execute();
      people.push(user.id);
    }
    const types = [1, 2, 3, 5];
    for (const [index, type] of types.entries()) {
      const content = index === 0 ? '<p>成绩报表题一：<b>安全</b>   规范</p>' : `成绩报表题${index + 1}`;
      const row = await db
        .insertInto('questions')
        .values({ type, content, options: JSON.stringify([{ id: 1, content: '对' }, { id: 2, content: '错' }]), answer: JSON.stringify(type === 5 ? { reference: '参考' } : { option_ids: [1] }) })
        .returning('id')
        .executeTakeFirstOrThrow();
      questions.push(row.id);
    }
    const now = Date.now();
    exam = (
      await db
        .insertInto('exams')
        .values({ title: `成绩报表考试-${kind}`, exam_type: 2, source: 2, exam_start: new Date(now - 30 * DAY), exam_end: new Date(now + 30 * DAY), exam_long: 60, pass_score: 60, total_score: 100, attempt_limit: 3 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('exam_questions')
      .values(questions.map((question_id, index) => ({ exam_id: exam, question_id, sort: index, score: 25 })))
      .execute();

    /** One attempt: its answers right or wrong, marked (review 2) unless told, submitted unless told. */
    const attempt = async (user: number, right: number[], minutes: number, startedAt: number, options: { attemptNo?: number; review?: number | null; submitted?: boolean } = {}) => {
      const score = right.reduce((sum, r) => sum + r * 25, 0);
      const review = options.review === undefined ? 2 : options.review;
      const submitted = options.submitted ?? true;
      const row = await db
        .insertInto('exam_attempts')
        .values({
          exam_id: exam,
          user_id: user,
          attempt_no: options.attemptNo ?? 1,
          started_at: new Date(startedAt),
          deadline: new Date(startedAt + 60 * MINUTE),
          submitted_at: submitted ? new Date(startedAt + minutes * MINUTE) : null,
          objective_score: submitted ? score : null,
          score: submitted ? score : null,
          review_status: submitted ? review : null,
          passed: submitted && review === 2 ? (score >= 60 ? 1 : 0) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (submitted) {
        await db
          .insertInto('exam_answers')
          .values(questions.map((question_id, index) => ({ attempt_id: row.id, question_id, answer: '{}', score: right[index]! * 25, is_correct: right[index]!, review_status: types[index] === 5 ? 2 : null })))
          .execute();
      }
    };
    const yesterday = now - DAY;
    for (const [index, best] of BEST.entries()) await attempt(people[index]!, best.right, best.minutes, yesterday, { attemptNo: index === 1 ? 2 : 1 });
    // P2 failed a first try (every answer wrong, 5 minutes): counted in the attempts only.
    await attempt(people[1]!, [0, 0, 0, 0], 5, yesterday - DAY);
    // P4's second try waits for its short answer's mark; P5 has one open: neither counts.
    await attempt(people[3]!, [1, 1, 1, 0], 30, yesterday, { attemptNo: 2, review: 1 });
    await attempt(people[4]!, [1, 1, 1, 1], 5, now - MINUTE, { attemptNo: 2, submitted: false });
    // Someone of another department, in January 2020: full marks.
    await attempt(people[6]!, [1, 1, 1, 1], 40, Date.UTC(2020, 0, 10, 2));
  });

  it('is refused to a learner and without a session', async () => {
    expectRefusal(await suite.client.get('/api/admin/reports/exams'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/reports/exams', { token: learner }), 403, 403, '仅管理员可进入后台');
    expectRefusal(await suite.client.get(`/api/admin/reports/exams/${exam}`, { token: learner }), 403, 403, /./);
    const refused = await download('/api/admin/reports/exam-questions/export', { exam_id: exam, format: 'csv' }, undefined, learner);
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([403, 403]);
  });

  it("gives one exam's figures over each person's best marked attempt", async () => {
    const report = await detail({ department_id: top });
    expect(report).toMatchObject({
      exam_id: exam,
      full_score: 100,
      pass_score: 60,
      // Six best attempts and P2's failed first try; the unmarked and the open ones are not counted.
      attempts: 7,
      examinees: 6,
      passed: 3,
      pass_rate: 0.5,
      // (100 + 75 + 75 + 50 + 25 + 25) / 6
      average_score: 58.33,
      highest_score: 100,
      lowest_score: 25,
      // (10 + 20 + 30 + 15 + 25 + 12) / 6 minutes = 1120 s; the median of 10 12 15 20 25 30 is (15 + 20) / 2 = 17.5 min.
      average_seconds: 1120,
      median_seconds: 1050,
    });
    // Bands of 10 points: 25 and 25 in the third, 50 in the sixth, 75 and 75 in the eighth, the full score in the last.
    expect(report.distribution.map((band) => band.count)).toEqual([0, 0, 2, 0, 0, 1, 0, 2, 0, 1]);
    expect(report.distribution[2]).toEqual({ band: 2, from: 20, to: 30, count: 2 });
    expect(report.distribution[9]).toEqual({ band: 9, from: 90, to: 100, count: 1 });
  });

  it("works out each question's correct rate and discrimination index by the upper and lower 27%", async () => {
    const { questions: rows } = await detail({ department_id: top });
    expect(rows.map((row) => [row.position, row.question_id, row.type, row.score, row.examinees])).toEqual([
      [1, questions[0], 1, 25, 6],
      [2, questions[1], 2, 25, 6],
      [3, questions[2], 3, 25, 6],
      [4, questions[3], 5, 25, 6],
    ]);
    // Markup removed, spaces collapsed.
    expect(rows[0]!.excerpt).toBe('成绩报表题一：安全 规范');
    // Correct: Q1 P1-P4; Q2 P1, P3, P5; Q3 P1, P2, P4, P6; Q4 P1-P3.
    expect(rows.map((row) => row.correct)).toEqual([4, 3, 4, 3]);
    expect(rows.map((row) => row.correct_rate)).toEqual([0.6667, 0.5, 0.6667, 0.5]);
    // Upper {P1, P2}, lower {P6, P5} (P2 above P3: the same score in less time):
    // Q1 2/2 − 0/2 = 1; Q2 1/2 − 1/2 = 0; Q3 2/2 − 1/2 = 0.5; Q4 2/2 − 0/2 = 1.
    expect(rows.map((row) => row.discrimination)).toEqual([1, 0, 0.5, 1]);

    // Sorted by discrimination, then by position.
    const sorted = await detail({ department_id: top, sort: 'discrimination', order: 'desc' });
    expect(sorted.questions.map((row) => row.position)).toEqual([1, 4, 3, 2]);
    const byRate = await detail({ department_id: top, sort: 'correct_rate', order: 'asc' });
    expect(byRate.questions.map((row) => row.position)).toEqual([2, 4, 1, 3]);
  });

  it('keeps to the department tree and the days asked', async () => {
    // Everyone: the other department's examinee too (full marks in January 2020).
    const everyone = await detail();
    expect([everyone.attempts, everyone.examinees, everyone.passed, everyone.highest_score]).toEqual([8, 7, 4, 100]);
    expect(everyone.distribution[9]!.count).toBe(2);
    const january = await detail({ from: '2020-01-01', to: '2020-01-31' });
    expect([january.attempts, january.examinees, january.average_score, january.median_seconds]).toEqual([1, 1, 100, 2400]);
    // One examinee: no two groups to tell apart.
    expect(january.questions.map((row) => [row.correct_rate, row.discrimination])).toEqual([
      [1, null],
      [1, null],
      [1, null],
      [1, null],
    ]);
    // No attempt in the days asked: the exam with nothing counted.
    const none = await detail({ from: '2019-01-01', to: '2019-01-31' });
    expect([none.attempts, none.examinees, none.pass_rate, none.average_score, none.median_seconds]).toEqual([0, 0, null, null, null]);
    expect(none.questions.map((row) => [row.correct, row.correct_rate, row.discrimination])).toEqual(Array(4).fill([0, null, null]));
    expect(none.distribution.every((band) => band.count === 0)).toBe(true);

    expectFieldRefusal(await suite.client.get(`/api/admin/reports/exams/${exam}`, { token: office, query: { from: '2020-02-01', to: '2020-01-01' }, lang: 'en-US' }), 422, 422, 'The first day cannot be after the last', 'from');
    expectFieldRefusal(await suite.client.get(`/api/admin/reports/exams/${exam}`, { token: office, query: { to: '2020-02-30' } }), 422, 422, '日期无效', 'to');
    expectFieldRefusal(await suite.client.get('/api/admin/reports/exams', { token: office, query: { department_id: 999999 } }), 404, 4004, '部门不存在', 'department_id');
  });

  it('refuses an exam that does not exist with 404', async () => {
    expectRefusal(await suite.client.get('/api/admin/reports/exams/999999', { token: office }), 404, 4004, '考试不存在');
    const file = await download('/api/admin/reports/exam-questions/export', { exam_id: 999999, format: 'csv' });
    expect([file.status, ((await file.json()) as { code: number; field?: string }).code]).toEqual([404, 4004]);
  });

  it('lists the exams with marked attempts, sorted and paged, with the same figures', async () => {
    const page = expectOk(await suite.client.get<{ list: ExamItem[]; total: number }>('/api/admin/reports/exams', { token: office, query: { department_id: top } }));
    // Only this exam has attempts of the department's people.
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ exam_id: exam, attempts: 7, examinees: 6, passed: 3, pass_rate: 0.5, average_score: 58.33, average_seconds: 1120, full_score: 100, pass_score: 60 });

    // The company: the demo's exams too; sorted by examinees, most first, then a page of one.
    const all = expectOk(await suite.client.get<{ list: ExamItem[]; total: number }>('/api/admin/reports/exams', { token: office, query: { sort: 'examinees', order: 'desc', limit: 100 } }));
    expect(all.total).toBeGreaterThan(1);
    expect(all.list.map((row) => row.examinees)).toEqual([...all.list.map((row) => row.examinees)].sort((a, b) => b - a));
    expect(all.list.find((row) => row.exam_id === exam)).toMatchObject({ attempts: 8, examinees: 7, passed: 4 });
    const second = expectOk(await suite.client.get<{ list: ExamItem[]; total: number }>('/api/admin/reports/exams', { token: office, query: { sort: 'examinees', order: 'desc', limit: 1, page: 2 } }));
    expect(second.list.map((row) => row.exam_id)).toEqual([all.list[1]!.exam_id]);
    const january = expectOk(await suite.client.get<{ list: ExamItem[]; total: number }>('/api/admin/reports/exams', { token: office, query: { from: '2020-01-01', to: '2020-01-31' } }));
    expect(january.list.map((row) => [row.exam_id, row.examinees])).toEqual([[exam, 1]]);
  });

  it('exports the exams to XLSX and the question table to CSV and XLSX, in the order shown', async () => {
    const response = await download('/api/admin/reports/exams/export', { department_id: top, format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/filename\*=UTF-8''考试成绩报表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('考试成绩');
    const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(values[0]).toEqual(['考试', '开考时间', '满分', '及格分', '答卷数', '考生人数', '及格人数', '及格率（%）', '平均分', '平均用时（分钟）']);
    expect(values.slice(1)).toEqual([[`成绩报表考试-${kind}`, expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 100, 60, 7, 6, 3, 50, 58.33, 18.7]]);

    const csv = await download('/api/admin/reports/exam-questions/export', { exam_id: exam, department_id: top, format: 'csv', sort: 'discrimination', order: 'desc' }, 'en-US');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(csv.headers.get('content-disposition') ?? '')).toMatch(/exam-question-analysis-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['No.', 'Question type', 'Question', 'Points', 'Examinees', 'Answered correctly', 'Correct rate (%)', 'Discrimination']);
    expect(lines).toEqual([
      ['1', 'Single choice', '成绩报表题一：安全 规范', '25', '6', '4', '66.7', '1'],
      ['4', 'Short answer', '成绩报表题4', '25', '6', '3', '50', '1'],
      ['3', 'True or false', '成绩报表题3', '25', '6', '4', '66.7', '0.5'],
      ['2', 'Multiple choice', '成绩报表题2', '25', '6', '3', '50', '0'],
    ]);

    const xlsx = await download('/api/admin/reports/exam-questions/export', { exam_id: exam, department_id: top, format: 'xlsx' });
    const questionBook = new ExcelJS.Workbook();
    await questionBook.xlsx.load((await xlsx.arrayBuffer()) as never);
    const rows = (questionBook.worksheets[0]!.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(questionBook.worksheets[0]!.name).toBe('试题分析');
    expect(rows[0]).toEqual(['题号', '题型', '题目', '分值', '考生人数', '答对人数', '正确率（%）', '区分度']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[6], row[7]])).toEqual([
      [1, '单选题', 66.7, 1],
      [2, '多选题', 50, 0],
      [3, '判断题', 66.7, 0.5],
      [4, '简答题', 50, 1],
    ]);
  });

  it("answers the same figures on the graph, the question type as the exams' enum, NOT_FOUND for a missing exam", async () => {
    const query = `query ($examId: ID!, $departmentId: ID) {
      examResultsReport(departmentId: $departmentId) { totalCount nodes { examId attempts examinees passRate averageScore averageSeconds } }
      examResultReport(examId: $examId, departmentId: $departmentId, questionOrderBy: DISCRIMINATION, questionDirection: DESC) {
        examId examinees passRate averageScore medianSeconds highestScore lowestScore
        distribution { band fromScore toScore count }
        questions { questionId position type correctRate discrimination }
      }
    }`;
    const answer = await graphql<{
      examResultsReport: { totalCount: number; nodes: Record<string, unknown>[] };
      examResultReport: { distribution: { count: number }[]; questions: Record<string, unknown>[] } & Record<string, unknown>;
    }>(suite.server.url, { query, variables: { examId: String(exam), departmentId: String(top) } }, { token: office });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.examResultsReport).toEqual({ totalCount: 1, nodes: [{ examId: String(exam), attempts: 7, examinees: 6, passRate: 0.5, averageScore: 58.33, averageSeconds: 1120 }] });
    const report = answer.data!.examResultReport;
    expect(report).toMatchObject({ examId: String(exam), examinees: 6, passRate: 0.5, averageScore: 58.33, medianSeconds: 1050, highestScore: 100, lowestScore: 25 });
    expect(report.distribution.map((band) => band.count)).toEqual([0, 0, 2, 0, 0, 1, 0, 2, 0, 1]);
    expect(report.distribution[7]).toEqual({ band: 7, fromScore: 70, toScore: 80, count: 2 });
    expect(report.questions).toEqual([
      { questionId: String(questions[0]), position: 1, type: 'SINGLE_CHOICE', correctRate: 0.6667, discrimination: 1 },
      { questionId: String(questions[3]), position: 4, type: 'SHORT_ANSWER', correctRate: 0.5, discrimination: 1 },
      { questionId: String(questions[2]), position: 3, type: 'TRUE_FALSE', correctRate: 0.6667, discrimination: 0.5 },
      { questionId: String(questions[1]), position: 2, type: 'MULTIPLE_CHOICE', correctRate: 0.5, discrimination: 0 },
    ]);
    const missing = await graphql<{ examResultReport: unknown }>(suite.server.url, { query: 'query { examResultReport(examId: "999999") { examId } }' }, { token: office });
    expect(missing.data?.examResultReport ?? null).toBeNull();
    expect(missing.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});
