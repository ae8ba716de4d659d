import type { GraphContext } from '../context.js';
import { connection, pageOf, restPaging, type PageArgs, type RestPage } from '../paging.js';
import { fromUnixSeconds } from '../scalars.js';
import { examReportQueries, examReportTypes } from './exam-resolvers.js';
import { defenceReportQueries, defenceReportTypes } from './defence-resolvers.js';
import { redemptionReportQueries, redemptionReportTypes } from './redemption-resolvers.js';
import { forumReportQueries, forumReportTypes } from './forum-resolvers.js';

/** The back office's report routes (the back-office token the request carries goes with each). */
const ROUTES = {
  completion: '/api/admin/reports/completion',
  study: '/api/admin/reports/study',
  dashboard: '/api/admin/reports/dashboard',
} as const;

/** A completion row as REST answers it. */
interface CompletionData {
  user_id: number;
  account: string;
  name: string;
  department_name: string | null;
  kind: string;
  item_id: number;
  item_title: string;
  finished: boolean;
  overdue: boolean;
  progress: number;
  finished_at: number | null;
  deadline: number | null;
}

/** A study row as REST answers it. */
interface StudyData {
  month: string;
  department_id: number | null;
  department_name: string | null;
  people: number;
  learners: number;
  study_seconds: number;
  credits: number;
}

interface DashboardData {
  from: string;
  to: string;
  study: { study_seconds: number; credits: number; months: { month: string; study_seconds: number; credits: number; learners: number }[] };
  completion: { assigned: number; finished: number; unfinished: number; overdue: number; people: number };
}

/** REST's kind of each AssignmentKind. */
const KIND = { COURSE: 'course', TASK: 'task', ONLINE_TRAINING: 'online_training', MAP: 'map', TRAINING: 'training' } as const;
const STATUS = { FINISHED: 'finished', UNFINISHED: 'unfinished', OVERDUE: 'overdue' } as const;
const COMPLETION_ORDER = { NAME: 'name', ACCOUNT: 'account', DEPARTMENT: 'department', KIND: 'kind', ITEM: 'item', STATUS: 'status', PROGRESS: 'progress', DEADLINE: 'deadline', FINISHED_AT: 'finished_at' } as const;
const STUDY_ORDER = { MONTH: 'month', DEPARTMENT: 'department', PEOPLE: 'people', LEARNERS: 'learners', STUDY_TIME: 'study_seconds', CREDITS: 'credits' } as const;

interface CompletionArgs extends PageArgs {
  departmentId?: string | null;
  /** AssignmentKind's internal value (REST's kind: the enum's resolver maps it). */
  kind?: (typeof KIND)[keyof typeof KIND] | null;
  itemId?: string | null;
  /** CompletionStatus's internal value (REST's status). */
  status?: (typeof STATUS)[keyof typeof STATUS] | null;
  orderBy: keyof typeof COMPLETION_ORDER;
  direction: 'ASC' | 'DESC';
}

interface MonthsArgs {
  departmentId?: string | null;
  fromMonth?: string | null;
  toMonth?: string | null;
}

interface StudyArgs extends PageArgs, MonthsArgs {
  orderBy: keyof typeof STUDY_ORDER;
  direction: 'ASC' | 'DESC';
}

const months = (args: MonthsArgs) => ({ department_id: args.departmentId ?? undefined, from: args.fromMonth ?? undefined, to: args.toMonth ?? undefined });

export const reportsResolvers = {
  Query: {
    completionReport: async (_: unknown, args: CompletionArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = {
        ...restPaging(page),
        department_id: args.departmentId ?? undefined,
        kind: args.kind ?? undefined,
        item_id: args.itemId ?? undefined,
        status: args.status ?? undefined,
        sort: COMPLETION_ORDER[args.orderBy],
        order: args.direction === 'DESC' ? 'desc' : 'asc',
      };
      return connection(await rest.get<RestPage<CompletionData>>(ROUTES.completion, {}, query), page);
    },
    studyReport: async (_: unknown, args: StudyArgs, { rest }: GraphContext) => {
      const page = pageOf(args);
      const query = { ...restPaging(page), ...months(args), sort: STUDY_ORDER[args.orderBy], order: args.direction === 'ASC' ? 'asc' : 'desc' };
      const answer = await rest.get<RestPage<StudyData> & { from: string; to: string }>(ROUTES.study, {}, query);
      return { ...connection(answer, page), fromMonth: answer.from, toMonth: answer.to };
    },
    reportDashboard: async (_: unknown, args: MonthsArgs, { rest }: GraphContext) => {
      const answer = await rest.get<DashboardData>(ROUTES.dashboard, {}, months(args));
      return {
        fromMonth: answer.from,
        toMonth: answer.to,
        studySeconds: answer.study.study_seconds,
        credits: answer.study.credits,
        months: answer.study.months.map((month) => ({ month: month.month, studySeconds: month.study_seconds, credits: month.credits, learners: month.learners })),
        completion: answer.completion,
      };
    },
    ...examReportQueries,
    ...defenceReportQueries,
    ...redemptionReportQueries,
    ...forumReportQueries,
  },
  CompletionReportRow: {
    id: (row: CompletionData) => `${row.user_id}:${row.kind}:${row.item_id}`,
    userId: (row: CompletionData) => String(row.user_id),
    departmentName: (row: CompletionData) => row.department_name,
    kind: (row: CompletionData) => row.kind,
    itemId: (row: CompletionData) => String(row.item_id),
    itemTitle: (row: CompletionData) => row.item_title,
    finishedAt: (row: CompletionData) => fromUnixSeconds(row.finished_at),
    deadline: (row: CompletionData) => fromUnixSeconds(row.deadline),
  },
  StudyReportRow: {
    id: (row: StudyData) => `${row.month}:${row.department_id ?? 'none'}`,
    departmentId: (row: StudyData) => (row.department_id === null ? null : String(row.department_id)),
    departmentName: (row: StudyData) => row.department_name,
    studySeconds: (row: StudyData) => row.study_seconds,
  },
  /** REST's kind. */
  AssignmentKind: KIND,
  CompletionStatus: STATUS,
  ...examReportTypes,
  ...defenceReportTypes,
  ...redemptionReportTypes,
  ...forumReportTypes,
};
