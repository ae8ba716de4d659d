import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';

/**
 * The forum activity report's field (spread into reportsResolvers): the back office's REST
 * routes, called with the back-office token the request carries. The connection keeps the REST
 * query it was answered for (the months worked out by the page), so its `totals` asks the
 * summary route with the same filters, only when selected.
 */
const ROUTES = {
  forum: '/api/admin/reports/forum',
  summary: '/api/admin/reports/forum/summary',
} as const;

type Filters = Record<string, string | number | undefined>;

interface ForumRowData {
  month: string;
  department_id: number | null;
  department_name: string | null;
  posts: number;
  comments: number;
  likes_received: number;
  active_people: number;
}

interface ForumPosterData {
  user_id: number;
  account: string;
  name: string;
  department_name: string | null;
  posts: number;
  comments: number;
  likes_received: number;
}

interface ForumTotalsData {
  posts: number;
  comments: number;
  likes_received: number;
  active_people: number;
  top_posters: ForumPosterData[];
}

const ORDER = { MONTH: 'month', DEPARTMENT: 'department', POSTS: 'posts', COMMENTS: 'comments', LIKES_RECEIVED: 'likes_received', ACTIVE_PEOPLE: 'active_people' } as const;

interface ForumArgs extends PageArgs {
  departmentId?: string | null;
  fromMonth?: string | null;
  toMonth?: string | null;
  orderBy: keyof typeof ORDER;
  direction: 'ASC' | 'DESC';
}

export const forumReportQueries = {
  forumActivityReport: async (_: unknown, args: ForumArgs, { rest }: GraphContext) => {
    const page = pageOf(args);
    const asked: Filters = { department_id: args.departmentId ?? undefined, from: args.fromMonth ?? undefined, to: args.toMonth ?? undefined };
    const answer = await rest.get<RestPage<ForumRowData> & { from: string; to: string }>(ROUTES.forum, {}, { ...restPaging(page), ...asked, sort: ORDER[args.orderBy], order: args.direction === 'ASC' ? 'asc' : 'desc' });
    return { ...connection(answer, page), fromMonth: answer.from, toMonth: answer.to, filters: { ...asked, from: answer.from, to: answer.to } };
  },
};

export const forumReportTypes = {
  ForumActivityReportConnection: {
    totals: (parent: { filters: Filters }, _: unknown, { rest }: GraphContext) => rest.get<ForumTotalsData>(ROUTES.summary, {}, parent.filters),
  },
  ForumActivityTotals: {
    likesReceived: (totals: ForumTotalsData) => totals.likes_received,
    activePeople: (totals: ForumTotalsData) => totals.active_people,
    topPosters: (totals: ForumTotalsData) => totals.top_posters,
  },
  ForumActivityReportRow: {
    id: (row: ForumRowData) => `${row.month}:${row.department_id ?? 'none'}`,
    departmentId: (row: ForumRowData) => (row.department_id === null ? null : String(row.department_id)),
    departmentName: (row: ForumRowData) => row.department_name,
    likesReceived: (row: ForumRowData) => row.likes_received,
    activePeople: (row: ForumRowData) => row.active_people,
  },
  ForumTopPoster: {
    userId: (poster: ForumPosterData) => String(poster.user_id),
    departmentName: (poster: ForumPosterData) => poster.department_name,
    likesReceived: (poster: ForumPosterData) => poster.likes_received,
  },
};
