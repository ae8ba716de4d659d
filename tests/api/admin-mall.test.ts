/**
 * The credits mall in the back office: goods added, edited, put on and taken off the shelf,
 * stocked and deleted (only while nobody redeemed them), redemptions listed and marked
 * collected in bulk; every change audited, every refusal at its field with nothing changed or
 * recorded, learners refused; a stock addition among concurrent redemptions loses none of them.
 */
import { describe, expect, it } from 'vitest';
import { expectFieldRefusal, expectOk, expectRefusal, userByAccount } from '../support/assertions.js';
import { backOfficeTokens } from '../support/back-office.js';
import { databaseKinds, DEMO, employee, suiteServer } from '../support/test-server.js';

interface Goods {
  id: number;
  title: string;
  img: string;
  description: string;
  price: number;
  stock: number;
  per_person_limit: number;
  status: number;
  redeemed: number;
}
interface Redemption {
  id: number;
  user_name: string;
  department_name: string | null;
  goods_id: number;
  title: string;
  quantity: number;
  points: number;
  status: number;
}
interface AuditItem {
  action: string;
  entity_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const good = { title: '保温杯', img: '/favicon.svg', price: 10, per_person_limit: 0, description: '不锈钢保温杯', stock: 5 };

describe.each(databaseKinds())('the credits mall of the back office on %s', (kind) => {
  const suite = suiteServer(kind);

  async function goodsRow(id: number) {
    return suite.server.db.selectFrom('shop_goods').selectAll().where('id', '=', id).executeTakeFirst();
  }
  async function audited(office: string, entity: string) {
    return expectOk(await suite.client.get<{ list: AuditItem[]; total: number }>('/api/admin/audit', { token: office, query: { entity, limit: 100 } }));
  }
  async function tokenOf(account: string) {
    const user = await userByAccount(suite.server.db, account);
    return suite.server.app.services.session.auth.issueToken(user.id, 'user', 'PC');
  }

  it('is refused to a learner and changes nothing', async () => {
    const { office } = await backOfficeTokens(suite);
    const learner = await suite.client.login(DEMO.learner.account, DEMO.learner.password);
    const created = expectOk(await suite.client.post<Goods>('/api/admin/mall/goods', good, { token: office }), '商品已保存');
    const auditBefore = (await audited(office, 'goods')).total;
    expectRefusal(await suite.client.get('/api/admin/mall/goods'), 401, 202, /./);
    expectRefusal(await suite.client.get('/api/admin/mall/goods', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.post('/api/admin/mall/goods', good, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put(`/api/admin/mall/goods/${created.id}`, { ...good, stock: undefined, title: 'x' }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.put(`/api/admin/mall/goods/${created.id}/status`, { status: 1 }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.post(`/api/admin/mall/goods/${created.id}/stock`, { quantity: 5 }, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.delete(`/api/admin/mall/goods/${created.id}`, { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.get('/api/admin/mall/redemptions', { token: learner }), 403, 403, /./);
    expectRefusal(await suite.client.post('/api/admin/mall/redemptions/collected', { ids: [1] }, { token: learner }), 403, 403, /./);
    expect(await goodsRow(created.id)).toMatchObject({ title: good.title, stock: 5, status: 2 });
    expect((await audited(office, 'goods')).total).toBe(auditBefore);
  });

  it('adds, edits, shelves, stocks and deletes goods, audited; the portal sees only goods on the shelf', async () => {
    const { office } = await backOfficeTokens(suite);
    const learner = await tokenOf(DEMO.learner.account);
    const created = expectOk(await suite.client.post<Goods>('/api/admin/mall/goods', { ...good, title: '  蓝牙耳机 ' }, { token: office }), '商品已保存');
    expect(created).toMatchObject({ title: '蓝牙耳机', price: 10, stock: 5, status: 2, redeemed: 0 });
    const portal = async () => expectOk(await suite.client.get<{ list: { id: number }[] }>('/api/shopList', { token: learner, query: { limit: 100 } })).list.map((g) => g.id);
    expect(await portal()).not.toContain(created.id);

    const edited = expectOk(await suite.client.put<Goods>(`/api/admin/mall/goods/${created.id}`, { title: '测试降噪耳机甲', img: '/favicon.svg', price: 20, per_person_limit: 2, description: '新款' }, { token: office }), '商品已保存');
    expect(edited).toMatchObject({ title: '测试降噪耳机甲', price: 20, per_person_limit: 2, description: '新款', stock: 5 });
    expect(expectOk(await suite.client.put<Goods>(`/api/admin/mall/goods/${created.id}/status`, { status: 1 }, { token: office })).status).toBe(1);
    expect(await portal()).toContain(created.id);
    expect(expectOk(await suite.client.post<Goods>(`/api/admin/mall/goods/${created.id}/stock`, { quantity: 7 }, { token: office }), '库存已增加').stock).toBe(12);

    const listed = expectOk(await suite.client.get<{ list: Goods[]; total: number }>('/api/admin/mall/goods', { token: office, query: { keyword: '测试降噪耳机', status: 1 } }));
    expect(listed.list.map((g) => g.id)).toEqual([created.id]);
    const byPrice = expectOk(await suite.client.get<{ list: Goods[] }>('/api/admin/mall/goods', { token: office, query: { sort: 'price', order: 'asc', limit: 100 } })).list.map((g) => g.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));

    const actions = (await audited(office, 'goods')).list.filter((a) => a.entity_id === created.id).map((a) => a.action);
    expect(actions.sort()).toEqual(['goods.create', 'goods.status', 'goods.stock', 'goods.update']);
    const update = (await audited(office, 'goods')).list.find((a) => a.entity_id === created.id && a.action === 'goods.update')!;
    expect(update.before).toMatchObject({ title: '蓝牙耳机', price: 10 });
    expect(update.after).toMatchObject({ title: '测试降噪耳机甲', price: 20 });

    // Taken off the shelf: hidden in the portal, and deleted while nobody redeemed it.
    expectOk(await suite.client.put(`/api/admin/mall/goods/${created.id}/status`, { status: 2 }, { token: office }));
    expect(await portal()).not.toContain(created.id);
    expectOk(await suite.client.delete(`/api/admin/mall/goods/${created.id}`, { token: office }), '商品已删除');
    expect(await goodsRow(created.id)).toBeUndefined();
    expect((await audited(office, 'goods')).list.some((a) => a.entity_id === created.id && a.action === 'goods.delete')).toBe(true);
  });

  it('refuses every bad field at the field, changing and recording nothing', async () => {
    const { office } = await backOfficeTokens(suite);
    const created = expectOk(await suite.client.post<Goods>('/api/admin/mall/goods', good, { token: office }), '商品已保存');
    const before = await goodsRow(created.id);
    const auditBefore = (await audited(office, 'goods')).total;
    const edit = { title: good.title, img: good.img, price: good.price, per_person_limit: 0, description: '' };
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: '  ' }, 'title', /请填写商品名称/],
      [{ title: 'x'.repeat(61) }, 'title', /60/],
      [{ img: '' }, 'img', /请上传商品图片/],
      [{ img: 'https://evil.example/a.png' }, 'img', /本站图片路径/],
      [{ img: 'javascript:alert(1)' }, 'img', /本站图片路径/],
      [{ price: 0 }, 'price', /兑换积分/],
      [{ price: -5 }, 'price', /兑换积分/],
      [{ per_person_limit: -1 }, 'per_person_limit', /每人限兑/],
      [{ description: 'x'.repeat(2001) }, 'description', /2000/],
    ];
    for (const [change, field, message] of cases) {
      expectFieldRefusal(await suite.client.put(`/api/admin/mall/goods/${created.id}`, { ...edit, ...change }, { token: office }), 422, 422, message, field);
      expectFieldRefusal(await suite.client.post('/api/admin/mall/goods', { ...good, ...change }, { token: office }), 422, 422, message, field);
    }
    expectFieldRefusal(await suite.client.post('/api/admin/mall/goods', { ...good, stock: -1 }, { token: office }), 422, 422, /库存/, 'stock');
    expectFieldRefusal(await suite.client.post(`/api/admin/mall/goods/${created.id}/stock`, { quantity: 0 }, { token: office }), 422, 422, /库存/, 'quantity');
    expectRefusal(await suite.client.post('/api/admin/mall/goods/999999/stock', { quantity: 1 }, { token: office }), 404, 4004, /./);
    expect(await goodsRow(created.id)).toEqual(before);
    expect((await audited(office, 'goods')).total).toBe(auditBefore);
  });

  it('a stock addition among 20 concurrent redemptions loses none: stock = initial + added - redeemed', async () => {
    const { office } = await backOfficeTokens(suite);
    const created = expectOk(await suite.client.post<Goods>('/api/admin/mall/goods', { ...good, price: 1, stock: 10 }, { token: office }), '商品已保存');
    expectOk(await suite.client.put(`/api/admin/mall/goods/${created.id}/status`, { status: 1 }, { token: office }));
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => tokenOf(employee(i + 30))));
    const [added, ...answers] = await Promise.all([
      suite.client.post<Goods>(`/api/admin/mall/goods/${created.id}/stock`, { quantity: 15 }, { token: office }),
      ...tokens.map((token) => suite.client.post('/api/convert', { goods_id: created.id }, { token })),
    ]);
    expectOk(added, '库存已增加');
    const redeemed = answers.filter((a) => a.body.code === 200).length;
    expect(redeemed).toBeGreaterThanOrEqual(10);
    const row = await goodsRow(created.id);
    expect(row!.stock).toBe(10 + 15 - redeemed);
    const records = await suite.server.db.selectFrom('shop_redemptions').select('id').where('goods_id', '=', created.id).execute();
    expect(records).toHaveLength(redeemed);
  });

  it('lists redemptions, marks them collected in bulk, all or none, and refuses deleting redeemed goods', async () => {
    const { office } = await backOfficeTokens(suite);
    const created = expectOk(await suite.client.post<Goods>('/api/admin/mall/goods', { ...good, title: '笔记本', price: 2, stock: 10 }, { token: office }), '商品已保存');
    expectOk(await suite.client.put(`/api/admin/mall/goods/${created.id}/status`, { status: 1 }, { token: office }));
    const ids: number[] = [];
    for (const account of [employee(60), employee(61), employee(62)]) {
      ids.push(expectOk(await suite.client.post<{ id: number }>('/api/convert', { goods_id: created.id }, { token: await tokenOf(account) }), '兑换成功，请等待领取').id);
    }
    const listed = expectOk(await suite.client.get<{ list: Redemption[]; total: number }>('/api/admin/mall/redemptions', { token: office, query: { goods_id: created.id, status: 1 } }));
    expect(listed.total).toBe(3);
    expect(listed.list[0]).toMatchObject({ goods_id: created.id, title: '笔记本', quantity: 1, points: 2, status: 1 });
    expect(listed.list[0]!.user_name).not.toBe('');

    expectRefusal(await suite.client.delete(`/api/admin/mall/goods/${created.id}`, { token: office }), 400, 400, /下架/);
    expect(await goodsRow(created.id)).toBeDefined();

    expectOk(await suite.client.post('/api/admin/mall/redemptions/collected', { ids: [ids[0]] }, { token: office }), '已标记为已领取');
    const auditBefore = (await audited(office, 'redemption')).total;
    // One already collected: nothing is half done.
    expectFieldRefusal(await suite.client.post('/api/admin/mall/redemptions/collected', { ids }, { token: office }), 422, 422, new RegExp(`已领取.*${ids[0]}`), 'ids');
    const statuses = await suite.server.db.selectFrom('shop_redemptions').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute();
    expect(statuses.map((s) => s.status)).toEqual([2, 1, 1]);
    expect((await audited(office, 'redemption')).total).toBe(auditBefore);

    expectOk(await suite.client.post('/api/admin/mall/redemptions/collected', { ids: ids.slice(1) }, { token: office }), '已标记为已领取');
    const collected = expectOk(await suite.client.get<{ list: Redemption[] }>('/api/admin/mall/redemptions', { token: office, query: { goods_id: created.id, status: 2 } }));
    expect(collected.list.map((r) => r.id).sort()).toEqual([...ids].sort());
    const trail = (await audited(office, 'redemption')).list.filter((a) => a.entity_id === null);
    expect(trail[0]!.after).toMatchObject({ ids: ids.slice(1), status: 2 });
  });
});
