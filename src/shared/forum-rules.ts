/** The forum's limits, shared by the server (server/modules/forum) and the forum's pages. */

/** Spec section 9: at most 9 images per post; a report's reason at most 100 characters. */
export const POST_IMAGES_MAX = 9;
export const COMPLAINT_REASON_MAX = 100;
/** Our limits (the spec names none): a post's text and a comment's. */
export const POST_TEXT_MAX = 5000;
export const COMMENT_MAX = 500;
/** A moderator's reason (audit and the author's notice). */
export const MODERATION_REASON_MAX = 200;
/** Ban periods offered by the queue, in days; 0 is permanent. */
export const BAN_DAYS = [1, 7, 30, 0] as const;
