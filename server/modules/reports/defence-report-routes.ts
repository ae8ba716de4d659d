import { Type, type TLiteral } from 'typebox';
import type { Routes } from '../../core/http/route.js';
import { GridPaging, Id, Int, Nullable, Unix } from '../../core/http/schema-kit.js';
import { DEFENCE_RESULTS, DEFENCE_RESULT_SORTS, type DefenceResult, type DefenceResultSort } from './defence-report-shapes.js';
import type { DefenceReportInput } from './defence-report.js';
import type { ReportRouteKit } from './exam-report-routes.js';
import { DAY_PATTERN } from './exam-report.js';
import type { ReportsService } from './reports-service.js';

const RESULT =
  'passed: reviewed with a score at or above the pass score; failed: reviewed below it; not_assessed: not reviewed (absent, or waiting for the examiner).';

/**
 * The defence results report's routes: each participant of the defences with the score and
 * result, the totals, and its XLSX and CSV export. Registered by reportRoutes (routes.ts),
 * behind the back office's guard.
 */
export function defenceReportRoutes(route: Routes, reports: ReportsService, { exportRoute, literals, direction, DepartmentFilter }: ReportRouteKit) {
  const day = (description: string) => Type.Optional(Type.String({ pattern: DAY_PATTERN, description }));
  const Filters = {
    department_id: DepartmentFilter,
    from: day('First company day the defences start on, YYYY-MM-DD (default: none)'),
    to: day('Last company day the defences start on, YYYY-MM-DD, included (default: none)'),
  };
  const Order = {
    sort: Type.Optional(literals(DEFENCE_RESULT_SORTS, { default: 'starts_at', description: 'The column to sort by' })),
    order: Type.Optional(literals(['asc', 'desc'] as const, { default: 'desc' })),
  };
  const Item = Type.Object(
    {
      user_id: Id(),
      account: Type.String(),
      name: Type.String(),
      department_id: Nullable(Id()),
      department_name: Nullable(Type.String()),
      defence_id: Id(),
      title: Type.String({ description: "The defence's title" }),
      starts_at: Unix('When the defence starts, unix seconds'),
      full_score: Type.Number(),
      pass_score: Type.Number(),
      score: Nullable(Type.Number({ description: 'The reviewed score; null until reviewed' })),
      result: Type.Union(DEFENCE_RESULTS.map((value) => Type.Literal(value)) as [TLiteral<DefenceResult>], { description: RESULT }),
    },
    { title: 'DefenceResultsReportItem' },
  );
  const Totals = Type.Object(
    {
      participants: Int({ description: 'Rows: participants of the defences' }),
      assessed: Int({ description: 'Of them, those reviewed (passed or failed)' }),
      passed: Int(),
      pass_rate: Nullable(Type.Number({ minimum: 0, maximum: 1, description: 'passed / assessed; null with none assessed' })),
    },
    { title: 'DefenceResultsTotals' },
  );
  const Page = Type.Object({ list: Type.Array(Item), total: Type.Integer(), current_page: Type.Integer(), totals: Totals }, { title: 'DefenceResultsReportPage' });

  const input = (query: { department_id?: unknown; from?: unknown; to?: unknown }): DefenceReportInput => ({
    departmentId: query.department_id as number | undefined,
    from: query.from as string | undefined,
    to: query.to as string | undefined,
  });
  const sort = (query: { sort?: unknown }) => (query.sort ?? 'starts_at') as DefenceResultSort;

  route.get(
    '/api/admin/reports/defences',
    {
      operationId: 'adminDefenceResultsReport',
      summary: 'Each participant of the defences: score and result, with the totals',
      description: `One row per participant of each defence starting in the days asked (people of the department asked). ${RESULT} Pass rate: passed / assessed. Its rows as a file: GET /api/admin/reports/defences/export?format=xlsx|csv with the same filters and sort.`,
      admin: true,
      query: Type.Object({ ...GridPaging, ...Filters, ...Order }),
      data: Page,
    },
    ({ query }) => reports.defences.list(input(query), sort(query), direction(query.order, 'desc'), query.page, query.limit),
  );

  exportRoute('defences', Type.Object({ ...Filters, ...Order }), (query) => ({ report: 'defences', filter: input(query), sort: sort(query), order: direction(query.order as string | undefined, 'desc') }));
}
