import { DateTime } from 'luxon';

/** The facts of one company day, valid until the next day starts. */
interface DayFacts {
  today: string;
  monthStart: string;
  month: string;
  /** When the next company day starts (epoch ms). */
  until: number;
}

/**
 * Days are counted in the company's time zone (APP_TIMEZONE, default Asia/Shanghai),
 * so "today's sign-in credit" and "this month" mean the same for every employee.
 *
 * Today, this month and its first day are worked out once per company day: a zone's offset
 * costs an Intl lookup each time, and every home page asks for the month several times.
 */
export class CompanyCalendar {
  private facts: DayFacts | null = null;

  constructor(
    readonly zone: string,
    /** The clock (epoch ms); tests move it. */
    private readonly clock: () => number = () => Date.now(),
  ) {}

  now(): DateTime {
    return DateTime.fromMillis(this.clock(), { zone: this.zone });
  }

  today(): string {
    return this.dayFacts().today;
  }

  monthStart(): string {
    return this.dayFacts().monthStart;
  }

  /** This company month, 'YYYY-MM' (the key of monthly_scores). */
  month(): string {
    return this.dayFacts().month;
  }

  private dayFacts(): DayFacts {
    if (this.facts && this.clock() < this.facts.until) return this.facts;
    const now = this.now();
    this.facts = {
      today: now.toISODate()!,
      monthStart: now.startOf('month').toISODate()!,
      month: now.toFormat('yyyy-MM'),
      until: now.startOf('day').plus({ days: 1 }).toMillis(),
    };
    return this.facts;
  }
}
