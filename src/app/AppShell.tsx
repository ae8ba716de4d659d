import { useQuery } from '@apollo/client/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ViewerDocument } from '../graphql/generated/session';
import { useAuthActor, useSessionActive } from '../shared/auth-actor';
import { useSiteConfig } from '../shared/site-config';
import { ApolloScope } from './ApolloScope';
import { sessionUserOf } from '../shared/session-user';
import { Breadcrumb } from './breadcrumb/Breadcrumb';
import { HeaderBar } from './HeaderBar';

/** The signed-in pages: header bar, breadcrumb trail, the page, the copyright footer; with the GraphQL client. */
export function AppShell() {
  return (
    <ApolloScope>
      <Shell />
    </ApolloScope>
  );
}

function Shell() {
  const auth = useAuthActor();
  const { logo, copyright } = useSiteConfig();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // The viewer asked again on every page change: keeps the cached user current, and lets a
  // disabled account (FORCED_LOGOUT) or a revoked token (UNAUTHENTICATED) end the session at the
  // next step the user takes.
  // Signing out stops it first (the token is about to be revoked).
  const active = useSessionActive();
  const { data, refetch } = useQuery(ViewerDocument, { fetchPolicy: 'network-only', skip: !active });
  const viewer = data?.viewer;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (active) void refetch().catch(() => undefined);
  }, [pathname, refetch, active]);
  useEffect(() => {
    if (viewer) auth.send({ type: 'auth.userLoaded', user: sessionUserOf(viewer) });
  }, [viewer, auth]);

  return (
    <div className="portal-shell">
      <HeaderBar logo={logo} />
      <main className={`portal-main${pathname === '/home' ? ' portal-main--home' : ''}`}>
        <Breadcrumb />
        <Outlet />
      </main>
      <footer className="portal-footer">{copyright}</footer>
    </div>
  );
}
