import type { Db } from '../db/database.js';
import { toNumber } from '../db/database.js';

export class NotificationsRepo {
  constructor(private readonly db: Db) {}

  /** Notifications of one notify type (0 = every type), unread or read. */
  async count(userId: number, notifyType: number, unread: boolean): Promise<number> {
    let query = this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .where('read_at', unread ? 'is' : 'is not', null);
    if (notifyType !== 0) query = query.where('notify_type', '=', notifyType);
    const row = await query.executeTakeFirst();
    return toNumber(row?.total);
  }
}
