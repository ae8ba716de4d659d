import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readWebConfig, writeWebConfig, type WebConfig } from './local-session';
import { sendOperation } from './plain-graphql';

/**
 * The SPA's SystemWebConfig operation (src/graphql/session.graphql), sent without the Apollo
 * client: every page shows the site config, the sign-in pages included, and those load no
 * Apollo. site-config.test.ts holds this text to the generated document.
 */
export const SYSTEM_WEB_CONFIG_QUERY = `query SystemWebConfig {
  systemWebConfig {
    code
    data {
      web_title
      web_title_en
      web_ico
      web_logo
      web_logo_en
      advertise_logo
      copyright
      copyright_en
      manager_logo
      download_url
      download_url_en
      shop_status
      dd_login
      timezone
    }
  }
}`;

const listeners = new Set<() => void>();
let current: WebConfig | null | undefined;
let refreshing: Promise<WebConfig | null> | null = null;

function snapshot(): WebConfig | null {
  if (current === undefined) current = readWebConfig();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told of every fresh config (the company zone follows it: company-zone.ts). */
export function onSiteConfig(listener: (config: WebConfig) => void): void {
  listeners.add(() => {
    const config = snapshot();
    if (config) listener(config);
  });
}

/**
 * Reads the config from the server and keeps it (and its local copy, which the next visit
 * shows at once). One read per page load unless `again`; a failed read keeps the copy.
 */
export function refreshSiteConfig(again = false): Promise<WebConfig | null> {
  if (refreshing && !again) return refreshing;
  refreshing = sendOperation<{ systemWebConfig?: { data?: WebConfig | null } | null }>('SystemWebConfig', SYSTEM_WEB_CONFIG_QUERY)
    .then((data) => {
      const fresh = data.systemWebConfig?.data ?? null;
      if (fresh) {
        writeWebConfig(fresh);
        current = fresh;
        for (const listener of [...listeners]) listener();
      }
      return snapshot();
    })
    .catch(() => snapshot());
  return refreshing;
}

/** The cached config, or the server's when nothing is cached yet (the first visit). */
export async function siteConfigKnown(): Promise<WebConfig | null> {
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
  return {
    config,
    title: config ? (english ? config.web_title_en || config.web_title : config.web_title) : '',
    copyright: config ? (english ? config.copyright_en || config.copyright : config.copyright) : '',
    logo: config ? (english ? config.web_logo_en || config.web_logo : config.web_logo) : '',
    downloadUrl: config ? (english ? config.download_url_en || config.download_url : config.download_url) : '',
  };
}
