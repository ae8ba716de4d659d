import { authLayout, searchPage } from './root';

/** /search?keywords=: where the header's search box goes. */
export const searchRoutes = [
  searchPage(() => authLayout, '/search', { title: 'search' }, (search): { keywords?: string } => (typeof search.keywords === 'string' ? { keywords: search.keywords } : {})),
];
