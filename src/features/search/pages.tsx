import { SearchPage } from './SearchPage';

/** Route component of the site search. */
export function Search() {
  return <SearchPage />;
}
