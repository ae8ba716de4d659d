import { lazyRouteComponent } from '@tanstack/react-router';
import { authLayout, page, searchPage } from './root';

const genericPage = (name: keyof typeof import('../../features/generic/pages')) => lazyRouteComponent(() => import('../../features/generic/pages'), name);

/**
 * The spec's generic pages: the download preview and the embedded address (?url&title). The
 * spec lists a /test route but names nothing for it to show, so it is not built (an unknown
 * path goes to Home).
 */
export const genericRoutes = [
  page(() => authLayout, '/download', { title: 'download' }, genericPage('Download')),
  searchPage(
    () => authLayout,
    '/ifream',
    { title: 'ifream' },
    (search): { url?: string; title?: string } => ({
      url: typeof search.url === 'string' ? search.url : undefined,
      title: typeof search.title === 'string' ? search.title.slice(0, 100) : undefined,
    }),
    genericPage('Iframe'),
  ),
];
