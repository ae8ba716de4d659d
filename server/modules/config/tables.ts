

export interface SiteConfigTable {
  key: string;
  value: string;
}

declare module '../../core/db/database.js' {
  interface Database {
    site_config: SiteConfigTable;
  }
}
