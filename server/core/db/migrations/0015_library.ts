import { column, sqlMigration } from '../sql-migration.js';

/** Library categories (a document belongs to at most one). */
export default sqlMigration({
  up: `
    create table library_categories (
      ${column.id},
      name text not null,
      name_en text not null default '',
      ${column.sort}
    );
    alter table library_items add column category_id integer references library_categories(id);
    create index library_items_category_idx on library_items(category_id, status, updated_at desc, id desc);
  `,
  down: `
    alter table library_items drop column category_id;
    drop table library_categories;
  `,
});
