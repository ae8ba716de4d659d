import { print } from 'graphql';
import { CourseStudyRecordDocument } from '../../graphql/generated/courses';
import { currentLanguage } from '../../i18n/i18n';
import type { StudyRecordRequest } from '../../machines/study-progress';
import { readToken } from '../../shared/local-session';

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
