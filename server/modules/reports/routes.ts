import { Type, type TLiteral, type TSchema } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, Int, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { EXPORT_FORMATS, type ExportFormat } from './report-export.js';
import { ASSIGNMENT_KINDS, COMPLETION_SORTS, STUDY_SORTS, type AssignmentKind, type CompletionFilter, type CompletionSort, type Direction, type StudySort } from './report-shapes.js';
import { MONTH_PATTERN, type ExportRequest, type ReportsService, type StudyInput } from './reports-service.js';
import { examReportRoutes } from './exam-report-routes.js';
import { defenceReportRoutes } from './defence-report-routes.js';
import { redemptionReportRoutes } from './redemption-report-routes.js';
import { forumReportRoutes } from './forum-report-routes.js';

const literals = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) => Type.Union(values.map((value) => Type.Literal(value)) as [TLiteral<T>], options);

const Order = Type.Optional(literals(['asc', 'desc'] as const, { default: 'asc' }));
const Month = (description: string) => Type.Optional(Type.String({ pattern: MONTH_PATTERN, description }));
const DepartmentFilter = Type.Optional(Id({ description: 'Rows of the people of this department and of the departments below it' }));

const CompletionFilters = {
  department_id: DepartmentFilter,
  kind: Type.Optional(literals(ASSIGNMENT_KINDS, { description: 'course (required), task, online_training, map or training (offline)' })),
  item_id: Type.Optional(Id({ description: 'One course, task, map or training (with kind)' })),
  status: Type.Optional(literals(['finished', 'unfinished', 'overdue'] as const, { description: 'finished; unfinished (not finished); overdue (not finished, past the deadline)' })),
};
const CompletionOrder = {
  sort: Type.Optional(literals(COMPLETION_SORTS, { default: 'name', description: 'The column to sort by' })),
  order: Order,
};

const StudyFilters = {
  department_id: DepartmentFilter,
  from: Month('First company month, YYYY-MM (default: eleven months before `to`)'),
  to: Month('Last company month, YYYY-MM (default: this month)'),
};
const StudyOrder = {
  sort: Type.Optional(literals(STUDY_SORTS, { default: 'month', description: 'The column to sort by' })),
  order: Type.Optional(literals(['asc', 'desc'] as const, { default: 'desc' })),
};

const CompletionItem = Type.Object(
  {
    user_id: Id(),
    account: Type.String(),
    name: Type.String(),
    department_id: Nullable(Id()),
    department_name: Nullable(Type.String()),
    kind: literals(ASSIGNMENT_KINDS),
    item_id: Id({ description: 'The course, task, map or training' }),
    item_title: Type.String(),
    finished: Type.Boolean(),
    progress: Int({ description: 'Percent' }),
    finished_at: Nullable(Unix('When it was finished, unix seconds')),
    deadline: Nullable(Unix('The deadline, unix seconds; null: none')),
    overdue: Type.Boolean({ description: 'Not finished and past the deadline' }),
  },
  { title: 'CompletionReportItem' },
);

const CompletionTotals = Type.Object(
  {
    assigned: Int({ description: 'Rows: assignments of people' }),
    finished: Int(),
    unfinished: Int(),
    overdue: Int({ description: 'Not finished, past the deadline' }),
    people: Int({ description: 'People with any assignment' }),
  },
  { title: 'CompletionReportTotals' },
);

const StudyItem = Type.Object(
  {
    month: Type.String({ description: 'Company month, YYYY-MM' }),
    department_id: Nullable(Id()),
    department_name: Nullable(Type.String()),
    people: Int({ description: 'People of the department with a month score' }),
    learners: Int({ description: 'Of them, those who studied' }),
    study_seconds: Int(),
    credits: Int(),
  },
  { title: 'StudyReportItem' },
);

const StudyPage = Type.Object(
  { list: Type.Array(StudyItem), total: Type.Integer(), current_page: Type.Integer(), from: Type.String({ description: 'The first month read' }), to: Type.String({ description: 'The last month read' }) },
  { title: 'StudyReportPage' },
);

const Dashboard = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    study: Type.Object(
      {
        study_seconds: Int({ description: 'The study report rows summed' }),
        credits: Int({ description: 'The study report rows summed' }),
        months: Type.Array(Type.Object({ month: Type.String(), study_seconds: Int(), credits: Int(), learners: Int() }, { title: 'ReportMonth' })),
      },
      { title: 'StudyReportTotals' },
    ),
    completion: CompletionTotals,
  },
  { title: 'ReportDashboard' },
);

const direction = (order: string | undefined, fallback: Direction): Direction => (order === 'asc' || order === 'desc' ? order : fallback);

function completionFilter(query: { department_id?: number; kind?: string; item_id?: number; status?: string }): CompletionFilter {
  return { departmentId: query.department_id, kind: query.kind as AssignmentKind | undefined, itemId: query.item_id, status: query.status as CompletionFilter['status'] };
}

function studyInput(query: { department_id?: number; from?: string; to?: string }): StudyInput {
  return { departmentId: query.department_id, from: query.from, to: query.to };
}

const EXPORT_NOTE = (report: string) => `Its rows as a file: GET /api/admin/reports/${report}/export?format=xlsx|csv with the same filters and sort (streamed; headers in the reader's language).`;

/** The back office's reports (/api/admin/reports/..., behind the back office's guard). */
export function reportRoutes(scopes: RouteScopes, { reports }: { reports: ReportsService }) {
  const route = routes(scopes, ['admin']);
  route.get(
    '/api/admin/reports/dashboard',
    {
      operationId: 'adminReportDashboard',
      summary: 'The reports dashboard: study time and credits by month, completion figures',
      description: 'Each figure is the sum of the rows of its report (study, completion) with the same filters.',
      admin: true,
      query: Type.Object(StudyFilters),
      data: Dashboard,
    },
    ({ query }) => reports.dashboard(studyInput(query)),
  );
  route.get(
    '/api/admin/reports/completion',
    {
      operationId: 'adminCompletionReport',
      summary: 'Completion of the required courses, tasks, online trainings, maps and offline trainings, per person',
      description: `One row per person and assignment: finished or not, progress, deadline. ${EXPORT_NOTE('completion')}`,
      admin: true,
      query: Type.Object({ ...GridPaging, ...CompletionFilters, ...CompletionOrder }),
      data: PageOf('CompletionReportPage', CompletionItem),
    },
    ({ query }) => reports.completion(completionFilter(query), (query.sort ?? 'name') as CompletionSort, direction(query.order, 'asc'), query.page, query.limit),
  );
  route.get(
    '/api/admin/reports/completion/summary',
    { operationId: 'adminCompletionReportSummary', summary: 'The completion report rows counted', admin: true, query: Type.Object(CompletionFilters), data: CompletionTotals },
    ({ query }) => reports.completionSummary(completionFilter(query)),
  );
  route.get(
    '/api/admin/reports/study',
    {
      operationId: 'adminStudyReport',
      summary: 'Study time and credits by department and company month',
      description: `One row per department (its own people) and month, from the month scores. ${EXPORT_NOTE('study')}`,
      admin: true,
      query: Type.Object({ ...GridPaging, ...StudyFilters, ...StudyOrder }),
      data: StudyPage,
    },
    ({ query }) => reports.study(studyInput(query), (query.sort ?? 'month') as StudySort, direction(query.order, 'desc'), query.page, query.limit),
  );

  // Files, not envelopes: left out of the API reference (each report's description names its export).
  const exportRoute = <Q extends TSchema>(report: ExportRequest['report'], filters: Q, request: (query: Record<string, unknown>) => ExportRequest) => {
    scopes.guarded.get<{ Querystring: Record<string, unknown> & { format?: ExportFormat } }>(
      `/api/admin/reports/${report}/export`,
      {
        schema: { hide: true, querystring: Type.Object({ format: Type.Optional(literals(EXPORT_FORMATS, { default: 'xlsx' })), ...(filters as unknown as { properties: Record<string, TSchema> }).properties }) },
        config: { guarded: 'admin' },
      },
      async (http, reply) => {
        const file = await reports.export(request(http.query), http.query.format ?? 'xlsx', http.locale);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${report}.${http.query.format ?? 'xlsx'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
  exportRoute('completion', Type.Object({ ...CompletionFilters, ...CompletionOrder }), (query) => ({
    report: 'completion',
    filter: completionFilter(query),
    sort: (query.sort ?? 'name') as CompletionSort,
    order: direction(query.order as string | undefined, 'asc'),
  }));
  exportRoute('study', Type.Object({ ...StudyFilters, ...StudyOrder }), (query) => ({
    report: 'study',
    filter: studyInput(query),
    sort: (query.sort ?? 'month') as StudySort,
    order: direction(query.order as string | undefined, 'desc'),
  }));

  // The exam results report (exam-report-routes.ts).
  examReportRoutes(route, reports, { exportRoute, literals, direction, DepartmentFilter });
  // The defence results report (defence-report-routes.ts).
  defenceReportRoutes(route, reports, { exportRoute, literals, direction, DepartmentFilter });
  // The mall redemptions report (redemption-report-routes.ts).
  redemptionReportRoutes(route, reports, { exportRoute, literals, direction, DepartmentFilter });
  // The forum activity report (forum-report-routes.ts).
  forumReportRoutes(route, reports, { exportRoute, literals, direction, DepartmentFilter });
}
