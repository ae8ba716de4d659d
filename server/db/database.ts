import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

// bigint (count, sum) comes back from pg as a string: parse it once here, so every
// repository gets numbers on both drivers.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; absent means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** Told when an idle pooled connection fails. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/** count(*) and sums are numbers from PGlite and strings from some drivers: normalise here. */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' ? value : Number(value);
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
