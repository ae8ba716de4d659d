import type { Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

/** Goods of the credits mall. status 1 on sale, 2 withdrawn. per_person_limit 0 = no limit. */
export interface ShopGoodsTable {
  id: Generated<number>;
  title: string;
  img: string;
  description: string;
  price: number;
  stock: number;
  per_person_limit: number;
  status: Generated<number>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

/** One redemption: points spent (price x quantity). status 1 collectable, 2 collected. */
export interface ShopRedemptionTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  quantity: number;
  points: number;
  status: Generated<number>;
  created_at: CreatedAt;
  collected_at: Date | null;
  collected_by: number | null;
}

declare module '../../core/db/database.js' {
  interface Database {
    shop_goods: ShopGoodsTable;
    shop_redemptions: ShopRedemptionTable;
  }
}
