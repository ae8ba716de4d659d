import { Type } from 'typebox';
import { Nullable, Unix } from '../../core/http/schema-kit.js';

/** The answers of the credits and mall routes (REST's shapes; the domain graph reads them as their Static types). */

export const Summary = Type.Object(
  {
    total: Type.Integer({ description: 'Credits earned in all (the ledger\'s sum)' }),
    year: Type.Integer({ description: 'Earned this company year' }),
    month: Type.Integer({ description: 'Earned this company month (what the home page shows)' }),
    spent: Type.Integer({ description: 'Spent on redemptions' }),
    remaining: Type.Integer({ description: 'What is left to spend: total less spent' }),
  },
  { title: 'CreditSummary' },
);

export const ByTime = Type.Object({ time: Type.String({ description: "Month 'YYYY-MM'" }), score: Type.Integer() }, { title: 'CreditsByTime' });
export const ByType = Type.Object(
  { type: Type.String({ description: 'Ledger reason' }), name: Type.String({ description: "The reason in the caller's language" }), score: Type.Integer(), times: Type.Integer() },
  { title: 'CreditsByType' },
);
export const Ranks = Type.Object(
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
export const RankRow = Type.Object(
  { rowno: Type.Integer(), user_id: Type.Integer(), name: Type.String(), photo: Type.String(), department_name: Type.String(), score: Type.Integer() },
  { title: 'CreditRankRow' },
);
export const Rule = Type.Object(
  {
    type: Type.String({ description: 'Ledger reason' }),
    name: Type.String(),
    description: Type.String({ description: 'What earns it and how often, in the caller\'s language' }),
    points: Nullable(Type.Integer({ description: 'Points given (the most, for the study-time rule); null: set per map' })),
    per_day: Type.Integer({ description: 'Times a day it is given; 0 no daily limit' }),
  },
  { title: 'CreditRule' },
);
export const Entry = Type.Object(
  { id: Type.Integer(), points: Type.Integer(), type: Type.String(), name: Type.String(), day: Type.String(), created_at: Unix() },
  { title: 'CreditEntry' },
);
export const Goods = Type.Object(
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
export const GoodsInfo = Type.Object({ ...Goods.properties, balance: Type.Integer({ description: "The caller's remaining credits" }) }, { title: 'ShopGoodsInfo' });
export const RedemptionRecord = Type.Object(
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
export const Status = Type.Object({ status: Type.Integer(), name: Type.String() }, { title: 'ShopRecordStatus' });
export const Converted = Type.Object(
  { id: Type.Integer(), status: Type.Integer(), points: Type.Integer({ description: 'Credits spent' }), remaining: Type.Integer(), stock: Type.Integer() },
  { title: 'ShopConverted' },
);
