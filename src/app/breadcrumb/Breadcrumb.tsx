import { Breadcrumb as Crumb, Classes } from '@blueprintjs/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backTarget, MAX_VISIBLE_CRUMBS, useTrail, visibleTrail } from '../../shared/trail/trail';

const loadMore = () => import('./BreadcrumbMore');
const BreadcrumbMore = lazy(() => loadMore().then((module) => ({ default: module.BreadcrumbMore })));

/**
 * The trail above a signed-in page (Home has none): earlier entries go back there, the last
 * is this page. At most MAX_VISIBLE_CRUMBS places show; older crumbs sit in the ellipsis
 * menu in front. A crumb's text never breaks (app.css keeps each on one line).
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const trail = useTrail();
  // The page on which the ellipsis was clicked before its menu's code was there: the menu opens when it arrives.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // The menu's code is fetched once the trail is one page short of folding, so it is usually
  // there before the ellipsis is.
  const nearlyFolded = trail.length >= MAX_VISIBLE_CRUMBS;
  useEffect(() => {
    if (nearlyFolded) void loadMore();
  }, [nearlyFolded]);
  if (pathname === '/home' || trail.length === 0) return null;
  const text = (title: string) => t(`route.${title}` as 'route.home');
  const go = (href: string) => () => void navigate({ href });
  const { hidden, shown } = visibleTrail(trail);
  const moreLabel = t('breadcrumb.more', { count: hidden.length });
  return (
    <nav className="portal-breadcrumb" aria-label={t('breadcrumb.label')} data-testid="breadcrumb">
      <ol className={Classes.BREADCRUMBS}>
        {hidden.length > 0 && (
          <li>
            {/* Until its menu's code is there, the ellipsis is the same button: a click then opens the menu as soon as it comes. */}
            <Suspense
              fallback={
                <button
                  type="button"
                  className={Classes.BREADCRUMBS_COLLAPSED}
                  aria-label={moreLabel}
                  aria-haspopup="menu"
                  aria-busy={openOn === pathname || undefined}
                  onClick={() => setOpenOn(pathname)}
                  data-testid="breadcrumb-more"
                />
              }
            >
              <BreadcrumbMore hidden={hidden} label={moreLabel} openAtOnce={openOn === pathname} text={text} onGo={(href) => void navigate({ href })} />
            </Suspense>
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

/**
 * The header's back control: the special back route or the previous trail entry, from the
 * trail's first page Home; `target` null on Home (the control is then disabled).
 */
export function useGoBack() {
  const navigate = useNavigate();
  const current = useRouterState({ select: (s) => s.matches.at(-1) });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const trail = useTrail();
  const target = current ? backTarget(trail, { routeId: current.routeId, back: current.staticData.back }, pathname) : null;
  return { target, go: () => target !== null && void navigate({ href: target }) };
}
