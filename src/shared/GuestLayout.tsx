import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { LanguageSelect } from './LanguageSelect';
import { useSiteConfig } from './site-config';

/** The frame of the sign-in and recovery pages: brand side, form card, copyright. */
export function GuestLayout({ heading, slogan, children }: { heading: string; slogan?: string; children: ReactNode }) {
  const { config, title, copyright } = useSiteConfig();
  return (
    <div className="guest-page">
      <div className="guest-page__lang">
        <LanguageSelect />
      </div>
      <main className="guest-page__body">
        <aside className="guest-page__brand">
          {config?.icon && <img src={config.icon} alt="" className="guest-page__logo" />}
          <h1 className="guest-page__title">{title}</h1>
          {slogan && <p className="guest-page__slogan">{slogan}</p>}
        </aside>
        <Card className="guest-page__card" elevation={2}>
          <h2 className="guest-page__heading">{heading}</h2>
          {children}
        </Card>
      </main>
      <footer className="guest-page__footer">{copyright}</footer>
    </div>
  );
}
