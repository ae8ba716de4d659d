/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A medal of a ranking. */
export type Medal =
  /** Third place. */
  | 'BRONZE'
  /** First place. */
  | 'GOLD'
  /** Second place. */
  | 'SILVER';

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

/** Answers to a questionnaire. */
export type SubmitQuestionnaireInput = {
  /** One answer per item answered (at most 200). */
  answers: Array<QuestionnaireAnswerInput>;
  /** The course lesson it was opened from (a questionnaire lesson): that lesson completes. */
  lessonId?: string | null | undefined;
  /** The questionnaire's id. */
  questionnaireId: string;
};

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


export const ExamRankingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamRanking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examRankingRule"}},{"kind":"Field","name":{"kind":"Name","value":"exam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"learnerPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"timeUsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"medal"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExamRankingQuery, ExamRankingQueryVariables>;
export const QuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Questionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isRequired"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optionId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuestionnaireQuery, QuestionnaireQueryVariables>;
export const SubmitQuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitQuestionnaireInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSubmitted"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitQuestionnaireMutation, SubmitQuestionnaireMutationVariables>;