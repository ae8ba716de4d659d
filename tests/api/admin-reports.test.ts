/**
 * The back office's reports on the server: the completion report (required courses, tasks,
 * maps, trainings per person, finished or not with the deadline) and study time and credits by
 * department and month, on a small department tree filled here; a department's rows include
 * those of its sub-departments; the dashboard's figures are the sums of the rows the tables
 * show; each report exports to XLSX and CSV (read back here) with headers in the reader's
 * language; a learner is refused.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface CompletionItem {
  user_id: number;
  account: string;
  department_name: string | null;
  kind: string;
  item_id: number;
  item_title: string;
  finished: boolean;
  progress: number;
  deadline: number | null;
  overdue: boolean;
}
interface StudyItem {
  month: string;
  department_id: number | null;
  department_name: string | null;
  people: number;
  learners: number;
  study_seconds: number;
  credits: number;
}
interface Dashboard {
  from: string;
  to: string;
  study: { study_seconds: number; credits: number; months: { month: string; study_seconds: number; credits: number }[] };
  completion: { assigned: number; finished: number; unfinished: number; overdue: number; people: number };
}

const ZH_COMPLETION = ['账号', '姓名', '部门', '类型', '学习内容', '状态', '进度（%）', '完成时间', '截止时间'];
const EN_COMPLETION = ['Account', 'Name', 'Department', 'Type', 'Assignment', 'Status', 'Progress (%)', 'Finished at', 'Deadline'];

describe.each(databaseKinds())('the reports of the back office on %s', (kind) => {
  const suite = suiteServer(kind);
  let office = '';
  const tree = { top: 0, team: 0, squad: 0 };
  const people: { id: number; account: string }[] = [];
  let task = 0;
  let requiredCourses: number[] = [];

  /** Every row of a report, page after page. */
  async function all<T>(path: string, query: Record<string, string | number>): Promise<{ rows: T[]; total: number }> {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
      const data = expectOk(await suite.client.get<{ list: T[]; total: number }>(path, { token: office, query: { ...query, page, limit: 100 } }));
      rows.push(...data.list);
      if (rows.length >= data.total || data.list.length === 0) return { rows, total: data.total };
    }
  }

  async function download(path: string, query: Record<string, string | number>, lang?: string, token = office) {
    const url = new URL(path, suite.server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { authorization: `Bearer ${token}`, devicetype: 'PC', ...(lang ? { 'accept-language': lang } : {}) } });
  }

  beforeAll(async () => {
    ({ office } = await backOfficeTokens(suite));
    const db = suite.server.db;
    // A division, a team below it and a squad below the team, one person in each; the division's name needs quoting in CSV.
    tree.top = (await db.insertInto('departments').values({ name: `报表"测试",事业部-${kind}`, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    tree.team = (await db.insertInto('departments').values({ name: '报表一组', parent_id: tree.top }).returning('id').executeTakeFirstOrThrow()).id;
    tree.squad = (await db.insertInto('departments').values({ name: '报表小分队', parent_id: tree.team }).returning('id').executeTakeFirstOrThrow()).id;
    for (const [n, department] of [
      [150, tree.top],
      [151, tree.team],
      [152, tree.squad],
    ] as const) {
      const user = await userByAccount(db, employee(n));
      await db.updateTable('users').set({ department_id: department }).where('id', '=', user.id).execute();
      people.push({ id: user.id, account: user.account });
    }
    requiredCourses = (await db.selectFrom('courses').select('id').where('is_required', '=', 1).where('status', '=', 1).orderBy('id').execute()).map((c) => c.id);
    // The division's person finished the first required course.
    await db
      .insertInto('course_users')
      .values({ course_id: requiredCourses[0]!, user_id: people[0]!.id, join_state: 1, progress: 100, completed_at: new Date() })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doUpdateSet({ progress: 100, completed_at: new Date() }))
      .execute();
    // A task that ended yesterday: the team's person finished it, the squad's did not (overdue).
    const day = 86_400_000;
    task = (
      await db
        .insertInto('tasks')
        .values({ kind: 1, name: '报表测试任务', start_time: new Date(Date.now() - 30 * day), end_time: new Date(Date.now() - day), publish_status: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('task_users')
      .values([
        { task_id: task, user_id: people[1]!.id, progress: 100, completed_at: new Date(Date.now() - 2 * day) },
        { task_id: task, user_id: people[2]!.id, progress: 40, completed_at: null },
      ])
      .execute();
    // Two months long ago: each person's credits and study time.
    await db
      .insertInto('monthly_scores')
      .values([
        { month: '2020-01', user_id: people[0]!.id, credits: 10, study_seconds: 3600 },
        { month: '2020-01', user_id: people[1]!.id, credits: 5, study_seconds: 1800 },
        { month: '2020-02', user_id: people[1]!.id, credits: 7, study_seconds: 0 },
        { month: '2020-02', user_id: people[2]!.id, credits: 3, study_seconds: 900 },
      ])
      .execute();
  });

  it('is refused to a learner and without a session', async () => {
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    expectRefusal(await suite.client.get('/api/admin/reports/completion'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/reports/completion', { token: learner }), 403, 403, '仅管理员可进入后台');
    expectRefusal(await suite.client.get('/api/admin/reports/dashboard', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.get('/api/admin/reports/study', { token: learner }), 403, 403, /./);
    const refused = await download('/api/admin/reports/completion/export', { format: 'xlsx' }, undefined, learner);
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([403, 403]);
    const anonymous = await download('/api/admin/reports/study/export', { format: 'csv' }, undefined, '');
    expect([anonymous.status, ((await anonymous.json()) as { code: number }).code]).toEqual([401, 202]);
  });

  it("lists each person's assignments of a department and those below it, finished or not, with the deadline", async () => {
    const { rows, total } = await all<CompletionItem>('/api/admin/reports/completion', { department_id: tree.top, sort: 'account' });
    expect(total).toBe(rows.length);
    expect(new Set(rows.map((row) => row.account))).toEqual(new Set(people.map((p) => p.account)));
    // Every required course is everyone's.
    for (const person of people) expect(rows.filter((row) => row.user_id === person.id && row.kind === 'course').map((row) => row.item_id).sort()).toEqual([...requiredCourses].sort());
    expect(rows.find((row) => row.user_id === people[0]!.id && row.item_id === requiredCourses[0] && row.kind === 'course')).toMatchObject({ finished: true, progress: 100, overdue: false });
    const tasks = rows.filter((row) => row.kind === 'task' && row.item_id === task);
    expect(tasks.map((row) => [row.account, row.finished, row.overdue, row.progress])).toEqual([
      [people[1]!.account, true, false, 100],
      [people[2]!.account, false, true, 40],
    ]);
    expect(tasks[1]!.deadline).toBeLessThan(Date.now() / 1000);
    // Sorted by account, then a page at a time.
    expect(rows.map((row) => row.account)).toEqual([...rows.map((row) => row.account)].sort());

    // The team's filter: the team's and the squad's people, not the division's.
    const team = await all<CompletionItem>('/api/admin/reports/completion', { department_id: tree.team });
    expect(new Set(team.rows.map((row) => row.account))).toEqual(new Set([people[1]!.account, people[2]!.account]));
    const overdue = expectOk(await suite.client.get<{ list: CompletionItem[]; total: number }>('/api/admin/reports/completion', { token: office, query: { department_id: tree.top, kind: 'task', item_id: task, status: 'overdue' } }));
    expect(overdue.list.map((row) => row.account)).toEqual([people[2]!.account]);
    expectFieldRefusal(await suite.client.get('/api/admin/reports/completion', { token: office, query: { department_id: 999999 } }), 404, 4004, '部门不存在', 'department_id');
  });

  it('sums study time and credits by department and month, sub-departments in a division', async () => {
    const { rows } = await all<StudyItem>('/api/admin/reports/study', { department_id: tree.top, from: '2020-01', to: '2020-02', sort: 'month', order: 'asc' });
    expect(rows.map((row) => [row.month, row.department_id, row.people, row.learners, row.study_seconds, row.credits])).toEqual([
      ['2020-01', tree.top, 1, 1, 3600, 10],
      ['2020-01', tree.team, 1, 1, 1800, 5],
      ['2020-02', tree.team, 1, 0, 0, 7],
      ['2020-02', tree.squad, 1, 1, 900, 3],
    ]);
    const squad = await all<StudyItem>('/api/admin/reports/study', { department_id: tree.squad, from: '2020-01', to: '2020-02' });
    expect(squad.rows.map((row) => row.department_id)).toEqual([tree.squad]);
    expectFieldRefusal(await suite.client.get('/api/admin/reports/study', { token: office, query: { from: '2020-03', to: '2020-01' }, lang: 'en-US' }), 422, 422, 'The first month cannot be after the last', 'from');
  });

  it("gives dashboard figures that are the sums of the tables' rows, for a department and for the company", async () => {
    for (const scope of [{ department_id: tree.top, from: '2020-01', to: '2020-02' }, {}] as Record<string, string | number>[]) {
      const dashboard = expectOk(await suite.client.get<Dashboard>('/api/admin/reports/dashboard', { token: office, query: scope }));
      const study = await all<StudyItem>('/api/admin/reports/study', { ...scope, from: dashboard.from, to: dashboard.to });
      expect(dashboard.study.study_seconds).toBe(study.rows.reduce((sum, row) => sum + row.study_seconds, 0));
      expect(dashboard.study.credits).toBe(study.rows.reduce((sum, row) => sum + row.credits, 0));
      for (const month of dashboard.study.months) {
        expect(month.study_seconds).toBe(study.rows.filter((row) => row.month === month.month).reduce((sum, row) => sum + row.study_seconds, 0));
      }
      const completion = await all<CompletionItem>('/api/admin/reports/completion', scope.department_id ? { department_id: scope.department_id } : {});
      expect(dashboard.completion.assigned).toBe(completion.rows.length);
      expect(dashboard.completion.finished).toBe(completion.rows.filter((row) => row.finished).length);
      expect(dashboard.completion.unfinished).toBe(completion.rows.filter((row) => !row.finished).length);
      expect(dashboard.completion.overdue).toBe(completion.rows.filter((row) => row.overdue).length);
      expect(dashboard.completion.people).toBe(new Set(completion.rows.map((row) => row.user_id)).size);
    }
  });

  it('exports the completion report to XLSX with Chinese headers, the rows of the table in its order', async () => {
    const query = { department_id: tree.top, sort: 'account', order: 'asc' };
    const { rows } = await all<CompletionItem>('/api/admin/reports/completion', query);
    const response = await download('/api/admin/reports/completion/export', { ...query, format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/filename\*=UTF-8''完成情况报表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('完成情况');
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect(values[0]!.slice(1)).toEqual(ZH_COMPLETION);
    expect(values.length - 1).toBe(rows.length);
    expect(values.slice(1).map((row) => row[1])).toEqual(rows.map((row) => row.account));
    const overdue = values.find((row) => row[1] === people[2]!.account && row[5] === '报表测试任务')!;
    expect(overdue.slice(1, 8)).toEqual([people[2]!.account, expect.any(String), '报表小分队', '学习任务', '报表测试任务', '已逾期', 40]);
    expect(String(overdue[9])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('exports to CSV with a BOM, English headers and fields quoted', async () => {
    const response = await download('/api/admin/reports/completion/export', { department_id: tree.top, format: 'csv', kind: 'course' }, 'en-US');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/completion-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = parse(bytes.subarray(3).toString('utf8')) as string[][];
    expect(header).toEqual(EN_COMPLETION);
    expect(lines).toHaveLength(people.length * requiredCourses.length);
    // The division's name holds a quote and a comma: quoted, it reads back whole.
    expect(lines.find((line) => line[0] === people[0]!.account)![2]).toBe(`报表"测试",事业部-${kind}`);
    expect(new Set(lines.map((line) => line[3]))).toEqual(new Set(['Required course']));

    const study = await download('/api/admin/reports/study/export', { department_id: tree.top, from: '2020-01', to: '2020-02', format: 'csv', sort: 'month', order: 'asc' });
    const [studyHeader, ...studyLines] = parse((await study.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(studyHeader).toEqual(['月份', '部门', '人数', '学习人数', '学习时长（小时）', '学分']);
    expect(studyLines).toEqual([
      ['2020-01', `报表"测试",事业部-${kind}`, '1', '1', '1', '10'],
      ['2020-01', '报表一组', '1', '1', '0.5', '5'],
      ['2020-02', '报表一组', '1', '0', '0', '7'],
      ['2020-02', '报表小分队', '1', '1', '0.25', '3'],
    ]);
  });
});
