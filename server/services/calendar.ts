import { DateTime } from 'luxon';

/**
 * Days are counted in the company's time zone (APP_TIMEZONE, default Asia/Shanghai),
 * so "today's sign-in credit" and "this month" mean the same for every employee.
 */
export class CompanyCalendar {
  constructor(readonly zone: string) {}

  now(): DateTime {
    return DateTime.now().setZone(this.zone);
  }

  today(): string {
    return this.now().toISODate()!;
  }

  monthStart(): string {
    return this.now().startOf('month').toISODate()!;
  }

  /** This company month, 'YYYY-MM' (the key of monthly_scores). */
  month(): string {
    return this.now().toFormat('yyyy-MM');
  }
}
