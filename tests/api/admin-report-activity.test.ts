/**
 * The back office's forum activity report on the server, on a small forum filled here whose
 * figures are worked out by hand below: a division with a team (P1, P2 in the division, P3, P4
 * in the team) and P5 in another department, all writing in January and February 2025 (the
 * demo's own posts are of the last weeks, so a 2025 range holds only these). Two posts fall just
 * before and just after midnight on 1 February in the company's zone (Asia/Shanghai), both on
 * 31 January in UTC: they count in the company's month. The rows, sorts, totals and top posters,
 * the exports (XLSX read back with exceljs, CSV parsed), a learner refused, bad filters refused;
 * the graph answers the same (and filters the completion report by kind and status).
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, graphql, suiteServer } from '../support/test-server.js';

interface ForumItem {
  month: string;
  department_id: number | null;
  posts: number;
  comments: number;
  likes_received: number;
  active_people: number;
}
type Page<T> = { list: T[]; total: number };

const ZONE = 'Asia/Shanghai';
/** An instant given in the company's zone. */
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toJSDate();

describe.each(databaseKinds())('the forum activity report of the back office on %s', (kind) => {
  const suite = suiteServer(kind, { graph: true });
  let office = '';
  let learner = '';
  const dept = { top: 0, team: 0, other: 0 };
  /** P1..P5 (index 0..4). */
  const people: { id: number; account: string; name: string }[] = [];

  const get = <T>(path: string, query: Record<string, string | number> = {}, token = office) => suite.client.get<T>(path, { token, query });
  async function download(path: string, query: Record<string, string | number>, lang?: string, token = office) {
    const url = new URL(path, suite.server.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return fetch(url, { headers: { authorization: `Bearer ${token}`, devicetype: 'PC', ...(lang ? { 'accept-language': lang } : {}) } });
  }

  beforeAll(async () => {
    ({ office } = await backOfficeTokens(suite));
    learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const db = suite.server.db;
    dept.top = (await db.insertInto('departments').values({ name: `论坛报表事业部-${kind}`, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    dept.team = (await db.insertInto('departments').values({ name: '论坛报表一组', parent_id: dept.top }).returning('id').executeTakeFirstOrThrow()).id;
    dept.other = (await db.insertInto('departments').values({ name: '论坛报表外部门', parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    for (let n = 0; n < 5; n += 1) {
      const user = await userByAccount(db, employee(150 + n));
      await db
        .updateTable('users')
        .set({ department_id: n < 2 ? dept.top : n < 4 ? dept.team : dept.other })
        .where('id', '=', user.id)
        .execute();
      people.push(await db.selectFrom('users').select(['id', 'account', 'name']).where('id', '=', user.id).executeTakeFirstOrThrow());
    }
    const [p1, p2, p3, p4, p5] = people.map((person) => person.id) as [number, number, number, number, number];

    const plate = (await db.selectFrom('forum_plates').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const post = async (userId: number, when: string, status = 1) =>
      (await db.insertInto('forum_posts').values({ plate_id: plate, user_id: userId, content: `<p>论坛报表 ${when}</p>`, status, created_at: at(when) }).returning('id').executeTakeFirstOrThrow()).id;
    const postA = await post(p1, '2025-01-05T09:00');
    await post(p1, '2025-01-31T23:30'); // B: January in the company's zone
    await post(p1, '2025-02-01T00:30'); // C: February in the company's zone (31 January in UTC)
    const postD = await post(p1, '2025-01-10T09:00', 2); // deleted by its owner: nothing on it counts
    const postE = await post(p3, '2025-02-03T09:00');
    await post(p5, '2025-01-08T09:00'); // F: another department
    const comment = (postId: number, userId: number, when: string, status = 1) => ({ post_id: postId, user_id: userId, content: '论坛报表评论', status, created_at: at(when) });
    await db
      .insertInto('forum_comments')
      .values([
        comment(postA, p2, '2025-01-06T09:00'),
        comment(postA, p3, '2025-02-02T09:00'),
        comment(postA, p2, '2025-01-07T09:00', 3), // removed by a moderator
        comment(postD, p4, '2025-01-11T09:00'), // on the deleted post
        comment(postE, p5, '2025-02-04T09:00'),
      ])
      .execute();
    await db
      .insertInto('forum_likes')
      .values([
        { post_id: postA, user_id: p2, created_at: at('2025-01-06T10:00') },
        { post_id: postA, user_id: p4, created_at: at('2025-01-20T10:00') },
        { post_id: postA, user_id: p5, created_at: at('2025-02-05T10:00') },
        { post_id: postE, user_id: p1, created_at: at('2025-02-04T10:00') },
        { post_id: postD, user_id: p3, created_at: at('2025-01-12T10:00') },
      ])
      .execute();
    // The posts' like counts, as the forum keeps them with each like.
    await db
      .updateTable('forum_posts')
      .set({ like_num: sql<number>`(select count(*) from forum_likes l where l.post_id = forum_posts.id)` })
      .where('id', 'in', [postA, postD, postE])
      .execute();
  });

  it('is refused to a learner and without a session, the report, its totals and its export', async () => {
    expectRefusal(await suite.client.get('/api/admin/reports/forum'), 401, 202, /./);
    expectRefusal(await get('/api/admin/reports/forum', {}, learner), 403, 403, '仅管理员可进入后台');
    expectRefusal(await get('/api/admin/reports/forum/summary', {}, learner), 403, 403, '仅管理员可进入后台');
    const refused = await download('/api/admin/reports/forum/export', { format: 'csv' }, undefined, learner);
    expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([403, 403]);
  });

  it('counts forum posts, comments, likes received and active people by department and company month, with the top posters', async () => {
    const page = expectOk(await get<Page<ForumItem> & { from: string; to: string }>('/api/admin/reports/forum', { department_id: dept.top, from: '2025-01', to: '2025-02' }));
    expect([page.from, page.to, page.total]).toEqual(['2025-01', '2025-02', 3]);
    // January: the division's P1 wrote A and B (C is of February in the company's zone), P2 commented
    // (the removed comment and the comment on the deleted post do not count); A has three likes,
    // one of them given in February (likes go with the post's month). The team's P4 only liked
    // and commented on the deleted post: no row. February: P1 wrote C; the team's P3 wrote E
    // (liked once) and commented on A.
    expect(page.list.map((row) => [row.month, row.department_id, row.posts, row.comments, row.likes_received, row.active_people])).toEqual([
      ['2025-02', dept.top, 1, 0, 0, 1],
      ['2025-02', dept.team, 1, 1, 1, 1],
      ['2025-01', dept.top, 2, 1, 3, 2],
    ]);
    const summary = expectOk(
      await get<{ from: string; to: string; posts: number; comments: number; likes_received: number; active_people: number; top_posters: Record<string, unknown>[] }>('/api/admin/reports/forum/summary', {
        department_id: dept.top,
        from: '2025-01',
        to: '2025-02',
      }),
    );
    // Active people counted once over the two months: P1, P2, P3 (P4 only liked).
    expect(summary).toMatchObject({ from: '2025-01', to: '2025-02', posts: 4, comments: 2, likes_received: 4, active_people: 3 });
    // Only people who posted: P1 (A, B, C; A liked by P2, P4, P5), then P3 (E; liked by P1).
    expect(summary.top_posters).toEqual([
      { user_id: people[0]!.id, account: people[0]!.account, name: people[0]!.name, department_name: `论坛报表事业部-${kind}`, posts: 3, comments: 0, likes_received: 3 },
      { user_id: people[2]!.id, account: people[2]!.account, name: people[2]!.name, department_name: '论坛报表一组', posts: 1, comments: 1, likes_received: 1 },
    ]);
    const january = expectOk(await get<{ posts: number; comments: number; likes_received: number; active_people: number }>('/api/admin/reports/forum/summary', { department_id: dept.top, from: '2025-01', to: '2025-01' }));
    expect([january.posts, january.comments, january.likes_received, january.active_people]).toEqual([2, 1, 3, 2]);

    // Every department: P5's January post and February comment too.
    const everyone = expectOk(await get<Page<ForumItem>>('/api/admin/reports/forum', { from: '2025-01', to: '2025-02', sort: 'posts', order: 'desc', limit: 100 }));
    expect(everyone.total).toBe(5);
    expect(everyone.list.map((row) => row.posts)).toEqual([2, 1, 1, 1, 0]);
    expect(everyone.list.filter((row) => row.department_id === dept.other).map((row) => [row.month, row.posts, row.comments, row.likes_received, row.active_people])).toEqual([
      ['2025-01', 1, 0, 0, 1],
      ['2025-02', 0, 1, 0, 1],
    ]);
    // Without months: the last twelve, to this month.
    const recent = expectOk(await get<{ from: string; to: string }>('/api/admin/reports/forum', { limit: 1 }));
    expect(recent.to).toBe(DateTime.now().setZone(ZONE).toFormat('yyyy-MM'));
  });

  it('refuses bad filters and changes nothing', async () => {
    expectFieldRefusal(await get('/api/admin/reports/forum', { department_id: 999999 }), 404, 4004, '部门不存在', 'department_id');
    expectFieldRefusal(await get('/api/admin/reports/forum/summary', { from: '2025-03', to: '2025-01' }), 422, 422, '起始月份不能晚于结束月份', 'from');
    expectFieldRefusal(await suite.client.get('/api/admin/reports/forum', { token: office, query: { from: '2025-03', to: '2025-01' }, lang: 'en-US' }), 422, 422, 'The first month cannot be after the last', 'from');
    // Values the route does not take: refused by its schema, the message naming the parameter.
    for (const [query, field] of [
      [{ from: '2025-13' }, 'from'],
      [{ to: '2025-1' }, 'to'],
      [{ sort: 'password' }, 'sort'],
    ] as const) {
      expectRefusal(await get('/api/admin/reports/forum', query), 422, 422, new RegExp(field));
    }
    const file = await download('/api/admin/reports/forum/export', { format: 'csv', department_id: 999999 });
    expect([file.status, ((await file.json()) as { code: number }).code]).toEqual([404, 4004]);
  });

  it('exports the departments\' months to CSV and XLSX, the rows of the table in its order', async () => {
    const forumCsv = await download('/api/admin/reports/forum/export', { department_id: dept.top, from: '2025-01', to: '2025-02', sort: 'active_people', order: 'desc', format: 'csv' }, 'en-US');
    expect(forumCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decodeURIComponent(forumCsv.headers.get('content-disposition') ?? '')).toMatch(/forum-activity-report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parse((await forumCsv.text()).replace(/^\uFEFF/, ''))).toEqual([
      ['Month', 'Department', 'Posts', 'Comments', 'Likes received', 'Active people'],
      ['2025-01', `论坛报表事业部-${kind}`, '2', '1', '3', '2'],
      ['2025-02', `论坛报表事业部-${kind}`, '1', '0', '0', '1'],
      ['2025-02', '论坛报表一组', '1', '1', '1', '1'],
    ]);
    const response = await download('/api/admin/reports/forum/export', { department_id: dept.top, from: '2025-01', to: '2025-02', format: 'xlsx' });
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/filename\*=UTF-8''论坛活跃度报表-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('论坛活跃度');
    expect((sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1))).toEqual([
      ['月份', '部门', '发帖数', '评论数', '获赞数', '活跃人数'],
      ['2025-02', `论坛报表事业部-${kind}`, 1, 0, 0, 1],
      ['2025-02', '论坛报表一组', 1, 1, 1, 1],
      ['2025-01', `论坛报表事业部-${kind}`, 2, 1, 3, 2],
    ]);
  });

  it('answers the same rows, totals and top posters on the graph', async () => {
    const query = `query ($departmentId: ID) {
      forumActivityReport(departmentId: $departmentId, fromMonth: "2025-01", toMonth: "2025-02", orderBy: POSTS, direction: DESC, pageSize: 1) {
        totalCount fromMonth toMonth pageInfo { hasNextPage } nodes { id month departmentId departmentName posts comments likesReceived activePeople }
        totals { posts comments likesReceived activePeople topPosters { userId account name departmentName posts comments likesReceived } }
      }
    }`;
    const answer = await graphql<{ forumActivityReport: Record<string, unknown> & { nodes: unknown[]; totals: unknown } }>(suite.server.url, { query, variables: { departmentId: String(dept.top) } }, { token: office });
    expect(answer.errors).toBeUndefined();
    const [p1, , p3] = people;
    const forum = answer.data!.forumActivityReport;
    expect(forum).toMatchObject({ totalCount: 3, fromMonth: '2025-01', toMonth: '2025-02', pageInfo: { hasNextPage: true } });
    expect(forum.nodes).toEqual([
      { id: `2025-01:${dept.top}`, month: '2025-01', departmentId: String(dept.top), departmentName: `论坛报表事业部-${kind}`, posts: 2, comments: 1, likesReceived: 3, activePeople: 2 },
    ]);
    expect(forum.totals).toEqual({
      posts: 4,
      comments: 2,
      likesReceived: 4,
      activePeople: 3,
      topPosters: [
        { userId: String(p1!.id), account: p1!.account, name: p1!.name, departmentName: `论坛报表事业部-${kind}`, posts: 3, comments: 0, likesReceived: 3 },
        { userId: String(p3!.id), account: p3!.account, name: p3!.name, departmentName: '论坛报表一组', posts: 1, comments: 1, likesReceived: 1 },
      ],
    });
    // Without months: the last twelve, to this company month; the months the wrong way round: BAD_USER_INPUT.
    const recent = await graphql<{ forumActivityReport: { fromMonth: string; toMonth: string } }>(suite.server.url, { query: 'query { forumActivityReport(pageSize: 1) { fromMonth toMonth } }' }, { token: office });
    const now = DateTime.now().setZone(ZONE);
    expect(recent.data!.forumActivityReport).toEqual({ fromMonth: now.minus({ months: 11 }).toFormat('yyyy-MM'), toMonth: now.toFormat('yyyy-MM') });
    const backwards = await graphql<unknown>(suite.server.url, { query: 'query { forumActivityReport(fromMonth: "2025-02", toMonth: "2025-01") { totalCount } }' }, { token: office });
    expect(backwards.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    const missing = await graphql<unknown>(suite.server.url, { query: 'query { forumActivityReport(departmentId: "999999") { totalCount } }' }, { token: office });
    expect(missing.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it("filters the completion report on the graph by the kind and status asked (their enums' internal values are REST's)", async () => {
    const count = async (args: string) => {
      const answer = await graphql<{ completionReport: { totalCount: number } }>(suite.server.url, { query: `query { completionReport${args} { totalCount } }` }, { token: office });
      expect(answer.errors).toBeUndefined();
      return answer.data!.completionReport.totalCount;
    };
    const rest = async (query: Record<string, string>) => expectOk(await get<Page<unknown>>('/api/admin/reports/completion', { ...query, limit: 1 })).total;
    const [all, maps, finished] = await Promise.all([count(''), count('(kind: MAP)'), count('(status: FINISHED)')]);
    expect(maps).toBe(await rest({ kind: 'map' }));
    expect(finished).toBe(await rest({ status: 'finished' }));
    expect(maps).toBeLessThan(all);
    expect(finished).toBeLessThan(all);
  });
});
