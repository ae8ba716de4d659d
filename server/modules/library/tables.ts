import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, DefaultTimestamp } from '../../core/db/columns.js';

export interface LibraryCategoryTable {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
}

/** suffix: pdf, ppt, pptx, txt, doc, docx, xls, xlsx (LIBRARY_SUFFIXES); path: the stored file's /files address. */
export interface LibraryItemTable {
  id: Generated<number>;
  name: string;
  suffix: string;
  path: string;
  size_bytes: Generated<number>;
  browse_number: Generated<number>;
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
}

/** News (the spec's "information"): content is sanitised rich text. */
export interface NewsTable {
  id: Generated<number>;
  title: string;
  cover: Generated<string>;
  summary: Generated<string>;
  content: Generated<string>;
  browse_number: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
}

declare module '../../core/db/database.js' {
  interface Database {
    library_categories: LibraryCategoryTable;
    library_items: LibraryItemTable;
    news: NewsTable;
  }
}
