import type { Db } from '../../core/db/database.js';

export class CodesRepo {
  constructor(private readonly db: Db) {}

  latest(target: string) {
    return this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', target)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insert(target: string, codeHash: string, expiresAt: Date) {
    await this.db.insertInto('verification_codes').values({ target, code_hash: codeHash, expires_at: expiresAt }).execute();
  }

  /** Counts a try; returns the tries made so far. */
  async countAttempt(id: number): Promise<number> {
    const row = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returning(['attempts'])
      .executeTakeFirstOrThrow();
    return row.attempts;
  }

  /** Marks the code used; false when another request used it first. */
  async consume(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: new Date() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
