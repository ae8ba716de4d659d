import { Callout, H2 } from '@blueprintjs/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../shared/site-config';
import { LoadingState } from '../../shared/state/LoadState';
import { embeddable } from './embed';
import './generic.css';

function Frame({ url, title }: { url: string; title: string }) {
  return <iframe className="embed-frame" src={url} title={title} allow="microphone; camera; fullscreen" allowFullScreen data-testid="embed-frame" />;
}

const iframeRoute = getRouteApi('/auth/ifream');

/** /ifream?url=&title=: an address shown inside the portal (microphone, camera and full screen allowed); only http(s). */
export function IframePage() {
  const { t } = useTranslation();
  const { url, title } = iframeRoute.useSearch();
  const target = embeddable(url, window.location.origin);
  const heading = title?.trim() || t('route.ifream');
  return (
    <section className="embed-page" data-testid="embed-page">
      <H2>{heading}</H2>
      {target ? (
        <Frame url={target} title={heading} />
      ) : (
        <Callout intent="warning" icon="disable" role="alert" data-testid="embed-refused">
          {url?.trim() ? t('generic.refused') : t('generic.missing')}
        </Callout>
      )}
    </section>
  );
}

/** /download: the download address stored in the site config (the reader's language's), shown inside the portal. */
export function DownloadPage() {
  const { t } = useTranslation();
  const { config, downloadUrl: stored } = useSiteConfig();
  // The stored address may name this page itself; embedding it would nest the page in itself.
  const target = stored && new URL(stored, window.location.origin).pathname !== '/download' ? embeddable(stored, window.location.origin) : null;
  return (
    <section className="embed-page" data-testid="embed-page">
      <H2>{t('route.download')}</H2>
      {target ? (
        <Frame url={target} title={t('route.download')} />
      ) : config ? (
        <Callout intent="primary" icon="info-sign" role="status" data-testid="embed-refused">
          {t('generic.noDownload')}
        </Callout>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
