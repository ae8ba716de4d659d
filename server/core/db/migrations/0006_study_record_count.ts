import { sql, type Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

/**
 * The study-record feed answers its total with every page; count(*) over a million rows
 * costs more than the rest of the page. row_counts keeps the number of rows of a table,
 * moved by statement-level triggers (transition tables: one update per statement, none
 * when a statement adds or removes nothing, e.g. an upsert that only moved a last study
 * time), so every writer keeps it exact, bulk inserts included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table row_counts (
      table_name text primary key,
      total bigint not null
    );
    insert into row_counts (table_name, total) select 'study_records', count(*) from study_records;
  `);
  // One statement each: the function bodies contain ';' at line ends.
  await sql`
    create function row_counts_add() returns trigger language plpgsql as $$
    declare changed bigint;
    begin
      select count(*) into changed from changed_rows;
      if changed > 0 then
        update row_counts set total = total + (case when TG_OP = 'DELETE' then -changed else changed end) where table_name = TG_TABLE_NAME;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function row_counts_clear() returns trigger language plpgsql as $$
    begin
      update row_counts set total = 0 where table_name = TG_TABLE_NAME;
      return null;
    end $$`.execute(db);
  await runStatements(db, `
    create trigger study_records_count_insert after insert on study_records
      referencing new table as changed_rows for each statement execute function row_counts_add();
    create trigger study_records_count_delete after delete on study_records
      referencing old table as changed_rows for each statement execute function row_counts_add();
    create trigger study_records_count_truncate after truncate on study_records
      for each statement execute function row_counts_clear();
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    drop trigger study_records_count_truncate on study_records;
    drop trigger study_records_count_delete on study_records;
    drop trigger study_records_count_insert on study_records;
    drop function row_counts_clear();
    drop function row_counts_add();
    drop table row_counts;
  `);
}
