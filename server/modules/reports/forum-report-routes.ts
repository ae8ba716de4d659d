import { Type } from 'typebox';
import type { Routes } from '../../core/http/route.js';
import { GridPaging, Id, Int, Nullable } from '../../core/http/schema-kit.js';
import type { ReportRouteKit } from './exam-report-routes.js';
import { FORUM_REPORT_SORTS, TOP_POSTERS, type ForumReportSort } from './forum-report-shapes.js';
import type { ForumReportInput } from './forum-report.js';
import { MONTH_PATTERN, type ReportsService } from './reports-service.js';

/** What counts, said in the routes' descriptions. */
const COUNTED =
  "In the company month it was written in: posts still shown, comments and replies still shown on posts still shown; likes received: the likes those posts have. Active people: those who posted or commented. A person counts in their own department's row (their department now).";

/**
 * The forum activity report's routes: the departments' months, the range's totals with the top
 * posters, and the XLSX and CSV export. Registered by reportRoutes (routes.ts), behind the back
 * office's guard.
 */
export function forumReportRoutes(route: Routes, reports: ReportsService, { exportRoute, literals, direction, DepartmentFilter }: ReportRouteKit) {
  const month = (description: string) => Type.Optional(Type.String({ pattern: MONTH_PATTERN, description }));
  const Filters = {
    department_id: DepartmentFilter,
    from: month('First company month, YYYY-MM (default: eleven months before `to`)'),
    to: month('Last company month, YYYY-MM (default: this month)'),
  };
  const Order = {
    sort: Type.Optional(literals(FORUM_REPORT_SORTS, { default: 'month', description: 'The column to sort by' })),
    order: Type.Optional(literals(['asc', 'desc'] as const, { default: 'desc' })),
  };
  const Figures = {
    posts: Int(),
    comments: Int({ description: 'Comments and replies' }),
    likes_received: Int({ description: "The likes the people's posts of the month have" }),
  };
  const Item = Type.Object(
    {
      month: Type.String({ description: 'Company month, YYYY-MM' }),
      department_id: Nullable(Id()),
      department_name: Nullable(Type.String()),
      ...Figures,
      active_people: Int({ description: 'People of the department who posted or commented in the month' }),
    },
    { title: 'ForumActivityReportItem' },
  );
  const Page = Type.Object(
    { list: Type.Array(Item), total: Type.Integer(), current_page: Type.Integer(), from: Type.String({ description: 'The first month read' }), to: Type.String({ description: 'The last month read' }) },
    { title: 'ForumActivityReportPage' },
  );
  const Poster = Type.Object(
    { user_id: Id(), account: Type.String(), name: Type.String(), department_name: Nullable(Type.String()), ...Figures },
    { title: 'ForumTopPoster' },
  );
  const Summary = Type.Object(
    {
      from: Type.String({ description: 'The first month read' }),
      to: Type.String({ description: 'The last month read' }),
      ...Figures,
      active_people: Int({ description: 'People who posted or commented in the range (each once)' }),
      top_posters: Type.Array(Poster, { description: `The ${TOP_POSTERS} people with the most posts (then comments, then likes received)` }),
    },
    { title: 'ForumActivityReportTotals' },
  );

  const input = (query: Record<string, unknown>): ForumReportInput => ({ departmentId: query.department_id as number | undefined, from: query.from as string | undefined, to: query.to as string | undefined });
  const sort = (query: { sort?: unknown }) => (query.sort ?? 'month') as ForumReportSort;

  route.get(
    '/api/admin/reports/forum',
    {
      operationId: 'adminForumActivityReport',
      summary: 'Forum activity by department and company month: posts, comments, likes received, active people',
      description: `One row per department (its own people) and month with any activity. ${COUNTED} Its rows as a file: GET /api/admin/reports/forum/export?format=xlsx|csv with the same filters and sort.`,
      admin: true,
      query: Type.Object({ ...GridPaging, ...Filters, ...Order }),
      data: Page,
    },
    ({ query }) => reports.forum.list(input(query), sort(query), direction(query.order, 'desc'), query.page, query.limit),
  );
  route.get(
    '/api/admin/reports/forum/summary',
    { operationId: 'adminForumActivityReportSummary', summary: "The forum activity report's totals and its top posters", description: COUNTED, admin: true, query: Type.Object(Filters), data: Summary },
    ({ query }) => reports.forum.summary(input(query)),
  );
  exportRoute('forum', Type.Object({ ...Filters, ...Order }), (query) => ({ report: 'forum', filter: input(query), sort: sort(query), order: direction(query.order as string | undefined, 'desc') }));
}
