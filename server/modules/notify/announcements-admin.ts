import { DateTime } from 'luxon';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { plainText } from '../../core/text.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { AuditTrail } from '../audit/index.js';
import { AUDIENCES, type AnnouncementFields, type AnnouncementLinkKind, type AnnouncementsRepo, type AnnouncementState, type Audience } from './announcements-repo.js';

export type { AnnouncementLinkKind, Audience } from './announcements-repo.js';

/** The longest title and text, in characters (after markup is removed and the ends trimmed). */
export const TITLE_MAX = 100;
export const BODY_MAX = 2000;
/** The most people one announcement names (a larger audience is a department or everyone). */
export const PEOPLE_MAX = 1000;
/** The most departments one announcement names. */
export const DEPARTMENTS_MAX = 200;

/** An announcement as the back office writes it (REST's body). */
export interface AnnouncementInput {
  title: string;
  body: string;
  audience: Audience;
  department_ids?: number[] | null;
  employee_ids?: number[] | null;
  link_kind?: AnnouncementLinkKind | null;
  link_id?: number | null;
  /** Unix seconds, in the future; absent or null: at once. */
  send_at?: number | null;
}

const AUDIENCE_OF = Object.fromEntries(Object.entries(AUDIENCES).map(([name, value]) => [value, name])) as Record<number, Audience>;

function stateOf(row: { delivered_at: Date | null; cancelled_at: Date | null }): AnnouncementState {
  if (row.cancelled_at) return 'cancelled';
  return row.delivered_at ? 'delivered' : 'scheduled';
}

/** A text as kept: markup removed, the ends trimmed; refused on its field when empty or too long. */
function textOf(value: string, field: 'title' | 'body', max: number): string {
  const text = plainText(value).trim();
  if (!text) throw new DomainError('invalid', field === 'title' ? 'announcementTitleEmpty' : 'announcementBodyEmpty', {}, field);
  if ([...text].length > max) throw new DomainError('invalid', field === 'title' ? 'announcementTitleLong' : 'announcementBodyLong', { max }, field);
  return text;
}

/**
 * The back office's announcements: a notice to everyone, to departments (each with its
 * sub-departments) or to chosen people, sent at once or at a time to come (the notice sweep
 * delivers it then: NoticeProducer). Delivered, it is the notification centre's own
 * notifications (the bell, the unread count, the notice list show it); the list counts who
 * has read it. A scheduled one can be edited or cancelled until it is delivered. Every change
 * is recorded in the audit trail in its transaction; an announcement sent at once is
 * delivered in that same transaction.
 */
export class AnnouncementsAdmin {
  constructor(
    private readonly db: Db,
    private readonly repo: AnnouncementsRepo,
    private readonly audit: AuditTrail,
    private readonly zone: string,
  ) {}

  async page(page: number, limit: number) {
    const rows = await this.repo.rows(this.db).limit(limit).offset((page - 1) * limit).execute();
    const total = await this.db.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { list: await this.shown(rows), total: Number(total.n), current_page: page };
  }

  async one(id: number) {
    const row = await this.repo.rows(this.db).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'announcementMissing');
    return (await this.shown([row]))[0]!;
  }

  /** Creates an announcement; without a send time it is delivered now, in the same transaction. */
  async create(actorId: number, input: AnnouncementInput, now = new Date()) {
    return this.db.transaction().execute(async (trx) => {
      const fields = await this.validated(trx, input, now);
      const { id } = await trx
        .insertInto('announcements')
        .values({ title: fields.title, body: fields.body, audience: AUDIENCES[fields.audience], link_kind: fields.linkKind, link_id: fields.linkId, send_at: fields.sendAt, created_by: actorId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.repo.setAudience(trx, id, fields);
      const recipients = fields.sendAt <= now ? await this.repo.deliver(trx, now, id) : null;
      await this.audit.record(trx, { actorId, action: 'announcement.create', entity: 'announcement', entityId: id, before: null, after: { ...this.recorded(fields), ...(recipients === null ? {} : { recipients }) } });
      return { id, recipients };
    });
  }

  /** Rewrites a scheduled announcement (refused once delivered or cancelled); without a send time it is delivered now. */
  async update(actorId: number, id: number, input: AnnouncementInput, now = new Date()) {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.scheduled(trx, id);
      const fields = await this.validated(trx, input, now);
      await trx
        .updateTable('announcements')
        .set({ title: fields.title, body: fields.body, audience: AUDIENCES[fields.audience], link_kind: fields.linkKind, link_id: fields.linkId, send_at: fields.sendAt, updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.repo.setAudience(trx, id, fields);
      const recipients = fields.sendAt <= now ? await this.repo.deliver(trx, now, id) : null;
      await this.audit.record(trx, { actorId, action: 'announcement.update', entity: 'announcement', entityId: id, before: this.recorded(before), after: { ...this.recorded(fields), ...(recipients === null ? {} : { recipients }) } });
      return { id, recipients };
    });
  }

  /** Cancels a scheduled announcement (refused once delivered; cancelling twice changes nothing more). */
  async cancel(actorId: number, id: number, now = new Date()) {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.scheduled(trx, id);
      await trx.updateTable('announcements').set({ cancelled_at: now, updated_at: now }).where('id', '=', id).execute();
      await this.audit.record(trx, { actorId, action: 'announcement.cancel', entity: 'announcement', entityId: id, before: { title: before.title, state: 'scheduled' }, after: { title: before.title, state: 'cancelled' } });
      return { id, recipients: null };
    });
  }

  /**
   * The announcement, held against delivery (the sweep's marking waits on the row) and other
   * changes until the transaction ends; refused unless still scheduled.
   */
  private async scheduled(trx: Db, id: number): Promise<AnnouncementFields> {
    const row = await trx.selectFrom('announcements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'announcementMissing');
    const state = stateOf(row);
    if (state === 'delivered') throw new DomainError('invalid', 'announcementDelivered');
    if (state === 'cancelled') throw new DomainError('invalid', 'announcementCancelled');
    const departments = await trx.selectFrom('announcement_departments').select('department_id').where('announcement_id', '=', id).orderBy('department_id').execute();
    const people = await trx.selectFrom('announcement_people').select('user_id').where('announcement_id', '=', id).orderBy('user_id').execute();
    return {
      title: row.title,
      body: row.body,
      audience: AUDIENCE_OF[row.audience] ?? 'everyone',
      departmentIds: departments.map((d) => d.department_id),
      userIds: people.map((p) => p.user_id),
      linkKind: row.link_kind as AnnouncementLinkKind | null,
      linkId: row.link_id,
      sendAt: row.send_at,
    };
  }

  /** The input checked field by field (each refusal names its field) and put as it is kept. */
  private async validated(trx: Db, input: AnnouncementInput, now: Date): Promise<AnnouncementFields> {
    const title = textOf(input.title, 'title', TITLE_MAX);
    const body = textOf(input.body, 'body', BODY_MAX);
    const departmentIds = input.audience === 'departments' ? [...new Set(input.department_ids ?? [])] : [];
    const userIds = input.audience === 'people' ? [...new Set(input.employee_ids ?? [])] : [];
    if (input.audience === 'departments') {
      if (!departmentIds.length) throw new DomainError('invalid', 'announcementNoDepartments', {}, 'department_ids');
      const found = await trx.selectFrom('departments').select(['id', 'name', 'status']).where('id', 'in', departmentIds).execute();
      if (found.length !== departmentIds.length) throw new DomainError('notFound', 'announcementDepartmentMissing', {}, 'department_ids');
      const disabled = found.find((d) => d.status !== 1);
      if (disabled) throw new DomainError('invalid', 'announcementDepartmentDisabled', { name: disabled.name }, 'department_ids');
    }
    if (input.audience === 'people') {
      if (!userIds.length) throw new DomainError('invalid', 'announcementNoPeople', {}, 'employee_ids');
      const found = await trx.selectFrom('users').select(['id', 'name', 'status']).where('id', 'in', userIds).execute();
      if (found.length !== userIds.length) throw new DomainError('notFound', 'announcementPersonMissing', {}, 'employee_ids');
      const disabled = found.find((u) => u.status !== 1);
      if (disabled) throw new DomainError('invalid', 'announcementPersonDisabled', { name: disabled.name }, 'employee_ids');
    }
    const linkKind = input.link_kind ?? null;
    const linkId = linkKind ? (input.link_id ?? null) : null;
    if (linkKind) {
      if (linkId === null) throw new DomainError('invalid', 'announcementLinkMissing', {}, 'link_id');
      if (!(await this.repo.linkOpen(trx, linkKind, linkId))) throw new DomainError('invalid', 'announcementLinkClosed', {}, 'link_id');
    }
    let sendAt = now;
    if (input.send_at !== undefined && input.send_at !== null) {
      sendAt = new Date(input.send_at * 1000);
      if (sendAt <= now) throw new DomainError('invalid', 'announcementPast', {}, 'send_at');
    }
    return { title, body, audience: input.audience, departmentIds: departmentIds.sort((a, b) => a - b), userIds: userIds.sort((a, b) => a - b), linkKind, linkId, sendAt };
  }

  /** What the audit trail keeps of an announcement (its time in the company's zone). */
  private recorded(fields: AnnouncementFields): Record<string, unknown> {
    return {
      title: fields.title,
      body: fields.body,
      audience: fields.audience,
      department_ids: fields.departmentIds,
      employee_ids: fields.userIds,
      link_kind: fields.linkKind,
      link_id: fields.linkId,
      send_at: DateTime.fromJSDate(fields.sendAt, { zone: this.zone }).toFormat('yyyy-MM-dd HH:mm'),
    };
  }

  /** Rows as REST answers them: their audience named, times in unix seconds. */
  private async shown(rows: Awaited<ReturnType<ReturnType<AnnouncementsRepo['rows']>['execute']>>) {
    const ids = rows.map((row) => row.id);
    const [departments, people] = await Promise.all([this.repo.departmentsOf(this.db, ids), this.repo.peopleOf(this.db, ids)]);
    return rows.map((row) => {
      const state = stateOf(row);
      return {
        id: row.id,
        title: row.title,
        body: row.body,
        audience: AUDIENCE_OF[row.audience] ?? 'everyone',
        departments: departments.filter((d) => d.announcement_id === row.id).map(({ id, name }) => ({ id, name })),
        people: people.filter((p) => p.announcement_id === row.id).map(({ id, name, account }) => ({ id, name, account })),
        link_kind: row.link_kind as AnnouncementLinkKind | null,
        link_id: row.link_id,
        link_title: row.link_title,
        send_at: unixSeconds(row.send_at),
        state,
        delivered_at: unixSeconds(row.delivered_at),
        cancelled_at: unixSeconds(row.cancelled_at),
        recipient_count: state === 'delivered' ? Number(row.recipient_count) : null,
        read_count: Number(row.read_count),
        author_name: row.author_name,
        created_at: unixSeconds(row.created_at),
      };
    });
  }
}
