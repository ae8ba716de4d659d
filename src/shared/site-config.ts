import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfigQuery } from '../graphql/generated/session';
import { readSiteSettings, writeSiteSettings, type SiteSettings } from './local-session';
import { sendPersistedOperation, type PersistedOperation } from './plain-graphql';

/**
 * The SPA's SiteConfig operation (src/graphql/session.graphql) as the domain graph's
 * manifest holds it, sent without the Apollo client: every page shows the site config, the
 * sign-in pages included, and those load no Apollo (nor the whole persisted table).
 * site-config.test.ts holds the text and the hash to the generated document and table: after a
 * change of the operation, copy both from there.
 */
export const SITE_CONFIG_OPERATION: PersistedOperation = {
  name: 'SiteConfig',
  hash: 'f56028b44caeed083bd530d4e93a0a15eaf42f444d1af6a44fee4c3169b05f46',
  text: `query SiteConfig {
  siteConfig {
    titleZh: title(language: ZH_CN)
    titleEn: title(language: EN_US)
    logoZh: logo(language: ZH_CN)
    logoEn: logo(language: EN_US)
    icon
    copyrightZh: copyright(language: ZH_CN)
    copyrightEn: copyright(language: EN_US)
    downloadUrlZh: downloadUrl(language: ZH_CN)
    downloadUrlEn: downloadUrl(language: EN_US)
    shopEnabled
    dingTalkSignInEnabled
    timeZone
    __typename
  }
}`,
};

const listeners = new Set<() => void>();
let current: SiteSettings | null | undefined;
let refreshing: Promise<SiteSettings | null> | null = null;

function snapshot(): SiteSettings | null {
  if (current === undefined) current = readSiteSettings();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told of every fresh config (the company zone follows it: company-zone.ts). */
export function onSiteConfig(listener: (config: SiteSettings) => void): void {
  listeners.add(() => {
    const config = snapshot();
    if (config) listener(config);
  });
}

/**
 * Reads the config from the server and keeps it (and its local copy, which the next visit
 * shows at once). One read per page load unless `again`; a failed read keeps the copy.
 */
export function refreshSiteConfig(again = false): Promise<SiteSettings | null> {
  if (refreshing && !again) return refreshing;
  refreshing = sendPersistedOperation<SiteConfigQuery>(SITE_CONFIG_OPERATION)
    .then((data) => {
      const fresh = data.siteConfig;
      if (fresh) {
        writeSiteSettings(fresh);
        current = fresh;
        for (const listener of [...listeners]) listener();
      }
      return snapshot();
    })
    .catch(() => snapshot());
  return refreshing;
}

/** The cached config, or the server's when nothing is cached yet (the first visit). */
export async function siteConfigKnown(): Promise<SiteSettings | null> {
  return snapshot() ?? refreshSiteConfig();
}

/**
 * The site title, icon, logos and copyright from the server, cached locally so the next
 * visit shows them at once (spec section 1). Title, logo, copyright and the download page
 * follow the language.
 */
export function useSiteConfig() {
  const { i18n } = useTranslation();
  const config = useSyncExternalStore(subscribe, snapshot);
  useEffect(() => {
    void refreshSiteConfig();
  }, []);
  const english = i18n.language === 'en-US';
  // The server gives the Chinese text where no English one is set.
  return {
    config,
    title: config ? (english ? config.titleEn : config.titleZh) : '',
    copyright: config ? (english ? config.copyrightEn : config.copyrightZh) : '',
    logo: config ? (english ? config.logoEn : config.logoZh) : '',
    downloadUrl: config ? (english ? config.downloadUrlEn : config.downloadUrlZh) : '',
  };
}
