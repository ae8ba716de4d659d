import type { Migration } from 'kysely/migration';
import { runStatements } from './run-statements.js';

/**
 * A migration written as SQL scripts: `up`, and `down` where the change can be undone. Each
 * script runs statement by statement (run-statements.ts).
 */
export function sqlMigration(scripts: { up: string; down?: string }): Migration {
  const { up, down } = scripts;
  return { up: (db) => runStatements(db, up), ...(down === undefined ? {} : { down: (db) => runStatements(db, down) }) };
}

/**
 * Column definitions the tables share, for the scripts of sqlMigration. A migration that has
 * run must keep its text: a change here must leave every script it is part of as it was.
 */
export const column = {
  id: 'id serial primary key',
  /** The order of rows an admin arranges. */
  sort: 'sort integer not null default 0',
  /** 1 shown (enabled, published), other values by table. */
  status: 'status smallint not null default 1',
  createdAt: 'created_at timestamptz not null default now()',
  updatedAt: 'updated_at timestamptz not null default now()',
  /** A required reference to the `id` of `table`. */
  ref: (name: string, table: string) => `${name} integer not null references ${table}(id)`,
};
