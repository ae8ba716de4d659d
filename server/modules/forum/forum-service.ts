import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { Locale } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { UploadsService } from '../uploads/index.js';
import {
  COMMENT_MAX,
  COMPLAINT_REASON_MAX,
  IS_OWNER,
  PLATE_STATUS,
  POST_IMAGES_MAX,
  POST_STATUS,
  POST_TEXT_MAX,
} from './forum-codes.js';
import type { ForumRepo, PostScope } from './forum-repo.js';
import type { ModerationRepo } from './moderation-repo.js';
import { postText, sanitizePostHtml } from './sanitize.js';
import { plainText } from '../../core/text.js';

/** A name in the reader's language (the English one when there is one). */
export const localName = (zh: string, en: string | null | undefined, locale: Locale) => (locale === 'en-US' && en ? en : zh);

type PostRow = NonNullable<Awaited<ReturnType<ForumRepo['post']>>>;

/**
 * Plates, posts, comments, likes and reports, with the forum's rules on the server:
 * a banned plate (plate_status 2) can be neither read nor written; a banned user is refused
 * every write with the ban's end and reason; only the owner deletes; others report.
 */
export class ForumService {
  constructor(
    private readonly db: Db,
    private readonly forum: ForumRepo,
    private readonly moderation: ModerationRepo,
    private readonly uploads: UploadsService,
    private readonly calendar: CompanyCalendar,
  ) {}

  private todayStart() {
    return this.calendar.now().startOf('day').toJSDate();
  }

  /** The ban check before every write (and the editor): refuses a banned user with the ban's end and reason. */
  async assertCanWrite(userId: number) {
    const ban = await this.moderation.activeBan(userId);
    if (!ban) return;
    if (ban.ends_at === null) throw new DomainError('forbidden', 'forumBannedForever', { reason: ban.reason });
    throw new DomainError('forbidden', 'forumBannedUntil', { reason: ban.reason, until: unixToText(ban.ends_at, this.calendar.zone) });
  }

  /** The banned check the SPA makes before opening the editor. */
  async banStatus(userId: number) {
    const ban = await this.moderation.activeBan(userId);
    return {
      is_banned: ban ? 1 : 0,
      reason: ban?.reason ?? '',
      ends_at: ban ? unixSeconds(ban.ends_at) : null,
    };
  }

  async plates(locale: Locale) {
    const rows = await this.forum.plates(this.todayStart());
    return {
      list: rows.map((p) => ({
        id: p.id,
        name: localName(p.name, p.name_en, locale),
        description: localName(p.description, p.description_en, locale),
        plate_status: p.status,
        post_num: Number(p.post_num),
        today_num: Number(p.today_num),
        latest_at: p.latest_at ? unixSeconds(p.latest_at as Date) : null,
      })),
    };
  }

  summary() {
    return this.forum.summary(this.todayStart());
  }

  /** A plate that may be read and written, else notFound or the banned plate refusal. */
  private async openPlate(plateId: number) {
    const plate = await this.forum.plate(plateId);
    if (!plate) throw new DomainError('notFound', 'forumPlateNotFound');
    if (plate.status === PLATE_STATUS.banned) throw new DomainError('forbidden', 'forumPlateBanned');
    return plate;
  }

  async plate(plateId: number, locale: Locale) {
    const plate = await this.openPlate(plateId);
    return { id: plate.id, name: localName(plate.name, plate.name_en, locale), description: localName(plate.description, plate.description_en, locale), plate_status: plate.status };
  }

  private async present(viewerId: number, rows: PostRow[], locale: Locale) {
    const images = await this.forum.images(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      content: r.content,
      user_id: r.user_id,
      user_name: r.user_name,
      photo: r.photo,
      created_at: unixSeconds(r.created_at),
      is_top: r.is_top,
      is_owner: r.user_id === viewerId ? IS_OWNER.yes : IS_OWNER.no,
      is_liked: r.liked ? 1 : 0,
      is_commented: r.commented ? 1 : 0,
      browse_num: r.browse_num,
      comment_num: r.comment_num,
      like_num: r.like_num,
      plate_id: r.plate_id,
      plate_name: localName(r.plate_name, r.plate_name_en, locale),
      plate_status: r.plate_status,
      resources: images.filter((i) => i.post_id === r.id).map((i) => ({ id: i.id, resource_url: `/files/${i.path}` })),
    }));
  }

  /**
   * A page of posts: of one plate (pinned first, refused when the plate is banned), or of every
   * plate (newest first). No list holds posts of a banned plate (the repository's one rule):
   * opening one is refused, so a list offering it would lead nowhere.
   */
  async posts(viewerId: number, query: { plate_id?: number; page: number; limit: number }, locale: Locale) {
    let scope: PostScope = { all: true };
    if (query.plate_id) {
      await this.openPlate(query.plate_id);
      scope = { plateId: query.plate_id };
    }
    return this.postPage(viewerId, scope, query.page, query.limit, locale);
  }

  async postPage(viewerId: number, scope: PostScope, page: number, limit: number, locale: Locale) {
    const { rows, total } = await this.forum.postPage(viewerId, scope, page, limit);
    return { list: await this.present(viewerId, rows, locale), total, current_page: page };
  }

  /** A shown post in an open plate, else the refusal. */
  private async readablePost(viewerId: number, postId: number) {
    const post = await this.forum.post(viewerId, postId);
    if (!post || post.status !== POST_STATUS.shown) throw new DomainError('notFound', 'forumPostNotFound');
    if (post.plate_status === PLATE_STATUS.banned) throw new DomainError('forbidden', 'forumPlateBanned');
    return post;
  }

  /** The post detail; each opening counts a browse. `plate_id` (the route's query) must be the post's when given. */
  async detail(viewerId: number, postId: number, plateId: number | undefined, locale: Locale) {
    const post = await this.readablePost(viewerId, postId);
    if (plateId && plateId !== post.plate_id) throw new DomainError('notFound', 'forumPostNotFound');
    await this.forum.countBrowse(post.id);
    const [shown] = await this.present(viewerId, [{ ...post, browse_num: post.browse_num + 1 }], locale);
    return shown!;
  }

  async create(userId: number, input: { plate_id?: number; content: string; image_ids?: number[] }, locale: Locale) {
    await this.assertCanWrite(userId);
    if (!input.plate_id) throw new DomainError('invalid', 'forumPlateRequired');
    await this.openPlate(input.plate_id);
    const imageIds = input.image_ids ?? [];
    if (new Set(imageIds).size > POST_IMAGES_MAX) throw new DomainError('invalid', 'forumTooManyImages', { max: POST_IMAGES_MAX });
    const content = sanitizePostHtml(input.content);
    const text = postText(content);
    if (!text && imageIds.length === 0) throw new DomainError('invalid', 'forumContentRequired');
    if ([...text].length > POST_TEXT_MAX) throw new DomainError('invalid', 'forumContentTooLong', { max: POST_TEXT_MAX });
    const images = await this.uploads.ownImages(userId, imageIds);
    const id = await this.db.transaction().execute((trx) =>
      this.forum.insertPost(trx, { plateId: input.plate_id!, userId, content, imageIds: images.map((i) => i.id) }),
    );
    const post = await this.forum.post(userId, id);
    const [shown] = await this.present(userId, [post!], locale);
    return shown!;
  }

  async like(userId: number, postId: number, liked: boolean) {
    await this.assertCanWrite(userId);
    await this.readablePost(userId, postId);
    const likeNum = await this.db.transaction().execute(async (trx) => {
      if (liked) await this.forum.like(trx, postId, userId);
      else await this.forum.unlike(trx, postId, userId);
      return this.forum.likeNum(trx, postId);
    });
    return { post_id: postId, like_num: likeNum, is_liked: liked ? 1 : 0 };
  }

  async deletePost(userId: number, postId: number) {
    await this.assertCanWrite(userId);
    const post = await this.forum.post(userId, postId);
    if (!post || post.status !== POST_STATUS.shown) throw new DomainError('notFound', 'forumPostNotFound');
    if (post.user_id !== userId) throw new DomainError('forbidden', 'forumNotOwner');
    await this.db.transaction().execute((trx) => this.forum.hidePost(trx, postId, POST_STATUS.deleted));
    return null;
  }

  private async shownComment(commentId: number) {
    const comment = await this.forum.comment(commentId);
    if (!comment || comment.status !== POST_STATUS.shown) throw new DomainError('notFound', 'forumCommentNotFound');
    return comment;
  }

  async deleteComment(userId: number, commentId: number) {
    await this.assertCanWrite(userId);
    const comment = await this.shownComment(commentId);
    if (comment.user_id !== userId) throw new DomainError('forbidden', 'forumNotOwner');
    await this.db.transaction().execute((trx) => this.forum.hideComment(trx, comment, POST_STATUS.deleted));
    return null;
  }

  private commentText(content: string) {
    const text = plainText(content).trim();
    if (!text) throw new DomainError('invalid', 'forumCommentRequired');
    if ([...text].length > COMMENT_MAX) throw new DomainError('invalid', 'forumContentTooLong', { max: COMMENT_MAX });
    return text;
  }

  async comments(viewerId: number, postId: number, page: number, limit: number) {
    await this.readablePost(viewerId, postId);
    const { rows, replies, total } = await this.forum.commentPage(postId, page, limit);
    type Row = (typeof rows)[number];
    const shape = (c: Row) => ({
      id: c.id,
      post_id: c.post_id,
      parent_id: c.parent_id,
      user_id: c.user_id,
      user_name: c.user_name,
      photo: c.photo,
      content: c.content,
      created_at: unixSeconds(c.created_at),
      is_owner: c.user_id === viewerId ? IS_OWNER.yes : IS_OWNER.no,
      reply_to_name: c.reply_to_name,
    });
    return {
      list: rows.map((c) => ({ ...shape(c), replies: replies.filter((r) => r.parent_id === c.id).map(shape) })),
      total,
      current_page: page,
    };
  }

  /** A comment on a post. */
  async comment(userId: number, input: { post_id: number; content: string }) {
    await this.assertCanWrite(userId);
    const content = this.commentText(input.content);
    const post = await this.readablePost(userId, input.post_id);
    const id = await this.db.transaction().execute((trx) => this.forum.insertComment(trx, { postId: post.id, parentId: null, replyToUserId: null, userId, content }));
    return { id, post_id: post.id, parent_id: null };
  }

  /** A reply (respond) to a comment or to a reply; it hangs under the comment, naming whom it answers. */
  async respond(userId: number, input: { comment_id: number; content: string }) {
    await this.assertCanWrite(userId);
    const content = this.commentText(input.content);
    const target = await this.shownComment(input.comment_id);
    const post = await this.readablePost(userId, target.post_id);
    const parentId = target.parent_id ?? target.id;
    const id = await this.db
      .transaction()
      .execute((trx) => this.forum.insertComment(trx, { postId: post.id, parentId, replyToUserId: target.user_id, userId, content }));
    return { id, post_id: post.id, parent_id: parentId };
  }

  /** Reports a post, or with comment_id one of its comments; never one's own. */
  async complain(userId: number, input: { post_id: number; comment_id?: number; reason: string }) {
    await this.assertCanWrite(userId);
    const reason = plainText(input.reason).trim();
    if (!reason) throw new DomainError('invalid', 'forumReasonRequired');
    if ([...reason].length > COMPLAINT_REASON_MAX) throw new DomainError('invalid', 'forumReasonTooLong', { max: COMPLAINT_REASON_MAX });
    const post = await this.readablePost(userId, input.post_id);
    let authorId = post.user_id;
    if (input.comment_id) {
      const comment = await this.shownComment(input.comment_id);
      if (comment.post_id !== post.id) throw new DomainError('notFound', 'forumCommentNotFound');
      authorId = comment.user_id;
    }
    if (authorId === userId) throw new DomainError('forbidden', 'forumOwnReport');
    const added = await this.forum.insertComplaint({ postId: post.id, commentId: input.comment_id ?? null, userId, reason });
    if (!added) throw new DomainError('refused', 'forumAlreadyReported');
    return null;
  }

  async myComments(userId: number, page: number, limit: number, locale: Locale) {
    const { rows, total } = await this.forum.myComments(userId, page, limit);
    return {
      list: rows.map((c) => ({
        id: c.id,
        post_id: c.post_id,
        parent_id: c.parent_id,
        content: c.content,
        created_at: unixSeconds(c.created_at),
        post_excerpt: [...postText(c.post_content)].slice(0, 80).join(''),
        plate_id: c.plate_id,
        plate_name: localName(c.plate_name, c.plate_name_en, locale),
        plate_status: c.plate_status,
      })),
      total,
      current_page: page,
    };
  }
}

/** 'yyyy-MM-dd HH:mm' in the company zone: how a ban's end reads in refusals and notices. */
export function unixToText(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).toFormat('yyyy-MM-dd HH:mm');
}
