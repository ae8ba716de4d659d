import path from 'node:path';
import { readConfig } from '../config.js';
import { exitWhenLocked } from '../core/db/data-dir-lock.js';
import { openDatabase } from '../core/db/database.js';
import { migrateToLatest } from '../core/db/migrate.js';

/** `npm run migrate`: applies pending migrations to the configured database. */
const config = readConfig();
const db = await exitWhenLocked(openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') }));
const applied = await migrateToLatest(db);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await db.destroy();
