import { Type, type TLiteral, type TOptional, type TSchema, type TInteger, type TUnion } from 'typebox';
import type { Routes } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Int, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { EXAM_LIST_SORTS, EXAM_QUESTION_SORTS, type ExamListSort, type ExamQuestionSort } from './exam-report-shapes.js';
import { DAY_PATTERN, type ExamReportInput } from './exam-report.js';
import type { Direction } from './report-shapes.js';
import type { ExportRequest, ReportsService } from './reports-service.js';

/** What the reports' routes share (routes.ts): how an export is registered, and their schemas' helpers. */
export interface ReportRouteKit {
  exportRoute: <Q extends TSchema>(report: ExportRequest['report'], filters: Q, request: (query: Record<string, unknown>) => ExportRequest) => void;
  literals: <T extends string>(values: readonly T[], options?: Record<string, unknown>) => TUnion<TLiteral<T>[]>;
  direction: (order: string | undefined, fallback: Direction) => Direction;
  DepartmentFilter: TOptional<TInteger>;
}

/** What the attempts counted are, said in each route's description. */
const COUNTED =
  "Only marked attempts count (submitted, short answers marked); each person's best one (highest score, then the shorter time) makes the figures, every marked attempt is counted in `attempts`.";

const DISCRIMINATION =
  'Discrimination index: the examinees ranked by total score (ties: the shorter time), the upper group the top 27% and the lower group the bottom 27% (round(0.27 × examinees), at least 1); D = share of the upper group that answered correctly − share of the lower group (−1 to 1; null with fewer than two examinees).';

/**
 * The exam results report's routes: the exams with their figures, one exam's figures,
 * distribution and question analysis, and both tables' XLSX and CSV exports. Registered by
 * reportRoutes (routes.ts), behind the back office's guard.
 */
export function examReportRoutes(route: Routes, reports: ReportsService, { exportRoute, literals, direction, DepartmentFilter }: ReportRouteKit) {
  const day = (description: string) => Type.Optional(Type.String({ pattern: DAY_PATTERN, description }));
  const Filters = {
    department_id: DepartmentFilter,
    from: day('First company day of submission, YYYY-MM-DD (default: none)'),
    to: day('Last company day of submission, YYYY-MM-DD, included (default: none)'),
  };
  const ListOrder = {
    sort: Type.Optional(literals(EXAM_LIST_SORTS, { default: 'exam_start', description: 'The column to sort by' })),
    order: Type.Optional(literals(['asc', 'desc'] as const, { default: 'desc' })),
  };
  const QuestionOrder = {
    sort: Type.Optional(literals(EXAM_QUESTION_SORTS, { default: 'position', description: 'The column the questions are sorted by' })),
    order: Type.Optional(literals(['asc', 'desc'] as const, { default: 'asc' })),
  };
  const Score = (description: string) => Nullable(Type.Number({ description }));
  const Rate = (description: string) => Nullable(Type.Number({ minimum: 0, maximum: 1, description }));

  const ExamItem = Type.Object(
    {
      exam_id: Id(),
      title: Type.String(),
      exam_start: Unix('When the exam opens, unix seconds'),
      exam_end: Unix('When the exam closes, unix seconds'),
      full_score: Int(),
      pass_score: Int(),
      attempts: Int({ description: 'Marked attempts' }),
      examinees: Int({ description: 'People with a marked attempt' }),
      passed: Int({ description: 'Of them, those whose best attempt passed' }),
      pass_rate: Rate('passed / examinees, 0 to 1'),
      average_score: Score("The examinees' best scores' average"),
      average_seconds: Score('Time taken by the best attempts, seconds, averaged'),
    },
    { title: 'ExamResultsReportItem' },
  );
  const Band = Type.Object(
    {
      band: Int({ minimum: 0, maximum: 9, description: 'The tenth of the full score: 0 (below 10%) to 9 (90% to the full score)' }),
      from: Type.Number({ description: 'Its lowest score, included' }),
      to: Type.Number({ description: 'Its highest score, excluded (included in the last band)' }),
      count: Int({ description: 'Examinees whose best score falls in it' }),
    },
    { title: 'ExamScoreBand' },
  );
  const Question = Type.Object(
    {
      question_id: Id(),
      position: Int({ description: 'Its place in the exam, from 1' }),
      type: Int({ description: '1 single, 2 multiple, 3 true/false, 4 fill-in, 5 short answer, 6 indefinite choice' }),
      excerpt: Type.String({ description: 'The text without markup, its first 80 characters' }),
      score: Int({ description: 'Its points in the exam' }),
      examinees: Int(),
      correct: Int({ description: 'Examinees whose best attempt answered it correctly' }),
      correct_rate: Rate('correct / examinees'),
      discrimination: Nullable(Type.Number({ minimum: -1, maximum: 1, description: 'The discrimination index (see the route)' })),
    },
    { title: 'ExamQuestionResult' },
  );
  const Detail = Type.Object(
    {
      exam_id: Id(),
      title: Type.String(),
      exam_start: Unix(),
      exam_end: Unix(),
      full_score: Int(),
      pass_score: Int(),
      attempts: Int({ description: 'Marked attempts' }),
      examinees: Int({ description: 'People with a marked attempt' }),
      passed: Int({ description: 'Of them, those whose best attempt passed' }),
      pass_rate: Rate('passed / examinees'),
      average_score: Score('Of the best scores'),
      highest_score: Score('Of the best scores'),
      lowest_score: Score('Of the best scores'),
      average_seconds: Score('Time taken by the best attempts, seconds'),
      median_seconds: Score('Time taken by the best attempts, seconds (the middle one; the mean of the two middle ones)'),
      distribution: Type.Array(Band, { description: 'Ten bands of 10% of the full score, lowest first (none when the full score is 0)' }),
      questions: Type.Array(Question),
    },
    { title: 'ExamResultReport' },
  );

  const input = (query: { department_id?: unknown; from?: unknown; to?: unknown }): ExamReportInput => ({
    departmentId: query.department_id as number | undefined,
    from: query.from as string | undefined,
    to: query.to as string | undefined,
  });
  const listSort = (query: { sort?: unknown }) => (query.sort ?? 'exam_start') as ExamListSort;
  const questionSort = (query: { sort?: unknown }) => (query.sort ?? 'position') as ExamQuestionSort;

  route.get(
    '/api/admin/reports/exams',
    {
      operationId: 'adminExamResultsReport',
      summary: 'The exams with marked attempts: attempts, examinees, average score, pass rate, time taken',
      description: `One row per exam with a marked attempt submitted in the days asked (by people of the department asked). ${COUNTED} Its rows as a file: GET /api/admin/reports/exams/export?format=xlsx|csv with the same filters and sort.`,
      admin: true,
      query: Type.Object({ ...GridPaging, ...Filters, ...ListOrder }),
      data: PageOf('ExamResultsReportPage', ExamItem),
    },
    ({ query }) => reports.exams.list(input(query), listSort(query), direction(query.order, 'desc'), query.page, query.limit),
  );
  route.get(
    '/api/admin/reports/exams/:id',
    {
      operationId: 'adminExamResultReport',
      summary: "One exam's results: score distribution, pass rate, scores, time taken, and each question's correct rate and discrimination",
      description: `${COUNTED} ${DISCRIMINATION} A question counts as answered correctly when right in full (every blank of a fill-in; full points from the examiner for a short answer). The question table as a file: GET /api/admin/reports/exam-questions/export?exam_id=&format=xlsx|csv with the same filters and sort. 4004 when there is no such exam.`,
      admin: true,
      params: IdParams,
      query: Type.Object({ ...Filters, ...QuestionOrder }),
      data: Detail,
    },
    ({ params, query }) => reports.exams.detail(params.id, input(query), questionSort(query), direction(query.order, 'asc')),
  );

  exportRoute('exams', Type.Object({ ...Filters, ...ListOrder }), (query) => ({ report: 'exams', filter: input(query), sort: listSort(query), order: direction(query.order as string | undefined, 'desc') }));
  exportRoute('exam-questions', Type.Object({ exam_id: Id({ description: 'The exam' }), ...Filters, ...QuestionOrder }), (query) => ({
    report: 'exam-questions',
    examId: query.exam_id as number,
    filter: input(query),
    sort: questionSort(query),
    order: direction(query.order as string | undefined, 'asc'),
  }));
}
