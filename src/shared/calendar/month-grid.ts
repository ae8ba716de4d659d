import { DateTime } from 'luxon';

/**
 * The month view of the calendar widget (spec "Shared cards"): whole weeks covering the
 * month, starting on the configured first day, 1 Monday ... 7 Sunday (ISO weekdays;
 * Monday by default). Days are 'YYYY-MM-DD' strings in the company's calendar.
 */
export interface DayCell {
  date: string;
  day: number;
  inMonth: boolean;
}

export const DEFAULT_FIRST_DAY = 1;

export function assertFirstDay(firstDay: number): void {
  if (!Number.isInteger(firstDay) || firstDay < 1 || firstDay > 7) throw new RangeError(`calendar first day must be 1-7, got ${firstDay}`);
}

/** ISO weekday numbers of the header, from the first day on. */
export function weekdayOrder(firstDay = DEFAULT_FIRST_DAY): number[] {
  assertFirstDay(firstDay);
  return Array.from({ length: 7 }, (_, i) => ((firstDay - 1 + i) % 7) + 1);
}

export function monthGrid(month: string, firstDay = DEFAULT_FIRST_DAY): DayCell[][] {
  assertFirstDay(firstDay);
  const start = DateTime.fromISO(`${month}-01`);
  if (!start.isValid) throw new RangeError(`not a month: ${month}`);
  const lead = (start.weekday - firstDay + 7) % 7;
  const first = start.minus({ days: lead });
  const end = start.endOf('month');
  const trail = (firstDay + 6 - end.weekday + 7) % 7;
  const total = lead + end.day + trail;
  const cells = Array.from({ length: total }, (_, i) => {
    const d = first.plus({ days: i });
    return { date: d.toISODate()!, day: d.day, inMonth: d.month === start.month };
  });
  return Array.from({ length: total / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** 'YYYY-MM' of the month before or after. */
export function shiftMonth(month: string, by: number): string {
  return DateTime.fromISO(`${month}-01`).plus({ months: by }).toFormat('yyyy-MM');
}
