import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

/** Library categories (a document belongs to at most one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    create table library_categories (
      id serial primary key,
      name text not null,
      name_en text not null default '',
      sort integer not null default 0
    );
    alter table library_items add column category_id integer references library_categories(id);
    create index library_items_category_idx on library_items(category_id, status, updated_at desc, id desc);
  `);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    alter table library_items drop column category_id;
    drop table library_categories;
  `);
}
