import { DateTime, IANAZone, Settings } from 'luxon';
import { onSiteConfig } from './site-config';

/**
 * Every date and time of the portal is shown in the company's zone (APP_TIMEZONE on the
 * server, sent with the site config), whatever zone the reader's computer is in: a notice,
 * the exam page and the study calendar then agree with each other and with the server's
 * days. Luxon's default zone is the one place that decides it.
 */
export function applyCompanyZone(zone: string | null | undefined): void {
  if (zone && IANAZone.isValidZone(zone) && Settings.defaultZone.name !== zone) Settings.defaultZone = zone;
}

// From the moment dates are shown, a fresh site config brings its zone with it.
onSiteConfig((config) => applyCompanyZone(config.timezone));

/** A moment (unix seconds, an ISO string or a Date) as a luxon time in the company's zone. */
export function companyTime(value: number | string | Date): DateTime {
  const zone = Settings.defaultZone;
  if (typeof value === 'number') return DateTime.fromSeconds(value, { zone });
  if (typeof value === 'string') return DateTime.fromISO(value, { zone });
  return DateTime.fromJSDate(value, { zone });
}

/** A moment shown as yyyy-MM-dd HH:mm (or yyyy-MM-dd) in the company's zone and the reader's language; '' when absent. */
export function formatCompanyTime(value: number | string | Date | null | undefined, locale: string, withTime = true): string {
  if (value === null || value === undefined || value === '') return '';
  const when = companyTime(value);
  if (!when.isValid) return '';
  return when.setLocale(locale).toFormat(withTime ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd');
}
