import type { Db } from '../../core/db/database.js';

export class UploadsRepo {
  constructor(private readonly db: Db) {}

  insert(row: { owner_id: number; kind: string; path: string; mime: string; size: number; original_name: string }) {
    return this.db.insertInto('uploads').values(row).returning(['id', 'path', 'mime', 'size']).executeTakeFirstOrThrow();
  }

  async remove(id: number) {
    await this.db.deleteFrom('uploads').where('id', '=', id).execute();
  }

  /** The uploads among `ids` that `ownerId` owns. */
  owned(ownerId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('uploads').select(['id', 'kind', 'path', 'mime', 'size', 'original_name']).where('owner_id', '=', ownerId).where('id', 'in', ids).execute();
  }
}
