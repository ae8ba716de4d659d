import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

/**
 * A periodic job (the notice sweep) runs once per company however many server processes
 * there are: the process that claims the job's row for the next period does the work.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table job_claims (
      name text primary key,
      claimed_until timestamptz not null
    );
  `);
}
