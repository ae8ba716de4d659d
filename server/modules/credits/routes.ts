import { Type } from 'typebox';
import { QUANTITY_MAX } from '../../../src/shared/shop-rules.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import type { CreditsService } from './credits-service.js';

const Summary = Type.Object(
  {
    total: Type.Integer({ description: 'Credits earned in all (the ledger\'s sum)' }),
    year: Type.Integer({ description: 'Earned this company year' }),
    month: Type.Integer({ description: 'Earned this company month (what the home page shows)' }),
    spent: Type.Integer({ description: 'Spent on redemptions' }),
    remaining: Type.Integer({ description: 'What is left to spend: total less spent' }),
  },
  { title: 'CreditSummary' },
);

const ByTime = Type.Object({ time: Type.String({ description: "Month 'YYYY-MM'" }), score: Type.Integer() }, { title: 'CreditsByTime' });
const ByType = Type.Object(
  { type: Type.String({ description: 'Ledger reason' }), name: Type.String({ description: "The reason in the caller's language" }), score: Type.Integer(), times: Type.Integer() },
  { title: 'CreditsByType' },
);
const Ranks = Type.Object(
  {
    score: Type.Integer({ description: 'All-time credits earned' }),
    month_score: Type.Integer(),
    company_rank: Type.Integer(),
    department_rank: Type.Integer(),
    month_company_rank: Type.Integer(),
    month_department_rank: Type.Integer(),
  },
  { title: 'CreditRanks' },
);
const RankRow = Type.Object(
  { rowno: Type.Integer(), user_id: Type.Integer(), name: Type.String(), photo: Type.String(), department_name: Type.String(), score: Type.Integer() },
  { title: 'CreditRankRow' },
);
const RankQuery = Type.Object({
  with_department: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '1: only the caller\'s department' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
const Rule = Type.Object(
  {
    type: Type.String({ description: 'Ledger reason' }),
    name: Type.String(),
    description: Type.String({ description: 'What earns it and how often, in the caller\'s language' }),
    points: Nullable(Type.Integer({ description: 'Points given (the most, for the study-time rule); null: set per map' })),
    per_day: Type.Integer({ description: 'Times a day it is given; 0 no daily limit' }),
  },
  { title: 'CreditRule' },
);
const Entry = Type.Object(
  { id: Type.Integer(), points: Type.Integer(), type: Type.String(), name: Type.String(), day: Type.String(), created_at: Unix() },
  { title: 'CreditEntry' },
);
const Goods = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    img: Type.String(),
    description: Type.String(),
    price: Type.Integer({ description: 'Credits for one' }),
    stock: Type.Integer(),
    per_person_limit: Type.Integer({ description: '0: no limit' }),
    my_count: Type.Integer({ description: 'How many the caller redeemed' }),
  },
  { title: 'ShopGoods' },
);
const GoodsInfo = Type.Object({ ...Goods.properties, balance: Type.Integer({ description: "The caller's remaining credits" }) }, { title: 'ShopGoodsInfo' });
const Record = Type.Object(
  {
    id: Type.Integer(),
    goods_id: Type.Integer(),
    title: Type.String(),
    img: Type.String(),
    quantity: Type.Integer(),
    points: Type.Integer(),
    status: Type.Integer({ description: '1 collectable, 2 collected' }),
    status_name: Type.String(),
    created_at: Type.Integer(),
    collected_at: Nullable(Type.Integer()),
  },
  { title: 'ShopRecord' },
);
const Status = Type.Object({ status: Type.Integer(), name: Type.String() }, { title: 'ShopRecordStatus' });
const Converted = Type.Object(
  { id: Type.Integer(), status: Type.Integer(), points: Type.Integer({ description: 'Credits spent' }), remaining: Type.Integer(), stock: Type.Integer() },
  { title: 'ShopConverted' },
);

export function creditRoutes(scopes: RouteScopes, { credits }: { credits: CreditsService }) {
  const route = routes(scopes, ['credits']);

  route.get(
    '/api/userscore/summary',
    { operationId: 'creditSummary', summary: 'Credits summary from the ledger: total, this year, this month, remaining', data: Summary },
    ({ userId }) => credits.summary(userId),
  );
  route.get(
    '/api/userscore/bytime',
    { operationId: 'creditsByTime', summary: 'Credits earned per month, the last twelve months', data: Type.Array(ByTime) },
    ({ userId }) => credits.byTime(userId),
  );
  route.get(
    '/api/userscore/bytype',
    { operationId: 'creditsByType', summary: 'Credits earned per reason, the last twelve months', data: Type.Array(ByType) },
    ({ userId, locale }) => credits.byType(userId, locale),
  );
  route.get(
    '/api/userscore/rank',
    { operationId: 'creditRank', summary: "The caller's ranks by credits: company and department, all time and this month", data: Ranks },
    ({ userId }) => credits.rank(userId),
  );
  route.get(
    '/api/userscore/ranklist',
    { operationId: 'creditRankList', summary: 'Top users by all-time credits', query: RankQuery, data: Type.Array(RankRow) },
    ({ userId, query }) => credits.rankList(userId, query.with_department === 1, query.limit),
  );
  route.get(
    '/api/userscore/monthranklist',
    { operationId: 'creditMonthRankList', summary: "Top users by this month's credits", query: RankQuery, data: Type.Array(RankRow) },
    ({ userId, query }) => credits.monthRankList(userId, query.with_department === 1, query.limit),
  );
  route.get(
    '/api/integralRule',
    { operationId: 'integralRule', summary: 'The rules the server grants credits by', data: Type.Array(Rule) },
    ({ locale }) => credits.rules(locale),
  );
  route.get(
    '/api/learnScoreList',
    { operationId: 'learnScoreList', summary: "The caller's credit ledger, newest first", query: Type.Object(GridPaging), data: PageOf('CreditEntryPage', Entry) },
    ({ userId, query, locale }) => credits.entries(userId, query.page, query.limit, locale),
  );

  route.get(
    '/api/shopList',
    { operationId: 'shopList', tags: ['shop'], summary: 'Goods on sale in the credits mall', query: Type.Object(GridPaging), data: PageOf('ShopGoodsPage', Goods) },
    ({ userId, query }) => credits.goods(userId, query.page, query.limit),
  );
  route.get(
    '/api/shopInfo/:id',
    { operationId: 'shopInfo', tags: ['shop'], summary: 'Goods detail with the caller\'s balance', params: IdParams, data: GoodsInfo },
    ({ userId, params }) => credits.goodsInfo(userId, params.id),
  );
  route.post(
    '/api/convert',
    {
      operationId: 'convert',
      tags: ['shop'],
      summary: 'Redeem goods with credits',
      description: 'Balance, stock and the per-person limit are checked and changed in one transaction; a refusal (code 400) says which.',
      body: Type.Object({ goods_id: Id(), quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: QUANTITY_MAX, default: 1 })) }, { additionalProperties: false }),
      data: Converted,
      msg: 'shopConverted',
    },
    ({ userId, body }) => credits.convert(userId, body.goods_id, body.quantity ?? 1),
  );
  route.get(
    '/api/convertRecord',
    {
      operationId: 'convertRecord',
      tags: ['shop'],
      summary: "The caller's redemptions, newest first",
      query: Type.Object({ ...GridPaging, status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })) }),
      data: PageOf('ShopRecordPage', Record),
    },
    ({ userId, query, locale }) => credits.records(userId, query.status, query.page, query.limit, locale),
  );
  route.get(
    '/api/learnScoreStatus',
    { operationId: 'learnScoreStatus', tags: ['shop'], summary: 'The states of a redemption: 1 collectable, 2 collected', data: Type.Array(Status) },
    ({ locale }) => credits.statuses(locale),
  );
  route.put(
    '/api/learnScoreStatus/:id',
    {
      operationId: 'markRedemptionCollected',
      tags: ['shop'],
      summary: 'Mark a redemption collected when it is handed out (administrators)',
      params: IdParams,
      data: Type.Object({ id: Type.Integer(), status: Type.Integer() }, { title: 'ShopRecordState' }),
      envelope: 'MarkCollectedEnvelope',
      msg: 'shopCollected',
    },
    ({ caller, params }) => credits.markCollected(caller, params.id),
  );
}
