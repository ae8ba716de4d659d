import { idParams } from './params';
import { authLayout, idPage, page } from './root';

/** The library and the news (information) pages. */
export const libraryRoutes = [
  page(() => authLayout, '/library', { title: 'library' }),
  idPage(() => authLayout, '/library/library-show/$id', { title: 'libraryShow' }, idParams),
  page(() => authLayout, '/news', { title: 'news' }),
  idPage(() => authLayout, '/news/news-show/$id', { title: 'newsShow' }, idParams),
];
