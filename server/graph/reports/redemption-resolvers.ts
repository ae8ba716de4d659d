import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';

/**
 * The mall redemptions report's fields (spread into reportsResolvers): the back office's REST
 * route, called with the back-office token the request carries.
 */
const ROUTES = { redemptions: '/api/admin/reports/redemptions' } as const;

/** A redemption as REST answers it. */
interface RedemptionRowData {
  redemption_id: number;
  user_id: number;
  account: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
  goods_id: number;
  goods_title: string;
  quantity: number;
  points: number;
  status: 'waiting' | 'collected';
  created_at: number;
  collected_at: number | null;
}

const ORDER = { NAME: 'name', DEPARTMENT: 'department', GOODS: 'goods', QUANTITY: 'quantity', POINTS: 'points', STATUS: 'status', REDEEMED_AT: 'created_at' } as const;

interface ListArgs extends PageArgs {
  departmentId?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
  orderBy: keyof typeof ORDER;
  direction: 'ASC' | 'DESC';
}

export const redemptionReportQueries = {
  redemptionReport: async (_: unknown, args: ListArgs, { rest }: GraphContext) => {
    const page = pageOf(args);
    const query = {
      ...restPaging(page),
      department_id: args.departmentId ?? undefined,
      from: args.fromDate ?? undefined,
      to: args.toDate ?? undefined,
      sort: ORDER[args.orderBy],
      order: args.direction === 'ASC' ? 'asc' : 'desc',
    };
    const answer = await rest.get<RestPage<RedemptionRowData> & { totals: { redemptions: number; points: number; people: number } }>(ROUTES.redemptions, {}, query);
    return { ...connection(answer, page), totals: answer.totals };
  },
};

export const redemptionReportTypes = {
  RedemptionReportRow: {
    id: (row: RedemptionRowData) => String(row.redemption_id),
    userId: (row: RedemptionRowData) => String(row.user_id),
    departmentName: (row: RedemptionRowData) => row.department_name,
    goodsId: (row: RedemptionRowData) => String(row.goods_id),
    goodsTitle: (row: RedemptionRowData) => row.goods_title,
    redeemedAt: (row: RedemptionRowData) => fromUnixSeconds(row.created_at),
    collectedAt: (row: RedemptionRowData) => fromUnixSeconds(row.collected_at),
  },
  /** REST's status. */
  RedemptionState: { WAITING: 'waiting', COLLECTED: 'collected' },
};
