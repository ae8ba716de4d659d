/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The kind of a course. */
export type CourseType =
  /** An audio course. */
  | 'AUDIO'
  /** A document course (pages to read). */
  | 'DOCUMENT'
  /** A face-to-face session at a place and time. */
  | 'FACE_TO_FACE'
  /** A series: chapters of periods of several kinds. */
  | 'SERIES'
  /** A video course. */
  | 'VIDEO';

/** What a search result is. */
export type SearchKind =
  /** A course. */
  | 'COURSE'
  /** A forum post. */
  | 'FORUM'
  /** A library document. */
  | 'LIBRARY'
  /** One of the signed-in user's learning maps. */
  | 'MAP'
  /** A news article. */
  | 'NEWS';

export type SiteSearchQueryVariables = Exact<{
  keywords: string;
  kind?: SearchKind | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SiteSearchQuery = { siteSearch: { keywords: string, terms: Array<string>, groups: Array<{ kind: SearchKind, totalCount: number, nodes: Array<{ targetId: string, title: string, snippet: string, courseType: CourseType | null, fileSuffix: string | null, plateId: string | null, time: string | null, score: number }> }> } };


export const SiteSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"courseType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSuffix"}},{"kind":"Field","name":{"kind":"Name","value":"plateId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteSearchQuery, SiteSearchQueryVariables>;