import { Breadcrumb as Crumb, Classes } from '@blueprintjs/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { backTarget, visibleTrail } from './trail';
import { trailStore } from './trail-recording';

const BreadcrumbMore = lazy(() => import('./BreadcrumbMore').then((module) => ({ default: module.BreadcrumbMore })));

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
            {/* Until its menu's code is there, the ellipsis is drawn without its menu. */}
            <Suspense fallback={<span className={Classes.BREADCRUMBS_COLLAPSED} aria-hidden="true" />}>
              <BreadcrumbMore hidden={hidden} text={text} onGo={(href) => void navigate({ href })} />
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
