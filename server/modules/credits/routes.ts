import { Type } from 'typebox';
import { QUANTITY_MAX } from '../../../src/shared/shop-rules.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { GridPaging, IdParams, Nullable, PageOf } from '../../core/http/schema-kit.js';
import type { CreditsService } from './credits-service.js';

const tags = ['credits'];

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
  { id: Type.Integer(), points: Type.Integer(), type: Type.String(), name: Type.String(), day: Type.String(), created_at: Type.Integer({ description: 'unix seconds' }) },
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

export function creditRoutes({ guarded }: RouteScopes, { credits }: { credits: CreditsService }) {
  guarded.get(
    '/api/userscore/summary',
    { schema: { operationId: 'creditSummary', tags, summary: 'Credits summary from the ledger: total, this year, this month, remaining', response: { 200: Envelope('CreditSummaryEnvelope', Summary) } } },
    async (request) => ok(request, await credits.summary(caller(request).userId)),
  );
  guarded.get(
    '/api/userscore/bytime',
    { schema: { operationId: 'creditsByTime', tags, summary: 'Credits earned per month, the last twelve months', response: { 200: Envelope('CreditsByTimeEnvelope', Type.Array(ByTime)) } } },
    async (request) => ok(request, await credits.byTime(caller(request).userId)),
  );
  guarded.get(
    '/api/userscore/bytype',
    { schema: { operationId: 'creditsByType', tags, summary: 'Credits earned per reason, the last twelve months', response: { 200: Envelope('CreditsByTypeEnvelope', Type.Array(ByType)) } } },
    async (request) => ok(request, await credits.byType(caller(request).userId, request.locale)),
  );
  guarded.get(
    '/api/userscore/rank',
    { schema: { operationId: 'creditRank', tags, summary: "The caller's ranks by credits: company and department, all time and this month", response: { 200: Envelope('CreditRankEnvelope', Ranks) } } },
    async (request) => ok(request, await credits.rank(caller(request).userId)),
  );
  guarded.get(
    '/api/userscore/ranklist',
    { schema: { operationId: 'creditRankList', tags, summary: 'Top users by all-time credits', querystring: RankQuery, response: { 200: Envelope('CreditRankListEnvelope', Type.Array(RankRow)) } } },
    async (request) => ok(request, await credits.rankList(caller(request).userId, request.query.with_department === 1, request.query.limit ?? 10)),
  );
  guarded.get(
    '/api/userscore/monthranklist',
    { schema: { operationId: 'creditMonthRankList', tags, summary: "Top users by this month's credits", querystring: RankQuery, response: { 200: Envelope('CreditMonthRankListEnvelope', Type.Array(RankRow)) } } },
    async (request) => ok(request, await credits.monthRankList(caller(request).userId, request.query.with_department === 1, request.query.limit ?? 10)),
  );
  guarded.get(
    '/api/integralRule',
    { schema: { operationId: 'integralRule', tags, summary: 'The rules the server grants credits by', response: { 200: Envelope('IntegralRuleEnvelope', Type.Array(Rule)) } } },
    async (request) => ok(request, await credits.rules(request.locale)),
  );
  guarded.get(
    '/api/learnScoreList',
    {
      schema: {
        operationId: 'learnScoreList',
        tags,
        summary: "The caller's credit ledger, newest first",
        querystring: Type.Object(GridPaging),
        response: { 200: Envelope('LearnScoreListEnvelope', PageOf('CreditEntryPage', Entry)) },
      },
    },
    async (request) => ok(request, await credits.entries(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10, request.locale)),
  );

  guarded.get(
    '/api/shopList',
    {
      schema: {
        operationId: 'shopList',
        tags: ['shop'],
        summary: 'Goods on sale in the credits mall',
        querystring: Type.Object(GridPaging),
        response: { 200: Envelope('ShopListEnvelope', PageOf('ShopGoodsPage', Goods)) },
      },
    },
    async (request) => ok(request, await credits.goods(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10)),
  );
  guarded.get(
    '/api/shopInfo/:id',
    { schema: { operationId: 'shopInfo', tags: ['shop'], summary: 'Goods detail with the caller\'s balance', params: IdParams, response: { 200: Envelope('ShopInfoEnvelope', GoodsInfo) } } },
    async (request) => ok(request, await credits.goodsInfo(caller(request).userId, request.params.id)),
  );
  guarded.post(
    '/api/convert',
    {
      schema: {
        operationId: 'convert',
        tags: ['shop'],
        summary: 'Redeem goods with credits',
        description: 'Balance, stock and the per-person limit are checked and changed in one transaction; a refusal (code 400) says which.',
        body: Type.Object({ goods_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: QUANTITY_MAX, default: 1 })) }, { additionalProperties: false }),
        response: { 200: Envelope('ConvertEnvelope', Converted) },
      },
    },
    async (request) => ok(request, await credits.convert(caller(request).userId, request.body.goods_id, request.body.quantity ?? 1), 'shopConverted'),
  );
  guarded.get(
    '/api/convertRecord',
    {
      schema: {
        operationId: 'convertRecord',
        tags: ['shop'],
        summary: "The caller's redemptions, newest first",
        querystring: Type.Object({ ...GridPaging, status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })) }),
        response: { 200: Envelope('ConvertRecordEnvelope', PageOf('ShopRecordPage', Record)) },
      },
    },
    async (request) => ok(request, await credits.records(caller(request).userId, request.query.status, request.query.page ?? 1, request.query.limit ?? 10, request.locale)),
  );
  guarded.get(
    '/api/learnScoreStatus',
    { schema: { operationId: 'learnScoreStatus', tags: ['shop'], summary: 'The states of a redemption: 1 collectable, 2 collected', response: { 200: Envelope('LearnScoreStatusEnvelope', Type.Array(Status)) } } },
    async (request) => ok(request, credits.statuses(request.locale)),
  );
  guarded.put(
    '/api/learnScoreStatus/:id',
    {
      schema: {
        operationId: 'markRedemptionCollected',
        tags: ['shop'],
        summary: 'Mark a redemption collected when it is handed out (administrators)',
        params: IdParams,
        response: { 200: Envelope('MarkCollectedEnvelope', Type.Object({ id: Type.Integer(), status: Type.Integer() }, { title: 'ShopRecordState' })) },
      },
    },
    async (request) => ok(request, await credits.markCollected(caller(request), request.params.id), 'shopCollected'),
  );
}
