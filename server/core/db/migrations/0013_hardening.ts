import { sqlMigration } from '../sql-migration.js';

/**
 * study_clock: when each learner's latest study record was credited. A record's study
 * seconds are credited only up to the wall-clock time since then, across all the learner's
 * records (parallel tabs and requests serialise on this row's lock).
 *
 * rate_limit_hits: the per-client request counters of the rate limits (sign-in, verification
 * codes, password recovery), shared by every server process on the database.
 */
export default sqlMigration({
  up: `
    create table study_clock (
      user_id integer primary key references users(id) on delete cascade,
      last_record_at timestamptz not null
    );
    create table rate_limit_hits (
      key text primary key,
      hits integer not null,
      reset_at timestamptz not null
    );
    create index rate_limit_hits_reset_idx on rate_limit_hits(reset_at);
  `,
  down: `
    drop table rate_limit_hits;
    drop table study_clock;
  `,
});
