import { DateTime } from 'luxon';

/** A time the API answers as unix seconds, shown as a date (and time) in the page's language. */
export function formatUnix(seconds: number | null | undefined, locale: string, withTime = true): string {
  if (seconds === null || seconds === undefined) return '';
  const when = DateTime.fromSeconds(seconds).setLocale(locale);
  return withTime ? when.toFormat('yyyy-MM-dd HH:mm') : when.toFormat('yyyy-MM-dd');
}
