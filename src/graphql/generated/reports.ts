/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a person is assigned. */
export type AssignmentKind =
  /** A required course (every employee's). */
  | 'COURSE'
  /** A learning map. */
  | 'MAP'
  /** An online training. */
  | 'ONLINE_TRAINING'
  /** A learning task. */
  | 'TASK'
  /** An offline training (finished once enrolled and held). */
  | 'TRAINING';

/** The columns the completion report sorts by. */
export type CompletionReportOrderField =
  /** The person's account. */
  | 'ACCOUNT'
  /** The deadline (none last). */
  | 'DEADLINE'
  /** The person's department. */
  | 'DEPARTMENT'
  /** When it was finished (not finished last). */
  | 'FINISHED_AT'
  /** The assignment's title. */
  | 'ITEM'
  /** The kind of assignment. */
  | 'KIND'
  /** The person's name. */
  | 'NAME'
  /** The progress. */
  | 'PROGRESS'
  /** Finished or not. */
  | 'STATUS';

/** Where an assignment stands. */
export type CompletionStatus =
  /** Finished. */
  | 'FINISHED'
  /** Not finished and past its deadline. */
  | 'OVERDUE'
  /** Not finished (overdue or not). */
  | 'UNFINISHED';

/** A participant's result in a defence. */
export type DefenceResult =
  /** Reviewed, below the pass score. */
  | 'FAILED'
  /** Not reviewed: absent, or waiting for the examiner. */
  | 'NOT_ASSESSED'
  /** Reviewed, at or above the pass score. */
  | 'PASSED';

/** The columns the defence results report sorts by. */
export type DefenceResultsReportOrderField =
  /** The participant's department. */
  | 'DEPARTMENT'
  /** The participant's name. */
  | 'NAME'
  /** The result. */
  | 'RESULT'
  /** The reviewed score (none last). */
  | 'SCORE'
  /** When the defence starts. */
  | 'STARTS_AT'
  /** The defence's title. */
  | 'TITLE';

/** The columns an exam's question table sorts by. */
export type ExamQuestionOrderField =
  /** The share of the examinees who answered it correctly (none last). */
  | 'CORRECT_RATE'
  /** The discrimination index (none last). */
  | 'DISCRIMINATION'
  /** The question's place in the exam. */
  | 'POSITION'
  /** The kind of question. */
  | 'TYPE';

/** The columns the exam results report sorts by. */
export type ExamResultsReportOrderField =
  /** Marked attempts. */
  | 'ATTEMPTS'
  /** The best scores' average (none last). */
  | 'AVERAGE_SCORE'
  /** The best attempts' average time taken (none last). */
  | 'AVERAGE_TIME'
  /** People with a marked attempt. */
  | 'EXAMINEES'
  /** When the exam opens. */
  | 'EXAM_START'
  /** The share of the examinees who passed (none last). */
  | 'PASS_RATE'
  /** The exam's title. */
  | 'TITLE';

/** The columns the forum activity report sorts by. */
export type ForumActivityReportOrderField =
  /** Active people. */
  | 'ACTIVE_PEOPLE'
  /** Comments and replies. */
  | 'COMMENTS'
  /** The department's name. */
  | 'DEPARTMENT'
  /** Likes received. */
  | 'LIKES_RECEIVED'
  /** The company month. */
  | 'MONTH'
  /** Posts. */
  | 'POSTS';

/** Whether a department or position is offered for new people. */
export type OrganisationStatus =
  /** Offered in pickers; people can be moved into it. */
  | 'ACTIVE'
  /** Kept for those who name it; offered for nothing new. */
  | 'DISABLED';

/** The kind of a question: how it is answered. */
export type QuestionType =
  /** Fill in the blanks: one text per blank. */
  | 'FILL_IN'
  /** Indefinite choice: one or more options (how many are right is not said). */
  | 'INDEFINITE_CHOICE'
  /** Multiple choice: every right option. */
  | 'MULTIPLE_CHOICE'
  /** Short answer: one text, marked by an examiner. */
  | 'SHORT_ANSWER'
  /** Single choice: one option. */
  | 'SINGLE_CHOICE'
  /** True or false: one of two options. */
  | 'TRUE_FALSE';

/** The columns the mall redemptions report sorts by. */
export type RedemptionReportOrderField =
  /** The person's department. */
  | 'DEPARTMENT'
  /** The goods' title. */
  | 'GOODS'
  /** The person's name. */
  | 'NAME'
  /** The points spent. */
  | 'POINTS'
  /** The quantity. */
  | 'QUANTITY'
  /** When it was redeemed. */
  | 'REDEEMED_AT'
  /** Waiting or collected. */
  | 'STATUS';

/** Where a redemption of the credits mall stands. */
export type RedemptionState =
  /** Collected. */
  | 'COLLECTED'
  /** Redeemed, waiting to be collected. */
  | 'WAITING';

/** The direction of a sort. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

/** The columns the study report sorts by. */
export type StudyReportOrderField =
  /** Credits. */
  | 'CREDITS'
  /** The department's name. */
  | 'DEPARTMENT'
  /** People who studied. */
  | 'LEARNERS'
  /** The company month. */
  | 'MONTH'
  /** People with a month score. */
  | 'PEOPLE'
  /** Study time. */
  | 'STUDY_TIME';

export type ReportDashboardQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  fromMonth?: string | null | undefined;
  toMonth?: string | null | undefined;
}>;


export type ReportDashboardQuery = { reportDashboard: { fromMonth: string, toMonth: string, studySeconds: number, credits: number, months: Array<{ month: string, studySeconds: number, credits: number, learners: number }>, completion: { assigned: number, finished: number, unfinished: number, overdue: number, people: number } } };

export type StudyReportLineFragment = { id: string, month: string, departmentId: string | null, departmentName: string | null, people: number, learners: number, studySeconds: number, credits: number };

export type StudyReportQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  fromMonth?: string | null | undefined;
  toMonth?: string | null | undefined;
  orderBy?: StudyReportOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type StudyReportQuery = { studyReport: { totalCount: number, fromMonth: string, toMonth: string, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ id: string, month: string, departmentId: string | null, departmentName: string | null, people: number, learners: number, studySeconds: number, credits: number }> } };

export type CompletionReportLineFragment = { id: string, userId: string, account: string, name: string, departmentName: string | null, kind: AssignmentKind, itemId: string, itemTitle: string, finished: boolean, overdue: boolean, progress: number, finishedAt: string | null, deadline: string | null };

export type CompletionReportQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  kind?: AssignmentKind | null | undefined;
  status?: CompletionStatus | null | undefined;
  orderBy?: CompletionReportOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CompletionReportQuery = { completionReport: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ id: string, userId: string, account: string, name: string, departmentName: string | null, kind: AssignmentKind, itemId: string, itemTitle: string, finished: boolean, overdue: boolean, progress: number, finishedAt: string | null, deadline: string | null }> } };

export type ReportDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportDepartmentsQuery = { departments: Array<{ id: string, name: string, parentId: string | null, status: OrganisationStatus, employeeCount: number, sort: number }> };

export type ExamResultsReportLineFragment = { examId: string, title: string, examStart: string, fullScore: number, passScore: number, attempts: number, examinees: number, passed: number, passRate: number | null, averageScore: number | null, averageSeconds: number | null };

export type ExamResultsReportQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  orderBy?: ExamResultsReportOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExamResultsReportQuery = { examResultsReport: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ examId: string, title: string, examStart: string, fullScore: number, passScore: number, attempts: number, examinees: number, passed: number, passRate: number | null, averageScore: number | null, averageSeconds: number | null }> } };

export type ExamQuestionResultLineFragment = { questionId: string, position: number, type: QuestionType, excerpt: string, score: number, examinees: number, correct: number, correctRate: number | null, discrimination: number | null };

export type ExamResultReportQueryVariables = Exact<{
  examId: string;
  departmentId?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  questionOrderBy?: ExamQuestionOrderField | null | undefined;
  questionDirection?: SortDirection | null | undefined;
}>;


export type ExamResultReportQuery = { examResultReport: { examId: string, title: string, examStart: string, examEnd: string, fullScore: number, passScore: number, attempts: number, examinees: number, passed: number, passRate: number | null, averageScore: number | null, highestScore: number | null, lowestScore: number | null, averageSeconds: number | null, medianSeconds: number | null, distribution: Array<{ band: number, fromScore: number, toScore: number, count: number }>, questions: Array<{ questionId: string, position: number, type: QuestionType, excerpt: string, score: number, examinees: number, correct: number, correctRate: number | null, discrimination: number | null }> } | null };

export type DefenceResultsReportLineFragment = { id: string, name: string, account: string, departmentName: string | null, title: string, startsAt: string, fullScore: number, passScore: number, score: number | null, result: DefenceResult };

export type DefenceResultsReportQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  orderBy?: DefenceResultsReportOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DefenceResultsReportQuery = { defenceResultsReport: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, totals: { participants: number, assessed: number, passed: number, passRate: number | null }, nodes: Array<{ id: string, name: string, account: string, departmentName: string | null, title: string, startsAt: string, fullScore: number, passScore: number, score: number | null, result: DefenceResult }> } };

export type RedemptionReportLineFragment = { id: string, name: string, account: string, departmentName: string | null, goodsTitle: string, quantity: number, points: number, status: RedemptionState, redeemedAt: string };

export type RedemptionReportQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  orderBy?: RedemptionReportOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RedemptionReportQuery = { redemptionReport: { totalCount: number, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, totals: { redemptions: number, points: number, people: number }, nodes: Array<{ id: string, name: string, account: string, departmentName: string | null, goodsTitle: string, quantity: number, points: number, status: RedemptionState, redeemedAt: string }> } };

export type ForumActivityReportLineFragment = { id: string, month: string, departmentId: string | null, departmentName: string | null, posts: number, comments: number, likesReceived: number, activePeople: number };

export type ForumActivityReportQueryVariables = Exact<{
  departmentId?: string | null | undefined;
  fromMonth?: string | null | undefined;
  toMonth?: string | null | undefined;
  orderBy?: ForumActivityReportOrderField | null | undefined;
  direction?: SortDirection | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ForumActivityReportQuery = { forumActivityReport: { totalCount: number, fromMonth: string, toMonth: string, pageInfo: { page: number, pageSize: number, hasNextPage: boolean }, nodes: Array<{ id: string, month: string, departmentId: string | null, departmentName: string | null, posts: number, comments: number, likesReceived: number, activePeople: number }>, totals: { posts: number, comments: number, likesReceived: number, activePeople: number, topPosters: Array<{ userId: string, account: string, name: string, departmentName: string | null, posts: number, comments: number, likesReceived: number }> } } };

export const StudyReportLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}},{"kind":"Field","name":{"kind":"Name","value":"studySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]} as unknown as DocumentNode<StudyReportLineFragment, unknown>;
export const CompletionReportLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompletionReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}}]} as unknown as DocumentNode<CompletionReportLineFragment, unknown>;
export const ExamResultsReportLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamResultsReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamResultsReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examStart"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"examinees"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"averageSeconds"}}]}}]} as unknown as DocumentNode<ExamResultsReportLineFragment, unknown>;
export const ExamQuestionResultLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamQuestionResultLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamQuestionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"examinees"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctRate"}},{"kind":"Field","name":{"kind":"Name","value":"discrimination"}}]}}]} as unknown as DocumentNode<ExamQuestionResultLineFragment, unknown>;
export const DefenceResultsReportLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DefenceResultsReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceResultsReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]} as unknown as DocumentNode<DefenceResultsReportLineFragment, unknown>;
export const RedemptionReportLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RedemptionReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedemptionReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}}]}}]} as unknown as DocumentNode<RedemptionReportLineFragment, unknown>;
export const ForumActivityReportLineFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ForumActivityReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForumActivityReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"likesReceived"}},{"kind":"Field","name":{"kind":"Name","value":"activePeople"}}]}}]} as unknown as DocumentNode<ForumActivityReportLineFragment, unknown>;
export const ReportDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"toMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toMonth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromMonth"}},{"kind":"Field","name":{"kind":"Name","value":"toMonth"}},{"kind":"Field","name":{"kind":"Name","value":"studySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"studySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assigned"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"unfinished"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"people"}}]}}]}}]}}]} as unknown as DocumentNode<ReportDashboardQuery, ReportDashboardQueryVariables>;
export const StudyReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"toMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"fromMonth"}},{"kind":"Field","name":{"kind":"Name","value":"toMonth"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyReportLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"people"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}},{"kind":"Field","name":{"kind":"Name","value":"studySeconds"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}}]}}]} as unknown as DocumentNode<StudyReportQuery, StudyReportQueryVariables>;
export const CompletionReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompletionReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignmentKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionReportOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completionReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompletionReportLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompletionReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompletionReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}}]} as unknown as DocumentNode<CompletionReportQuery, CompletionReportQueryVariables>;
export const ReportDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<ReportDepartmentsQuery, ReportDepartmentsQueryVariables>;
export const ExamResultsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamResultsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamResultsReportOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examResultsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamResultsReportLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamResultsReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamResultsReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examStart"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"examinees"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"averageSeconds"}}]}}]} as unknown as DocumentNode<ExamResultsReportQuery, ExamResultsReportQueryVariables>;
export const ExamResultReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamResultReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionOrderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamQuestionOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examResultReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionOrderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionOrderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examStart"}},{"kind":"Field","name":{"kind":"Name","value":"examEnd"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"examinees"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"highestScore"}},{"kind":"Field","name":{"kind":"Name","value":"lowestScore"}},{"kind":"Field","name":{"kind":"Name","value":"averageSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"medianSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"fromScore"}},{"kind":"Field","name":{"kind":"Name","value":"toScore"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamQuestionResultLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamQuestionResultLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamQuestionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"examinees"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctRate"}},{"kind":"Field","name":{"kind":"Name","value":"discrimination"}}]}}]} as unknown as DocumentNode<ExamResultReportQuery, ExamResultReportQueryVariables>;
export const DefenceResultsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefenceResultsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceResultsReportOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defenceResultsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"assessed"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DefenceResultsReportLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DefenceResultsReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceResultsReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]} as unknown as DocumentNode<DefenceResultsReportQuery, DefenceResultsReportQueryVariables>;
export const RedemptionReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedemptionReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RedemptionReportOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemptionReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redemptions"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"people"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RedemptionReportLine"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RedemptionReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RedemptionReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}}]}}]} as unknown as DocumentNode<RedemptionReportQuery, RedemptionReportQueryVariables>;
export const ForumActivityReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForumActivityReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toMonth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ForumActivityReportOrderField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forumActivityReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"departmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"departmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"toMonth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toMonth"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"fromMonth"}},{"kind":"Field","name":{"kind":"Name","value":"toMonth"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ForumActivityReportLine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"likesReceived"}},{"kind":"Field","name":{"kind":"Name","value":"activePeople"}},{"kind":"Field","name":{"kind":"Name","value":"topPosters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"likesReceived"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ForumActivityReportLine"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ForumActivityReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentName"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"likesReceived"}},{"kind":"Field","name":{"kind":"Name","value":"activePeople"}}]}}]} as unknown as DocumentNode<ForumActivityReportQuery, ForumActivityReportQueryVariables>;