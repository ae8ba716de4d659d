import { useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trailStore } from '../../shared/trail/trail';

/*
 * The recording half of the breadcrumb, apart from its Blueprint view (Breadcrumb.tsx): the
 * root layout records every page, also the sign-in pages, which do not load the view.
 */

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
  // The group whose pages share one level of the trail: the page's own (a course's lessons),
  // else the shell it sits in (the member area), if any.
  const shell = useMatches({ select: (matches) => matches.slice(0, -1).findLast((m) => m.staticData.oneTrailLevel)?.routeId });
  const level = match?.staticData.trailLevel ?? shell;
  const location = useRouterState({ select: (s) => s.location });
  const title = match?.staticData.title;
  const shown = match !== undefined && bare(match.pathname) === bare(location.pathname);
  useEffect(() => {
    if (!match || !title || !shown) return;
    trailStore().visit({ routeId: match.routeId, href: location.href, title, toBack: match.staticData.toBack, level }, location.pathname);
  }, [match, title, shown, level, location.href, location.pathname]);
}
