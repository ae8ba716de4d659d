import { Alignment, Button, Callout, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, NonIdealState } from '@blueprintjs/core';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../shared/LanguageSelect';
import { clearAdminSession } from '../shared/local-session';
import { adminSession, useAdminSession } from './session';

/** The back office's sections, in the navigation's order (paths below /admin). */
const SECTIONS = [
  { path: '/employees', key: 'people' },
  { path: '/organisation', key: 'organisation' },
  { path: '/audit', key: 'audit' },
  { path: '/settings', key: 'settings' },
  { path: '/announcements', key: 'announcements' },
  { path: '/dingtalk', key: 'dingtalk' },
  { path: '/reports', key: 'reports' },
  { path: '/banners', key: 'banners' },
] as const;

/**
 * The back office's frame: its title, sections, the admin's name, the language switch and the way
 * back to the portal; the page below. Without a back-office token (or once the server refused it)
 * it says how to come in: through the portal's back-office link.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const session = useAdminSession();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    document.title = `${t('admin.title')}`;
  }, [t]);

  if (session.kind !== 'signedIn') {
    return (
      <main className="admin-signed-out">
        <NonIdealState
          icon="lock"
          title={<h1 className="admin-signed-out__title">{t('admin.signedOut.title')}</h1>}
          description={
            <>
              {session.kind === 'refused' && (
                <Callout intent="warning" className="admin-signed-out__refused">
                  {t('admin.signedOut.refused')}
                </Callout>
              )}
              <p>{t('admin.signedOut.body')}</p>
            </>
          }
          action={
            <a className="bp6-button bp6-intent-primary" href="/">
              {t('admin.signedOut.open')}
            </a>
          }
        />
      </main>
    );
  }

  const signOut = () => {
    clearAdminSession();
    adminSession.refuse();
  };

  return (
    <div className="admin-app">
      <Navbar className="admin-navbar">
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading>
            <span className="admin-navbar__title">{t('admin.title')}</span>
          </NavbarHeading>
          <NavbarDivider />
          <nav aria-label={t('admin.title')} className="admin-navbar__nav">
            {SECTIONS.map((section) => {
              // The section's own page, or a page inside it (a report below the reports).
              const exact = pathname.endsWith(section.path);
              const current = exact || pathname.includes(`${section.path}/`);
              return (
                <a
                  key={section.path}
                  href={`/admin${section.path}`}
                  className={`bp6-button bp6-minimal${current ? ' bp6-active' : ''}`}
                  aria-current={exact ? 'page' : current ? 'true' : undefined}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    void router.navigate({ to: section.path as never });
                  }}
                >
                  {t(`admin.nav.${section.key}`)}
                </a>
              );
            })}
          </nav>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          {session.admin && <span className="admin-navbar__who">{t('admin.signedInAs', { name: session.admin.name })}</span>}
          <LanguageSelect />
          <a className="bp6-button bp6-minimal" href="/">
            {t('admin.backToPortal')}
          </a>
          <Button variant="minimal" icon="log-out" text={t('admin.signOut')} onClick={signOut} />
        </NavbarGroup>
      </Navbar>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
