import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import { CourseStudyRecordDocument } from '../../graphql/generated/courses';
import { currentLanguage } from '../../i18n/i18n';
import type { StudyRecordRequest } from '../../machines/study-progress';
import { PERSISTED_OPERATIONS } from '../../graphql/generated/next/persisted';
import { readToken } from '../../shared/local-session';
import { NEXT_ENDPOINT, portalHeaders } from '../../shared/plain-graphql';

/**
 * A study record that must outlive the page (closing the tab, navigating away): the same
 * GraphQL mutation, sent with fetch keepalive so the browser delivers it after unload.
 */
export function recordWithKeepalive(request: StudyRecordRequest) {
  keepaliveMutation(print(CourseStudyRecordDocument), { input: { period_id: request.periodId, position: request.position, study_seconds: Math.min(600, request.studySeconds) } });
}

/** Any GraphQL mutation sent with fetch keepalive (a lesson's last record when the page goes away). */
export function keepaliveMutation(query: string, variables: Record<string, unknown>) {
  const token = readToken();
  if (!token) return;
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, DeviceType: 'PC', 'Accept-Language': currentLanguage() },
    body: JSON.stringify({ query, variables }),
  }).catch(() => undefined);
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
  void fetch(NEXT_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...portalHeaders(token, currentLanguage()) },
    body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, ...(import.meta.env.DEV ? { query: print(document) } : {}) }),
  }).catch(() => undefined);
}
