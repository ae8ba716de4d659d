import { DateTime } from 'luxon';

/**
 * The company months a report is asked for, as the instants they start in the company's zone
 * (the forum activity report's range and its months).
 */

/** The first and last company month ('YYYY-MM', checked by the caller), as the instants the first starts and the one after the last starts. */
export function monthRange(zone: string, from: string, to: string): { since: Date; until: Date } {
  const start = (month: string) => DateTime.fromFormat(month, 'yyyy-MM', { zone }).startOf('month');
  return { since: start(from).toJSDate(), until: start(to).plus({ months: 1 }).toJSDate() };
}

/** The company months from the first to the last ('YYYY-MM', the first not after the last), each with its first instant in the company's zone. */
export function monthsOf(zone: string, from: string, to: string): { label: string; start: Date }[] {
  const months: { label: string; start: Date }[] = [];
  const last = DateTime.fromFormat(to, 'yyyy-MM', { zone }).startOf('month');
  for (let month = DateTime.fromFormat(from, 'yyyy-MM', { zone }).startOf('month'); month <= last; month = month.plus({ months: 1 })) {
    months.push({ label: month.toFormat('yyyy-MM'), start: month.toJSDate() });
  }
  return months;
}
