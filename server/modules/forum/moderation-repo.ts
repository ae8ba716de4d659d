import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { COMPLAINT_STATUS } from './forum-codes.js';

/** Bans, the report queue and the moderators' audit. */
export class ModerationRepo {
  constructor(private readonly db: Db) {}

  /** The ban in force for a user: a permanent one first, else the one that ends last. Ended bans are over by themselves. */
  activeBan(userId: number, db: Db = this.db) {
    return db
      .selectFrom('forum_bans')
      .select(['id', 'reason', 'ends_at'])
      .where('user_id', '=', userId)
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
      .orderBy(sql`ends_at is null`, 'desc')
      .orderBy('ends_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertBan(trx: Db, row: { userId: number; reason: string; endsAt: Date | null; by: number }) {
    await trx.insertInto('forum_bans').values({ user_id: row.userId, reason: row.reason, ends_at: row.endsAt, created_by: row.by }).execute();
  }

  /** Bans in force (not ended, not lifted), the newest first, with the banned and the banning user. */
  async activeBans(page: number, limit: number) {
    const base = this.db
      .selectFrom('forum_bans as b')
      .where('b.lifted_at', 'is', null)
      .where((eb) => eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', sql<Date>`now()`)]));
    const listed = base
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .innerJoin('users as a', 'a.id', 'b.created_by')
      .select(['b.id', 'b.user_id', 'u.name as user_name', 'b.reason', 'b.ends_at', 'b.created_at', 'a.name as admin_name'])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc');
    return pageAndTotal(listed, base, page, limit);
  }

  /** Lifts a ban still in force; undefined when it is not (ended, lifted already, or missing). Two admins at once: one lifts. */
  liftBan(trx: Db, banId: number, by: number) {
    return trx
      .updateTable('forum_bans')
      .set({ lifted_at: sql<Date>`now()`, lifted_by: by })
      .where('id', '=', banId)
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
      .returning(['id', 'user_id'])
      .executeTakeFirst();
  }

  /** Report groups (one per reported post or comment) waiting, the latest reported first. */
  async queue(page: number, limit: number) {
    const groups = this.db
      .selectFrom('forum_complaints')
      .select(['post_id', 'comment_id', (eb) => eb.fn.countAll<number>().as('complaint_num'), (eb) => eb.fn.max('created_at').as('last_at')])
      .where('status', '=', COMPLAINT_STATUS.waiting)
      .groupBy(['post_id', 'comment_id']);
    const listed = this.db
      .selectFrom(groups.as('g'))
      .innerJoin('forum_posts as fp', 'fp.id', 'g.post_id')
      .innerJoin('forum_plates as p', 'p.id', 'fp.plate_id')
      .leftJoin('forum_comments as c', 'c.id', 'g.comment_id')
      .innerJoin('users as a', (join) => join.on(sql<boolean>`a.id = coalesce(c.user_id, fp.user_id)`))
      .select([
        'g.post_id',
        'g.comment_id',
        'g.complaint_num',
        'g.last_at',
        'fp.content as post_content',
        'c.content as comment_content',
        'fp.plate_id',
        'p.name as plate_name',
        'p.name_en as plate_name_en',
        'a.id as author_id',
        'a.name as author_name',
        'a.photo as author_photo',
      ])
      .orderBy('g.last_at', 'desc')
      .orderBy('g.post_id', 'desc');
    return pageAndTotal(listed, this.db.selectFrom(groups.as('g')), page, limit);
  }

  /** The waiting reports of some posts (all their targets), oldest first. */
  waitingComplaints(postIds: number[]) {
    if (postIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('forum_complaints as fc')
      .innerJoin('users as u', 'u.id', 'fc.user_id')
      .select(['fc.id', 'fc.post_id', 'fc.comment_id', 'fc.reason', 'fc.created_at', 'u.name as user_name'])
      .where('fc.status', '=', COMPLAINT_STATUS.waiting)
      .where('fc.post_id', 'in', postIds)
      .orderBy('fc.created_at')
      .orderBy('fc.id')
      .execute();
  }

  /** Closes the waiting reports of one target; answers how many (0: another moderator was first). */
  async resolve(trx: Db, target: { postId: number; commentId: number | null }, status: number) {
    const result = await trx
      .updateTable('forum_complaints')
      .set({ status, resolved_at: new Date() })
      .where('status', '=', COMPLAINT_STATUS.waiting)
      .where('post_id', '=', target.postId)
      .where((eb) => (target.commentId === null ? eb('comment_id', 'is', null) : eb('comment_id', '=', target.commentId)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async log(trx: Db, row: { adminId: number; action: string; postId: number | null; commentId: number | null; targetUserId: number; banDays: number | null; reason: string; complaints: number }) {
    await trx
      .insertInto('forum_moderation_log')
      .values({
        admin_id: row.adminId,
        action: row.action,
        post_id: row.postId,
        comment_id: row.commentId,
        target_user_id: row.targetUserId,
        ban_days: row.banDays,
        reason: row.reason,
        complaints: row.complaints,
      })
      .execute();
  }

  async auditPage(page: number, limit: number) {
    const listed = this.db
      .selectFrom('forum_moderation_log as l')
      .innerJoin('users as a', 'a.id', 'l.admin_id')
      .innerJoin('users as t', 't.id', 'l.target_user_id')
      .select(['l.id', 'l.action', 'l.post_id', 'l.comment_id', 'l.ban_days', 'l.reason', 'l.complaints', 'l.created_at', 'a.name as admin_name', 't.name as target_user_name'])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc');
    return pageAndTotal(listed, this.db.selectFrom('forum_moderation_log'), page, limit);
  }
}
