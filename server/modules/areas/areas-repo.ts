import type { Db } from '../../core/db/database.js';

export class AreasRepo {
  constructor(private readonly db: Db) {}

  children(parentId: number) {
    return this.db.selectFrom('areas').select(['id', 'area_name']).where('parent_id', '=', parentId).orderBy('id').execute();
  }

  /** The named areas, by id. */
  async names(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('areas').select(['id', 'area_name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.area_name]));
  }

  /** True when province > city > district is a real chain (each the parent of the next). */
  async isChain(provinceId: number, cityId: number, districtId: number): Promise<boolean> {
    const rows = await this.db
      .selectFrom('areas')
      .select(['id', 'parent_id', 'level'])
      .where('id', 'in', [provinceId, cityId, districtId])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const p = byId.get(provinceId);
    const c = byId.get(cityId);
    const d = byId.get(districtId);
    return !!p && !!c && !!d && p.level === 1 && c.parent_id === provinceId && d.parent_id === cityId && d.level === 3;
  }
}
