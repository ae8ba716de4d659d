import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { POST_STATUS, PLATE_STATUS } from './forum-codes.js';

/** Which posts a post list shows. */
export type PostScope = { plateId: number } | { all: true } | { authorId: number } | { likedBy: number };

/** What a post row shows: the post, its author and its plate. */
const postColumns = [
  'fp.id',
  'fp.content',
  'fp.user_id',
  'u.name as user_name',
  'u.photo',
  'fp.created_at',
  'fp.is_top',
  'fp.browse_num',
  'fp.comment_num',
  'fp.like_num',
  'fp.plate_id',
  'p.name as plate_name',
  'p.name_en as plate_name_en',
  'p.status as plate_status',
  'fp.status',
] as const;

/** Plates, posts, their images, comments and likes. */
export class ForumRepo {
  constructor(private readonly db: Db) {}

  plates(todayStart: Date) {
    return this.db
      .selectFrom('forum_plates as p')
      .leftJoin('forum_posts as fp', (join) => join.onRef('fp.plate_id', '=', 'p.id').on('fp.status', '=', POST_STATUS.shown))
      .select(['p.id', 'p.name', 'p.name_en', 'p.description', 'p.description_en', 'p.status', 'p.sort'])
      .select((eb) => [
        eb.fn.count<number>('fp.id').as('post_num'),
        sql<number>`count(fp.id) filter (where fp.created_at >= ${todayStart})`.as('today_num'),
        eb.fn.max('fp.created_at').as('latest_at'),
      ])
      .groupBy('p.id')
      .orderBy('p.sort')
      .orderBy('p.id')
      .execute();
  }

  plate(id: number) {
    return this.db.selectFrom('forum_plates').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async summary(todayStart: Date) {
    const row = await this.db
      .selectFrom('forum_posts')
      .select((eb) => [eb.fn.countAll<number>().as('post_num'), sql<number>`count(*) filter (where created_at >= ${todayStart})`.as('today_num')])
      .where('status', '=', POST_STATUS.shown)
      .executeTakeFirstOrThrow();
    const plates = await this.db
      .selectFrom('forum_plates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', PLATE_STATUS.open)
      .executeTakeFirstOrThrow();
    return { post_num: toNumber(row.post_num), today_num: toNumber(row.today_num), plate_num: toNumber(plates.n) };
  }

  /** Post rows as the list shows them, with the viewer's like and comment flags. */
  private postRows(viewerId: number) {
    return this.db
      .selectFrom('forum_posts as fp')
      .innerJoin('users as u', 'u.id', 'fp.user_id')
      .innerJoin('forum_plates as p', 'p.id', 'fp.plate_id')
      .select(postColumns)
      .select((eb) => [
        eb.exists(eb.selectFrom('forum_likes as l').select('l.post_id').whereRef('l.post_id', '=', 'fp.id').where('l.user_id', '=', viewerId)).as('liked'),
        eb
          .exists(
            eb.selectFrom('forum_comments as c').select('c.id').whereRef('c.post_id', '=', 'fp.id').where('c.user_id', '=', viewerId).where('c.status', '=', POST_STATUS.shown),
          )
          .as('commented'),
      ]);
  }

  /**
   * Every list of posts (latest, a plate's, an author's, liked): shown posts of open plates
   * only. A banned plate's posts cannot be opened (the detail refuses them), so no list offers
   * them: this is the one place the rule lives.
   */
  async postPage(viewerId: number, scope: PostScope, page: number, limit: number) {
    let rows = this.postRows(viewerId).where('fp.status', '=', POST_STATUS.shown).where('p.status', '=', PLATE_STATUS.open);
    let count = this.db
      .selectFrom('forum_posts as fp')
      .innerJoin('forum_plates as p', 'p.id', 'fp.plate_id')
      .where('fp.status', '=', POST_STATUS.shown)
      .where('p.status', '=', PLATE_STATUS.open);
    if ('plateId' in scope) {
      rows = rows.where('fp.plate_id', '=', scope.plateId).orderBy('fp.is_top', 'desc');
      count = count.where('fp.plate_id', '=', scope.plateId);
    } else if ('authorId' in scope) {
      rows = rows.where('fp.user_id', '=', scope.authorId);
      count = count.where('fp.user_id', '=', scope.authorId);
    } else if ('likedBy' in scope) {
      rows = rows.innerJoin('forum_likes as ml', (join) => join.onRef('ml.post_id', '=', 'fp.id').on('ml.user_id', '=', scope.likedBy)).orderBy('ml.created_at', 'desc');
      count = count.innerJoin('forum_likes as ml', (join) => join.onRef('ml.post_id', '=', 'fp.id').on('ml.user_id', '=', scope.likedBy));
    }
    return pageAndTotal(rows.orderBy('fp.created_at', 'desc').orderBy('fp.id', 'desc'), count, page, limit);
  }

  post(viewerId: number, id: number) {
    return this.postRows(viewerId).where('fp.id', '=', id).executeTakeFirst();
  }

  /** The images of posts, in their order. */
  images(postIds: number[]) {
    if (postIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('forum_post_images as i')
      .innerJoin('uploads as f', 'f.id', 'i.upload_id')
      .select(['i.post_id', 'i.upload_id as id', 'f.path'])
      .where('i.post_id', 'in', postIds)
      .orderBy('i.post_id')
      .orderBy('i.sort')
      .execute();
  }

  async countBrowse(id: number) {
    await this.db.updateTable('forum_posts').set({ browse_num: sql<number>`browse_num + 1` }).where('id', '=', id).execute();
  }

  async insertPost(trx: Db, row: { plateId: number; userId: number; content: string; imageIds: number[] }) {
    const { id } = await trx.insertInto('forum_posts').values({ plate_id: row.plateId, user_id: row.userId, content: row.content }).returning('id').executeTakeFirstOrThrow();
    if (row.imageIds.length) {
      await trx
        .insertInto('forum_post_images')
        .values(row.imageIds.map((uploadId, sort) => ({ post_id: id, sort, upload_id: uploadId })))
        .execute();
    }
    return id;
  }

  /** Hides a shown post (status 2 or 3); answers whether it was shown. */
  async hidePost(trx: Db, id: number, status: number) {
    const result = await trx.updateTable('forum_posts').set({ status, deleted_at: new Date() }).where('id', '=', id).where('status', '=', POST_STATUS.shown).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  // Likes -----------------------------------------------------------------------------

  /**
   * One like per user and post: the insert adds nothing when the pair exists (the primary key),
   * and only an insert that added a row moves the counter, in the same transaction; a second
   * like from the same user, even at the same moment, waits on the key and then adds nothing.
   */
  async like(trx: Db, postId: number, userId: number) {
    const added = await trx.insertInto('forum_likes').values({ post_id: postId, user_id: userId }).onConflict((oc) => oc.doNothing()).returning('post_id').executeTakeFirst();
    if (added) await trx.updateTable('forum_posts').set({ like_num: sql<number>`like_num + 1` }).where('id', '=', postId).execute();
  }

  async unlike(trx: Db, postId: number, userId: number) {
    const removed = await trx.deleteFrom('forum_likes').where('post_id', '=', postId).where('user_id', '=', userId).returning('post_id').executeTakeFirst();
    if (removed) await trx.updateTable('forum_posts').set({ like_num: sql<number>`like_num - 1` }).where('id', '=', postId).execute();
  }

  async likeNum(trx: Db, postId: number) {
    const row = await trx.selectFrom('forum_posts').select('like_num').where('id', '=', postId).executeTakeFirstOrThrow();
    return row.like_num;
  }

  // Comments --------------------------------------------------------------------------

  comment(id: number) {
    return this.db.selectFrom('forum_comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private commentRows() {
    return this.db
      .selectFrom('forum_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('users as r', 'r.id', 'c.reply_to_user_id')
      .select(['c.id', 'c.post_id', 'c.parent_id', 'c.user_id', 'u.name as user_name', 'u.photo', 'c.content', 'c.created_at', 'r.name as reply_to_name'])
      .where('c.status', '=', POST_STATUS.shown);
  }

  /** A page of a post's comments, oldest first, and every shown reply under them. */
  async commentPage(postId: number, page: number, limit: number) {
    const { rows, total } = await pageAndTotal(
      this.commentRows().where('c.post_id', '=', postId).where('c.parent_id', 'is', null).orderBy('c.created_at').orderBy('c.id'),
      this.db.selectFrom('forum_comments').where('post_id', '=', postId).where('parent_id', 'is', null).where('status', '=', POST_STATUS.shown),
      page,
      limit,
    );
    const replies = rows.length
      ? await this.commentRows().where('c.parent_id', 'in', rows.map((c) => c.id)).orderBy('c.created_at').orderBy('c.id').execute()
      : [];
    return { rows, replies, total };
  }

  async insertComment(trx: Db, row: { postId: number; parentId: number | null; replyToUserId: number | null; userId: number; content: string }) {
    const { id } = await trx
      .insertInto('forum_comments')
      .values({ post_id: row.postId, parent_id: row.parentId, reply_to_user_id: row.replyToUserId, user_id: row.userId, content: row.content })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('forum_posts').set({ comment_num: sql<number>`comment_num + 1` }).where('id', '=', row.postId).execute();
    return id;
  }

  /** Hides a shown comment and the shown replies under it; the post's count drops by as many. */
  async hideComment(trx: Db, comment: { id: number; post_id: number }, status: number) {
    const result = await trx
      .updateTable('forum_comments')
      .set({ status })
      .where('status', '=', POST_STATUS.shown)
      .where((eb) => eb.or([eb('id', '=', comment.id), eb('parent_id', '=', comment.id)]))
      .executeTakeFirst();
    const hidden = Number(result.numUpdatedRows);
    if (hidden) await trx.updateTable('forum_posts').set({ comment_num: sql<number>`comment_num - ${hidden}` }).where('id', '=', comment.post_id).execute();
    return hidden;
  }

  /** The user's shown comments and replies, newest first, with their post and plate. */
  async myComments(userId: number, page: number, limit: number) {
    const base = this.db
      .selectFrom('forum_comments as c')
      .innerJoin('forum_posts as fp', 'fp.id', 'c.post_id')
      .innerJoin('forum_plates as p', 'p.id', 'fp.plate_id')
      .where('c.user_id', '=', userId)
      .where('c.status', '=', POST_STATUS.shown)
      .where('fp.status', '=', POST_STATUS.shown)
      // As the post lists: nothing under a banned plate, whose posts cannot be opened.
      .where('p.status', '=', PLATE_STATUS.open);
    const listed = base
      .select(['c.id', 'c.post_id', 'c.parent_id', 'c.content', 'c.created_at', 'fp.content as post_content', 'fp.plate_id', 'p.name as plate_name', 'p.name_en as plate_name_en', 'p.status as plate_status'])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc');
    return pageAndTotal(listed, base, page, limit);
  }

  // Complaints ------------------------------------------------------------------------

  /** Files a report; answers false when the user already has one waiting on the same target. */
  async insertComplaint(row: { postId: number; commentId: number | null; userId: number; reason: string }) {
    const added = await this.db
      .insertInto('forum_complaints')
      .values({ post_id: row.postId, comment_id: row.commentId, user_id: row.userId, reason: row.reason })
      .onConflict((oc) => oc.expression(sql`user_id, post_id, coalesce(comment_id, 0)`).where('status', '=', 1).doNothing())
      .returning('id')
      .executeTakeFirst();
    return Boolean(added);
  }
}
