import { lazyRouteComponent } from '@tanstack/react-router';
import type { LibrarySearch } from '../../features/library/LibraryPage';
import type { NewsSearch } from '../../features/library/NewsPage';
import { idParams, keywordsParam, positiveInt } from './params';
import { authLayout, idPage, searchPage } from './root';

const libraryPage = (name: keyof typeof import('../../features/library/pages')) => lazyRouteComponent(() => import('../../features/library/pages'), name);
const parent = () => authLayout;

/** The library's and the news list's search, category and page live in the address, so Back returns to the same list. */
function librarySearch(search: Record<string, unknown>): LibrarySearch {
  return { keywords: keywordsParam(search.keywords), category_id: positiveInt(search.category_id), page: positiveInt(search.page), limit: positiveInt(search.limit) };
}
function newsSearch(search: Record<string, unknown>): NewsSearch {
  return { keywords: keywordsParam(search.keywords), page: positiveInt(search.page), limit: positiveInt(search.limit) };
}

/** The library and the news (information) pages. */
export const libraryRoutes = [
  searchPage(parent, '/library', { title: 'library' }, librarySearch, libraryPage('Library')),
  idPage(parent, '/library/library-show/$id', { title: 'libraryShow' }, idParams, lazyRouteComponent(() => import('../../features/library/show-page'), 'LibraryShow')),
  searchPage(parent, '/news', { title: 'news' }, newsSearch, libraryPage('News')),
  idPage(parent, '/news/news-show/$id', { title: 'newsShow' }, idParams, libraryPage('NewsShow')),
];
