import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';

export interface NotificationFilter {
  /** Notify types to include; empty means every type. */
  types: number[];
  /** true unread only, false read only, null both. */
  unread: boolean | null;
}

export interface NewNotification {
  user_id: number;
  notify_type: number;
  type: number;
  message_key: string;
  params: Record<string, string | number>;
  target_id: number | null;
}

/** What a notification is shown with. */
const NOTIFICATION_COLUMNS = ['id', 'notify_type', 'type', 'message_key', 'params', 'content', 'target_id', 'read_at', 'created_at'] as const;

/** A notification as read for showing. */
export type NotificationRow = NonNullable<Awaited<ReturnType<NotificationsRepo['one']>>>;

export class NotificationsRepo {
  constructor(private readonly db: Db) {}

  private filtered(userId: number, filter: NotificationFilter) {
    let query = this.db.selectFrom('notifications').where('user_id', '=', userId);
    if (filter.types.length) query = query.where('notify_type', 'in', filter.types);
    if (filter.unread !== null) query = query.where('read_at', filter.unread ? 'is' : 'is not', null);
    return query;
  }

  async count(userId: number, filter: NotificationFilter): Promise<number> {
    const row = await this.filtered(userId, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    return toNumber(row?.total);
  }

  page(userId: number, filter: NotificationFilter, page: number, limit: number) {
    const listed = this.filtered(userId, filter)
      .select(NOTIFICATION_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    return pageAndTotal(listed, this.filtered(userId, filter), page, limit);
  }

  /** Unread notifications per notify type. */
  async unreadByType(userId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('notifications')
      .select(['notify_type', (eb) => eb.fn.countAll<number>().as('total')])
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .groupBy('notify_type')
      .execute();
    return new Map(rows.map((r) => [r.notify_type, toNumber(r.total)]));
  }

  /** Marks the user's unread notifications read: one by id, or all of some types. Returns how many. */
  async markRead(userId: number, target: { id: number } | { types: number[] }): Promise<number> {
    let query = this.db.updateTable('notifications').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null);
    if ('id' in target) query = query.where('id', '=', target.id);
    else if (target.types.length) query = query.where('notify_type', 'in', target.types);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** One of the user's notifications; undefined when the id is not one of theirs. */
  one(userId: number, id: number) {
    return this.db
      .selectFrom('notifications')
      .select(NOTIFICATION_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async owns(userId: number, id: number): Promise<boolean> {
    const row = await this.db.selectFrom('notifications').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Boolean(row);
  }

  async insertMany(rows: NewNotification[]) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('notifications')
      .values(rows.map((r) => ({ ...r, params: JSON.stringify(r.params) })))
      .execute();
  }
}
