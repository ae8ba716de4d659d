/**
 * The credit rules: what earns credits, how many, and how often. The one place the ledger
 * (CreditLedger.earn) takes its points and limits from, and the rules tab of the member area
 * reads (credits module, integralRule), so the rule shown is the rule applied.
 *
 * - points: fixed points; 'setting' reads the site setting daily_login_points; 'per map' is
 *   the map's own credits; 'per minute' is the study-time rule (below).
 * - once: 'day' at most once a company day (a unique index per reason and day), 'thing' at
 *   most once per thing (lesson, course, exam, map: credit_ledger_once_idx on ref_id).
 */
export type CreditReason = 'daily_login' | 'course_study' | 'course_complete' | 'exam_pass' | 'map_sign_in' | 'map_complete';

export interface CreditRule {
  reason: CreditReason;
  points: number | 'setting' | 'per map' | 'per minute';
  once: 'day' | 'thing';
}

/** The study-time rule: a finished lesson earns 1 credit per full minute credited to it, at least 1, at most this. */
export const STUDY_CREDITS_MAX = 5;

export const CREDIT_RULES: readonly CreditRule[] = [
  { reason: 'daily_login', points: 'setting', once: 'day' },
  { reason: 'course_study', points: 'per minute', once: 'thing' },
  { reason: 'course_complete', points: 10, once: 'thing' },
  { reason: 'exam_pass', points: 20, once: 'thing' },
  { reason: 'map_sign_in', points: 1, once: 'day' },
  { reason: 'map_complete', points: 'per map', once: 'thing' },
];

/**
 * Credits of a finished lesson by the study-time rule: the study seconds credited to it
 * (wall-clock time, never the seconds a player claims), 1 per full minute, 1 to 5.
 */
export function studyCredits(creditedSeconds: number): number {
  return Math.min(STUDY_CREDITS_MAX, Math.max(1, Math.floor(Math.max(0, creditedSeconds) / 60)));
}

export function creditRule(reason: CreditReason): CreditRule {
  return CREDIT_RULES.find((r) => r.reason === reason)!;
}
