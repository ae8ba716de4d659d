import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../core/db/database.js';
import { LISTED_EXAM_TYPES } from '../../../src/shared/spec-codes.js';

type Executor = Db | Transaction<Database>;

/**
 * What an announcement may open: one of the notification centre's own kinds, the notification
 * then carrying that kind's notify type, item type and target (spec section 3; the portal opens
 * it as it opens any notice of the kind: src/features/notify/targets.ts). Each names the table
 * its target is in, the column of its title and the condition that makes it open to learners.
 */
export const ANNOUNCEMENT_LINKS = {
  /** An enabled course (study, item type 1). */
  course: { notifyType: 1, itemType: 1, table: 'courses', title: 'title', open: sql`status = 1` },
  /** A published learning map (study, item type 2). */
  map: { notifyType: 1, itemType: 2, table: 'study_maps', title: 'title', open: sql`publish_status = 1` },
  /** A published offline training (study, item type 4). */
  training: { notifyType: 1, itemType: 4, table: 'trainings', title: 'name', open: sql`publish_status = 1` },
  /** A published exam of the exam list (study, item type 10: a formal exam). */
  exam: { notifyType: 1, itemType: 10, table: 'exams', title: 'title', open: sql`published_at <= now() and exam_type in (${sql.join(LISTED_EXAM_TYPES)})` },
} as const;
export type AnnouncementLinkKind = keyof typeof ANNOUNCEMENT_LINKS;
export const ANNOUNCEMENT_LINK_KINDS = Object.keys(ANNOUNCEMENT_LINKS) as AnnouncementLinkKind[];

/** An announcement without a link: a system notice (notify type 3) of item type 2, announcement; it opens nothing. */
export const ANNOUNCEMENT_NOTICE = { notifyType: 3, itemType: 2 } as const;

/** The audience by its stored number. */
export const AUDIENCES = { everyone: 1, departments: 2, people: 3 } as const;
export type Audience = keyof typeof AUDIENCES;

/** The one message every announcement's notification is written with (its title and text as the params). */
export const ANNOUNCEMENT_MESSAGE = 'notifyAnnouncement';

/** An announcement's state, from its marks. */
export type AnnouncementState = 'scheduled' | 'delivered' | 'cancelled';

export interface AnnouncementFields {
  title: string;
  body: string;
  audience: Audience;
  departmentIds: number[];
  userIds: number[];
  linkKind: AnnouncementLinkKind | null;
  linkId: number | null;
  sendAt: Date;
}

/**
 * The announcements' statements. Delivery is ONE statement: it marks the due announcements
 * delivered (a data-modifying CTE) and inserts the notifications of the rows it marked, the
 * recipients resolved then: the active users of the whole company, of the chosen departments
 * and every department below them, or the chosen people still active; each person once. A
 * second delivery (another sweep, another process) waits on the marked rows and finds them
 * delivered, so nobody gets an announcement twice.
 */
export class AnnouncementsRepo {
  /**
   * Delivers the announcements due at `now` (only `id` when given) and answers how many
   * notifications it inserted. The notify type, item type and target follow the link.
   */
  async deliver(db: Executor, now: Date, id?: number): Promise<number> {
    const only = id === undefined ? sql`` : sql`and id = ${id}`;
    const links = Object.entries(ANNOUNCEMENT_LINKS);
    const notifyType = sql`case m.link_kind ${sql.join(links.map(([kind, link]) => sql`when ${kind} then ${sql.lit(link.notifyType)}`), sql` `)} else ${sql.lit(ANNOUNCEMENT_NOTICE.notifyType)} end`;
    const itemType = sql`case m.link_kind ${sql.join(links.map(([kind, link]) => sql`when ${kind} then ${sql.lit(link.itemType)}`), sql` `)} else ${sql.lit(ANNOUNCEMENT_NOTICE.itemType)} end`;
    const result = await sql<{ n: number }>`
      with recursive marked as (
        update announcements set delivered_at = ${now}, updated_at = ${now}
        where delivered_at is null and cancelled_at is null and send_at <= ${now} ${only}
        returning id, audience, title, body, link_kind, link_id
      ),
      below (announcement_id, department_id) as (
        select ad.announcement_id, ad.department_id
        from announcement_departments ad join marked m on m.id = ad.announcement_id and m.audience = ${sql.lit(AUDIENCES.departments)}
        union
        select b.announcement_id, d.id from below b join departments d on d.parent_id = b.department_id
      ),
      recipients (announcement_id, user_id) as (
        select m.id, u.id from marked m join users u on u.status = 1 where m.audience = ${sql.lit(AUDIENCES.everyone)}
        union
        select ap.announcement_id, ap.user_id
        from announcement_people ap
          join marked m on m.id = ap.announcement_id and m.audience = ${sql.lit(AUDIENCES.people)}
          join users u on u.id = ap.user_id and u.status = 1
        union
        select b.announcement_id, u.id from below b join users u on u.department_id = b.department_id and u.status = 1
      ),
      inserted as (
        insert into notifications (user_id, notify_type, type, message_key, params, target_id, announcement_id)
        select r.user_id, ${notifyType}, ${itemType}, ${ANNOUNCEMENT_MESSAGE}, jsonb_build_object('title', m.title, 'body', m.body)::text, m.link_id, m.id
        from recipients r join marked m on m.id = r.announcement_id
        returning 1
      )
      select count(*)::int as n from inserted`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Whether the link's target exists and is open to learners. */
  async linkOpen(db: Executor, kind: AnnouncementLinkKind, id: number): Promise<boolean> {
    const link = ANNOUNCEMENT_LINKS[kind];
    const found = await sql<{ id: number }>`select id from ${sql.table(link.table)} where id = ${id} and ${link.open}`.execute(db);
    return found.rows.length > 0;
  }

  /** Writes the audience rows of an announcement (replacing those it had). */
  async setAudience(db: Executor, id: number, fields: Pick<AnnouncementFields, 'audience' | 'departmentIds' | 'userIds'>) {
    await db.deleteFrom('announcement_departments').where('announcement_id', '=', id).execute();
    await db.deleteFrom('announcement_people').where('announcement_id', '=', id).execute();
    if (fields.audience === 'departments' && fields.departmentIds.length) {
      await db.insertInto('announcement_departments').values(fields.departmentIds.map((department_id) => ({ announcement_id: id, department_id }))).execute();
    }
    if (fields.audience === 'people' && fields.userIds.length) {
      await db.insertInto('announcement_people').values(fields.userIds.map((user_id) => ({ announcement_id: id, user_id }))).execute();
    }
  }

  /** The announcements' rows with their recipients, reads and link title, newest first (or only `ids`). */
  rows(db: Executor) {
    const links = Object.entries(ANNOUNCEMENT_LINKS);
    const linkTitle = sql<string | null>`case a.link_kind ${sql.join(
      links.map(([kind, link]) => sql`when ${kind} then (select ${sql.ref(link.title)} from ${sql.table(link.table)} where id = a.link_id)`),
      sql` `,
    )} end`;
    return db
      .selectFrom('announcements as a')
      .innerJoin('users as author', 'author.id', 'a.created_by')
      .select(['a.id', 'a.title', 'a.body', 'a.audience', 'a.link_kind', 'a.link_id', 'a.send_at', 'a.delivered_at', 'a.cancelled_at', 'a.created_at', 'author.name as author_name'])
      .select(linkTitle.as('link_title'))
      .select(sql<number>`(select count(*)::int from notifications n where n.announcement_id = a.id)`.as('recipient_count'))
      .select(sql<number>`(select count(*)::int from notifications n where n.announcement_id = a.id and n.read_at is not null)`.as('read_count'))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc');
  }

  /** The chosen departments of some announcements (with their names). */
  departmentsOf(db: Executor, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('announcement_departments as ad')
      .innerJoin('departments as d', 'd.id', 'ad.department_id')
      .select(['ad.announcement_id', 'd.id', 'd.name'])
      .where('ad.announcement_id', 'in', ids)
      .orderBy('d.sort')
      .orderBy('d.id')
      .execute();
  }

  /** The chosen people of some announcements (with their names and accounts). */
  peopleOf(db: Executor, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .selectFrom('announcement_people as ap')
      .innerJoin('users as u', 'u.id', 'ap.user_id')
      .select(['ap.announcement_id', 'u.id', 'u.name', 'u.account'])
      .where('ap.announcement_id', 'in', ids)
      .orderBy('u.id')
      .execute();
  }
}
