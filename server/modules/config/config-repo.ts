import type { Db } from '../../core/db/database.js';

export class ConfigRepo {
  constructor(private readonly db: Db) {}

  async all(): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('site_config').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  async set(values: Record<string, string>) {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
    if (rows.length === 0) return;
    await this.db
      .insertInto('site_config')
      .values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
}
