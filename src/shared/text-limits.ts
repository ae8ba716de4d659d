/**
 * How long a text the portal takes, in characters: the server refuses a longer one and the
 * form stops there (a counter shows the limit). The spec names the Q&A limits; the others are
 * our choice.
 */

/**
 * A course question (spec section 5 "Q&A"): the title is required and, of the one-line limit's
 * two readings (300 or 100), we take the stricter 100; the detail at most 1000.
 */
export const QUESTION_TITLE_MAX = 100;
export const QUESTION_DETAIL_MAX = 1000;

/** A comment on a map punch-in (text, once its markup is removed). */
export const MAP_COMMENT_MAX = 500;

/** A questionnaire's written answer. */
export const QUESTIONNAIRE_TEXT_MAX = 2000;
