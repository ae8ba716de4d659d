import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
/**
 * The database's tables: each module declares its own in its tables.ts and adds them to this
 * interface (declaration merging), so the type is the union of the modules' tables and core
 * names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' tables.ts
export interface Database {}

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

/** Most statements one connection keeps prepared; beyond them, statements run unnamed (parsed and planned each time). */
export const PREPARED_PER_CONNECTION = 1000;

/**
 * A PostgreSQL connection that prepares each parameterised statement once, under a name of
 * its own: the server then parses it once per connection and, once a generic plan proves as
 * good as fresh ones (plan_cache_mode auto), stops planning it. Most of the portal's
 * statements cost more to plan than to run (measured on the home page: the database's CPU
 * per page fell from 13.5 to 3.8 ms). Statements without parameters (migrations, several
 * statements in one text) keep the simple protocol. A pooler in transaction mode must keep
 * prepared statements per server connection (PgBouncer 1.21+: max_prepared_statements).
 */
class PreparingClient extends pg.Client {
  private readonly names = new Map<string, string>();

  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      let name = this.names.get(text);
      if (name === undefined && this.names.size < PREPARED_PER_CONNECTION) {
        name = `portal_${this.names.size}`;
        this.names.set(text, name);
      }
      if (name !== undefined) return super.query({ name, text, values }) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20, Client: PreparingClient });
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!options.dataDir) return pgliteDatabase(await PGlite.create({}));
  fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // Taken before PGlite touches the folder: a second process must not write a byte of it.
  const release = lockDataDir(options.dataDir);
  let db: Db;
  try {
    db = pgliteDatabase(await PGlite.create({ dataDir: options.dataDir }));
  } catch (error) {
    release();
    throw error;
  }
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    try {
      await destroy();
    } finally {
      release();
    }
  };
  return db;
}

/** The portal's database over an open PGlite instance (the test suites load theirs from a seeded dump). */
export function pgliteDatabase(pglite: PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/** count(*) and sums are numbers from PGlite and strings from some drivers: normalise here. */
export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' ? value : Number(value);
}

/** The database clock: windows and deadlines are judged by it, never by a client's clock or this process's. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date(result.rows[0]!.now);
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Whether a statement failed on a unique index (PostgreSQL's unique_violation, 23505; PGlite reports the same code). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
