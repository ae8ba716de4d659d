import { IANAZone, Settings } from 'luxon';

/**
 * Every date and time of the portal is shown in the company's zone (APP_TIMEZONE on the
 * server, sent with the site config), whatever zone the reader's computer is in: a notice,
 * the exam page and the study calendar then agree with each other and with the server's
 * days. Luxon's default zone is the one place that decides it.
 */
export function applyCompanyZone(zone: string | null | undefined): void {
  if (zone && IANAZone.isValidZone(zone) && Settings.defaultZone.name !== zone) Settings.defaultZone = zone;
}
