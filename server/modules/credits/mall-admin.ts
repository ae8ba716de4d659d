import { sql } from 'kysely';
import { isSitePicture } from '../../../src/shared/site-addresses.js';
import type { Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { DomainError } from '../../core/errors.js';
import { plainText } from '../../core/text.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { AuditTrail } from '../audit/index.js';
import { GOODS_ON_SALE, REDEMPTION_COLLECTABLE, REDEMPTION_COLLECTED } from './shop-repo.js';

export const GOODS_OFF_SHELF = 2;
export const GOODS_TITLE_MAX = 60;
export const GOODS_DESCRIPTION_MAX = 2000;
export const GOODS_PRICE_MAX = 1_000_000;
export const GOODS_LIMIT_MAX = 1000;
export const STOCK_ADD_MAX = 100_000;
export const GOODS_SORTS = ['id', 'title', 'price', 'stock', 'created_at'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export interface GoodsInput {
  title: string;
  img: string;
  price: number;
  per_person_limit: number;
  description: string;
}

const FIELDS = ['title', 'img', 'price', 'per_person_limit', 'description'] as const;

/**
 * The credits mall in the back office: goods added, edited, put on or taken off the shelf,
 * stocked and deleted (only while nobody redeemed them), and redemptions marked collected.
 * Every change is audited in its transaction; a refusal names its field and changes nothing.
 * A change of a goods row locks it as a redemption does (credits-service convert), so a stock
 * addition and redemptions queue on the row and none is lost.
 */
export class MallAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
  ) {}

  async goods(filter: { keyword?: string; status?: number; sort: GoodsSort; order: 'asc' | 'desc' }, page: number, limit: number) {
    let query = this.db.selectFrom('shop_goods as g');
    if (filter.keyword) query = query.where('g.title', 'ilike', containsPattern(filter.keyword));
    if (filter.status !== undefined) query = query.where('g.status', '=', filter.status);
    const listed = query
      .select(['g.id', 'g.title', 'g.img', 'g.description', 'g.price', 'g.stock', 'g.per_person_limit', 'g.status', 'g.created_at'])
      .select(sql<string>`(select coalesce(sum(quantity), 0) from shop_redemptions r where r.goods_id = g.id)`.as('redeemed'))
      .orderBy(`g.${filter.sort}`, filter.order)
      .orderBy('g.id', filter.order);
    const { rows, total } = await pageAndTotal(listed, query, page, limit);
    return { list: rows.map((r) => this.shown(r)), total, current_page: page };
  }

  private shown<T extends { created_at: Date; redeemed?: string | number }>(row: T) {
    return { ...row, redeemed: toNumber(row.redeemed ?? 0), created_at: unixSeconds(row.created_at) };
  }

  async one(id: number, db: Db = this.db) {
    const row = await db
      .selectFrom('shop_goods as g')
      .select(['g.id', 'g.title', 'g.img', 'g.description', 'g.price', 'g.stock', 'g.per_person_limit', 'g.status', 'g.created_at'])
      .select(sql<string>`(select coalesce(sum(quantity), 0) from shop_redemptions r where r.goods_id = g.id)`.as('redeemed'))
      .where('g.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'shopGoodsMissing');
    return this.shown(row);
  }

  private async locked(trx: Db, id: number) {
    const row = await trx.selectFrom('shop_goods').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'shopGoodsMissing');
    return row;
  }

  async create(actorId: number, input: GoodsInput & { stock: number }) {
    const fields = this.validated(input);
    const stock = input.stock;
    if (!Number.isInteger(stock) || stock < 0 || stock > STOCK_ADD_MAX) throw new DomainError('invalid', 'mallStockBad', { max: STOCK_ADD_MAX }, 'stock');
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('shop_goods').values({ ...fields, stock, status: GOODS_OFF_SHELF }).returning('id').executeTakeFirstOrThrow();
      await this.audit.record(trx, { actorId, action: 'goods.create', entity: 'goods', entityId: id, before: null, after: { ...fields, stock } });
      return this.one(id, trx);
    });
  }

  async update(actorId: number, id: number, input: GoodsInput) {
    const fields = this.validated(input);
    return this.db.transaction().execute(async (trx) => {
      const before = await this.locked(trx, id);
      const changed = FIELDS.filter((key) => before[key] !== fields[key]);
      if (changed.length > 0) {
        await trx.updateTable('shop_goods').set(fields).where('id', '=', id).execute();
        await this.audit.record(trx, {
          actorId,
          action: 'goods.update',
          entity: 'goods',
          entityId: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
        });
      }
      return this.one(id, trx);
    });
  }

  /** On the shelf (1) the portal shows and sells the goods; off (2) it hides them, redemptions kept. */
  async setStatus(actorId: number, id: number, status: number) {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.locked(trx, id);
      if (before.status !== status) {
        await trx.updateTable('shop_goods').set({ status }).where('id', '=', id).execute();
        await this.audit.record(trx, { actorId, action: 'goods.status', entity: 'goods', entityId: id, before: { status: before.status }, after: { status } });
      }
      return this.one(id, trx);
    });
  }

  /** Adds to the stock in one relative update under the row lock a redemption takes. */
  async addStock(actorId: number, id: number, quantity: number) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > STOCK_ADD_MAX) throw new DomainError('invalid', 'mallStockAddBad', { max: STOCK_ADD_MAX }, 'quantity');
    return this.db.transaction().execute(async (trx) => {
      const before = await this.locked(trx, id);
      const { stock } = await trx.updateTable('shop_goods').set({ stock: sql`stock + ${quantity}` }).where('id', '=', id).returning('stock').executeTakeFirstOrThrow();
      await this.audit.record(trx, { actorId, action: 'goods.stock', entity: 'goods', entityId: id, before: { stock: before.stock }, after: { stock, added: quantity } });
      return this.one(id, trx);
    });
  }

  /** Deletes goods nobody redeemed; redeemed goods stay (take them off the shelf instead). */
  async remove(actorId: number, id: number) {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.locked(trx, id);
      const used = await trx.selectFrom('shop_redemptions').select('id').where('goods_id', '=', id).limit(1).executeTakeFirst();
      if (used) throw new DomainError('refused', 'mallGoodsRedeemed');
      await trx.deleteFrom('shop_goods').where('id', '=', id).execute();
      const { created_at: _created, ...kept } = before;
      await this.audit.record(trx, { actorId, action: 'goods.delete', entity: 'goods', entityId: id, before: kept, after: null });
      return { id };
    });
  }

  async redemptions(filter: { status?: number; goodsId?: number; keyword?: string }, page: number, limit: number) {
    let query = this.db
      .selectFrom('shop_redemptions as r')
      .innerJoin('shop_goods as g', 'g.id', 'r.goods_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('departments as d', 'd.id', 'u.department_id');
    if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
    if (filter.goodsId !== undefined) query = query.where('r.goods_id', '=', filter.goodsId);
    if (filter.keyword) query = query.where('u.name', 'ilike', containsPattern(filter.keyword));
    const listed = query
      .select(['r.id', 'r.user_id', 'u.name as user_name', 'd.name as department_name', 'r.goods_id', 'g.title', 'r.quantity', 'r.points', 'r.status', 'r.created_at', 'r.collected_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc');
    const { rows, total } = await pageAndTotal(listed, query, page, limit);
    return {
      list: rows.map((r) => ({ ...r, department_name: r.department_name ?? null, created_at: unixSeconds(r.created_at), collected_at: r.collected_at ? unixSeconds(r.collected_at) : null })),
      total,
      current_page: page,
    };
  }

  /**
   * Marks redemptions collected, all or none: the rows are locked, and if any is missing or
   * already collected the whole request is refused naming them, nothing changed.
   */
  async markCollected(actorId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('shop_redemptions').select(['id', 'status']).where('id', 'in', unique).orderBy('id').forUpdate().execute();
      const found = new Set(rows.map((r) => r.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length > 0) throw new DomainError('invalid', 'mallRedemptionsMissing', { ids: missing.join(', ') }, 'ids');
      const collected = rows.filter((r) => r.status === REDEMPTION_COLLECTED).map((r) => r.id);
      if (collected.length > 0) throw new DomainError('invalid', 'mallAlreadyCollected', { ids: collected.join(', ') }, 'ids');
      await trx
        .updateTable('shop_redemptions')
        .set({ status: REDEMPTION_COLLECTED, collected_at: new Date(), collected_by: actorId })
        .where('id', 'in', unique)
        .where('status', '=', REDEMPTION_COLLECTABLE)
        .execute();
      await this.audit.record(trx, { actorId, action: 'redemption.collect', entity: 'redemption', entityId: null, before: { ids: unique, status: REDEMPTION_COLLECTABLE }, after: { ids: unique, status: REDEMPTION_COLLECTED } });
      return { ids: unique, status: REDEMPTION_COLLECTED };
    });
  }

  private validated(input: GoodsInput): GoodsInput {
    const title = plainText(input.title).trim();
    if (!title) throw new DomainError('invalid', 'mallTitleRequired', {}, 'title');
    if (title.length > GOODS_TITLE_MAX) throw new DomainError('invalid', 'mallTitleTooLong', { max: GOODS_TITLE_MAX }, 'title');
    const img = input.img.trim();
    if (!img) throw new DomainError('invalid', 'mallPictureRequired', {}, 'img');
    if (!isSitePicture(img)) throw new DomainError('invalid', 'mallPicturePath', {}, 'img');
    if (!Number.isInteger(input.price) || input.price < 1 || input.price > GOODS_PRICE_MAX) throw new DomainError('invalid', 'mallPriceBad', { max: GOODS_PRICE_MAX }, 'price');
    if (!Number.isInteger(input.per_person_limit) || input.per_person_limit < 0 || input.per_person_limit > GOODS_LIMIT_MAX)
      throw new DomainError('invalid', 'mallLimitBad', { max: GOODS_LIMIT_MAX }, 'per_person_limit');
    const description = plainText(input.description).trim();
    if (description.length > GOODS_DESCRIPTION_MAX) throw new DomainError('invalid', 'mallDescriptionTooLong', { max: GOODS_DESCRIPTION_MAX }, 'description');
    return { title, img, price: input.price, per_person_limit: input.per_person_limit, description };
  }
}

export { GOODS_ON_SALE };
