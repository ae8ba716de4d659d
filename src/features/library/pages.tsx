import { routeIdPage } from '../../shared/route-id-page';
import { LibraryPage } from './LibraryPage';
import { NewsPage } from './NewsPage';
import { NewsShowPage } from './NewsShowPage';

/** Route components of the library and news pages (the document page, with pdf.js, is in show-page.tsx). */
export function Library() {
  return <LibraryPage />;
}
export function News() {
  return <NewsPage />;
}
export const NewsShow = routeIdPage('/auth/news/news-show/$id', (id) => <NewsShowPage id={id} />);
