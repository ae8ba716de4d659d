import { IANAZone, Settings } from 'luxon';
import { onSiteConfig } from './site-config';

/**
 * Every date and time of the portal is shown in the company's zone (APP_TIMEZONE on the
 * server, sent with the site config), whatever zone the reader's computer is in: a notice,
 * the exam page and the study calendar then agree with each other and with the server's
 * days. Luxon's default zone is the one place that decides it (dates.ts shows dates in it).
 */
export function applyCompanyZone(zone: string | null | undefined): void {
  if (zone && IANAZone.isValidZone(zone) && Settings.defaultZone.name !== zone) Settings.defaultZone = zone;
}

// From the moment dates are shown, a fresh site config brings its zone with it.
onSiteConfig((config) => applyCompanyZone(config.timeZone));
