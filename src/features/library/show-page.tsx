import { routeIdPage } from '../../shared/route-id-page';
import { LibraryShowPage } from './LibraryShowPage';

/** Route component of a library document, a module of its own: it brings pdf.js, which the lists never need. */
export const LibraryShow = routeIdPage('/auth/library/library-show/$id', (id) => <LibraryShowPage id={id} />);
