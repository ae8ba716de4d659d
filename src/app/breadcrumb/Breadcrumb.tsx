import { Breadcrumb as Crumb, Classes, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useMatches, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { backTarget, createTrailStore, visibleTrail, type TrailStore } from './trail';

let store: TrailStore | undefined;

/** The tab's trail, made on first use (session storage exists only in the browser). */
function trailStore(): TrailStore {
  store ??= createTrailStore(sessionStorage);
  return store;
}

/** A path without its trailing slash, so that `/forum/forum-post/` and its match agree. */
const bare = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/**
 * Records each page shown that has a title; the root layout calls it once for every page.
 * During an in-app move the router's location already names the next page while the shown
 * match is still the previous one: that pair is skipped, else the previous page's title would
 * be recorded with the next page's address.
 */
export function useTrailRecording() {
  const match = useMatches({ select: (matches) => matches.at(-1) });
  // The shell whose pages share one level of the trail (the member area), if this page sits in one.
  const level = useMatches({ select: (matches) => matches.slice(0, -1).findLast((m) => m.staticData.oneTrailLevel)?.routeId });
  const location = useRouterState({ select: (s) => s.location });
  const title = match?.staticData.title;
  const shown = match !== undefined && bare(match.pathname) === bare(location.pathname);
  useEffect(() => {
    if (!match || !title || !shown) return;
    trailStore().visit({ routeId: match.routeId, href: location.href, title, toBack: match.staticData.toBack, level }, location.pathname);
  }, [match, title, shown, level, location.href, location.pathname]);
}

/**
 * The trail above a signed-in page (Home has none): earlier entries go back there, the last
 * is this page. At most MAX_VISIBLE_CRUMBS places show; older crumbs sit in the ellipsis
 * menu in front. A crumb's text never breaks (app.css keeps each on one line).
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const trail = useSyncExternalStore(trailStore().subscribe, trailStore().get);
  if (pathname === '/home' || trail.length === 0) return null;
  const text = (title: string) => t(`route.${title}` as 'route.home');
  const go = (href: string) => () => void navigate({ href });
  const { hidden, shown } = visibleTrail(trail);
  return (
    <nav className="portal-breadcrumb" aria-label={t('breadcrumb.label')} data-testid="breadcrumb">
      <ol className={Classes.BREADCRUMBS}>
        {hidden.length > 0 && (
          <li>
            <Popover
              placement="bottom-start"
              content={
                <Menu data-testid="breadcrumb-more-menu">
                  {hidden.map((entry) => (
                    <MenuItem key={entry.routeId} text={text(entry.title)} onClick={go(entry.href)} />
                  ))}
                </Menu>
              }
            >
              <button type="button" className={Classes.BREADCRUMBS_COLLAPSED} aria-label={t('breadcrumb.more', { count: hidden.length })} data-testid="breadcrumb-more" />
            </Popover>
          </li>
        )}
        {shown.map((entry, index) => {
          const current = index === shown.length - 1;
          return (
            <li key={entry.routeId}>
              <Crumb text={text(entry.title)} current={current} onClick={current ? undefined : go(entry.href)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The header's back control: the special back route or the previous trail entry, else the browser history. */
export function useGoBack() {
  const navigate = useNavigate();
  const current = useRouterState({ select: (s) => s.matches.at(-1) });
  return () => {
    const target = current ? backTarget(trailStore().get(), { routeId: current.routeId, back: current.staticData.back }) : null;
    if (target) void navigate({ href: target });
    else window.history.back();
  };
}
