import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

/** jump_type: 1 no link, 2 external link, 3 library item, 4 news item (jump_content holds the address or id). */
export interface BannerTable {
  id: Generated<number>;
  pc_banner_img: string;
  title: Generated<string>;
  jump_type: Generated<number>;
  jump_content: Generated<string>;
  sort: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
}

/** suffix: pdf, ppt, pptx, txt, doc, docx, xls, xlsx. */
export interface LibraryItemTable {
  id: Generated<number>;
  name: string;
  suffix: string;
  path: string;
  size_bytes: Generated<number>;
  browse_number: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  cover: Generated<string>;
  summary: Generated<string>;
  content: Generated<string>;
  browse_number: Generated<number>;
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../core/db/database.js' {
  interface Database {
    banners: BannerTable;
    library_items: LibraryItemTable;
    news: NewsTable;
  }
}
