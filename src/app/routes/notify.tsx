import { lazyRouteComponent } from '@tanstack/react-router';
import type { NotifySearch, NotifyTab } from '../../features/notify/NotifyPage';
import { memberRoute } from './member';
import { oneOf, positiveInt } from './params';
import { searchPage } from './root';

const NOTIFY_TABS = ['all', 'study', 'interaction', 'system', 'teaching'] as const satisfies readonly NotifyTab[];

/** ?tab=&page=&limit= of the message centre; defaults (all, page 1, the default size) are left out of the address. */
function notifySearch(search: Record<string, unknown>): NotifySearch {
  const tab = oneOf(NOTIFY_TABS, search.tab);
  const page = positiveInt(search.page);
  return { tab: tab === 'all' ? undefined : tab, page: page && page > 1 ? page : undefined, limit: positiveInt(search.limit) };
}

/** The message centre, in the member area (the bell's panel is part of the header). */
export const notifyRoutes = [searchPage(() => memberRoute, 'memberNotify', { title: 'memberNotify' }, notifySearch, lazyRouteComponent(() => import('../../features/notify/NotifyPage'), 'NotifyPage'))];
