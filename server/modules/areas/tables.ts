/** Provinces (level 1, parent 0), cities (2) and districts (3) of mainland China, keyed by administrative code. */
export interface AreaTable {
  id: number;
  parent_id: number;
  area_name: string;
  level: number;
}

declare module '../../core/db/database.js' {
  interface Database {
    areas: AreaTable;
  }
}
