import { authLayout, page, searchPage } from './root';

/** The spec's generic pages: the download preview, the embedded address (?url&title), the test page. */
export const genericRoutes = [
  page(() => authLayout, '/download', { title: 'download' }),
  page(() => authLayout, '/test', { title: 'test' }),
  searchPage(() => authLayout, '/ifream', { title: 'ifream' }, (search): { url?: string; title?: string } => ({
    url: typeof search.url === 'string' ? search.url : undefined,
    title: typeof search.title === 'string' ? search.title : undefined,
  })),
];
