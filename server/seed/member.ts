import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../core/db/database.js';
import { cardCoverSvg } from './svg.js';

/**
 * The member area's demo (seed step "member"): learner01's full profile (work place
 * Guangdong > Guangzhou > Tianhe, so choosing Shenzhen > Nanshan is a visible change), the
 * credits mall's goods (one nearly out of stock, one beyond learner01's balance) and
 * learner01's redemptions in both states. Other employees keep the profile the company step gave.
 */
export const DEMO_GOODS = [
  { title: '定制笔记本', label: 'NOTEBOOK', description: '公司定制 A5 笔记本，120 页，内页含学习计划表。', price: 50, stock: 120, per_person_limit: 3 },
  { title: '不锈钢保温杯', label: 'THERMOS', description: '500 ml 双层不锈钢保温杯，保温 12 小时。', price: 120, stock: 2, per_person_limit: 1 },
  { title: '电影兑换券', label: 'MOVIE', description: '全国通用 2D 电影兑换券一张，有效期 6 个月。', price: 80, stock: 40, per_person_limit: 0 },
  { title: '图书购书卡', label: 'BOOKS', description: '面值 100 元的购书卡，可在合作书店使用。', price: 200, stock: 25, per_person_limit: 2 },
  { title: '帆布手提袋', label: 'TOTE BAG', description: '印有公司标志的环保帆布袋。', price: 30, stock: 60, per_person_limit: 0 },
  { title: '降噪蓝牙耳机', label: 'HEADPHONES', description: '主动降噪头戴式蓝牙耳机，续航 30 小时。', price: 99999, stock: 5, per_person_limit: 1 },
];

export async function seedMember(db: Db, filesDir: string): Promise<void> {
  const learner = await db.selectFrom('users').select('id').where('account', '=', 'learner01').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('account', '=', 'admin01').executeTakeFirst();

  if (learner) {
    await db
      .updateTable('users')
      .set({
        id_number: '440305199206181232',
        passport: 'E12345678',
        supervisor: '王强',
        position_level: 1,
        province_id: 44,
        city_id: 4401,
        district_id: 440106,
        employee_type: 1,
        user_type: 2,
      })
      .where('id', '=', learner.id)
      .execute();
  }

  fs.mkdirSync(path.join(filesDir, 'shop'), { recursive: true });
  const goodsIds: number[] = [];
  for (const [index, goods] of DEMO_GOODS.entries()) {
    const relative = `shop/goods-${index + 1}.svg`;
    fs.writeFileSync(path.join(filesDir, relative), cardCoverSvg(goods.label, goods.title, index));
    const { id } = await db
      .insertInto('shop_goods')
      .values({ title: goods.title, img: `/files/${relative}`, description: goods.description, price: goods.price, stock: goods.stock, per_person_limit: goods.per_person_limit, sort: index })
      .returning('id')
      .executeTakeFirstOrThrow();
    goodsIds.push(id);
  }

  if (learner) {
    const day = 86_400_000;
    const now = Date.now();
    await db
      .insertInto('shop_redemptions')
      .values([
        { user_id: learner.id, goods_id: goodsIds[0]!, quantity: 1, points: 50, status: 2, created_at: new Date(now - 40 * day), collected_at: new Date(now - 38 * day), collected_by: admin?.id ?? null },
        { user_id: learner.id, goods_id: goodsIds[4]!, quantity: 1, points: 30, status: 2, created_at: new Date(now - 20 * day), collected_at: new Date(now - 19 * day), collected_by: admin?.id ?? null },
        { user_id: learner.id, goods_id: goodsIds[2]!, quantity: 1, points: 80, status: 1, created_at: new Date(now - 2 * day) },
      ])
      .execute();
  }
}
