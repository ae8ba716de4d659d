/** The forum's stored codes, named once. */

/** Spec plate_status: 2 banned (not enterable). */
export const PLATE_STATUS = { open: 1, banned: 2 } as const;
/** Posts and comments: shown, deleted by their owner, removed by a moderator. */
export const POST_STATUS = { shown: 1, deleted: 2, removed: 3 } as const;
/** Reports: waiting in the queue, dismissed, acted on (target removed or author banned). */
export const COMPLAINT_STATUS = { waiting: 1, dismissed: 2, actioned: 3 } as const;
/** Spec is_owner: 1 owner, 2 not. */
export const IS_OWNER = { yes: 1, no: 2 } as const;

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
