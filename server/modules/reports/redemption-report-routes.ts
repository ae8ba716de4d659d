import { Type, type TLiteral } from 'typebox';
import type { Routes } from '../../core/http/route.js';
import { GridPaging, Id, Int, Nullable, Unix } from '../../core/http/schema-kit.js';
import { REDEMPTION_SORTS, REDEMPTION_STATUSES, type RedemptionSort, type RedemptionStatus } from './redemption-report-shapes.js';
import type { RedemptionReportInput } from './redemption-report.js';
import type { ReportRouteKit } from './exam-report-routes.js';
import { DAY_PATTERN } from './exam-report.js';
import type { ReportsService } from './reports-service.js';

/**
 * The mall redemptions report's routes: each redemption of the credits mall with the totals, and
 * its XLSX and CSV export. Registered by reportRoutes (routes.ts), behind the back office's guard.
 */
export function redemptionReportRoutes(route: Routes, reports: ReportsService, { exportRoute, literals, direction, DepartmentFilter }: ReportRouteKit) {
  const day = (description: string) => Type.Optional(Type.String({ pattern: DAY_PATTERN, description }));
  const Filters = {
    department_id: DepartmentFilter,
    from: day('First company day of redemption, YYYY-MM-DD (default: none)'),
    to: day('Last company day of redemption, YYYY-MM-DD, included (default: none)'),
  };
  const Order = {
    sort: Type.Optional(literals(REDEMPTION_SORTS, { default: 'created_at', description: 'The column to sort by' })),
    order: Type.Optional(literals(['asc', 'desc'] as const, { default: 'desc' })),
  };
  const Item = Type.Object(
    {
      redemption_id: Id(),
      user_id: Id(),
      account: Type.String(),
      name: Type.String(),
      department_id: Nullable(Id()),
      department_name: Nullable(Type.String()),
      goods_id: Id(),
      goods_title: Type.String(),
      quantity: Int(),
      points: Int({ description: 'Points spent: price × quantity' }),
      status: Type.Union(REDEMPTION_STATUSES.map((value) => Type.Literal(value)) as [TLiteral<RedemptionStatus>], { description: 'waiting (to be collected) or collected' }),
      created_at: Unix('When it was redeemed, unix seconds'),
      collected_at: Nullable(Unix('When it was collected, unix seconds')),
    },
    { title: 'RedemptionReportItem' },
  );
  const Totals = Type.Object(
    {
      redemptions: Int({ description: 'Rows: redemptions' }),
      points: Int({ description: 'Points spent in all' }),
      people: Int({ description: 'People who redeemed' }),
    },
    { title: 'RedemptionReportTotals' },
  );
  const Page = Type.Object({ list: Type.Array(Item), total: Type.Integer(), current_page: Type.Integer(), totals: Totals }, { title: 'RedemptionReportPage' });

  const input = (query: { department_id?: unknown; from?: unknown; to?: unknown }): RedemptionReportInput => ({
    departmentId: query.department_id as number | undefined,
    from: query.from as string | undefined,
    to: query.to as string | undefined,
  });
  const sort = (query: { sort?: unknown }) => (query.sort ?? 'created_at') as RedemptionSort;

  route.get(
    '/api/admin/reports/redemptions',
    {
      operationId: 'adminRedemptionReport',
      summary: 'Each redemption of the credits mall, with the totals',
      description:
        'One row per redemption made in the days asked (people of the department asked): goods, quantity, points, waiting or collected. Totals: redemptions, points, people. Its rows as a file: GET /api/admin/reports/redemptions/export?format=xlsx|csv with the same filters and sort.',
      admin: true,
      query: Type.Object({ ...GridPaging, ...Filters, ...Order }),
      data: Page,
    },
    ({ query }) => reports.redemptions.list(input(query), sort(query), direction(query.order, 'desc'), query.page, query.limit),
  );

  exportRoute('redemptions', Type.Object({ ...Filters, ...Order }), (query) => ({ report: 'redemptions', filter: input(query), sort: sort(query), order: direction(query.order as string | undefined, 'desc') }));
}
