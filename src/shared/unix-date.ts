import { formatCompanyTime } from './company-zone';

/** A time the API answers as unix seconds, shown as a date (and time) in the page's language, in the company's zone. */
export function formatUnix(seconds: number | null | undefined, locale: string, withTime = true): string {
  return formatCompanyTime(seconds, locale, withTime);
}
