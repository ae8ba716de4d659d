import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserInfoDocument } from '../graphql/generated';
import type { SessionUser } from '../machines/auth';
import { useAuthActor } from '../shared/auth-actor';
import { loadTrail, type TrailEntry } from '../shared/breadcrumb';
import { useSiteConfig } from '../shared/site-config';
import { HeaderBar } from './HeaderBar';

function useTrail(): TrailEntry[] {
  const [trail, setTrail] = useState(loadTrail);
  useEffect(() => {
    const update = () => setTrail(loadTrail());
    window.addEventListener('breadcrumb', update);
    return () => window.removeEventListener('breadcrumb', update);
  }, []);
  return trail;
}

/** The signed-in pages: header bar, breadcrumb trail, the page, the copyright footer. */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuthActor();
  const { config, copyright } = useSiteConfig();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const trail = useTrail();

  // Fresh user info on every page change: keeps the cached user and month figures current,
  // and lets a disabled account (205) or a revoked token (202) end the session at the next
  // step the user takes.
  const { data, refetch } = useQuery(UserInfoDocument, { fetchPolicy: 'network-only' });
  const freshUser = data?.userInfo?.data;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  useEffect(() => {
    if (freshUser) auth.send({ type: 'auth.userLoaded', user: freshUser as SessionUser });
  }, [freshUser, auth]);

  const crumbs: BreadcrumbProps[] = trail.map((entry, index) => ({
    text: t(`route.${entry.title}` as 'route.home'),
    onClick: index < trail.length - 1 ? () => void navigate({ href: entry.href }) : undefined,
    current: index === trail.length - 1,
  }));

  return (
    <div className="portal-shell">
      <HeaderBar logo={config?.web_logo ?? ''} />
      <main className={`portal-main${pathname === '/home' ? ' portal-main--home' : ''}`}>
        {pathname !== '/home' && crumbs.length > 0 && (
          <nav className="portal-breadcrumb" aria-label={t('breadcrumb.label')} data-testid="breadcrumb">
            <Breadcrumbs items={crumbs} />
          </nav>
        )}
        <Outlet />
      </main>
      <footer className="portal-footer">{copyright}</footer>
    </div>
  );
}
