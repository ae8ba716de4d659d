import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../shared/site-config';
import { useTrailRecording } from './breadcrumb/trail-recording';

/** Page title (site title + route title), the favicon, and the session's breadcrumb trail. */
export function RootLayout() {
  const { t } = useTranslation();
  const { title: siteTitle, config } = useSiteConfig();
  const match = useMatches({ select: (matches) => matches.at(-1) });
  const routeTitle = match?.staticData.title;

  useEffect(() => {
    const pageTitle = routeTitle ? t(`route.${routeTitle}`) : '';
    document.title = [siteTitle, pageTitle].filter(Boolean).join(' - ');
  }, [siteTitle, routeTitle, t]);

  useEffect(() => {
    if (!config?.icon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = config.icon;
  }, [config?.icon]);

  useTrailRecording();

  return <Outlet />;
}
