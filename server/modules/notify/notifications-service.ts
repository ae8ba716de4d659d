import { DomainError } from '../../core/errors.js';
import { isMessageKey, translate, type Locale, type MessageKey } from '../../core/i18n.js';
import type { NewNotification, NotificationFilter, NotificationRow, NotificationsRepo } from './notifications-repo.js';

/** Notify types: 0 all, 1 study, 2 interaction, 3 system, 4 teaching. */
export const NOTIFY_TYPES = [1, 2, 3, 4] as const;
/** Inner status: 1 read, 2 unread. */
export const INNER_STATUS = { read: 1, unread: 2 } as const;

/** Parses "1,3,4" (0 = every type); anything else is refused. */
export function parseNotifyTypes(value: string | number | undefined): number[] {
  const text = String(value ?? '0').trim();
  if (!/^[0-4](,[0-4])*$/.test(text)) throw new DomainError('invalid', 'invalidInput', { detail: 'notify_type' });
  return [...new Set(text.split(',').map(Number).filter((v) => v !== 0))];
}

/** A notification to send: what is stored of it but its user, its text named by a message key. */
export type Notice = Omit<NewNotification, 'user_id' | 'message_key'> & { message: MessageKey };

export class NotificationsService {
  constructor(private readonly repo: NotificationsRepo) {}

  private filter(notifyType: string | number | undefined, innerStatus: number | undefined): NotificationFilter {
    return { types: parseNotifyTypes(notifyType), unread: innerStatus === undefined ? null : innerStatus === INNER_STATUS.unread };
  }

  total(userId: number, notifyType: string | number | undefined, innerStatus: number | undefined) {
    return this.repo.count(userId, this.filter(notifyType, innerStatus));
  }

  /** A page of the user's notifications, newest first, each rendered in the reader's language. */
  async list(userId: number, query: { notifyType?: string; innerStatus?: number; page: number; limit: number }, locale: Locale) {
    const filter = this.filter(query.notifyType, query.innerStatus);
    const { rows, total } = await this.repo.page(userId, filter, query.page, query.limit);
    return { total, current_page: query.page, list: rows.map((row) => shown(row, locale)) };
  }

  /** One of the user's notifications, rendered in the reader's language; another user's is answered as missing. */
  async one(userId: number, id: number, locale: Locale) {
    const row = await this.repo.one(userId, id);
    if (!row) throw new DomainError('notFound', 'notFound');
    return shown(row, locale);
  }

  /** Unread counts for the notification page's tabs. */
  async stats(userId: number) {
    const byType = await this.repo.unreadByType(userId);
    const of = (type: number) => byType.get(type) ?? 0;
    return { all: [...byType.values()].reduce((a, b) => a + b, 0), study: of(1), interaction: of(2), system: of(3), teaching: of(4) };
  }

  /** Marks one notification (`id`) or all of some notify types (`is_all` 1) read. */
  async read(userId: number, body: { id?: number; notify_type?: string | number; is_all?: number }) {
    if (body.id !== undefined) {
      const updated = await this.repo.markRead(userId, { id: body.id });
      // Nothing updated: already read (fine) or not the caller's (missing, to them).
      if (updated === 0 && !(await this.repo.owns(userId, body.id))) throw new DomainError('notFound', 'notFound');
      return { updated };
    }
    if (body.is_all !== 1) throw new DomainError('invalid', 'notifyReadTarget');
    return { updated: await this.repo.markRead(userId, { types: parseNotifyTypes(body.notify_type) }) };
  }

  /** Sends a notice to users; the other features call this when something happens. */
  notify(userIds: number[], notice: Notice) {
    const rows: NewNotification[] = userIds.map((user_id) => ({
      user_id,
      notify_type: notice.notify_type,
      type: notice.type,
      message_key: notice.message,
      params: notice.params,
      target_id: notice.target_id,
    }));
    return this.repo.insertMany(rows);
  }
}

/** A notification as the API answers it. */
function shown(row: NotificationRow, locale: Locale) {
  return {
    id: row.id,
    notify_type: row.notify_type,
    type: row.type,
    content: render(row.message_key, row.params, row.content, locale),
    target_id: row.target_id,
    inner_status: row.read_at ? INNER_STATUS.read : INNER_STATUS.unread,
    created_at: Math.floor(row.created_at.getTime() / 1000),
  };
}

function render(key: string | null, params: string, content: string, locale: Locale): string {
  if (key && isMessageKey(key)) {
    let values: Record<string, string | number> = {};
    try {
      values = JSON.parse(params) as Record<string, string | number>;
    } catch {
      values = {};
    }
    return translate(key, locale, values);
  }
  return content;
}
