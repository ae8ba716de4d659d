import { siteConfigKnown } from './site-config';

/**
 * Applies the company's zone (company-zone.ts, with luxon) before a signed-in page draws a
 * date: from the cached site config, or the server's on a first visit. The sign-in pages
 * show no dates and load neither.
 */
export async function companyZoneReady(): Promise<void> {
  const [{ applyCompanyZone }, config] = await Promise.all([import('./company-zone'), siteConfigKnown()]);
  applyCompanyZone(config?.timeZone);
}
