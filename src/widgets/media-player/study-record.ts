import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import { RecordLessonStudyDocument } from '../../graphql/generated/courses';
import { currentLanguage } from '../../i18n/i18n';
import type { StudyRecordRequest } from '../../machines/study-progress';
import { PERSISTED_OPERATIONS } from '../../graphql/generated/persisted';
import { readToken } from '../../shared/local-session';
import { GRAPHQL_ENDPOINT, portalHeaders } from '../../shared/plain-graphql';

/** What a record sends of the study (a lesson's or a map chapter's): whole seconds, at most 600 a record, as the server takes them. */
export function studyOf(request: StudyRecordRequest) {
  return { position: Math.max(0, Math.round(request.position)), studySeconds: Math.min(600, Math.max(0, Math.round(request.studySeconds))) };
}

/** The RecordLessonStudy input of a record. */
export function lessonStudyInput(request: StudyRecordRequest) {
  return { lessonId: String(request.periodId), ...studyOf(request) };
}

/**
 * A study record that must outlive the page (closing the tab, navigating away): the same
 * mutation, sent with fetch keepalive so the browser delivers it after unload.
 */
export function recordWithKeepalive(request: StudyRecordRequest) {
  keepaliveNextMutation(RecordLessonStudyDocument, { input: lessonStudyInput(request) });
}

/**
 * A mutation of the domain graph sent with fetch keepalive: by its persisted hash, as the
 * Apollo link sends it (src/app/apollo.ts). A development server may lack the build's manifest
 * and there is no second chance after unload, so development sends the text with the hash.
 */
export function keepaliveNextMutation<V extends Record<string, unknown>>(document: TypedDocumentNode<unknown, V>, variables: V) {
  const token = readToken();
  const name = getOperationAST(document)?.name?.value;
  const hash = name ? PERSISTED_OPERATIONS[name] : undefined;
  if (!token || !name || !hash) return;
  void fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...portalHeaders(token, currentLanguage()) },
    body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, ...(import.meta.env.DEV ? { query: print(document) } : {}) }),
  }).catch(() => undefined);
}
