import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration script statement by statement: the embedded database's extended
 * protocol accepts one statement per query. Statements are separated by ';' at a line end.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
