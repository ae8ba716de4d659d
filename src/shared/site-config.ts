import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemWebConfigDocument } from '../graphql/generated';
import { applyCompanyZone } from './company-zone';
import { readWebConfig, writeWebConfig, type WebConfig } from './local-session';

/**
 * The site title, icon, logos and copyright from the server, cached locally so the next
 * visit shows them at once (spec section 1). Title and copyright follow the language.
 */
export function useSiteConfig() {
  const { i18n } = useTranslation();
  const { data } = useQuery(SystemWebConfigDocument, { fetchPolicy: 'cache-and-network' });
  const fresh = data?.systemWebConfig?.data ?? null;
  useEffect(() => {
    if (!fresh) return;
    writeWebConfig(fresh as WebConfig);
    applyCompanyZone(fresh.timezone);
  }, [fresh]);
  const config: WebConfig | null = (fresh as WebConfig | null) ?? readWebConfig();
  const english = i18n.language === 'en-US';
  return {
    config,
    title: config ? (english ? config.web_title_en || config.web_title : config.web_title) : '',
    copyright: config ? (english ? config.copyright_en || config.copyright : config.copyright) : '',
  };
}
