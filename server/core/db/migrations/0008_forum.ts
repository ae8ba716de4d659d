import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

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
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table uploads (
      id serial primary key,
      owner_id integer not null references users(id),
      path text not null unique,
      mime text not null,
      size integer not null,
      original_name text not null default '',
      created_at timestamptz not null default now()
    );
    create index uploads_owner_idx on uploads(owner_id, created_at desc);

    create table forum_plates (
      id serial primary key,
      name text not null,
      name_en text not null default '',
      description text not null default '',
      description_en text not null default '',
      sort integer not null default 0,
      status smallint not null default 1,
      created_at timestamptz not null default now()
    );

    create table forum_posts (
      id serial primary key,
      plate_id integer not null references forum_plates(id),
      user_id integer not null references users(id),
      content text not null,
      status smallint not null default 1,
      is_top smallint not null default 0,
      browse_num integer not null default 0,
      comment_num integer not null default 0,
      like_num integer not null default 0,
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create index forum_posts_plate_idx on forum_posts(plate_id, status, is_top desc, created_at desc, id desc);
    create index forum_posts_feed_idx on forum_posts(status, created_at desc, id desc);
    create index forum_posts_user_idx on forum_posts(user_id, status, created_at desc);

    create table forum_post_images (
      post_id integer not null references forum_posts(id),
      sort smallint not null,
      upload_id integer not null references uploads(id),
      primary key (post_id, sort)
    );

    create table forum_comments (
      id serial primary key,
      post_id integer not null references forum_posts(id),
      parent_id integer references forum_comments(id),
      reply_to_user_id integer references users(id),
      user_id integer not null references users(id),
      content text not null,
      status smallint not null default 1,
      created_at timestamptz not null default now()
    );
    create index forum_comments_post_idx on forum_comments(post_id, status, created_at, id);
    create index forum_comments_parent_idx on forum_comments(parent_id, status, created_at, id);
    create index forum_comments_user_idx on forum_comments(user_id, status, created_at desc);

    create table forum_likes (
      post_id integer not null references forum_posts(id),
      user_id integer not null references users(id),
      created_at timestamptz not null default now(),
      primary key (post_id, user_id)
    );
    create index forum_likes_user_idx on forum_likes(user_id, created_at desc);

    create table forum_complaints (
      id serial primary key,
      post_id integer not null references forum_posts(id),
      comment_id integer references forum_comments(id),
      user_id integer not null references users(id),
      reason text not null,
      status smallint not null default 1,
      created_at timestamptz not null default now(),
      resolved_at timestamptz
    );
    create unique index forum_complaints_waiting_idx on forum_complaints(user_id, post_id, coalesce(comment_id, 0)) where status = 1;
    create index forum_complaints_queue_idx on forum_complaints(status, post_id, comment_id);

    create table forum_bans (
      id serial primary key,
      user_id integer not null references users(id),
      reason text not null,
      ends_at timestamptz,
      created_by integer not null references users(id),
      created_at timestamptz not null default now(),
      lifted_at timestamptz
    );
    create index forum_bans_user_idx on forum_bans(user_id, lifted_at, ends_at);

    create table forum_moderation_log (
      id serial primary key,
      admin_id integer not null references users(id),
      action text not null,
      post_id integer not null references forum_posts(id),
      comment_id integer references forum_comments(id),
      target_user_id integer not null references users(id),
      ban_days integer,
      reason text not null,
      complaints integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index forum_moderation_log_idx on forum_moderation_log(created_at desc, id desc);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    drop table forum_moderation_log;
    drop table forum_bans;
    drop table forum_complaints;
    drop table forum_likes;
    drop table forum_comments;
    drop table forum_post_images;
    drop table forum_posts;
    drop table forum_plates;
    drop table uploads;
  `);
}
