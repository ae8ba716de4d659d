/** The forum's stored codes, named once. */

/** Spec plate_status: 2 banned (not enterable). */
export const PLATE_STATUS = { open: 1, banned: 2 } as const;
/** Posts and comments: shown, deleted by their owner, removed by a moderator. */
export const POST_STATUS = { shown: 1, deleted: 2, removed: 3 } as const;
/** Reports: waiting in the queue, dismissed, acted on (target removed or author banned). */
export const COMPLAINT_STATUS = { waiting: 1, dismissed: 2, actioned: 3 } as const;
/** Spec is_owner: 1 owner, 2 not. */
export const IS_OWNER = { yes: 1, no: 2 } as const;

/** The forum's limits, which the forum's pages apply too. */
export { BAN_DAYS, COMMENT_MAX, COMPLAINT_REASON_MAX, MODERATION_REASON_MAX, POST_IMAGES_MAX, POST_TEXT_MAX } from '../../../src/shared/forum-rules.js';
