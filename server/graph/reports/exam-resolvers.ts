import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';

/**
 * The exam results report's fields (spread into reportsResolvers): the back office's REST
 * routes, called with the back-office token the request carries.
 */
const ROUTES = {
  exams: '/api/admin/reports/exams',
  exam: '/api/admin/reports/exams/:id',
} as const;

/** An exam of the list as REST answers it. */
interface ExamRowData {
  exam_id: number;
  title: string;
  exam_start: number;
  exam_end: number;
  full_score: number;
  pass_score: number;
  attempts: number;
  examinees: number;
  passed: number;
  pass_rate: number | null;
  average_score: number | null;
  average_seconds: number | null;
}

interface QuestionData {
  question_id: number;
  position: number;
  type: number;
  excerpt: string;
  score: number;
  examinees: number;
  correct: number;
  correct_rate: number | null;
  discrimination: number | null;
}

interface ExamReportData extends ExamRowData {
  highest_score: number | null;
  lowest_score: number | null;
  median_seconds: number | null;
  distribution: { band: number; from: number; to: number; count: number }[];
  questions: QuestionData[];
}

const LIST_ORDER = { TITLE: 'title', EXAM_START: 'exam_start', ATTEMPTS: 'attempts', EXAMINEES: 'examinees', AVERAGE_SCORE: 'average_score', PASS_RATE: 'pass_rate', AVERAGE_TIME: 'average_seconds' } as const;
const QUESTION_ORDER = { POSITION: 'position', TYPE: 'type', CORRECT_RATE: 'correct_rate', DISCRIMINATION: 'discrimination' } as const;

interface FilterArgs {
  departmentId?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

interface ListArgs extends PageArgs, FilterArgs {
  orderBy: keyof typeof LIST_ORDER;
  direction: 'ASC' | 'DESC';
}

interface ExamArgs extends FilterArgs {
  examId: string;
  questionOrderBy: keyof typeof QUESTION_ORDER;
  questionDirection: 'ASC' | 'DESC';
}

const filters = (args: FilterArgs) => ({ department_id: args.departmentId ?? undefined, from: args.fromDate ?? undefined, to: args.toDate ?? undefined });

/** The exam's fields shared by a row of the list and one exam's report. */
const examFields = {
  examId: (row: ExamRowData) => String(row.exam_id),
  examStart: (row: ExamRowData) => fromUnixSeconds(row.exam_start),
  examEnd: (row: ExamRowData) => fromUnixSeconds(row.exam_end),
  fullScore: (row: ExamRowData) => row.full_score,
  passScore: (row: ExamRowData) => row.pass_score,
  passRate: (row: ExamRowData) => row.pass_rate,
  averageScore: (row: ExamRowData) => row.average_score,
  averageSeconds: (row: ExamRowData) => row.average_seconds,
};

export const examReportQueries = {
  examResultsReport: async (_: unknown, args: ListArgs, { rest }: GraphContext) => {
    const page = pageOf(args);
    const query = { ...restPaging(page), ...filters(args), sort: LIST_ORDER[args.orderBy], order: args.direction === 'ASC' ? 'asc' : 'desc' };
    return connection(await rest.get<RestPage<ExamRowData>>(ROUTES.exams, {}, query), page);
  },
  examResultReport: (_: unknown, args: ExamArgs, { rest }: GraphContext) =>
    rest.get<ExamReportData>(ROUTES.exam, { id: args.examId }, { ...filters(args), sort: QUESTION_ORDER[args.questionOrderBy], order: args.questionDirection === 'DESC' ? 'desc' : 'asc' }),
};

export const examReportTypes = {
  ExamResultsReportRow: examFields,
  ExamResultReport: {
    ...examFields,
    highestScore: (report: ExamReportData) => report.highest_score,
    lowestScore: (report: ExamReportData) => report.lowest_score,
    medianSeconds: (report: ExamReportData) => report.median_seconds,
  },
  ExamScoreBand: {
    fromScore: (band: ExamReportData['distribution'][number]) => band.from,
    toScore: (band: ExamReportData['distribution'][number]) => band.to,
  },
  ExamQuestionResult: {
    questionId: (question: QuestionData) => String(question.question_id),
    correctRate: (question: QuestionData) => question.correct_rate,
  },
};
