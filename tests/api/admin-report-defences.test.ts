/**
 * The back office's defence results report on the server, on two small defences filled here
 * whose figures are worked out by hand below: five people of one department tree and one of
 * another; reviewed scores above, at and below the pass score, an invited person who never
 * answered and a submission waiting for its examiner (both "not assessed"). The list with its
 * totals, the department and day filters, the sort, the exports (XLSX read back with exceljs,
 * CSV parsed), a learner refused, bad filters refused at their field; the graph's field answers
 * the same figures.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer } from '../support/test-server.js';

interface Row {
  user_id: number;
  account: string;
  name: string;
  department_name: string | null;
  defence_id: number;
  title: string;
  starts_at: number;
  full_score: number;
  pass_score: number;
  score: number | null;
  result: string;
}
interface Page {
  list: Row[];
  total: number;
  totals: { participants: number; assessed: number; passed: number; pass_rate: number | null };
}

const DAY = 86_400_000;

describe.each(databaseKinds())('the defence results report of the back office on %s', (kind) => {
  // With the graph: its defence results field reads this route in process.
  const suite = suiteServer(kind, { graph: true });
  let office = '';
  let learner = '';
  let top = 0;
  let team = 0;
  let elsewhere = 0;
  const people: { id: number; account: string; name: string }[] = [];
  const recent = `答辩报表近期-${kind}`;
  const old = `答辩报表往期-${kind}`;

  async function download(query: Record<string, string | number>, lang?: string, token = office) {
    const url = new URL('/api/admin/reports/defences/export', suite.server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { authorization: `Bearer ${token}`, devicetype: 'PC', ...(lang ? { 'accept-language': lang } : {}) } });
  }
  const list = async (query: Record<string, string | number> = {}) => expectOk(await suite.client.get<Page>('/api/admin/reports/defences', { token: office, query }));

  beforeAll(async () => {
    ({ office } = await backOfficeTokens(suite));
    learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const db = suite.server.db;
    top = (await db.insertInto('departments').values({ name: `答辩报表事业部-${kind}`, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    team = (await db.insertInto('departments').values({ name: '答辩报表一组', parent_id: top }).returning('id').executeTakeFirstOrThrow()).id;
    elsewhere = (await db.insertInto('departments').values({ name: '答辩报表外部门', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    // P1 and P4 in the division itself, P2 and P3 in its team, P5 elsewhere.
    const departments = [top, team, team, top, elsewhere];
    for (const [n, department_id] of departments.entries()) {
      const user = await userByAccount(db, employee(150 + n));
      await db.updateTable('users').set({ department_id }).where('id', '=', user.id).execute();
      people.push({ id: user.id, account: user.account, name: user.name });
    }
    const now = Date.now();
    const defence = async (title: string, startsAt: Date) =>
      (
        await db
          .insertInto('defences')
          .values({ title, kind: 8, starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 2 * 3_600_000), full_score: 100, pass_score: 60 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const d1 = await defence(recent, new Date(now - 2 * DAY));
    const d2 = await defence(old, new Date(Date.UTC(2020, 0, 10, 2)));
    const attempt = (defence_id: number, person: number, status: number, score: number | null) =>
      db.insertInto('defence_attempts').values({ defence_id, user_id: people[person]!.id, status, score }).execute();
    // D1: P1 reviewed 80 (passed), P2 reviewed 50 (failed), P3 invited and absent, P4 submitted and waiting, P5 reviewed 90.
    await attempt(d1, 0, 3, 80);
    await attempt(d1, 1, 3, 50);
    await attempt(d1, 2, 0, null);
    await attempt(d1, 3, 2, null);
    await attempt(d1, 4, 3, 90);
    // D2 (January 2020): P1 reviewed 60, the pass score itself (passed).
    await attempt(d2, 0, 3, 60);
  });

  it('is refused to a learner and without a session', async () => {
    expectRefusal(await suite.client.get('/api/admin/reports/defences'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/reports/defences', { token: learner }), 403, 403, '仅管理员可进入后台');
    const refused = await download({ format: 'csv' }, undefined, learner);
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([403, 403]);
  });

  it('lists each participant with the score and result, and the totals of every row', async () => {
    const page = await list({ department_id: top, sort: 'score', order: 'desc' });
    // The division with its team: P1 twice, P2, P3, P4 (not P5 of another department).
    expect(page.total).toBe(5);
    // Scores 80, 60, 50, then the two without one (nulls last; of the same defence, by person).
    expect(page.list.map((row) => [row.account, row.title, row.score, row.result])).toEqual([
      [people[0]!.account, recent, 80, 'passed'],
      [people[0]!.account, old, 60, 'passed'],
      [people[1]!.account, recent, 50, 'failed'],
      [people[2]!.account, recent, null, 'not_assessed'],
      [people[3]!.account, recent, null, 'not_assessed'],
    ]);
    expect(page.list[2]).toMatchObject({ name: people[1]!.name, department_name: '答辩报表一组', full_score: 100, pass_score: 60 });
    // 5 participants, 3 assessed (80, 60, 50), 2 passed: 2 / 3.
    expect(page.totals).toEqual({ participants: 5, assessed: 3, passed: 2, pass_rate: 0.6667 });
    // A page of two: the totals are still of every row.
    const second = await list({ department_id: top, sort: 'score', order: 'desc', limit: 2, page: 2 });
    expect(second.list.map((row) => row.score)).toEqual([50, null]);
    expect(second.totals.participants).toBe(5);
  });

  it('keeps to the department tree and the days asked', async () => {
    const teamOnly = await list({ department_id: team });
    expect(teamOnly.totals).toEqual({ participants: 2, assessed: 1, passed: 0, pass_rate: 0 });
    const january = await list({ department_id: top, from: '2020-01-01', to: '2020-01-31' });
    expect(january.list.map((row) => [row.title, row.score, row.result])).toEqual([[old, 60, 'passed']]);
    expect(january.totals).toEqual({ participants: 1, assessed: 1, passed: 1, pass_rate: 1 });
    const nobody = await list({ department_id: top, from: '2019-01-01', to: '2019-01-31' });
    expect([nobody.total, nobody.list, nobody.totals]).toEqual([0, [], { participants: 0, assessed: 0, passed: 0, pass_rate: null }]);
    const other = await list({ department_id: elsewhere });
    expect(other.list.map((row) => [row.account, row.result])).toEqual([[people[4]!.account, 'passed']]);
  });

  it('refuses bad filters at their field', async () => {
    expectFieldRefusal(await suite.client.get('/api/admin/reports/defences', { token: office, query: { from: '2020-02-01', to: '2020-01-01' }, lang: 'en-US' }), 422, 422, 'The first day cannot be after the last', 'from');
    expectFieldRefusal(await suite.client.get('/api/admin/reports/defences', { token: office, query: { to: '2020-02-30' } }), 422, 422, '日期无效', 'to');
    expectFieldRefusal(await suite.client.get('/api/admin/reports/defences', { token: office, query: { department_id: 999999 } }), 404, 4004, '部门不存在', 'department_id');
    const bad = await suite.client.get('/api/admin/reports/defences', { token: office, query: { sort: 'salary' } });
    expect(bad.status).toBe(422);
    const file = await download({ department_id: 999999, format: 'csv' });
    expect([file.status, ((await file.json()) as { code: number }).code]).toEqual([404, 4004]);
  });

  it('exports the rows to CSV and XLSX in the order shown, labels in the reader language', async () => {
    const csv = await download({ department_id: top, format: 'csv', sort: 'score', order: 'desc' }, 'en-US');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(csv.headers.get('content-disposition') ?? '')).toMatch(/defence-results-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['Account', 'Name', 'Department', 'Defence', 'Held on', 'Score', 'Pass score', 'Result']);
    expect(lines.map((line) => [line[0], line[2], line[3], line[5], line[6], line[7]])).toEqual([
      [people[0]!.account, `答辩报表事业部-${kind}`, recent, '80', '60', 'Passed'],
      [people[0]!.account, `答辩报表事业部-${kind}`, old, '60', '60', 'Passed'],
      [people[1]!.account, '答辩报表一组', recent, '50', '60', 'Failed'],
      [people[2]!.account, '答辩报表一组', recent, '', '60', 'Absent or not assessed'],
      [people[3]!.account, `答辩报表事业部-${kind}`, recent, '', '60', 'Absent or not assessed'],
    ]);
    expect(lines[1]![4]).toBe('2020-01-10 10:00');
    const xlsx = await download({ department_id: team, format: 'xlsx', sort: 'name', order: 'asc' });
    expect(decodeURIComponent(xlsx.headers.get('content-disposition') ?? '')).toMatch(/filename\*=UTF-8''答辩成绩报表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('答辩成绩');
    const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(values[0]).toEqual(['账号', '姓名', '部门', '答辩', '答辩时间', '成绩', '及格分', '结果']);
    expect(values.slice(1).map((row) => [row[0], row[5] ?? null, row[7]]).sort()).toEqual(
      [
        [people[1]!.account, 50, '未通过'],
        [people[2]!.account, null, '缺考或未评审'],
      ].sort(),
    );
  });

  it('answers the same figures on the graph', async () => {
    const query = `query ($departmentId: ID) {
      defenceResultsReport(departmentId: $departmentId, orderBy: SCORE, direction: DESC, pageSize: 3) {
        totalCount
        totals { participants assessed passed passRate }
        nodes { userId account title score fullScore passScore result }
      }
    }`;
    const answer = await graphql<{ defenceResultsReport: { totalCount: number; totals: unknown; nodes: Record<string, unknown>[] } }>(
      suite.server.url,
      { query, variables: { departmentId: String(top) } },
      { token: office },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.defenceResultsReport.totalCount).toBe(5);
    expect(answer.data!.defenceResultsReport.totals).toEqual({ participants: 5, assessed: 3, passed: 2, passRate: 0.6667 });
    expect(answer.data!.defenceResultsReport.nodes).toEqual([
      { userId: String(people[0]!.id), account: people[0]!.account, title: recent, score: 80, fullScore: 100, passScore: 60, result: 'PASSED' },
      { userId: String(people[0]!.id), account: people[0]!.account, title: old, score: 60, fullScore: 100, passScore: 60, result: 'PASSED' },
      { userId: String(people[1]!.id), account: people[1]!.account, title: recent, score: 50, fullScore: 100, passScore: 60, result: 'FAILED' },
    ]);
    const refused = await graphql<unknown>(suite.server.url, { query: 'query { defenceResultsReport { totalCount } }' }, { token: learner });
    expect(refused.errors?.length).toBeGreaterThan(0);
  });
});
