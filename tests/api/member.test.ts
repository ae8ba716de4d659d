/**
 * The member area over real HTTP on a fresh database per kind: the area lookup (real data),
 * the profile (what the employee may change, the work place chain), binding a mobile with a
 * code, the credits summary from the ledger agreeing with home, history, rules and rankings,
 * the credits mall (refusals with their reason, records collectable then collected by an
 * admin) and atomic redemption under 200 concurrent requests.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Area { id: number; area_name: string }
interface Summary { total: number; year: number; month: number; spent: number; remaining: number }
interface Page<T> { list: T[]; total: number; current_page: number }
interface Goods { id: number; title: string; price: number; stock: number; per_person_limit: number; my_count: number }
interface Record { id: number; goods_id: number; title: string; points: number; status: number; status_name: string }

describe.each(databaseKinds())('member API on %s', (kind) => {
  const suite = suiteServer(kind);
  const tokens = new Map<string, string>();
  async function tokenOf(account: string) {
    if (!tokens.has(account)) {
      const user = await userByAccount(suite.server.db, account);
      tokens.set(account, await suite.server.app.services.session.auth.issueToken(user.id, 'user', 'PC'));
    }
    return tokens.get(account)!;
  }
  async function addGoods(price: number, stock: number, limit = 0) {
    const { id } = await suite.server.db
      .insertInto('shop_goods')
      .values({ title: `test goods ${price}/${stock}`, img: '', description: '', price, stock, per_person_limit: limit, sort: 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('looks up provinces, cities and districts: Guangdong > Shenzhen > Nanshan', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const provinces = expectOk(await suite.client.get<Area[]>('/api/sonArea/0', { token }));
    expect(provinces).toHaveLength(31);
    const guangdong = provinces.find((p) => p.area_name === '广东省')!;
    const cities = expectOk(await suite.client.get<Area[]>(`/api/sonArea/${guangdong.id}`, { token }));
    const shenzhen = cities.find((c) => c.area_name === '深圳市')!;
    const districts = expectOk(await suite.client.get<Area[]>(`/api/sonArea/${shenzhen.id}`, { token }));
    expect(districts.map((d) => d.area_name)).toContain('南山区');
    const total = await sql<{ n: string }>`select count(*) as n from areas`.execute(suite.server.db);
    expect(Number(total.rows[0]!.n)).toBeGreaterThan(3400);
    expect(expectOk(await suite.client.get<Area[]>('/api/sonArea/440305', { token }))).toEqual([]);
  });

  it('shows the full profile, saves the editable fields and the work place chain, refuses HR fields and a broken chain', async () => {
    const token = await tokenOf(employee(150));
    const before = expectOk(await suite.client.get<Record_<string, unknown>>('/api/users', { token }));
    expect(before.editable_fields).toEqual(expect.arrayContaining(['photo', 'half_photo', 'nation', 'work_place']));
    expect(before.editable_fields).not.toContain('name');
    const saved = expectOk(
      await suite.client.put<Record_<string, unknown>>('/api/users', { province_id: 44, city_id: 4403, district_id: 440305, nation: '回族', passport: 'E1234567', politics: 3 }, { token }),
      '个人信息已保存',
    );
    expect(saved).toMatchObject({ province_id: 44, city_id: 4403, district_id: 440305, work_place: '广东省 深圳市 南山区', nation: '回族', passport: 'E1234567', politics: 3 });
    expectRefusal(await suite.client.put('/api/users', { province_id: 44, city_id: 1101, district_id: 110105 }, { token, lang: 'en-US' }), 422, 422, 'Choose a province, a city and a district of it');
    expectRefusal(await suite.client.put('/api/users', { province_id: 44 }, { token }), 422, 422, '请选择完整的省、市、区');
    const hr = await suite.client.put('/api/users', { name: 'Someone else' }, { token });
    expect(hr.status).toBe(422);
    expectRefusal(await suite.client.put('/api/users', { id_number: '123' }, { token, lang: 'en-US' }), 422, 422, 'The ID number is not valid');
    const nations = expectOk(await suite.client.get<{ value: string; name: string }[]>('/api/nation', { token, lang: 'en-US' }), 'Success');
    expect(nations).toHaveLength(56);
    expect(nations[0]).toEqual({ value: '汉族', name: 'Han' });
  });

  it('binds a new mobile with the code sent to it; a taken number and a wrong code are refused', async () => {
    const token = await tokenOf(employee(151));
    const mobile = '13912345151';
    const sentBefore = suite.server.sentCodes.length;
    expectOk(await suite.client.post('/api/passMobileMail', { mobile }, { token }), '验证码已发送');
    const sent = suite.server.sentCodes.at(-1)!;
    expect(suite.server.sentCodes.length).toBe(sentBefore + 1);
    expect(sent).toMatchObject({ channel: 'sms', target: mobile });
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const refused = await suite.client.post('/api/boundMobileMail', { mobile, code: wrong }, { token });
    expect(refused.body.code).not.toBe(200);
    const bound = expectOk(await suite.client.post<{ mobile: string }>('/api/boundMobileMail', { mobile, code: sent.code }, { token }), '绑定成功');
    expect(bound.mobile).toBe(mobile);
    expectRefusal(await suite.client.post('/api/passMobileMail', { mobile: DEMO.learner.mobile }, { token, lang: 'en-US' }), 400, 400, 'Another account already uses this mobile number');
    const short = await suite.client.post('/api/passMobileMail', { mobile: '1391234' }, { token });
    expect(short.body.code).not.toBe(200);
  });

  it('answers the credits summary from the ledger, agreeing with home; history, rules and rankings', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const learner = await userByAccount(suite.server.db, DEMO.learner.account);
    const summary = expectOk(await suite.client.get<Summary>('/api/userscore/summary', { token }));
    const ledger = await sql<{ total: string }>`select coalesce(sum(points), 0) as total from credit_ledger where user_id = ${learner.id}`.execute(suite.server.db);
    expect(summary.total).toBe(Number(ledger.rows[0]!.total));
    expect(summary.spent).toBe(160);
    expect(summary.remaining).toBe(summary.total - 160);
    expect(summary.year).toBeLessThanOrEqual(summary.total);
    const info = expectOk(await suite.client.get<{ current_month_integral: number }>('/api/users', { token }));
    expect(summary.month).toBe(info.current_month_integral);

    const byTime = expectOk(await suite.client.get<{ time: string; score: number }[]>('/api/userscore/bytime', { token }));
    expect(byTime).toHaveLength(12);
    expect(byTime.reduce((a, r) => a + r.score, 0)).toBeGreaterThan(0);
    const byType = expectOk(await suite.client.get<{ type: string; name: string }[]>('/api/userscore/bytype', { token, lang: 'en-US' }), 'Success');
    expect(byType.map((t) => t.name)).toContain('Daily sign-in');
    const rules = expectOk(await suite.client.get<{ type: string; points: number }[]>('/api/integralRule', { token }));
    expect(rules.find((r) => r.type === 'daily_login')!.points).toBe(await suite.server.app.services.config.config.dailyLoginPoints());
    const rank = expectOk(await suite.client.get<{ company_rank: number; month_score: number }>('/api/userscore/rank', { token }));
    expect(rank.company_rank).toBeGreaterThanOrEqual(1);
    expect(rank.month_score).toBe(summary.month);
    for (const path of ['/api/userscore/ranklist', '/api/userscore/monthranklist']) {
      for (const with_department of [0, 1]) {
        const rows = expectOk(await suite.client.get<{ rowno: number; score: number }[]>(path, { token, query: { with_department } }));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.map((r) => r.rowno)).toEqual(rows.map((_, i) => i + 1));
        expect([...rows].sort((a, b) => b.score - a.score)).toEqual(rows);
      }
    }
    const entries = expectOk(await suite.client.get<Page<{ points: number; name: string }>>('/api/learnScoreList', { token, query: { limit: 5 } }));
    expect(entries.list).toHaveLength(5);
    expect(entries.total).toBeGreaterThan(100);
  });

  it('redeems goods: the balance drops, the record is collectable, refusals say why; an admin marks it collected', async () => {
    const token = await tokenOf(DEMO.learner.account);
    const goods = expectOk(await suite.client.get<Page<Goods>>('/api/shopList', { token, query: { limit: 20 } }));
    expect(goods.total).toBe(6);
    const before = expectOk(await suite.client.get<Summary>('/api/userscore/summary', { token }));
    const notebook = goods.list.find((g) => g.title === '定制笔记本')!;
    const converted = expectOk(await suite.client.post<{ id: number; remaining: number }>('/api/convert', { goods_id: notebook.id }, { token }), '兑换成功，请等待领取');
    expect(converted.remaining).toBe(before.remaining - notebook.price);
    const after = expectOk(await suite.client.get<Summary>('/api/userscore/summary', { token }));
    expect(after.remaining).toBe(before.remaining - notebook.price);
    expect(after.total).toBe(before.total);
    const records = expectOk(await suite.client.get<Page<Record>>('/api/convertRecord', { token, lang: 'en-US' }), 'Success');
    expect(records.list[0]).toMatchObject({ id: converted.id, status: 1, status_name: 'Collectable', points: notebook.price });
    expect(expectOk(await suite.client.get<Page<Record>>('/api/convertRecord', { token, query: { status: 1 } })).list.every((r) => r.status === 1)).toBe(true);

    const dear = goods.list.find((g) => g.price === 99999)!;
    expectRefusal(await suite.client.post('/api/convert', { goods_id: dear.id }, { token, lang: 'en-US' }), 400, 400, `Not enough credits: 99999 needed, ${after.remaining} left`);
    const thermos = goods.list.find((g) => g.stock === 2)!;
    expectRefusal(await suite.client.post('/api/convert', { goods_id: thermos.id, quantity: 3 }, { token }), 400, 400, '库存不足，剩余 2 件');
    expectRefusal(await suite.client.post('/api/convert', { goods_id: thermos.id, quantity: 2 }, { token, lang: 'en-US' }), 400, 400, 'Beyond the limit per person (1 each)');
    expectRefusal(await suite.client.post('/api/convert', { goods_id: 999999 }, { token }), 404, 4004, '商品不存在或已下架');
    const info = expectOk(await suite.client.get<Goods & { balance: number }>(`/api/shopInfo/${notebook.id}`, { token }));
    expect(info).toMatchObject({ my_count: 2, stock: notebook.stock - 1, balance: after.remaining });

    const statuses = expectOk(await suite.client.get<{ status: number; name: string }[]>('/api/learnScoreStatus', { token }));
    expect(statuses).toEqual([{ status: 1, name: '待领取' }, { status: 2, name: '已领取' }]);
    expectRefusal(await suite.client.put(`/api/learnScoreStatus/${converted.id}`, undefined, { token }), 403, 403, '仅管理员可以标记领取');
    const admin = await tokenOf(DEMO.admin.account);
    expectOk(await suite.client.put(`/api/learnScoreStatus/${converted.id}`, undefined, { token: admin }), '已标记为已领取');
    expectRefusal(await suite.client.put(`/api/learnScoreStatus/${converted.id}`, undefined, { token: admin }), 400, 400, '该兑换已领取');
    const collected = expectOk(await suite.client.get<Page<Record>>('/api/convertRecord', { token }));
    expect(collected.list.find((r) => r.id === converted.id)!.status).toBe(2);
  });

  it('200 concurrent redemptions of goods with 10 in stock: exactly 10 succeed, stock 0, nobody below zero', async () => {
    const goodsId = await addGoods(5, 10);
    const accounts = Array.from({ length: 100 }, (_, i) => employee(i + 1));
    const tokenList = await Promise.all(accounts.map(tokenOf));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => suite.client.post('/api/convert', { goods_id: goodsId }, { token: tokenList[i % 100] })),
    );
    const succeeded = answers.filter((a) => a.body.code === 200);
    expect(succeeded).toHaveLength(10);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/^(库存不足|积分不足)/);
    }
    const stock = await suite.server.db.selectFrom('shop_goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const sold = await suite.server.db.selectFrom('shop_redemptions').select(sql<string>`count(*)`.as('n')).where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(10);
  });

  it('concurrent redemptions by one person never take the balance below zero', async () => {
    const account = employee(120);
    const token = await tokenOf(account);
    const { remaining } = expectOk(await suite.client.get<Summary>('/api/userscore/summary', { token }));
    expect(remaining).toBeGreaterThan(12);
    const price = Math.floor(remaining / 3);
    const goodsId = await addGoods(price, 1000);
    const answers = await Promise.all(Array.from({ length: 30 }, () => suite.client.post('/api/convert', { goods_id: goodsId }, { token })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    const after = expectOk(await suite.client.get<Summary>('/api/userscore/summary', { token }));
    expect(after.remaining).toBe(remaining - 3 * price);
    expect(after.remaining).toBeGreaterThanOrEqual(0);
  });
});

type Record_<K extends string, V> = { [key in K]: V };
