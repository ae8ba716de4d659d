/**
 * The back office's mall redemptions report on the server, on redemptions made here whose
 * figures are worked out by hand below: three people of one department tree and of another,
 * goods waiting and collected, one redemption long ago. The list with its totals (redemptions,
 * points, people), the department and day filters, the sort, the exports (XLSX read back with
 * exceljs, CSV parsed), a learner refused, bad filters refused at their field; the graph's field
 * answers the same figures.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer } from '../support/test-server.js';

interface Row {
  redemption_id: number;
  user_id: number;
  account: string;
  department_name: string | null;
  goods_title: string;
  quantity: number;
  points: number;
  status: string;
  created_at: number;
  collected_at: number | null;
}
interface Page {
  list: Row[];
  total: number;
  totals: { redemptions: number; points: number; people: number };
}

const DAY = 86_400_000;

describe.each(databaseKinds())('the mall redemptions report of the back office on %s', (kind) => {
  // With the graph: its redemptions field reads this route in process.
  const suite = suiteServer(kind, { graph: true });
  let office = '';
  let learner = '';
  let top = 0;
  let team = 0;
  let elsewhere = 0;
  const people: { id: number; account: string }[] = [];
  const mug = `兑换报表水杯-${kind}`;
  const book = `兑换报表图书-${kind}`;

  async function download(query: Record<string, string | number>, lang?: string, token = office) {
    const url = new URL('/api/admin/reports/redemptions/export', suite.server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { authorization: `Bearer ${token}`, devicetype: 'PC', ...(lang ? { 'accept-language': lang } : {}) } });
  }
  const list = async (query: Record<string, string | number> = {}) => expectOk(await suite.client.get<Page>('/api/admin/reports/redemptions', { token: office, query }));

  beforeAll(async () => {
    ({ office } = await backOfficeTokens(suite));
    learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const db = suite.server.db;
    top = (await db.insertInto('departments').values({ name: `兑换报表事业部-${kind}`, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    team = (await db.insertInto('departments').values({ name: '兑换报表一组', parent_id: top }).returning('id').executeTakeFirstOrThrow()).id;
    elsewhere = (await db.insertInto('departments').values({ name: '兑换报表外部门', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    // P1 in the division itself, P2 in its team, P3 elsewhere.
    for (const [n, department_id] of [top, team, elsewhere].entries()) {
      const user = await userByAccount(db, employee(160 + n));
      await db.updateTable('users').set({ department_id }).where('id', '=', user.id).execute();
      people.push({ id: user.id, account: user.account });
    }
    await db.deleteFrom('shop_redemptions').where('user_id', 'in', people.map((p) => p.id)).execute();
    const goods = async (title: string, price: number) => (await db.insertInto('shop_goods').values({ title, img: '', description: '', price, stock: 100, per_person_limit: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    const g1 = await goods(mug, 10);
    const g2 = await goods(book, 25);
    const now = Date.now();
    const redeem = (person: number, goods_id: number, quantity: number, points: number, status: number, at: Date) =>
      db.insertInto('shop_redemptions').values({ user_id: people[person]!.id, goods_id, quantity, points, status, created_at: at, collected_at: status === 2 ? at : null }).execute();
    // P1: two mugs (20 points) collected two days ago, a book (25) waiting since January 2020; P2: a book waiting since yesterday; P3: three mugs (30) collected.
    await redeem(0, g1, 2, 20, 2, new Date(now - 2 * DAY));
    await redeem(0, g2, 1, 25, 1, new Date(Date.UTC(2020, 0, 10, 2)));
    await redeem(1, g2, 1, 25, 1, new Date(now - DAY));
    await redeem(2, g1, 3, 30, 2, new Date(now - DAY));
  });

  it('is refused to a learner and without a session', async () => {
    expectRefusal(await suite.client.get('/api/admin/reports/redemptions'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/reports/redemptions', { token: learner }), 403, 403, '仅管理员可进入后台');
    const refused = await download({ format: 'csv' }, undefined, learner);
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([403, 403]);
  });

  it('lists each redemption, newest first, with the totals of every row', async () => {
    const page = await list({ department_id: top });
    expect(page.list.map((row) => [row.account, row.goods_title, row.quantity, row.points, row.status])).toEqual([
      [people[1]!.account, book, 1, 25, 'waiting'],
      [people[0]!.account, mug, 2, 20, 'collected'],
      [people[0]!.account, book, 1, 25, 'waiting'],
    ]);
    expect(page.list[0]!.department_name).toBe('兑换报表一组');
    expect(page.list[1]!.collected_at).toBe(page.list[1]!.created_at);
    expect(page.list[0]!.collected_at).toBeNull();
    // 3 redemptions, 20 + 25 + 25 points, 2 people.
    expect([page.total, page.totals]).toEqual([3, { redemptions: 3, points: 70, people: 2 }]);
    const byPoints = await list({ department_id: top, sort: 'points', order: 'asc', limit: 1 });
    expect(byPoints.list.map((row) => row.points)).toEqual([20]);
    expect(byPoints.totals).toEqual({ redemptions: 3, points: 70, people: 2 });
  });

  it('keeps to the department tree and the days asked', async () => {
    expect((await list({ department_id: team })).totals).toEqual({ redemptions: 1, points: 25, people: 1 });
    expect((await list({ department_id: elsewhere })).totals).toEqual({ redemptions: 1, points: 30, people: 1 });
    const january = await list({ department_id: top, from: '2020-01-01', to: '2020-01-31' });
    expect(january.list.map((row) => [row.account, row.goods_title])).toEqual([[people[0]!.account, book]]);
    expect(january.totals).toEqual({ redemptions: 1, points: 25, people: 1 });
    expect((await list({ department_id: top, from: '2019-01-01', to: '2019-01-31' })).totals).toEqual({ redemptions: 0, points: 0, people: 0 });
  });

  it('refuses bad filters at their field', async () => {
    expectFieldRefusal(await suite.client.get('/api/admin/reports/redemptions', { token: office, query: { from: '2020-02-01', to: '2020-01-01' }, lang: 'en-US' }), 422, 422, 'The first day cannot be after the last', 'from');
    expectFieldRefusal(await suite.client.get('/api/admin/reports/redemptions', { token: office, query: { from: '2020-13-01' } }), 422, 422, '日期无效', 'from');
    expectFieldRefusal(await suite.client.get('/api/admin/reports/redemptions', { token: office, query: { department_id: 999999 } }), 404, 4004, '部门不存在', 'department_id');
    expect((await suite.client.get('/api/admin/reports/redemptions', { token: office, query: { sort: 'price' } })).status).toBe(422);
  });

  it('exports the rows to CSV and XLSX in the order shown, labels in the reader language', async () => {
    const csv = await download({ department_id: top, format: 'csv', sort: 'points', order: 'desc' }, 'en-US');
    expect(csv.status).toBe(200);
    expect(decodeURIComponent(csv.headers.get('content-disposition') ?? '')).toMatch(/mall-redemptions-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['Account', 'Name', 'Department', 'Goods', 'Quantity', 'Points', 'Status', 'Redeemed at']);
    // Points, most first; of equal points the later redemption first.
    expect(lines.map((line) => [line[0], line[3], line[4], line[5], line[6]])).toEqual([
      [people[1]!.account, book, '1', '25', 'Waiting'],
      [people[0]!.account, book, '1', '25', 'Waiting'],
      [people[0]!.account, mug, '2', '20', 'Collected'],
    ]);
    expect(lines[1]![7]).toBe('2020-01-10 10:00');
    const xlsx = await download({ department_id: top, format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('积分兑换');
    const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
    expect(values[0]).toEqual(['账号', '姓名', '部门', '商品', '数量', '消耗积分', '状态', '兑换时间']);
    expect(values.slice(1).map((row) => [row[3], row[4], row[5], row[6]])).toEqual([
      [book, 1, 25, '待领取'],
      [mug, 2, 20, '已领取'],
      [book, 1, 25, '待领取'],
    ]);
  });

  it('answers the same figures on the graph', async () => {
    const query = `query ($departmentId: ID) {
      redemptionReport(departmentId: $departmentId, orderBy: POINTS, direction: ASC) {
        totalCount
        totals { redemptions points people }
        nodes { userId goodsTitle quantity points status }
      }
    }`;
    const answer = await graphql<{ redemptionReport: { totalCount: number; totals: unknown; nodes: unknown[] } }>(suite.server.url, { query, variables: { departmentId: String(top) } }, { token: office });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.redemptionReport.totals).toEqual({ redemptions: 3, points: 70, people: 2 });
    expect(answer.data!.redemptionReport.nodes).toEqual([
      { userId: String(people[0]!.id), goodsTitle: mug, quantity: 2, points: 20, status: 'COLLECTED' },
      { userId: String(people[1]!.id), goodsTitle: book, quantity: 1, points: 25, status: 'WAITING' },
      { userId: String(people[0]!.id), goodsTitle: book, quantity: 1, points: 25, status: 'WAITING' },
    ]);
    const refused = await graphql<unknown>(suite.server.url, { query: 'query { redemptionReport { totalCount } }' }, { token: learner });
    expect(refused.errors?.length).toBeGreaterThan(0);
  });
});
