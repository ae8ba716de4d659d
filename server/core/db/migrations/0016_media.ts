import { column, sqlMigration } from '../sql-migration.js';

/**
 * Uploaded media and their transcoding: each row is a file and its job (claimed with
 * FOR UPDATE SKIP LOCKED by one server process at a time, retried with back-off).
 * status: 1 queued, 2 being transcoded, 3 ready, 4 failed. A lesson made from an upload names
 * it (course_periods.media_file_id) and plays its output once it is ready.
 */
export default sqlMigration({
  up: `
    create table media_files (
      ${column.id},
      owner_id integer references users(id),
      kind text not null,
      source_path text not null,
      original_name text not null default '',
      ${column.status},
      progress smallint not null default 0,
      attempts smallint not null default 0,
      run_after timestamptz not null default now(),
      locked_by text,
      locked_until timestamptz,
      error text not null default '',
      output_path text,
      poster_path text,
      duration_seconds integer,
      ${column.createdAt},
      ${column.updatedAt}
    );
    create index media_files_queue_idx on media_files(status, run_after, id);
    alter table course_periods add column media_file_id integer references media_files(id);
    create index course_periods_media_file_idx on course_periods(media_file_id) where media_file_id is not null;
  `,
});
