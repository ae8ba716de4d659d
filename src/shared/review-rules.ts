import { NotifyItemType } from './spec-codes.js';

/**
 * The marking and defence rules the examiner's pages and the server share (spec sections 3 and 5).
 */

/** The examiner's remark on a marked answer. */
export const REMARK_MAX = 200;

/** The assessment result an examiner writes on a defence (spec section 5: at most 100 characters). */
export const ASSESSMENT_RESULT_MAX = 100;

/** A defence's multiple-choice answer names at least two options (spec section 5). */
export const MULTIPLE_CHOICE_MIN = 2;

/** Defence kinds: the notice item types of spec section 3. */
export const DEFENCE_KIND = {
  offline: NotifyItemType.offlineDefence,
  remote: NotifyItemType.remoteDefence,
  interactive: NotifyItemType.interactive,
  ai: NotifyItemType.aiDefence,
} as const;

/** A learner's place in a defence: 0 invited, 1 answering, 2 submitted (waiting for review), 3 reviewed. */
export const DEFENCE_STATUS = { invited: 0, answering: 1, submitted: 2, reviewed: 3 } as const;

/** How the server scored an AI defence: 1 scored, 2 automatic scoring unavailable (an examiner scores it). */
export const DEFENCE_AI = { scored: 1, unavailable: 2 } as const;

/** Whether a defence may be entered now: 0 not open yet, 1 open, 2 ended. */
export const DEFENCE_ENTRY = { notOpen: 0, open: 1, ended: 2 } as const;

/** A defence question: spoken (recorded), single choice or multiple choice. */
export const DEFENCE_QUESTION = { spoken: 1, single: 2, multiple: 3 } as const;
