import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';

export const GOODS_ON_SALE = 1;
export const REDEMPTION_COLLECTABLE = 1;
export const REDEMPTION_COLLECTED = 2;

const goodsColumns = ['g.id', 'g.title', 'g.img', 'g.description', 'g.price', 'g.stock', 'g.per_person_limit'] as const;

export class ShopRepo {
  constructor(private readonly db: Db) {}

  async goods(userId: number, page: number, limit: number) {
    const listed = this.db
      .selectFrom('shop_goods as g')
      .select([...goodsColumns, sql<string>`(select coalesce(sum(quantity), 0) from shop_redemptions r where r.goods_id = g.id and r.user_id = ${userId})`.as('my_count')])
      .where('g.status', '=', GOODS_ON_SALE)
      .orderBy('g.sort')
      .orderBy('g.id');
    const { rows, total } = await pageAndTotal(listed, this.db.selectFrom('shop_goods').where('status', '=', GOODS_ON_SALE), page, limit);
    return { rows: rows.map((r) => ({ ...r, my_count: toNumber(r.my_count) })), total };
  }

  async goodsInfo(userId: number, id: number) {
    const row = await this.db
      .selectFrom('shop_goods as g')
      .select([...goodsColumns, sql<string>`(select coalesce(sum(quantity), 0) from shop_redemptions r where r.goods_id = g.id and r.user_id = ${userId})`.as('my_count')])
      .where('g.id', '=', id)
      .where('g.status', '=', GOODS_ON_SALE)
      .executeTakeFirst();
    return row && { ...row, my_count: toNumber(row.my_count) };
  }

  async records(userId: number, status: number | undefined, page: number, limit: number) {
    let query = this.db.selectFrom('shop_redemptions as r').innerJoin('shop_goods as g', 'g.id', 'r.goods_id').where('r.user_id', '=', userId);
    if (status !== undefined) query = query.where('r.status', '=', status);
    const listed = query
      .select(['r.id', 'r.goods_id', 'g.title', 'g.img', 'r.quantity', 'r.points', 'r.status', 'r.created_at', 'r.collected_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc');
    return pageAndTotal(listed, query, page, limit);
  }
}
