import { DateTime, Settings } from 'luxon';

/**
 * The portal's one way of showing a date: in the company's zone (luxon's default zone, which
 * company-zone.ts sets from the site config before a signed-in page draws) and the reader's
 * language, as yyyy-MM-dd HH:mm or yyyy-MM-dd.
 */

/** A moment as the API answers it: unix seconds (REST), an ISO string (the graph's DateTime) or a Date. */
export type Moment = number | string | Date;

/** A moment as a luxon time in the company's zone. */
export function companyTime(value: Moment): DateTime {
  const zone = Settings.defaultZone;
  if (typeof value === 'number') return DateTime.fromSeconds(value, { zone });
  if (typeof value === 'string') return DateTime.fromISO(value, { zone });
  return DateTime.fromJSDate(value, { zone });
}

function format(value: Moment | null | undefined, locale: string, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const when = companyTime(value);
  return when.isValid ? when.setLocale(locale).toFormat(pattern) : '';
}

/** yyyy-MM-dd HH:mm; '' when absent or unreadable. */
export function formatDateTime(value: Moment | null | undefined, locale: string): string {
  return format(value, locale, 'yyyy-MM-dd HH:mm');
}

/** yyyy-MM-dd; '' when absent or unreadable. */
export function formatDate(value: Moment | null | undefined, locale: string): string {
  return format(value, locale, 'yyyy-MM-dd');
}

/** Today in the company's calendar, 'YYYY-MM-DD'. */
export function todayIso(): string {
  return DateTime.now().toISODate()!;
}

/** A day ('YYYY-MM-DD') as the reader's language writes it with its weekday (e.g. 5月14日周四 / Thu, May 14). */
export function longDay(day: string, locale: string): string {
  return DateTime.fromISO(day).setLocale(locale).toLocaleString({ month: 'long', day: 'numeric', weekday: 'short' });
}
