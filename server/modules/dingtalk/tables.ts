import type { CreatedAt } from '../../core/db/columns.js';

/** An employee's DingTalk account (the user id inside the company's DingTalk organisation). */
export interface DingTalkAccountTable {
  user_id: number;
  dingtalk_user_id: string;
  bound_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    dingtalk_accounts: DingTalkAccountTable;
  }
}
