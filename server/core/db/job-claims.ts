import { sql } from 'kysely';
import type { Db } from './database.js';

export interface JobClaimTable {
  name: string;
  claimed_until: Date;
}

declare module './database.js' {
  interface Database {
    job_claims: JobClaimTable;
  }
}

/**
 * Claims the periodic job `name` for `forMs` milliseconds: true for the one caller that gets
 * it (the row is new, or the last claim has run out), false for every other process until
 * then. One statement, so two processes never both get it.
 */
export async function claimJob(db: Db, name: string, forMs: number): Promise<boolean> {
  const result = await sql<{ name: string }>`
    insert into job_claims (name, claimed_until) values (${name}, now() + ${`${Math.max(0, Math.floor(forMs))} milliseconds`}::interval)
    on conflict (name) do update set claimed_until = excluded.claimed_until
    where job_claims.claimed_until <= now()
    returning name`.execute(db);
  return result.rows.length === 1;
}
