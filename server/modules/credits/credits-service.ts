import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { CompanyCalendar } from '../../core/calendar.js';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { translate, type Locale, type MessageKey } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { CreditsRepo } from './credits-repo.js';
import { CREDIT_RULES, STUDY_CREDITS_MAX_SETTING, type CreditReason, type CreditSettings } from '../users/index.js';
import { GOODS_ON_SALE, REDEMPTION_COLLECTABLE, REDEMPTION_COLLECTED, type ShopRepo } from './shop-repo.js';

/**
 * How the credit rules (users module: CREDIT_RULES, what the ledger applies) are named and
 * described in the reader's language, by ledger reason.
 */
const RULE_TEXTS: Record<CreditReason, { name: MessageKey; rule: MessageKey }> = {
  daily_login: { name: 'creditsReasonDailyLogin', rule: 'creditsRuleDailyLogin' },
  course_study: { name: 'creditsReasonCourseStudy', rule: 'creditsRuleCourseStudy' },
  course_complete: { name: 'creditsReasonCourseComplete', rule: 'creditsRuleCourseComplete' },
  exam_pass: { name: 'creditsReasonExamPass', rule: 'creditsRuleExamPass' },
  map_sign_in: { name: 'creditsReasonMapSignIn', rule: 'creditsRuleMapSignIn' },
  map_complete: { name: 'creditsReasonMapComplete', rule: 'creditsRuleMapComplete' },
};

export function reasonName(reason: string, locale: Locale): string {
  const texts = RULE_TEXTS[reason as CreditReason] as (typeof RULE_TEXTS)[CreditReason] | undefined;
  return texts ? translate(texts.name, locale) : reason;
}

export class CreditsService {
  constructor(
    private readonly db: Db,
    private readonly credits: CreditsRepo,
    private readonly shop: ShopRepo,
    private readonly calendar: CompanyCalendar,
    private readonly setting: CreditSettings,
  ) {}

  private async departmentOf(userId: number) {
    const row = await this.db.selectFrom('users').select('department_id').where('id', '=', userId).executeTakeFirst();
    return row?.department_id ?? null;
  }

  /** Total earned, earned this year and this month (company calendar), and what is left after redemptions. */
  async summary(userId: number) {
    const month = this.calendar.month();
    const sums = await this.credits.sums(userId, `${month.slice(0, 4)}-01-01`, `${month}-01`);
    return { total: sums.total, year: sums.year, month: sums.month, spent: sums.spent, remaining: sums.total - sums.spent };
  }

  /** Credits per month over the last twelve months, the oldest first (months without credits are 0). */
  async byTime(userId: number) {
    const first = DateTime.fromISO(`${this.calendar.month()}-01`, { zone: this.calendar.zone }).minus({ months: 11 });
    const sums = await this.credits.byMonth(userId, first.toISODate()!);
    return Array.from({ length: 12 }, (_, i) => {
      const time = first.plus({ months: i }).toFormat('yyyy-MM');
      return { time, score: sums.get(time) ?? 0 };
    });
  }

  /** Credits per reason over the last twelve months, named in the reader's language. */
  async byType(userId: number, locale: Locale) {
    const first = DateTime.fromISO(`${this.calendar.month()}-01`, { zone: this.calendar.zone }).minus({ months: 11 });
    const rows = await this.credits.byReason(userId, first.toISODate()!);
    return rows.map((r) => ({ type: r.reason, name: reasonName(r.reason, locale), score: r.score, times: r.times }));
  }

  async rank(userId: number) {
    return this.credits.ranks(userId, await this.departmentOf(userId), this.calendar.month());
  }

  private rows(rows: { user_id: number; name: string; photo: string; department_name: string; score: number }[]) {
    return rows.map((r, i) => ({ rowno: i + 1, ...r }));
  }

  async rankList(userId: number, withDepartment: boolean, limit: number) {
    const department = withDepartment ? await this.departmentOf(userId) : null;
    if (withDepartment && department === null) return [];
    return this.rows(await this.credits.allTimeTop(department, limit));
  }

  async monthRankList(userId: number, withDepartment: boolean, limit: number) {
    const department = withDepartment ? await this.departmentOf(userId) : null;
    if (withDepartment && department === null) return [];
    const month = this.calendar.month();
    const result = await sql<{ user_id: number; name: string; photo: string; department_name: string; score: string }>`
      select m.user_id, u.name, u.photo, coalesce(d.name, '') as department_name, m.credits as score
      from monthly_scores m join users u on u.id = m.user_id left join departments d on d.id = u.department_id
      where m.month = ${month} and m.credits > 0 and u.status = 1 ${department === null ? sql`` : sql`and u.department_id = ${department}`}
      order by m.credits desc, m.user_id
      limit ${limit}`.execute(this.db);
    return this.rows(result.rows.map((r) => ({ ...r, score: toNumber(r.score) })));
  }

  /**
   * The rules as the ledger applies them: points (each from its site setting, the study-time
   * rule's most per lesson, null for a map's own credits) and how many times a day each is
   * given (0: no daily limit; once-per-thing rules say so in their text).
   */
  async rules(locale: Locale) {
    const studyMax = await this.setting(STUDY_CREDITS_MAX_SETTING);
    return Promise.all(
      CREDIT_RULES.map(async (r) => ({
        type: r.reason,
        name: translate(RULE_TEXTS[r.reason].name, locale),
        description: translate(RULE_TEXTS[r.reason].rule, locale, { max: studyMax }),
        points: r.points === 'per minute' ? studyMax : r.points === 'per map' ? null : await this.setting(r.points.setting),
        per_day: r.once === 'day' ? 1 : 0,
      })),
    );
  }

  async entries(userId: number, page: number, limit: number, locale: Locale) {
    const { rows, total } = await this.credits.entries(userId, page, limit);
    return {
      list: rows.map((r) => ({ id: Number(r.id), points: r.points, type: r.reason, name: reasonName(r.reason, locale), day: r.day, created_at: unixSeconds(r.created_at) })),
      total,
      current_page: page,
    };
  }

  // The mall.

  async goods(userId: number, page: number, limit: number) {
    const { rows, total } = await this.shop.goods(userId, page, limit);
    return { list: rows, total, current_page: page };
  }

  async goodsInfo(userId: number, id: number) {
    const goods = await this.shop.goodsInfo(userId, id);
    if (!goods) throw new DomainError('notFound', 'shopGoodsMissing');
    const { remaining } = await this.summary(userId);
    return { ...goods, balance: remaining };
  }

  statuses(locale: Locale) {
    return [
      { status: REDEMPTION_COLLECTABLE, name: translate('shopStatusCollectable', locale) },
      { status: REDEMPTION_COLLECTED, name: translate('shopStatusCollected', locale) },
    ];
  }

  async records(userId: number, status: number | undefined, page: number, limit: number, locale: Locale) {
    const { rows, total } = await this.shop.records(userId, status, page, limit);
    const names = new Map(this.statuses(locale).map((s) => [s.status, s.name]));
    return {
      list: rows.map((r) => ({ ...r, status_name: names.get(r.status) ?? '', created_at: unixSeconds(r.created_at), collected_at: unixSeconds(r.collected_at) })),
      total,
      current_page: page,
    };
  }

  /**
   * Redeems goods in one transaction: the user's row and then the goods row are locked (always
   * in that order), so concurrent redemptions of the same goods or by the same person queue;
   * stock, the per-person limit and the balance (ledger sum less redemptions) are read under
   * the locks and changed before they are released: no oversold stock, no negative balance.
   */
  async convert(userId: number, goodsId: number, quantity: number) {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const goods = await trx
        .selectFrom('shop_goods')
        .select(['id', 'price', 'stock', 'per_person_limit', 'status'])
        .where('id', '=', goodsId)
        .forUpdate()
        .executeTakeFirst();
      if (!goods || goods.status !== GOODS_ON_SALE) throw new DomainError('notFound', 'shopGoodsMissing');
      if (goods.stock < quantity) throw new DomainError('refused', 'shopOutOfStock', { stock: goods.stock });
      if (goods.per_person_limit > 0) {
        const mine = await trx
          .selectFrom('shop_redemptions')
          .select(sql<string>`coalesce(sum(quantity), 0)`.as('n'))
          .where('user_id', '=', userId)
          .where('goods_id', '=', goodsId)
          .executeTakeFirst();
        if (toNumber(mine?.n) + quantity > goods.per_person_limit) throw new DomainError('refused', 'shopLimitReached', { limit: goods.per_person_limit });
      }
      const balance = await sql<{ balance: string }>`
        select (select coalesce(sum(points), 0) from credit_ledger where user_id = ${userId})
             - (select coalesce(sum(points), 0) from shop_redemptions where user_id = ${userId}) as balance`.execute(trx);
      const remaining = toNumber(balance.rows[0]?.balance);
      const needed = goods.price * quantity;
      if (remaining < needed) throw new DomainError('refused', 'shopBalanceLow', { needed, balance: remaining });
      await trx.updateTable('shop_goods').set({ stock: sql`stock - ${quantity}` }).where('id', '=', goodsId).execute();
      const record = await trx
        .insertInto('shop_redemptions')
        .values({ user_id: userId, goods_id: goodsId, quantity, points: needed })
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      return { id: record.id, status: record.status, points: needed, remaining: remaining - needed, stock: goods.stock - quantity };
    });
  }

  /** An administrator marks a redemption as handed out (collectable -> collected, once). */
  async markCollected(admin: { userId: number; isAdmin: boolean }, id: number) {
    if (!admin.isAdmin) throw new DomainError('forbidden', 'shopAdminOnly');
    const updated = await this.db
      .updateTable('shop_redemptions')
      .set({ status: REDEMPTION_COLLECTED, collected_at: new Date(), collected_by: admin.userId })
      .where('id', '=', id)
      .where('status', '=', REDEMPTION_COLLECTABLE)
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (updated) return updated;
    const exists = await this.db.selectFrom('shop_redemptions').select('id').where('id', '=', id).executeTakeFirst();
    throw exists ? new DomainError('refused', 'shopAlreadyCollected') : new DomainError('notFound', 'shopRecordMissing');
  }
}
