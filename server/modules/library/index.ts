import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import { DocumentPreviews, type OfficeToPdf } from './document-preview.js';
import { LibraryRepo } from './library-repo.js';
import { LibraryService } from './library-service.js';
import messages from './messages.json' with { type: 'json' };
import { libraryRoutes } from './routes.js';
import './tables.js';

export { LIBRARY_SUFFIXES, type DocumentPreviews } from './document-preview.js';
export type { LibraryService } from './library-service.js';
export { LibraryCategory, LibraryItem, LibraryItemDetail, LibraryPreview, NewsDetail, NewsItem } from './routes.js';

/** What the home page reads of the library and the news (and what its banners may open). */
export type LibraryQueries = Pick<LibraryService, 'newestItems' | 'newestNews' | 'shownTitles'>;

export interface LibraryDeps extends ModuleDeps {
  /** The office-to-PDF converter (LibreOffice by default). */
  officeToPdf?: OfficeToPdf;
}

/** The library (categories, documents with their in-browser preview and stamped download) and the news. */
export function createLibraryModule(deps: LibraryDeps): Module<{ library: LibraryService; previews: DocumentPreviews }> {
  addMessages(messages);
  const previews = new DocumentPreviews(deps.storage, deps.logger, deps.officeToPdf);
  const library = new LibraryService(new LibraryRepo(deps.db), previews, deps.files, deps.db, deps.calendar);
  return { routes: (scopes) => libraryRoutes(scopes, { library }), services: { library, previews } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    library: typeof messages;
  }
}
