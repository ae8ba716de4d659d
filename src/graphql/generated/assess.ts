/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How the server scored an AI defence. */
export type DefenceAiScoring =
  /** Scored by the server from the transcripts. */
  | 'SCORED'
  /** Automatic scoring was unavailable (no recogniser for the language): an examiner scores it. */
  | 'UNAVAILABLE';

/** A participant's place in a defence. */
export type DefenceAttemptStatus =
  /** Entered and answering (a remote or offline session: under way). */
  | 'ANSWERING'
  /** Invited, not entered yet. */
  | 'INVITED'
  /** Reviewed: scored by an examiner or, for an AI defence, by the server. */
  | 'REVIEWED'
  /** Submitted, waiting for review (a remote or offline session: ended, waiting for its result). */
  | 'SUBMITTED';

/** How a defence is held. */
export type DefenceKind =
  /** AI: answered in the portal, scored by the server from the transcripts (or by an examiner when it cannot). */
  | 'AI'
  /** Interactive: answered in the portal by recordings and choices, scored by an examiner. */
  | 'INTERACTIVE'
  /** Offline: in person at a place; the examiner records the result. */
  | 'OFFLINE'
  /** Remote: in a live room (defenceLiveRoom); the examiner records the result. */
  | 'REMOTE';

/** An examiner's score of one question. */
export type DefenceMarkInput = {
  /** The question's id. */
  questionId: string;
  /** A remark (plain text), at most the remark limit once trimmed. */
  remark?: string | null | undefined;
  /** The score, 0 to the question's full score. */
  score: number;
};

/** The kind of a defence question. */
export type DefenceQuestionType =
  /** At least two options are chosen. */
  | 'MULTIPLE_CHOICE'
  /** One option is chosen. */
  | 'SINGLE_CHOICE'
  /** Answered by a recording. */
  | 'SPOKEN';

/** Whether a defence is reviewed (the examiners' lists). */
export type DefenceReviewStatus =
  /** Reviewed. */
  | 'REVIEWED'
  /** Waiting for review. */
  | 'UNREVIEWED';

/** The mark of one short answer. */
export type ExamMarkInput = {
  /** The question's id (a short answer of the attempt). */
  questionId: string;
  /** The remark, plain text (trimmed; at most 200 characters); left out: the answer keeps its remark. */
  remark?: string | null | undefined;
  /** The mark: 0 to the question's score (at most 1000). */
  score: number;
};

/** An examiner's scoring of a participant's defence. */
export type MarkDefenceInput = {
  /** The participant's attempt id (DefenceAssessment.id). */
  attemptId: string;
  /** Per question, each within its full score (at most 100); questions left out keep their score. */
  marks?: Array<DefenceMarkInput> | null | undefined;
  /** The assessment result (plain text), at most 100 characters once trimmed. */
  result: string;
  /** A remote or offline session without questions: its score, within the full score. */
  score?: number | null | undefined;
};

/** The marks of short answers of one attempt. */
export type MarkExamAnswersInput = {
  /** The attempt's id. */
  attemptId: string;
  /** One mark or several (1 to 200): quick marking sends one at a time. */
  marks: Array<ExamMarkInput>;
};

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

/** Where marking stands. */
export type ReviewStatus =
  /** Every answer is marked: the score is final. */
  | 'REVIEWED'
  /** Short answers wait for an examiner. */
  | 'WAITING';

export type ExamReviewRowFragment = { id: string, examId: string, examTitle: string, learnerName: string, submittedAt: string, status: ReviewStatus, shortAnswerCount: number, pendingCount: number, score: number | null, reviewedAt: string | null };

export type ExamReviewsQueryVariables = Exact<{
  status?: ReviewStatus | null | undefined;
  examId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExamReviewsQuery = { examReviews: { totalCount: number, nodes: Array<{ id: string, examId: string, examTitle: string, learnerName: string, submittedAt: string, status: ReviewStatus, shortAnswerCount: number, pendingCount: number, score: number | null, reviewedAt: string | null }> } };

export type ExamReviewQueryVariables = Exact<{
  id: string;
}>;


export type ExamReviewQuery = { examReview: { currentScore: number, totalScore: number, id: string, examId: string, examTitle: string, learnerName: string, submittedAt: string, status: ReviewStatus, shortAnswerCount: number, pendingCount: number, score: number | null, reviewedAt: string | null, questions: Array<{ score: number, reference: string, mark: number | null, isCorrect: boolean | null, remark: string, status: ReviewStatus, question: { id: string, type: QuestionType, content: string, options: Array<{ optionId: string, content: string }> }, answer: { optionIds: Array<string>, texts: Array<string> }, correctAnswer: { optionIds: Array<string>, texts: Array<string> } }> } | null };

export type MarkExamAnswersMutationVariables = Exact<{
  input: MarkExamAnswersInput;
}>;


export type MarkExamAnswersMutation = { markExamAnswers: { passed: boolean | null, review: { currentScore: number, id: string, examId: string, examTitle: string, learnerName: string, submittedAt: string, status: ReviewStatus, shortAnswerCount: number, pendingCount: number, score: number | null, reviewedAt: string | null, questions: Array<{ mark: number | null, remark: string, status: ReviewStatus, question: { id: string } }> } } };

export type DefenceAssessmentRowFragment = { id: string, defenceId: string, title: string, kind: DefenceKind, learnerName: string, startsAt: string, submittedAt: string | null, reviewedAt: string | null, sessionState: DefenceAttemptStatus, aiScoring: DefenceAiScoring | null, isReviewed: boolean, score: number | null, fullScore: number, reviewedByExaminer: boolean };

export type DefenceAssessmentsQueryVariables = Exact<{
  status?: DefenceReviewStatus | null | undefined;
  kind?: DefenceKind | null | undefined;
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DefenceAssessmentsQuery = { defenceAssessments: { totalCount: number, nodes: Array<{ id: string, defenceId: string, title: string, kind: DefenceKind, learnerName: string, startsAt: string, submittedAt: string | null, reviewedAt: string | null, sessionState: DefenceAttemptStatus, aiScoring: DefenceAiScoring | null, isReviewed: boolean, score: number | null, fullScore: number, reviewedByExaminer: boolean }> } };

export type DefenceAssessmentQueryVariables = Exact<{
  id: string;
}>;


export type DefenceAssessmentQuery = { defenceAssessment: { status: DefenceAttemptStatus, endsAt: string, place: string, passed: boolean | null, result: string, canMark: boolean, id: string, defenceId: string, title: string, kind: DefenceKind, learnerName: string, startsAt: string, submittedAt: string | null, reviewedAt: string | null, sessionState: DefenceAttemptStatus, aiScoring: DefenceAiScoring | null, isReviewed: boolean, score: number | null, fullScore: number, reviewedByExaminer: boolean, answers: Array<{ id: string, recordingUrl: string | null, chosenOptionNumbers: Array<number>, correctOptionNumbers: Array<number>, transcript: string | null, score: number | null, aiScore: number | null, remark: string, keyPoints: Array<{ id: string, text: string, isHit: boolean | null, matchedPhrase: string | null }>, question: { id: string, type: DefenceQuestionType, content: string, score: number, reference: string | null, options: Array<{ id: string, number: number, content: string }> } }> } | null };

export type MarkDefenceMutationVariables = Exact<{
  input: MarkDefenceInput;
}>;


export type MarkDefenceMutation = { markDefence: { assessment: { status: DefenceAttemptStatus, passed: boolean | null, result: string, canMark: boolean, id: string, defenceId: string, title: string, kind: DefenceKind, learnerName: string, startsAt: string, submittedAt: string | null, reviewedAt: string | null, sessionState: DefenceAttemptStatus, aiScoring: DefenceAiScoring | null, isReviewed: boolean, score: number | null, fullScore: number, reviewedByExaminer: boolean, answers: Array<{ id: string, score: number | null, remark: string }> } } };

export const ExamReviewRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shortAnswerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<ExamReviewRowFragment, unknown>;
export const DefenceAssessmentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DefenceAssessmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defenceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionState"}},{"kind":"Field","name":{"kind":"Name","value":"aiScoring"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByExaminer"}}]}}]} as unknown as DocumentNode<DefenceAssessmentRowFragment, unknown>;
export const ExamReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamReviewRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shortAnswerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<ExamReviewsQuery, ExamReviewsQueryVariables>;
export const ExamReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamReviewRow"}},{"kind":"Field","name":{"kind":"Name","value":"currentScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"answer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shortAnswerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<ExamReviewQuery, ExamReviewQueryVariables>;
export const MarkExamAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkExamAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkExamAnswersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markExamAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamReviewRow"}},{"kind":"Field","name":{"kind":"Name","value":"currentScore"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamReviewRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamReview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"shortAnswerCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<MarkExamAnswersMutation, MarkExamAnswersMutationVariables>;
export const DefenceAssessmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefenceAssessments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceReviewStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defenceAssessments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DefenceAssessmentRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DefenceAssessmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defenceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionState"}},{"kind":"Field","name":{"kind":"Name","value":"aiScoring"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByExaminer"}}]}}]} as unknown as DocumentNode<DefenceAssessmentsQuery, DefenceAssessmentsQueryVariables>;
export const DefenceAssessmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefenceAssessment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defenceAssessment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DefenceAssessmentRow"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chosenOptionNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"correctOptionNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"aiScore"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"keyPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isHit"}},{"kind":"Field","name":{"kind":"Name","value":"matchedPhrase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DefenceAssessmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defenceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionState"}},{"kind":"Field","name":{"kind":"Name","value":"aiScoring"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByExaminer"}}]}}]} as unknown as DocumentNode<DefenceAssessmentQuery, DefenceAssessmentQueryVariables>;
export const MarkDefenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkDefence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkDefenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markDefence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assessment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DefenceAssessmentRow"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"canMark"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DefenceAssessmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DefenceAssessment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defenceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionState"}},{"kind":"Field","name":{"kind":"Name","value":"aiScoring"}},{"kind":"Field","name":{"kind":"Name","value":"isReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByExaminer"}}]}}]} as unknown as DocumentNode<MarkDefenceMutation, MarkDefenceMutationVariables>;