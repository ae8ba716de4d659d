import { plainText } from '../../core/text.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { Locale } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { createNotifyModule } from '../notify/index.js';
import { BAN_DAYS, COMPLAINT_STATUS, MODERATION_REASON_MAX, POST_STATUS } from './forum-codes.js';
import type { ForumRepo } from './forum-repo.js';
import { localName, unixToText } from './forum-service.js';
import type { ModerationRepo } from './moderation-repo.js';
import { postText } from './sanitize.js';

type NotificationsService = ReturnType<typeof createNotifyModule>['services']['notifications'];

export type ModerationAction = 'dismiss' | 'remove' | 'ban';

/** Spec notify type 3 (system); item type 1 is the mute reminder, which a ban is. */
const SYSTEM_NOTICE = 3;
const MUTE_REMINDER = 1;
/**
 * A removal has no item type in the spec's list of system items: we send it as 0 (no item),
 * so that the notification centre shows its text without a link.
 */
const REMOVAL_NOTICE_ITEM = 0;

/**
 * The report queue (beyond the spec): admins see what was reported, grouped by post or comment
 * with its reports, and dismiss the reports, remove the target, or ban its author; every action is
 * audited and the author is told through the notification centre.
 */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly forum: ForumRepo,
    private readonly moderation: ModerationRepo,
    private readonly notifications: NotificationsService,
    private readonly zone: string,
  ) {}

  private assertAdmin(isAdmin: boolean) {
    if (!isAdmin) throw new DomainError('forbidden', 'forumAdminOnly');
  }

  async queue(isAdmin: boolean, page: number, limit: number, locale: Locale) {
    this.assertAdmin(isAdmin);
    const { rows, total } = await this.moderation.queue(page, limit);
    const complaints = await this.moderation.waitingComplaints([...new Set(rows.map((g) => g.post_id))]);
    return {
      list: rows.map((g) => ({
        post_id: g.post_id,
        comment_id: g.comment_id,
        content: g.comment_content ?? g.post_content,
        post_excerpt: [...postText(g.post_content)].slice(0, 120).join(''),
        plate_id: g.plate_id,
        plate_name: localName(g.plate_name, g.plate_name_en, locale),
        author_id: g.author_id,
        author_name: g.author_name,
        author_photo: g.author_photo,
        complaint_num: Number(g.complaint_num),
        last_at: unixSeconds(g.last_at as Date),
        complaints: complaints
          .filter((c) => c.post_id === g.post_id && c.comment_id === g.comment_id)
          .map((c) => ({ id: c.id, user_name: c.user_name, reason: c.reason, created_at: unixSeconds(c.created_at) })),
      })),
      total,
      current_page: page,
    };
  }

  async audit(isAdmin: boolean, page: number, limit: number) {
    this.assertAdmin(isAdmin);
    const { rows, total } = await this.moderation.auditPage(page, limit);
    return { list: rows.map((r) => ({ ...r, created_at: unixSeconds(r.created_at) })), total, current_page: page };
  }

  async bans(isAdmin: boolean, page: number, limit: number) {
    this.assertAdmin(isAdmin);
    const { rows, total } = await this.moderation.activeBans(page, limit);
    return { list: rows.map((b) => ({ ...b, ends_at: unixSeconds(b.ends_at), created_at: unixSeconds(b.created_at) })), total, current_page: page };
  }

  /**
   * Lifts a ban in force by hand (beyond the spec), with a reason kept in the audit like the
   * other actions; the user is told through the notification centre. A ban that has ended or
   * was lifted meanwhile is refused, so two admins lifting at once lift (and audit) once.
   */
  async liftBan(admin: { userId: number; isAdmin: boolean }, banId: number, input: { reason: string }) {
    this.assertAdmin(admin.isAdmin);
    const reason = plainText(input.reason).trim();
    if (!reason) throw new DomainError('invalid', 'forumModerationReasonRequired');
    if ([...reason].length > MODERATION_REASON_MAX) throw new DomainError('invalid', 'forumModerationReasonTooLong', { max: MODERATION_REASON_MAX });
    const lifted = await this.db.transaction().execute(async (trx) => {
      const ban = await this.moderation.liftBan(trx, banId, admin.userId);
      if (!ban) throw new DomainError('refused', 'forumBanNotInForce');
      await this.moderation.log(trx, { adminId: admin.userId, action: 'lift', postId: null, commentId: null, targetUserId: ban.user_id, banDays: null, reason, complaints: 0 });
      return ban;
    });
    await this.notifications.notify([lifted.user_id], { notify_type: SYSTEM_NOTICE, type: MUTE_REMINDER, message: 'forumNoticeLifted', params: { reason }, target_id: null });
    return null;
  }

  /**
   * Handles the waiting reports of one post or comment. The reports are closed first, in the
   * same transaction as the action, so two moderators acting at once act once. A ban also
   * removes the reported post or comment: the ban closes its reports, so the content would
   * otherwise stay online with nothing left in the queue to remove it from.
   */
  async act(admin: { userId: number; isAdmin: boolean }, input: { post_id: number; comment_id?: number; action: ModerationAction; ban_days?: number; reason: string }) {
    this.assertAdmin(admin.isAdmin);
    const reason = plainText(input.reason).trim();
    if (!reason) throw new DomainError('invalid', 'forumModerationReasonRequired');
    if ([...reason].length > MODERATION_REASON_MAX) throw new DomainError('invalid', 'forumModerationReasonTooLong', { max: MODERATION_REASON_MAX });
    const banDays = input.action === 'ban' ? input.ban_days : undefined;
    if (input.action === 'ban' && (banDays === undefined || !(BAN_DAYS as readonly number[]).includes(banDays))) throw new DomainError('invalid', 'forumBanDaysInvalid');
    const commentId = input.comment_id ?? null;
    const post = await this.forum.post(admin.userId, input.post_id);
    if (!post) throw new DomainError('notFound', 'forumPostNotFound');
    let authorId = post.user_id;
    let comment: Awaited<ReturnType<ForumRepo['comment']>>;
    if (commentId !== null) {
      comment = await this.forum.comment(commentId);
      if (!comment || comment.post_id !== post.id) throw new DomainError('notFound', 'forumCommentNotFound');
      authorId = comment.user_id;
    }
    const endsAt = banDays ? new Date(Date.now() + banDays * 86_400_000) : null;
    await this.db.transaction().execute(async (trx) => {
      const status = input.action === 'dismiss' ? COMPLAINT_STATUS.dismissed : COMPLAINT_STATUS.actioned;
      const closed = await this.moderation.resolve(trx, { postId: post.id, commentId }, status);
      if (closed === 0) throw new DomainError('refused', 'forumNothingWaiting');
      if (input.action === 'remove' || input.action === 'ban') {
        if (comment) await this.forum.hideComment(trx, comment, POST_STATUS.removed);
        else await this.forum.hidePost(trx, post.id, POST_STATUS.removed);
      }
      if (input.action === 'ban') {
        await this.moderation.insertBan(trx, { userId: authorId, reason, endsAt, by: admin.userId });
        // The removal that comes with the ban, audited on its own line like a removal.
        await this.moderation.log(trx, { adminId: admin.userId, action: 'remove', postId: post.id, commentId, targetUserId: authorId, banDays: null, reason, complaints: 0 });
      }
      await this.moderation.log(trx, {
        adminId: admin.userId,
        action: input.action,
        postId: post.id,
        commentId,
        targetUserId: authorId,
        banDays: banDays ?? null,
        reason,
        complaints: closed,
      });
    });
    // A ban's one notice says why (its removal of the content goes without a second one).
    if (input.action === 'ban') {
      await this.notifications.notify(
        [authorId],
        endsAt
          ? { notify_type: SYSTEM_NOTICE, type: MUTE_REMINDER, message: 'forumNoticeBanned', params: { days: banDays!, until: unixToText(endsAt, this.zone), reason }, target_id: post.id }
          : { notify_type: SYSTEM_NOTICE, type: MUTE_REMINDER, message: 'forumNoticeBannedForever', params: { reason }, target_id: post.id },
      );
    } else if (input.action === 'remove') {
      await this.notifications.notify([authorId], { notify_type: SYSTEM_NOTICE, type: REMOVAL_NOTICE_ITEM, message: 'forumNoticeRemoved', params: { reason }, target_id: null });
    }
    return null;
  }
}
