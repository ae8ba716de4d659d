/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The question to collect. */
export type CollectQuestionInput = {
  /** The question's id. */
  questionId: string;
};

/** Which exams a list shows. */
export type ExamFilter =
  /** Every exam of the user. */
  | 'ALL'
  /** Exams the user has not taken yet. */
  | 'NOT_TAKEN'
  /** Exams the user has taken. */
  | 'TAKEN';

/** Why an attempt cannot start now. */
export type ExamStartRefusal =
  /** The exam has ended. */
  | 'ENDED'
  /** Every attempt is used (and the user passed, or the exam has no make-up). */
  | 'LIMIT_REACHED'
  /** The exam is not open yet. */
  | 'NOT_OPEN'
  /** Every make-up attempt is used. */
  | 'NO_MAKEUP';

/** The kind of an exam. */
export type ExamType =
  /** The test of a course (a period of the course). */
  | 'CLASS_TEST'
  /** The exam of a learning map's stage. */
  | 'MAP_STAGE_TEST'
  /** The exam of a learning map. */
  | 'MAP_TEST'
  /** An official exam. */
  | 'OFFICIAL'
  /** The exam of an online training. */
  | 'ONLINE_TRAINING'
  /** A simulation: practice, not on the record. */
  | 'SIMULATION';

/** A medal of a ranking. */
export type Medal =
  /** Third place. */
  | 'BRONZE'
  /** First place. */
  | 'GOLD'
  /** Second place. */
  | 'SILVER';

/** A practice answer. */
export type PractiseQuestionInput = {
  /** The chosen options (choice and true/false questions), by optionId: at most 26. */
  optionIds?: Array<string> | null | undefined;
  /** The question's id (of the wrong-answer book or the collection). */
  questionId: string;
  /** One text per blank (fill-in) or the short answer's text: at most 20 texts of at most 5000 characters each, plain text. */
  texts?: Array<string> | null | undefined;
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

/** The answer to one questionnaire item. */
export type QuestionnaireAnswerInput = {
  /** The item's id. */
  itemId: string;
  /** The chosen options of a choice item, by optionId: at most 50. */
  optionIds?: Array<string> | null | undefined;
  /** The text of a text item: at most 5000 characters. */
  text?: string | null | undefined;
};

/** How a questionnaire item is answered. */
export type QuestionnaireItemKind =
  /** A mail address. */
  | 'EMAIL'
  /** A Chinese ID number (18 characters with its check digit). */
  | 'ID_NUMBER'
  /** One or more options. */
  | 'MULTIPLE'
  /** A mobile number. */
  | 'PHONE'
  /** One option. */
  | 'SINGLE'
  /** A line of text. */
  | 'TEXT'
  /** A paragraph of text. */
  | 'TEXTAREA';

/** The question to take out of the wrong-answer book. */
export type RemoveWrongQuestionInput = {
  /** The question's id. */
  questionId: string;
};

/** Where marking stands. */
export type ReviewStatus =
  /** Every answer is marked: the score is final. */
  | 'REVIEWED'
  /** Short answers wait for an examiner. */
  | 'WAITING';

/** One answer of an attempt in progress. */
export type SaveExamAnswerInput = {
  /** The attempt's id. */
  attemptId: string;
  /** The chosen options (choice and true/false questions), by optionId: at most 26. */
  optionIds?: Array<string> | null | undefined;
  /** The question's id (a question of the attempt's exam). */
  questionId: string;
  /** One text per blank (fill-in) or the short answer's text: at most 20 texts of at most 5000 characters each, plain text. */
  texts?: Array<string> | null | undefined;
};

/** The exam to start. */
export type StartExamInput = {
  /** The exam's id. */
  examId: string;
};

/** The attempt to submit. */
export type SubmitExamInput = {
  /** The attempt's id. */
  attemptId: string;
};

/** Answers to a questionnaire. */
export type SubmitQuestionnaireInput = {
  /** One answer per item answered (at most 200). */
  answers: Array<QuestionnaireAnswerInput>;
  /** The course lesson it was opened from (a questionnaire lesson): that lesson completes. */
  lessonId?: string | null | undefined;
  /** The questionnaire's id. */
  questionnaireId: string;
};

/** The question to take out of the collection. */
export type UncollectQuestionInput = {
  /** The question's id. */
  questionId: string;
};

export type ExamListItemFragment = { id: string, title: string, type: ExamType, startsAt: string, endsAt: string, durationMinutes: number, passScore: number, totalScore: number, attemptLimit: number, attemptsUsed: number, bestScore: number | null, canStart: boolean, startRefusal: ExamStartRefusal | null, lastAttempt: { id: string } | null };

export type MyExamsQueryVariables = Exact<{
  filter?: ExamFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyExamsQuery = { exams: { totalCount: number, nodes: Array<{ id: string, title: string, type: ExamType, startsAt: string, endsAt: string, durationMinutes: number, passScore: number, totalScore: number, attemptLimit: number, attemptsUsed: number, bestScore: number | null, canStart: boolean, startRefusal: ExamStartRefusal | null, lastAttempt: { id: string } | null }> } };

export type ExamQueryVariables = Exact<{
  id: string;
}>;


export type ExamQuery = { exam: { id: string, title: string, description: string, type: ExamType, startsAt: string, endsAt: string, durationMinutes: number, questionCount: number, passScore: number, totalScore: number, attemptLimit: number, attemptsLeft: number, makeupLimit: number, makeupLeft: number, canStart: boolean, startRefusal: ExamStartRefusal | null, openAttempt: { id: string } | null, myAttempts: Array<{ id: string, number: number, isMakeup: boolean, startedAt: string, submittedAt: string | null, score: number | null, reviewStatus: ReviewStatus | null, passed: boolean | null }> } | null };

export type AttemptPaperFragment = { id: string, deadline: string, serverNow: string, remainingSeconds: number, exam: { id: string, title: string }, questions: Array<{ score: number, question: { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> }, myAnswer: { optionIds: Array<string>, texts: Array<string> } | null }> };

export type PaperQuestionFragment = { score: number, question: { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> }, myAnswer: { optionIds: Array<string>, texts: Array<string> } | null };

export type AnswerFieldsFragment = { optionIds: Array<string>, texts: Array<string> };

export type QuestionFieldsFragment = { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> };

export type StartExamMutationVariables = Exact<{
  input: StartExamInput;
}>;


export type StartExamMutation = { startExam: { attempt: { id: string, deadline: string, serverNow: string, remainingSeconds: number, exam: { id: string, title: string }, questions: Array<{ score: number, question: { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> }, myAnswer: { optionIds: Array<string>, texts: Array<string> } | null }> } } };

export type ExamAttemptQueryVariables = Exact<{
  id: string;
}>;


export type ExamAttemptQuery = { examAttempt: { id: string, deadline: string, serverNow: string, remainingSeconds: number, exam: { id: string, title: string }, questions: Array<{ score: number, question: { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> }, myAnswer: { optionIds: Array<string>, texts: Array<string> } | null }> } | null };

export type SaveExamAnswerMutationVariables = Exact<{
  input: SaveExamAnswerInput;
}>;


export type SaveExamAnswerMutation = { saveExamAnswer: { questionId: string } };

export type AttemptResultFragment = { id: string, number: number, isMakeup: boolean, isSubmitted: boolean, startedAt: string, submittedAt: string | null, timeUsedSeconds: number | null, reviewStatus: ReviewStatus | null, objectiveScore: number | null, score: number | null, passed: boolean | null, correctCount: number | null, pendingCount: number | null, questionCount: number, exam: { id: string, title: string, passScore: number, totalScore: number } };

export type SubmitExamMutationVariables = Exact<{
  input: SubmitExamInput;
}>;


export type SubmitExamMutation = { submitExam: { attempt: { id: string, number: number, isMakeup: boolean, isSubmitted: boolean, startedAt: string, submittedAt: string | null, timeUsedSeconds: number | null, reviewStatus: ReviewStatus | null, objectiveScore: number | null, score: number | null, passed: boolean | null, correctCount: number | null, pendingCount: number | null, questionCount: number, exam: { id: string, title: string, passScore: number, totalScore: number } } } };

export type ExamResultQueryVariables = Exact<{
  id: string;
}>;


export type ExamResultQuery = { examAttempt: { id: string, number: number, isMakeup: boolean, isSubmitted: boolean, startedAt: string, submittedAt: string | null, timeUsedSeconds: number | null, reviewStatus: ReviewStatus | null, objectiveScore: number | null, score: number | null, passed: boolean | null, correctCount: number | null, pendingCount: number | null, questionCount: number, exam: { id: string, title: string, passScore: number, totalScore: number } } | null };

export type ExamAnalysisQueryVariables = Exact<{
  id: string;
}>;


export type ExamAnalysisQuery = { examAttempt: { id: string, exam: { id: string, title: string }, questions: Array<{ myScore: number | null, isCorrect: boolean | null, reviewStatus: ReviewStatus | null, remark: string, explanation: string, isCollected: boolean, score: number, correctAnswer: { optionIds: Array<string>, texts: Array<string> }, question: { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> }, myAnswer: { optionIds: Array<string>, texts: Array<string> } | null }> } | null };

export type WrongQuestionsQueryVariables = Exact<{
  examId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type WrongQuestionsQuery = { wrongQuestions: { totalCount: number, nodes: Array<{ examId: string, wrongCount: number, isCollected: boolean, question: { id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> } }> } };

export type CollectedQuestionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CollectedQuestionsQuery = { collectedQuestions: { totalCount: number, nodes: Array<{ id: string, type: QuestionType, content: string, blanks: number, options: Array<{ optionId: string, content: string }> }> } };

export type PractiseQuestionMutationVariables = Exact<{
  input: PractiseQuestionInput;
}>;


export type PractiseQuestionMutation = { practiseQuestion: { questionId: string, correct: boolean, removedFromWrongQuestions: boolean, explanation: string, correctAnswer: { optionIds: Array<string>, texts: Array<string> } } };

export type RemoveWrongQuestionMutationVariables = Exact<{
  input: RemoveWrongQuestionInput;
}>;


export type RemoveWrongQuestionMutation = { removeWrongQuestion: { questionId: string } };

export type CollectQuestionMutationVariables = Exact<{
  input: CollectQuestionInput;
}>;


export type CollectQuestionMutation = { collectQuestion: { questionId: string, isCollected: boolean } };

export type UncollectQuestionMutationVariables = Exact<{
  input: UncollectQuestionInput;
}>;


export type UncollectQuestionMutation = { uncollectQuestion: { questionId: string, isCollected: boolean } };

export type ClearCollectedQuestionsMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCollectedQuestionsMutation = { clearCollectedQuestions: { removedCount: number } };

export type ExamRankingQueryVariables = Exact<{
  id: string;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExamRankingQuery = { examRankingRule: string, exam: { id: string, title: string, ranking: { totalCount: number, nodes: Array<{ rank: number, learnerId: string, learnerName: string, learnerPhoto: string, score: number, timeUsedSeconds: number, medal: Medal | null }> } } | null };

export type QuestionnaireQueryVariables = Exact<{
  id: string;
}>;


export type QuestionnaireQuery = { questionnaire: { id: string, title: string, description: string, isSubmitted: boolean, submittedAt: string | null, items: Array<{ id: string, kind: QuestionnaireItemKind, title: string, isRequired: boolean, options: Array<{ optionId: string, content: string }> }> } | null };

export type SubmitQuestionnaireMutationVariables = Exact<{
  input: SubmitQuestionnaireInput;
}>;


export type SubmitQuestionnaireMutation = { submitQuestionnaire: { questionnaire: { id: string, isSubmitted: boolean, submittedAt: string | null } } };

export const ExamListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLimit"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"bestScore"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"startRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ExamListItemFragment, unknown>;
export const QuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<QuestionFieldsFragment, unknown>;
export const AnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}}]} as unknown as DocumentNode<AnswerFieldsFragment, unknown>;
export const PaperQuestionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttemptQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}}]} as unknown as DocumentNode<PaperQuestionFragment, unknown>;
export const AttemptPaperFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptPaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperQuestion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttemptQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}}]}}]} as unknown as DocumentNode<AttemptPaperFragment, unknown>;
export const AttemptResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"isMakeup"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeUsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"objectiveScore"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"correctCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}}]}}]} as unknown as DocumentNode<AttemptResultFragment, unknown>;
export const MyExamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamListItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Exam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLimit"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"bestScore"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"startRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MyExamsQuery, MyExamsQueryVariables>;
export const ExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Exam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLimit"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"makeupLimit"}},{"kind":"Field","name":{"kind":"Name","value":"makeupLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canStart"}},{"kind":"Field","name":{"kind":"Name","value":"startRefusal"}},{"kind":"Field","name":{"kind":"Name","value":"openAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"isMakeup"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]}}]} as unknown as DocumentNode<ExamQuery, ExamQueryVariables>;
export const StartExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptPaper"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttemptQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptPaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperQuestion"}}]}}]}}]} as unknown as DocumentNode<StartExamMutation, StartExamMutationVariables>;
export const ExamAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptPaper"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttemptQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptPaper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverNow"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperQuestion"}}]}}]}}]} as unknown as DocumentNode<ExamAttemptQuery, ExamAttemptQueryVariables>;
export const SaveExamAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveExamAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveExamAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveExamAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}}]}}]}}]} as unknown as DocumentNode<SaveExamAnswerMutation, SaveExamAnswerMutationVariables>;
export const SubmitExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitExamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptResult"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"isMakeup"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeUsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"objectiveScore"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"correctCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}}]}}]} as unknown as DocumentNode<SubmitExamMutation, SubmitExamMutationVariables>;
export const ExamResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"isMakeup"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeUsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"objectiveScore"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"correctCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"passScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}}]}}]} as unknown as DocumentNode<ExamResultQuery, ExamResultQueryVariables>;
export const ExamAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myScore"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"isCollected"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamAttemptQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}}]}}]} as unknown as DocumentNode<ExamAnalysisQuery, ExamAnalysisQueryVariables>;
export const WrongQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WrongQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrongQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"wrongCount"}},{"kind":"Field","name":{"kind":"Name","value":"isCollected"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<WrongQuestionsQuery, WrongQuestionsQueryVariables>;
export const CollectedQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectedQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectedQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Question"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<CollectedQuestionsQuery, CollectedQuestionsQueryVariables>;
export const PractiseQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PractiseQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PractiseQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiseQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"removedFromWrongQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionIds"}},{"kind":"Field","name":{"kind":"Name","value":"texts"}}]}}]} as unknown as DocumentNode<PractiseQuestionMutation, PractiseQuestionMutationVariables>;
export const RemoveWrongQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWrongQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveWrongQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWrongQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}}]}}]}}]} as unknown as DocumentNode<RemoveWrongQuestionMutation, RemoveWrongQuestionMutationVariables>;
export const CollectQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CollectQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"isCollected"}}]}}]}}]} as unknown as DocumentNode<CollectQuestionMutation, CollectQuestionMutationVariables>;
export const UncollectQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UncollectQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UncollectQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncollectQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"isCollected"}}]}}]}}]} as unknown as DocumentNode<UncollectQuestionMutation, UncollectQuestionMutationVariables>;
export const ClearCollectedQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearCollectedQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCollectedQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedCount"}}]}}]}}]} as unknown as DocumentNode<ClearCollectedQuestionsMutation, ClearCollectedQuestionsMutationVariables>;
export const ExamRankingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamRanking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examRankingRule"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"timeUsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"medal"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExamRankingQuery, ExamRankingQueryVariables>;
export const QuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Questionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuestionnaireQuery, QuestionnaireQueryVariables>;
export const SubmitQuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitQuestionnaireInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitQuestionnaireMutation, SubmitQuestionnaireMutationVariables>;