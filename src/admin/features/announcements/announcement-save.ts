import type { useApolloClient } from '@apollo/client/react';
import { DateTime } from 'luxon';
import { CancelAnnouncementDocument, CreateAnnouncementDocument, UpdateAnnouncementDocument, type AnnouncementLinkKind, type AnnouncementRowFragment } from '../../../graphql/generated/admin';
import type { AnnouncementDraft, ComposeReport, ComposeSave } from '../../../machines/announcement-compose';

/** A new announcement's form: to everyone, at once, without a link. */
export const EMPTY_DRAFT: AnnouncementDraft = { title: '', body: '', audience: 'EVERYONE', departmentIds: [], people: [], linkKind: '', linkId: '', schedule: false, sendAt: '' };

/** The form of a scheduled announcement, to edit it. */
export function draftOf(row: AnnouncementRowFragment): AnnouncementDraft {
  return {
    title: row.title,
    body: row.body,
    audience: row.audience,
    departmentIds: row.departments.map((d) => d.id),
    people: row.people.map((p) => ({ id: p.id, name: p.name })),
    linkKind: row.linkKind ?? '',
    linkId: row.linkId ?? '',
    schedule: true,
    // In the company's zone (luxon's default zone), with its offset.
    sendAt: DateTime.fromISO(row.sendAt).toISO({ suppressSeconds: true, suppressMilliseconds: true }) ?? '',
  };
}

/** A refusal of the form before it is sent (the same shape as the server's: a message and its field). */
function refusal(message: string, field: string) {
  return Object.assign(new Error(message), { field });
}

/** The graph's input of a draft; a time to send at is required when scheduling (else the server would send at once). */
export function inputOf(draft: AnnouncementDraft, missingTime: string) {
  if (draft.schedule && !draft.sendAt) throw refusal(missingTime, 'sendAt');
  const sendAt = draft.schedule ? DateTime.fromISO(draft.sendAt).toUTC().toISO() : null;
  return {
    title: draft.title,
    body: draft.body,
    audience: draft.audience,
    departmentIds: draft.audience === 'DEPARTMENTS' ? draft.departmentIds : null,
    employeeIds: draft.audience === 'PEOPLE' ? draft.people.map((p) => p.id) : null,
    linkKind: (draft.linkKind || null) as AnnouncementLinkKind | null,
    linkId: draft.linkKind ? draft.linkId.trim() || null : null,
    sendAt,
  };
}

/** The mutation of each save; answers how many the announcement was delivered to now. */
export async function saveAnnouncement(client: ReturnType<typeof useApolloClient>, save: ComposeSave, missingTime: string): Promise<ComposeReport> {
  const context = { handlesErrors: true };
  switch (save.kind) {
    case 'cancel':
      await client.mutate({ mutation: CancelAnnouncementDocument, variables: { input: { announcementId: save.id } }, context });
      return { deliveredTo: null };
    case 'create': {
      const result = await client.mutate({ mutation: CreateAnnouncementDocument, variables: { input: inputOf(save.draft, missingTime) }, context });
      return { deliveredTo: result.data?.createAnnouncement.deliveredTo ?? null };
    }
    case 'update': {
      const result = await client.mutate({ mutation: UpdateAnnouncementDocument, variables: { input: { announcementId: save.id, ...inputOf(save.draft, missingTime) } }, context });
      return { deliveredTo: result.data?.updateAnnouncement.deliveredTo ?? null };
    }
  }
}
