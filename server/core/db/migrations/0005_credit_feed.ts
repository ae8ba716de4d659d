import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

/** The home page's "newest credits in the company" reads the ledger's newest rows by this index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create index credit_ledger_recent_idx on credit_ledger(created_at desc, id desc);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    drop index credit_ledger_recent_idx;
  `);
}
