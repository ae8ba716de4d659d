import { Type, type Static } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { GridPaging, Id, IdParams, Int, Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { BODY_MAX, DEPARTMENTS_MAX, PEOPLE_MAX, TITLE_MAX, type AnnouncementLinkKind, type AnnouncementsAdmin, type Audience } from './announcements-admin.js';

const AudienceKind = Type.Union(
  [Type.Literal('everyone'), Type.Literal('departments'), Type.Literal('people')],
  { description: 'everyone: every active employee; departments: the chosen departments and every department below them; people: the chosen people' },
);
const LinkKind = Type.Union(
  [Type.Literal('course'), Type.Literal('map'), Type.Literal('training'), Type.Literal('exam')],
  { description: 'What the notification opens: course (enabled), map (published), training (offline, published), exam (published, of the exam list)' },
);
/** The literals above are the repo's kinds and audiences, neither more nor fewer (a type error otherwise). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LITERALS_AGREE: [Same<Static<typeof AudienceKind>, Audience>, Same<Static<typeof LinkKind>, AnnouncementLinkKind>] = [true, true];

const State = Type.Union([Type.Literal('scheduled'), Type.Literal('delivered'), Type.Literal('cancelled')]);

// The service trims, removes markup and refuses on the field with the real limits; these only cap what is read.
const Body = Type.Object(
  {
    title: Type.String({ maxLength: TITLE_MAX * 4, description: `At most ${TITLE_MAX} characters. ${PLAIN_TEXT_NOTE}` }),
    body: Type.String({ maxLength: BODY_MAX * 4, description: `At most ${BODY_MAX} characters. ${PLAIN_TEXT_NOTE}` }),
    audience: AudienceKind,
    department_ids: Type.Optional(Type.Union([Type.Null(), Type.Array(Id(), { maxItems: DEPARTMENTS_MAX, description: 'With audience departments: 1 or more active departments' })])),
    employee_ids: Type.Optional(Type.Union([Type.Null(), Type.Array(Id(), { maxItems: PEOPLE_MAX, description: 'With audience people: 1 or more active employees' })])),
    link_kind: Type.Optional(Type.Union([Type.Null(), LinkKind])),
    link_id: Type.Optional(Type.Union([Type.Null(), Id({ description: 'The id of what link_kind names' })])),
    // null first: the body's types are coerced, and null tried as an integer first would become 0 (a past time).
    send_at: Type.Optional(Type.Union([Type.Null(), Unix('When to send it, unix seconds in the future; absent or null: at once')])),
  },
  { additionalProperties: false },
);

const Announcement = Type.Object(
  {
    id: Id(),
    title: Type.String(),
    body: Type.String(),
    audience: AudienceKind,
    departments: Type.Array(Type.Object({ id: Id(), name: Type.String() }, { title: 'AnnouncementDepartment' })),
    people: Type.Array(Type.Object({ id: Id(), name: Type.String(), account: Type.String() }, { title: 'AnnouncementPerson' })),
    link_kind: Nullable(LinkKind),
    link_id: Nullable(Id()),
    link_title: Nullable(Type.String({ description: 'The title of what the link opens; null without a link or when it is gone' })),
    send_at: Unix('When it is (or was) sent'),
    state: State,
    delivered_at: Nullable(Unix()),
    cancelled_at: Nullable(Unix()),
    recipient_count: Nullable(Int({ description: 'People it was delivered to (null until delivered)' })),
    read_count: Int({ description: 'Recipients who have read it' }),
    author_name: Type.String(),
    created_at: Unix(),
  },
  { title: 'AdminAnnouncement' },
);

const Changed = Type.Object({ id: Id(), recipients: Nullable(Int({ description: 'People it was delivered to now; null when it waits for its time (or was cancelled)' })) }, { title: 'AnnouncementChange' });

/** The back office's announcements (the notification centre's own notices sent by an admin), behind the back office's guard. */
export function announcementRoutes(scopes: RouteScopes, { announcements }: { announcements: AnnouncementsAdmin }) {
  const route = routes(scopes, ['admin']);
  route.get(
    '/api/admin/announcements',
    {
      operationId: 'adminAnnouncements',
      summary: 'The announcements, newest first, with their audience, state, recipients and reads',
      admin: true,
      query: Type.Object({ ...GridPaging }),
      data: PageOf('AdminAnnouncementList', Announcement),
    },
    ({ query }) => announcements.page(query.page, query.limit),
  );
  route.get(
    '/api/admin/announcements/:id',
    { operationId: 'adminAnnouncement', summary: 'One announcement', admin: true, params: IdParams, data: Announcement },
    ({ params }) => announcements.one(params.id),
  );
  route.post(
    '/api/admin/announcements',
    {
      operationId: 'adminCreateAnnouncement',
      summary: 'Send an announcement at once, or schedule it',
      description:
        'Delivered as notifications of the notification centre to the audience as it is at delivery (active employees only, each once). Without send_at it is delivered now. Refusals name the field (`field`).',
      admin: true,
      body: Body,
      data: Changed,
    },
    ({ userId, body }) => announcements.create(userId, body),
  );
  route.put(
    '/api/admin/announcements/:id',
    {
      operationId: 'adminUpdateAnnouncement',
      summary: 'Rewrite a scheduled announcement',
      description: 'Refused once it is delivered or cancelled. Without send_at it is delivered now.',
      admin: true,
      params: IdParams,
      body: Body,
      data: Changed,
    },
    ({ userId, params, body }) => announcements.update(userId, params.id, body),
  );
  route.delete(
    '/api/admin/announcements/:id',
    { operationId: 'adminCancelAnnouncement', summary: 'Cancel a scheduled announcement', description: 'Refused once it is delivered. It stays in the list, cancelled.', admin: true, params: IdParams, data: Changed },
    ({ userId, params }) => announcements.cancel(userId, params.id),
  );
}
