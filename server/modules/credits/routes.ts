import { Type } from 'typebox';
import { QUANTITY_MAX } from '../../../src/shared/shop-rules.js';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, PageOf } from '../../core/http/schema-kit.js';
import type { CreditsService } from './credits-service.js';
import { ByTime, ByType, Converted, Entry, Goods, GoodsInfo, RankRow, Ranks, RedemptionRecord, Rule, Status, Summary } from './schemas.js';

const RankQuery = Type.Object({
  with_department: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '1: only the caller\'s department' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});

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
      data: PageOf('ShopRecordPage', RedemptionRecord),
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
