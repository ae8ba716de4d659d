import type { Db } from '../../core/db/database.js';

export class DingTalkAccountsRepo {
  constructor(private readonly db: Db) {}

  async userIdOf(dingTalkUserId: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('dingtalk_accounts').select('user_id').where('dingtalk_user_id', '=', dingTalkUserId).executeTakeFirst();
    return row?.user_id;
  }

  /** Remembers the pair; an employee already bound keeps their first DingTalk account. */
  async bind(userId: number, dingTalkUserId: string): Promise<void> {
    await this.db.insertInto('dingtalk_accounts').values({ user_id: userId, dingtalk_user_id: dingTalkUserId }).onConflict((oc) => oc.doNothing()).execute();
  }
}
