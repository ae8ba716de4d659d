import { sqlMigration } from '../sql-migration.js';

/** The home page's "newest credits in the company" reads the ledger's newest rows by this index. */
export default sqlMigration({
  up: `
    create index credit_ledger_recent_idx on credit_ledger(created_at desc, id desc);
  `,
  down: `
    drop index credit_ledger_recent_idx;
  `,
});
