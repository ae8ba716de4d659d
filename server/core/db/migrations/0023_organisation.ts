import { column, sqlMigration } from '../sql-migration.js';

/**
 * The organisation as the back office keeps it: a department or a position can be disabled
 * (kept for the people and records that name it, offered for nothing new); positions get an
 * order like departments. A department's name is unique among its siblings (a tree that shows
 * two "Sales" under one parent cannot be read), and a position's name in the company.
 */
export default sqlMigration({
  up: `
    alter table departments add column ${column.status};
    alter table positions add column ${column.status};
    alter table positions add column ${column.sort};
    create unique index departments_sibling_name_idx on departments(coalesce(parent_id, 0), lower(name));
    create unique index positions_name_idx on positions(lower(name));
  `,
  down: `
    drop index positions_name_idx;
    drop index departments_sibling_name_idx;
    alter table positions drop column sort;
    alter table positions drop column status;
    alter table departments drop column status;
  `,
});
