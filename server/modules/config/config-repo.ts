import type { Db } from '../../core/db/database.js';

export class ConfigRepo {
  constructor(private readonly db: Db) {}

  /** Every stored setting; `db`: a transaction to read in. */
  async all(db: Db = this.db): Promise<Record<string, string>> {
    const rows = await db.selectFrom('site_config').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async set(values: Record<string, string>, db: Db = this.db) {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
    if (rows.length === 0) return;
    await db
      .insertInto('site_config')
      .values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
}
