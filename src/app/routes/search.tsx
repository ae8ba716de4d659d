import { lazyRouteComponent } from '@tanstack/react-router';
import type { SearchKindParam, SiteSearchParams } from '../../features/search/SearchPage';
import { positiveInt } from './params';
import { authLayout, searchPage } from './root';

const KINDS: readonly SearchKindParam[] = ['course', 'library', 'news', 'forum', 'map'];

/** /search?keywords=&kind=&page=: where the header's search box goes; one kind and its page when the reader shows all of a kind. */
function siteSearch(search: Record<string, unknown>): SiteSearchParams {
  const keywords = typeof search.keywords === 'string' ? search.keywords.slice(0, 50) : undefined;
  const kind = KINDS.find((k) => k === search.kind);
  return { keywords, kind, page: kind ? positiveInt(search.page) : undefined };
}

export const searchRoutes = [searchPage(() => authLayout, '/search', { title: 'search' }, siteSearch, lazyRouteComponent(() => import('../../features/search/pages'), 'Search'))];
