import type { CompanyCalendar } from '../../core/calendar.js';
import type { Db } from '../../core/db/database.js';
import { creditRule, STUDY_CREDITS_MAX_SETTING, studyCredits, type CreditReason, type CreditSettings } from './credit-rules.js';
import type { CreditsRepo } from './credits-repo.js';

export interface EarnInput {
  /** What a once-per-thing credit is for (lesson, course, exam, map). */
  refId?: number;
  /** The study-time rule: seconds credited to the finished lesson. */
  creditedSeconds?: number;
  /** The 'per map' rule: the map's credits. */
  points?: number;
  /** The caller's transaction, so the credit is written with the action that earned it. */
  db?: Db;
}

/**
 * The one way credits are earned: every rule of CREDIT_RULES writes credit_ledger (and the
 * month's monthly_scores in the same statement) through `earn`, once per the rule's limit,
 * on the company day. The history, charts, rankings and home figures read what it writes.
 */
export class CreditLedger {
  constructor(
    private readonly credits: CreditsRepo,
    private readonly calendar: CompanyCalendar,
    private readonly setting: CreditSettings,
  ) {}

  /** The points of a rule for this action. */
  async pointsOf(reason: CreditReason, input: EarnInput = {}): Promise<number> {
    const rule = creditRule(reason);
    if (rule.points === 'per map') return Math.max(0, input.points ?? 0);
    if (rule.points === 'per minute') return studyCredits(input.creditedSeconds ?? 0, await this.setting(STUDY_CREDITS_MAX_SETTING, input.db));
    return this.setting(rule.points.setting, input.db);
  }

  /** Earns a rule's credits; false when its limit was already reached (or it gives none). */
  async earn(userId: number, reason: CreditReason, input: EarnInput = {}): Promise<{ earned: boolean; points: number }> {
    const rule = creditRule(reason);
    const refId = rule.once === 'thing' ? input.refId : null;
    if (refId === undefined) throw new Error(`credit rule ${reason} is earned once per thing: refId is required`);
    const points = await this.pointsOf(reason, input);
    const earned = await this.credits.earn({ userId, reason, points, day: this.calendar.today(), refId }, input.db);
    return { earned, points: earned ? points : 0 };
  }
}
