import type { Generated } from 'kysely';
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

declare module '../../core/db/database.js' {
  interface Database {
    banners: BannerTable;
  }
}
