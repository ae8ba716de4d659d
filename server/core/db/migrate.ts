import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FileMigrationProvider, Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database.js';

/**
 * The migrations folder: one file per migration, `NNNN_name.ts`, applied in the order of NNNN.
 * A file exports its migration as the default (sqlMigration: SQL scripts) or as `up` and `down`.
 */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_NAME = /^(\d{4})_[a-z0-9_]+$/;

/**
 * Checks the migrations' names: each `NNNN_name`, numbered 0001, 0002, ... without a gap or a
 * repeat, so a new file is applied after every existing one and two branches that both add
 * 0020 collide here instead of in a database.
 */
export function checkMigrationOrder(names: string[]): void {
  const sorted = [...names].sort();
  sorted.forEach((name, index) => {
    const number = MIGRATION_NAME.exec(name)?.[1];
    if (!number) throw new Error(`migration ${name}: the name must be NNNN_name (digits, then lower-case words)`);
    if (Number(number) !== index + 1) throw new Error(`migration ${name}: expected number ${String(index + 1).padStart(4, '0')} (the migrations are numbered without gaps or repeats)`);
  });
}

/**
 * Every file of the folder is a migration (a new one is picked up by being written there, never
 * by a list kept elsewhere); one that exports no `up` fails the start instead of being skipped.
 */
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations = await new FileMigrationProvider({
      fs,
      path,
      migrationFolder: MIGRATIONS_DIR,
      import: (file: string) => import(pathToFileURL(file).href),
      onFileIgnored: (file: string, reason: string) => {
        throw new Error(`migration file ${file} is not a migration (${reason})`);
      },
    }).getMigrations();
    checkMigrationOrder(Object.keys(migrations));
    return migrations;
  },
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
