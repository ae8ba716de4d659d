import type { Db } from '../db/database.js';

/** A few unread messages for the fixed accounts, so the bell has something to count. */
export async function seedNotifications(db: Db): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['learner01', 'lecturer01', 'examiner01', 'admin01']).execute();
  const rows = users.flatMap((u) => [
    { user_id: u.id, notify_type: 1, type: 1, content: '您有一门新的必修课程《信息安全基础》，请在本月内完成学习。', target_id: null },
    { user_id: u.id, notify_type: 1, type: 10, content: '正式考试《2026年度合规考试》已发布，考试时间为本周五 14:00。', target_id: null },
    { user_id: u.id, notify_type: 1, type: 5, content: '直播课《高效沟通技巧》将于 15 分钟后开始。', target_id: null },
    { user_id: u.id, notify_type: 3, type: 1, content: '系统将于周六 02:00-04:00 进行维护升级。', target_id: null },
  ]);
  await db.insertInto('notifications').values(rows).execute();
}
