import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { readConfig } from '../config.js';
import type { Db } from '../core/db/database.js';
import { NotificationsRepo, type NewNotification } from '../modules/notify/notifications-repo.js';
import { DEMO_EXAMS } from './exams.js';

/**
 * Messages of every notify type for the fixed accounts, some read, so the bell, the panel
 * and the notification page have something to show. Runs after the courses and exams steps:
 * the course and exam notices name real rows (target, due date, start time in the company's
 * zone, formatted like the notice producer's), so a notice and the page it opens agree.
 * The map notice's target is attached by the home step, which seeds the maps.
 */
export async function seedNotifications(db: Db): Promise<void> {
  const zone = readConfig().timezone;
  const inZone = (at: Date | null, format: string) => (at ? DateTime.fromJSDate(at).setZone(zone).toFormat(format) : '');
  const users = await db.selectFrom('users').select(['id', 'account']).where('account', 'in', ['learner01', 'lecturer01', 'examiner01', 'admin01']).execute();
  const course = await db.selectFrom('courses').select(['id', 'title', 'expired_at']).where('title', '=', '信息安全基础').executeTakeFirstOrThrow();
  const exam = await db.selectFrom('exams').select(['id', 'title', 'exam_start']).where('title', '=', DEMO_EXAMS.notOpen).executeTakeFirstOrThrow();
  const notices: Omit<NewNotification, 'user_id'>[] = [
    { notify_type: 1, type: 1, message_key: 'notifyCourseAssigned', params: { title: course.title, due: inZone(course.expired_at, 'yyyy-MM-dd') }, target_id: course.id },
    { notify_type: 1, type: 10, message_key: 'notifyExamPublished', params: { title: exam.title, start: inZone(exam.exam_start, 'yyyy-MM-dd HH:mm') }, target_id: exam.id },
    { notify_type: 1, type: 5, message_key: 'notifyLiveSoon', params: { title: '高效沟通技巧' }, target_id: null },
    { notify_type: 3, type: 0, message_key: 'notifyMaintenance', params: { when: '2026-11-28 02:00' }, target_id: null },
    { notify_type: 1, type: 2, message_key: 'notifyMapAssigned', params: { title: '前端工程师岗位地图' }, target_id: null },
    { notify_type: 4, type: 6, message_key: 'notifyDefence', params: { title: '前端工程师晋升答辩' }, target_id: null },
  ];
  const repo = new NotificationsRepo(db);
  await repo.insertMany(users.flatMap((u) => notices.map((n) => ({ ...n, user_id: u.id }))));
  // Spread them over the last days, the oldest first, so the ages read like real ones.
  const ages = ['5 days', '26 hours', '3 hours', '25 minutes', '40 days', '70 days'];
  for (const [index, notice] of notices.entries()) {
    await db
      .updateTable('notifications')
      .set({ created_at: sql<Date>`now() - ${ages[index % ages.length]}::interval` })
      .where('message_key', '=', notice.message_key)
      .execute();
  }
  // The last two of each user's notices are already read: 4 unread per fixed account.
  const readable = await db
    .selectFrom('notifications')
    .select('id')
    .where('message_key', 'in', ['notifyMapAssigned', 'notifyDefence'])
    .execute();
  await db.updateTable('notifications').set({ read_at: new Date() }).where('id', 'in', readable.map((r) => r.id)).execute();
}
