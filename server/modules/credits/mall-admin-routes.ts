import { Type, type TLiteral } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Keywords, PageOf, Unix } from '../../core/http/schema-kit.js';
import { GOODS_SORTS, type GoodsSort, type MallAdmin } from './mall-admin.js';

const Shelf = Type.Integer({ minimum: 1, maximum: 2, description: '1 on the shelf (shown and sold in the portal), 2 off the shelf (hidden, redemptions kept)' });
const RedemptionStatus = Type.Integer({ minimum: 1, maximum: 2, description: '1 collectable, 2 collected' });

const AdminGoods = Type.Object(
  {
    id: Id(),
    title: Type.String(),
    img: Type.String({ description: 'A picture path of this site' }),
    description: Type.String(),
    price: Type.Integer({ description: 'Credits per piece' }),
    stock: Type.Integer(),
    per_person_limit: Type.Integer({ description: 'Pieces one person may redeem in all; 0 no limit' }),
    status: Shelf,
    redeemed: Type.Integer({ description: 'Pieces redeemed so far' }),
    created_at: Unix('When the goods were added, unix seconds'),
  },
  { title: 'AdminGoods' },
);

const GoodsFields = {
  title: Type.String({ maxLength: 400 }),
  img: Type.String({ maxLength: 400, description: 'An uploaded image or another picture path of this site' }),
  price: Type.Integer({ description: 'Credits per piece, more than 0' }),
  per_person_limit: Type.Integer({ description: '0 no limit' }),
  description: Type.String({ maxLength: 8000 }),
};

const AdminRedemption = Type.Object(
  {
    id: Id(),
    user_id: Id(),
    user_name: Type.String(),
    department_name: Type.Union([Type.String(), Type.Null()]),
    goods_id: Id(),
    title: Type.String({ description: 'The goods' }),
    quantity: Type.Integer(),
    points: Type.Integer({ description: 'Credits spent' }),
    status: RedemptionStatus,
    created_at: Unix('When redeemed, unix seconds'),
    collected_at: Type.Union([Unix('When collected, unix seconds'), Type.Null()]),
  },
  { title: 'AdminRedemption' },
);

/** The back office's credits mall (/api/admin/mall/..., behind the back office's guard, every change audited). */
export function mallAdminRoutes(scopes: RouteScopes, { mall }: { mall: MallAdmin }) {
  const route = routes(scopes, ['admin']);
  route.get(
    '/api/admin/mall/goods',
    {
      operationId: 'adminMallGoods',
      summary: 'The goods of the credits mall, filtered, sorted and paged',
      admin: true,
      query: Type.Object({
        ...GridPaging,
        keyword: Keywords({ description: 'In the name' }),
        status: Type.Optional(Shelf),
        sort: Type.Optional(Type.Union(GOODS_SORTS.map((sort) => Type.Literal(sort)) as [TLiteral<GoodsSort>], { default: 'id', description: 'The column to sort by' })),
        order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
      }),
      data: PageOf('AdminGoodsPage', AdminGoods),
    },
    ({ query }) => mall.goods({ keyword: query.keyword?.trim() || undefined, status: query.status, sort: query.sort ?? 'id', order: query.order ?? 'desc' }, query.page, query.limit),
  );
  route.post(
    '/api/admin/mall/goods',
    {
      operationId: 'adminCreateGoods',
      summary: 'Add goods (off the shelf until put on it)',
      description: 'Refused at its field (422 with `field`), nothing added. Recorded in the audit trail (goods.create).',
      admin: true,
      body: Type.Object({ ...GoodsFields, stock: Type.Integer({ description: 'The first stock, 0 or more' }) }),
      data: AdminGoods,
    },
    async ({ userId, body }) => withMessage(await mall.create(userId, body), 'mallGoodsSaved'),
  );
  route.put(
    '/api/admin/mall/goods/:id',
    {
      operationId: 'adminUpdateGoods',
      summary: 'Change goods (the stock has its own route)',
      description: 'Refused at its field (422 with `field`), nothing changed. Recorded in the audit trail (goods.update) with the fields that changed.',
      admin: true,
      params: IdParams,
      body: Type.Object(GoodsFields),
      data: AdminGoods,
    },
    async ({ userId, params, body }) => withMessage(await mall.update(userId, params.id, body), 'mallGoodsSaved'),
  );
  route.put(
    '/api/admin/mall/goods/:id/status',
    { operationId: 'adminSetGoodsShelf', summary: 'Put goods on or take them off the shelf', description: 'Audited (goods.status).', admin: true, params: IdParams, body: Type.Object({ status: Shelf }), data: AdminGoods },
    ({ userId, params, body }) => mall.setStatus(userId, params.id, body.status),
  );
  route.post(
    '/api/admin/mall/goods/:id/stock',
    {
      operationId: 'adminAddGoodsStock',
      summary: 'Add to the stock',
      description: 'A relative increment in one update under the row lock a redemption takes, so concurrent redemptions are never lost. Audited (goods.stock).',
      admin: true,
      params: IdParams,
      body: Type.Object({ quantity: Type.Integer({ description: 'Pieces to add, 1 or more' }) }),
      data: AdminGoods,
    },
    async ({ userId, params, body }) => withMessage(await mall.addStock(userId, params.id, body.quantity), 'mallStockAdded'),
  );
  route.delete(
    '/api/admin/mall/goods/:id',
    {
      operationId: 'adminDeleteGoods',
      summary: 'Delete goods nobody redeemed',
      description: 'Goods with a redemption are refused (400): take them off the shelf instead. Audited (goods.delete).',
      admin: true,
      params: IdParams,
      data: Type.Object({ id: Id() }, { title: 'DeletedGoods' }),
    },
    async ({ userId, params }) => withMessage(await mall.remove(userId, params.id), 'mallGoodsDeleted'),
  );
  route.get(
    '/api/admin/mall/redemptions',
    {
      operationId: 'adminMallRedemptions',
      summary: 'Redemptions, newest first, filtered and paged',
      admin: true,
      query: Type.Object({ ...GridPaging, status: Type.Optional(RedemptionStatus), goods_id: Type.Optional(Id()), keyword: Keywords({ description: "In the person's name" }) }),
      data: PageOf('AdminRedemptionPage', AdminRedemption),
    },
    ({ query }) => mall.redemptions({ status: query.status, goodsId: query.goods_id, keyword: query.keyword?.trim() || undefined }, query.page, query.limit),
  );
  route.post(
    '/api/admin/mall/redemptions/collected',
    {
      operationId: 'adminMarkRedemptionsCollected',
      summary: 'Mark redemptions collected, all or none',
      description: 'Any missing or already collected redemption refuses the whole request (422 on ids, naming them), nothing changed. Audited (redemption.collect).',
      admin: true,
      body: Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: 200 }) }),
      data: Type.Object({ ids: Type.Array(Id()), status: RedemptionStatus }, { title: 'RedemptionsCollected' }),
    },
    async ({ userId, body }) => withMessage(await mall.markCollected(userId, body.ids), 'shopCollected'),
  );
}
