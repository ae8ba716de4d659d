import type { Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp, Timestamp } from '../../core/db/columns.js';

// Posts, comments and reports take a settable created_at (DefaultTimestamp): the demo data back-dates them.

/** A plate (section); status 1 open, 2 banned (spec: plate_status 2). */
export interface ForumPlateTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  description: Generated<string>;
  description_en: Generated<string>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
}

/** status 1 shown, 2 deleted by its owner, 3 removed by a moderator; is_top 1 pinned. */
export interface ForumPostTable {
  id: Generated<number>;
  plate_id: number;
  user_id: number;
  /** Rich text, sanitised before it is stored. */
  content: string;
  status: Generated<number>;
  is_top: Generated<number>;
  browse_num: Generated<number>;
  comment_num: Generated<number>;
  like_num: Generated<number>;
  created_at: DefaultTimestamp;
  deleted_at: Timestamp | null;
}

export interface ForumPostImageTable {
  post_id: number;
  sort: number;
  upload_id: number;
}

/** A comment (parent_id null) or a reply under one; status as posts'. */
export interface ForumCommentTable {
  id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  user_id: number;
  content: string;
  status: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface ForumLikeTable {
  post_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/** status 1 waiting, 2 dismissed, 3 acted on. */
export interface ForumComplaintTable {
  id: Generated<number>;
  post_id: number;
  comment_id: number | null;
  user_id: number;
  reason: string;
  status: Generated<number>;
  created_at: DefaultTimestamp;
  resolved_at: Timestamp | null;
}

/** ends_at null: permanent. */
export interface ForumBanTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  ends_at: Timestamp | null;
  created_by: number;
  created_at: CreatedAt;
  lifted_at: Timestamp | null;
  /** The admin who lifted the ban by hand. */
  lifted_by: number | null;
}

export interface ForumModerationLogTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  /** null for an action on a person (a ban lifted). */
  post_id: number | null;
  comment_id: number | null;
  target_user_id: number;
  ban_days: number | null;
  reason: string;
  complaints: Generated<number>;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    forum_plates: ForumPlateTable;
    forum_posts: ForumPostTable;
    forum_post_images: ForumPostImageTable;
    forum_comments: ForumCommentTable;
    forum_likes: ForumLikeTable;
    forum_complaints: ForumComplaintTable;
    forum_bans: ForumBanTable;
    forum_moderation_log: ForumModerationLogTable;
  }
}
