/**
 * The credit rules: what earns credits, how many, and how often. The one place the ledger
 * (CreditLedger.earn) takes its points and limits from, and the rules tab of the member area
 * reads (credits module, integralRule), so the rule shown is the rule applied.
 *
 * - points: `{ setting }` the site setting the back office edits (config module:
 *   daily_login_points, credits_course_complete, ...); 'per map' is the map's own credits;
 *   'per minute' is the study-time rule (below, its most per lesson the setting credits_study_max).
 * - once: 'day' at most once a company day (a unique index per reason and day), 'thing' at
 *   most once per thing (lesson, course, exam, map: credit_ledger_once_idx on ref_id).
 */
import type { Db } from '../../core/db/database.js';
import type { CreditSettingKey } from '../config/index.js';

export type CreditReason = 'daily_login' | 'course_study' | 'course_complete' | 'exam_pass' | 'map_sign_in' | 'map_complete';

export interface CreditRule {
  reason: CreditReason;
  points: { setting: CreditSettingKey } | 'per map' | 'per minute';
  once: 'day' | 'thing';
}

/** The setting that holds the study-time rule's most credits for one lesson. */
export const STUDY_CREDITS_MAX_SETTING = 'credits_study_max' satisfies CreditSettingKey;

export const CREDIT_RULES: readonly CreditRule[] = [
  { reason: 'daily_login', points: { setting: 'daily_login_points' }, once: 'day' },
  { reason: 'course_study', points: 'per minute', once: 'thing' },
  { reason: 'course_complete', points: { setting: 'credits_course_complete' }, once: 'thing' },
  { reason: 'exam_pass', points: { setting: 'credits_exam_pass' }, once: 'thing' },
  { reason: 'map_sign_in', points: { setting: 'credits_map_sign_in' }, once: 'day' },
  { reason: 'map_complete', points: 'per map', once: 'thing' },
];

/**
 * Credits of a finished lesson by the study-time rule: the study seconds credited to it
 * (wall-clock time, never the seconds a player claims), 1 per full minute, at least 1, at most `max`.
 */
export function studyCredits(creditedSeconds: number, max: number): number {
  return Math.min(Math.max(1, max), Math.max(1, Math.floor(Math.max(0, creditedSeconds) / 60)));
}

/**
 * Reads a credit rule's setting (the config module's ConfigService.creditSetting); `db`: the
 * transaction the credit is earned in (the embedded database has one connection: a read beside
 * an open transaction would wait for it forever).
 */
export type CreditSettings = (key: CreditSettingKey, db?: Db) => Promise<number>;

export function creditRule(reason: CreditReason): CreditRule {
  return CREDIT_RULES.find((r) => r.reason === reason)!;
}
