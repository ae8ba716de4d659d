/**
 * The site search, measured: each query of the list below must find the named item among the
 * first three of its kind, on the demo company, as learner01. Chinese words inside longer
 * titles, English in any case, several words in any order, words found only in the body, and
 * what must not be found (markup, other people's learning maps, hidden rows, pattern
 * characters). Changing the ranking rule (server/modules/search/sources.ts) means running it.
 */
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal } from '../support/assertions.js';
import { databaseKinds, DEMO, suiteServer } from '../support/test-server.js';

interface Hit {
  id: number;
  title: string;
  snippet: string;
  extra: string;
  score: number;
}
interface Group {
  kind: string;
  total: number;
  current_page: number;
  list: Hit[];
}
interface Answer {
  keywords: string;
  terms: string[];
  groups: Group[];
}

/** [query, kind, a part of the title that must be among the first three]. */
const MUST_FIND: [string, string, string][] = [
  ['安全', 'course', '信息安全基础'],
  ['隐私', 'course', '数据安全与隐私'],
  ['excel', 'course', 'Excel 数据分析'],
  ['EXCEL 分析', 'course', 'Excel 数据分析'],
  ['工程化', 'course', '前端工程化实践'],
  ['谈判', 'course', '销售谈判技巧'],
  ['时间管理', 'course', '时间管理'],
  ['面授', 'course', '新任经理面授营'],
  ['领导力', 'course', '领导力发展'],
  ['沟通', 'course', '高效沟通技巧'],
  ['手册', 'library', '员工手册（2026版）'],
  ['报销', 'library', '差旅报销管理办法'],
  ['周报', 'library', '项目周报模板'],
  ['快捷键', 'library', '常用快捷键速查'],
  ['学习节', 'news', '2026 年度学习节正式启动'],
  ['iso 27001', 'news', 'ISO 27001 信息安全认证复审'],
  ['读书会', 'news', '读书会第 12 期'],
  ['招募 讲师', 'news', '内部讲师招募启事'],
  ['倍速', 'forum', '倍速记忆功能'],
  ['爬山', 'forum', '周末去爬山'],
  ['论坛公约', 'forum', '论坛公约'],
  ['前端', 'map', '前端'],
];

describe.each(databaseKinds())('site search on %s', (kind) => {
  const suite = suiteServer(kind);
  let learner = '';
  const token = async () => (learner ||= await suite.client.login(DEMO.learner.account, DEMO.learner.password));
  const search = async (keywords: string, query: Record<string, string | number> = {}) => expectOk(await suite.client.get<Answer>('/api/search', { token: await token(), query: { keywords, ...query } }));

  it.each(MUST_FIND)('"%s" finds the %s "%s" in the first three', async (keywords, kindOf, title) => {
    const answer = await search(keywords);
    const group = answer.groups.find((g) => g.kind === kindOf)!;
    const top = group.list.slice(0, 3).map((h) => h.title);
    expect(top.some((t) => t.includes(title)), `${keywords} → ${kindOf}: ${JSON.stringify(top)}`).toBe(true);
    // Every result holds every word, in its title or its text.
    const terms = answer.terms.map((t) => t.toLowerCase());
    for (const hit of group.list) for (const term of terms) expect(`${hit.title} ${hit.snippet}`.toLowerCase()).toContain(term);
  });

  it('answers the kinds in a fixed order, ranked best first, and pages one kind', async () => {
    const answer = await search('管理');
    expect(answer.groups.map((g) => g.kind)).toEqual(['course', 'library', 'news', 'forum', 'map']);
    const courses = answer.groups[0]!;
    expect(courses.list.length).toBeLessThanOrEqual(5);
    expect(courses.total).toBe(5);
    const scores = courses.list.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const page2 = await search('管理', { kind: 'course', page: 2, limit: 3 });
    expect(page2.groups[0]!.list).toHaveLength(2);
    expect(page2.groups.map((g) => g.kind)).toEqual(['course']);
    expect(page2.groups[0]!.current_page).toBe(2);
    const page1 = await search('管理', { kind: 'course', page: 1, limit: 3 });
    const ids = [...page1.groups[0]!.list, ...page2.groups[0]!.list].map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page1.groups[0]!.total).toBe(courses.total);
  });

  it('finds no markup, no hidden rows, nobody else\'s learning maps, and takes pattern characters literally', async () => {
    const markup = await search('strong');
    expect(markup.groups.find((g) => g.kind === 'forum')!.total, 'strong').toBe(0);
    expect((await search('已下线课程')).groups[0]!.total, 'a withdrawn course').toBe(0);
    for (const literal of ['%', '_']) {
      for (const group of (await search(literal)).groups) for (const hit of group.list) expect(`${hit.title} ${hit.snippet}`, `${literal} in ${group.kind}`).toContain(literal);
    }
    // A map is found only by the people it is assigned to.
    const db = suite.server.db;
    const learnerId = (await db.selectFrom('users').select('id').where('account', '=', DEMO.learner.account).executeTakeFirstOrThrow()).id;
    const other = await db
      .selectFrom('study_maps as m')
      .select(['m.id', 'm.title'])
      .where('m.publish_status', '=', 1)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('map_users').select('map_id').whereRef('map_id', '=', 'm.id').where('user_id', '=', learnerId))))
      .executeTakeFirst();
    if (other) expect((await search(other.title)).groups.find((g) => g.kind === 'map')!.list.map((h) => h.id)).not.toContain(other.id);
  });

  it('refuses an empty query in the reader\'s language and a kind it does not know', async () => {
    expectRefusal(await suite.client.get('/api/search', { token: await token(), query: { keywords: '   ' }, lang: 'en-US' }), 422, 422, 'Please enter words to search for');
    expect((await suite.client.get('/api/search', { token: await token(), query: { keywords: 'x', kind: 'users' } })).status).toBe(422);
    expect((await suite.client.get('/api/search', { token: await token(), query: { keywords: 'x'.repeat(51) } })).status).toBe(422);
    expect((await suite.client.get('/api/search', { query: { keywords: '安全' } })).status).toBe(401);
  });
});
