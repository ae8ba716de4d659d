import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';

/**
 * The defence results report's fields (spread into reportsResolvers): the back office's REST
 * route, called with the back-office token the request carries.
 */
const ROUTES = { defences: '/api/admin/reports/defences' } as const;

/** A participant as REST answers it. */
interface DefenceRowData {
  user_id: number;
  account: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
  defence_id: number;
  title: string;
  starts_at: number;
  full_score: number;
  pass_score: number;
  score: number | null;
  result: 'passed' | 'failed' | 'not_assessed';
}

interface TotalsData {
  participants: number;
  assessed: number;
  passed: number;
  pass_rate: number | null;
}

const ORDER = { NAME: 'name', DEPARTMENT: 'department', TITLE: 'title', STARTS_AT: 'starts_at', SCORE: 'score', RESULT: 'result' } as const;

interface ListArgs extends PageArgs {
  departmentId?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
  orderBy: keyof typeof ORDER;
  direction: 'ASC' | 'DESC';
}

export const defenceReportQueries = {
  defenceResultsReport: async (_: unknown, args: ListArgs, { rest }: GraphContext) => {
    const page = pageOf(args);
    const query = {
      ...restPaging(page),
      department_id: args.departmentId ?? undefined,
      from: args.fromDate ?? undefined,
      to: args.toDate ?? undefined,
      sort: ORDER[args.orderBy],
      order: args.direction === 'ASC' ? 'asc' : 'desc',
    };
    const answer = await rest.get<RestPage<DefenceRowData> & { totals: TotalsData }>(ROUTES.defences, {}, query);
    return { ...connection(answer, page), totals: answer.totals };
  },
};

export const defenceReportTypes = {
  DefenceResultsReportRow: {
    id: (row: DefenceRowData) => `${row.defence_id}:${row.user_id}`,
    userId: (row: DefenceRowData) => String(row.user_id),
    departmentName: (row: DefenceRowData) => row.department_name,
    defenceId: (row: DefenceRowData) => String(row.defence_id),
    startsAt: (row: DefenceRowData) => fromUnixSeconds(row.starts_at),
    fullScore: (row: DefenceRowData) => row.full_score,
    passScore: (row: DefenceRowData) => row.pass_score,
  },
  DefenceResultsTotals: { passRate: (totals: TotalsData) => totals.pass_rate },
  /** REST's result. */
  DefenceResult: { PASSED: 'passed', FAILED: 'failed', NOT_ASSESSED: 'not_assessed' },
};
