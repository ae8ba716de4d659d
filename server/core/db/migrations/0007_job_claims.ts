import { sqlMigration } from '../sql-migration.js';

/**
 * A periodic job (the notice sweep) runs once per company however many server processes
 * there are: the process that claims the job's row for the next period does the work.
 */
export default sqlMigration({
  up: `
    create table job_claims (
      name text primary key,
      claimed_until timestamptz not null
    );
  `,
});
