import { column, sqlMigration } from '../sql-migration.js';

/**
 * Uploaded files and the forum.
 * - uploads: every stored upload with its owner, so a post can only reference its author's images;
 * - forum_plates (status 1 open, 2 banned), forum_posts (status 1 shown, 2 deleted by its owner,
 *   3 removed by a moderator; is_top 1 pinned) with their counters kept by the statements that
 *   change them, forum_post_images (at most 9 per post, in order);
 * - forum_comments: a comment on a post (parent_id null) or a reply under one (parent_id), with
 *   the user replied to;
 * - forum_likes: one row per post and user (the primary key makes a like idempotent);
 * - forum_complaints: a report on a post or one of its comments (status 1 waiting, 2 dismissed,
 *   3 acted on); one waiting report per user and target;
 * - forum_bans: a ban from writing until ends_at (null: permanent), lifted_at when lifted;
 * - forum_moderation_log: the audit of every moderator action (who, what, when, why).
 */
export default sqlMigration({
  up: `
    create table uploads (
      ${column.id},
      ${column.ref('owner_id', 'users')},
      path text not null unique,
      mime text not null,
      size integer not null,
      original_name text not null default '',
      ${column.createdAt}
    );
    create index uploads_owner_idx on uploads(owner_id, created_at desc);

    create table forum_plates (
      ${column.id},
      name text not null,
      name_en text not null default '',
      description text not null default '',
      description_en text not null default '',
      ${column.sort},
      ${column.status},
      ${column.createdAt}
    );

    create table forum_posts (
      ${column.id},
      ${column.ref('plate_id', 'forum_plates')},
      ${column.ref('user_id', 'users')},
      content text not null,
      ${column.status},
      is_top smallint not null default 0,
      browse_num integer not null default 0,
      comment_num integer not null default 0,
      like_num integer not null default 0,
      ${column.createdAt},
      deleted_at timestamptz
    );
    create index forum_posts_plate_idx on forum_posts(plate_id, status, is_top desc, created_at desc, id desc);
    create index forum_posts_feed_idx on forum_posts(status, created_at desc, id desc);
    create index forum_posts_user_idx on forum_posts(user_id, status, created_at desc);

    create table forum_post_images (
      ${column.ref('post_id', 'forum_posts')},
      sort smallint not null,
      ${column.ref('upload_id', 'uploads')},
      primary key (post_id, sort)
    );

    create table forum_comments (
      ${column.id},
      ${column.ref('post_id', 'forum_posts')},
      parent_id integer references forum_comments(id),
      reply_to_user_id integer references users(id),
      ${column.ref('user_id', 'users')},
      content text not null,
      ${column.status},
      ${column.createdAt}
    );
    create index forum_comments_post_idx on forum_comments(post_id, status, created_at, id);
    create index forum_comments_parent_idx on forum_comments(parent_id, status, created_at, id);
    create index forum_comments_user_idx on forum_comments(user_id, status, created_at desc);

    create table forum_likes (
      ${column.ref('post_id', 'forum_posts')},
      ${column.ref('user_id', 'users')},
      ${column.createdAt},
      primary key (post_id, user_id)
    );
    create index forum_likes_user_idx on forum_likes(user_id, created_at desc);

    create table forum_complaints (
      ${column.id},
      ${column.ref('post_id', 'forum_posts')},
      comment_id integer references forum_comments(id),
      ${column.ref('user_id', 'users')},
      reason text not null,
      ${column.status},
      ${column.createdAt},
      resolved_at timestamptz
    );
    create unique index forum_complaints_waiting_idx on forum_complaints(user_id, post_id, coalesce(comment_id, 0)) where status = 1;
    create index forum_complaints_queue_idx on forum_complaints(status, post_id, comment_id);

    create table forum_bans (
      ${column.id},
      ${column.ref('user_id', 'users')},
      reason text not null,
      ends_at timestamptz,
      ${column.ref('created_by', 'users')},
      ${column.createdAt},
      lifted_at timestamptz
    );
    create index forum_bans_user_idx on forum_bans(user_id, lifted_at, ends_at);

    create table forum_moderation_log (
      ${column.id},
      ${column.ref('admin_id', 'users')},
      action text not null,
      ${column.ref('post_id', 'forum_posts')},
      comment_id integer references forum_comments(id),
      ${column.ref('target_user_id', 'users')},
      ban_days integer,
      reason text not null,
      complaints integer not null default 0,
      ${column.createdAt}
    );
    create index forum_moderation_log_idx on forum_moderation_log(created_at desc, id desc);
  `,
  down: `
    drop table forum_moderation_log;
    drop table forum_bans;
    drop table forum_complaints;
    drop table forum_likes;
    drop table forum_comments;
    drop table forum_post_images;
    drop table forum_posts;
    drop table forum_plates;
    drop table uploads;
  `,
});
