/**
 * One migrated and seeded demo company per test run, copied for every test server instead of
 * migrating and seeding each time (about 10 s per server on a 2-core machine, against well
 * under a second for a copy).
 *
 * The template is a PGlite data-directory dump, a PostgreSQL database used as a `TEMPLATE`
 * and the files folder the seed wrote. It is keyed by:
 * - a hash of the server's sources (any change to a migration, a seed or a module the seed
 *   calls builds a new one);
 * - a ten-minute slot and the company's calendar day: the demo is seeded relative to now
 *   (a live class that started 30 minutes ago, an exam that ends in 2 days), so a copy is
 *   never more than ten minutes older than a fresh seed, and never from yesterday.
 *
 * Builders in parallel processes take turns through a lock folder; older templates are
 * removed by whoever builds the next one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, pgliteDatabase, type Db } from '../../server/core/db/database.js';
import { migrateToLatest } from '../../server/core/db/migrate.js';
import { seedDemo } from '../../server/seed/seed.js';

const SLOT_MS = 10 * 60_000;
/** A lock older than this was left by a killed process. */
const STALE_LOCK_MS = 5 * 60_000;
const COMPANY_ZONE = 'Asia/Shanghai';
const root = path.join(os.tmpdir(), 'portal-test-templates');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

let sourceHash: string | undefined;

/** A hash of every TypeScript source of the server, with the names and sizes of its other files (seed media). */
function serverSourceHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) hash.update(full).update(fs.readFileSync(full));
      else hash.update(`${full}:${fs.statSync(full).size}`);
    }
  };
  walk(serverDir);
  sourceHash = hash.digest('hex').slice(0, 12);
  return sourceHash;
}

function templateKey(now = Date.now()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_ZONE }).format(now).replaceAll('-', '');
  return `${serverSourceHash()}_${day}_${Math.floor(now / SLOT_MS)}`;
}

/**
 * Whether a template (a folder or database named by its key) may be removed by the builder of
 * `currentKey`: only from two slots back on. The previous slot's stays, since a process that
 * got it just before the slot turned may still be copying it (a test server started in the
 * same second as another, a second checkout's run).
 */
function outdated(key: string, currentKey: string): boolean {
  const slot = (k: string) => Number(k.split('_').at(-1));
  return Number.isFinite(slot(key)) && slot(key) <= slot(currentKey) - 2;
}

async function withLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const silent = pino({ level: 'silent' });
const TEMPLATE_PREFIX = 'portal_tpl_';
/**
 * One lock per version of the server's sources: builders of the same template take turns, while
 * checkouts of other versions (another branch's run on the same machine) build theirs alongside
 * instead of queueing behind every one of them.
 */
const lockOf = (key: string) => path.join(root, `lock-${key.split('_')[0]}`);

async function seed(db: Db, filesDir: string): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, filesDir, silent);
}

/**
 * Builds the current slot's template once (under the lock) and returns its folder; the
 * builder of a new one removes the folders of slots two and more back (outdated).
 */
async function slotFolder(kind: string, build: (dir: string) => Promise<void>, stillReady: () => Promise<boolean> = async () => true) {
  const key = templateKey();
  const dir = path.join(root, key);
  const readyMark = path.join(dir, `${kind}.ready`);
  if (fs.existsSync(readyMark) && (await stillReady())) return { key, dir };
  const lock = lockOf(key);
  await withLock(lock, async () => {
    if (fs.existsSync(readyMark) && (await stillReady())) return;
    for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
      if (!name.startsWith('lock') && outdated(name, key)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
    }
    fs.rmSync(path.join(dir, `${kind}-files`), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, `${kind}-files`), { recursive: true });
    await build(dir);
    fs.writeFileSync(readyMark, '');
  });
  return { key, dir };
}

/**
 * A new in-memory PGlite database holding the seeded demo company, and the files folder the
 * seed wrote for it (to be copied: it is shared by every copy).
 */
export async function pgliteFromTemplate(): Promise<{ db: Db; templateFiles: string }> {
  const { dir } = await slotFolder('pglite', async (folder) => {
    const pglite = await PGlite.create();
    const db = pgliteDatabase(pglite);
    try {
      await seed(db, path.join(folder, 'pglite-files'));
      const dump = await pglite.dumpDataDir('none');
      fs.writeFileSync(path.join(folder, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.destroy();
    }
  });
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(path.join(dir, 'pglite.tar'))]) });
  return { db: pgliteDatabase(pglite), templateFiles: path.join(dir, 'pglite-files') };
}

/**
 * Creates `name` on the PostgreSQL server of `adminUrl` as a copy of the seeded template
 * database of the current slot, and returns the files folder the seed wrote for it.
 */
export async function postgresFromTemplate(adminUrl: string, name: string): Promise<{ templateFiles: string }> {
  const templateName = `${TEMPLATE_PREFIX}${templateKey()}`;
  const exists = () =>
    withClient(adminUrl, (client) =>
      client.query('select 1 from pg_database where datname = $1 and datistemplate', [templateName]).then((r) => r.rowCount === 1),
    );
  const { dir } = await slotFolder(
    'postgres',
    async (folder) => {
      await withClient(adminUrl, async (client) => {
        const older = await client.query<{ datname: string }>(`select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`);
        // Older slots' templates (see outdated), and this slot's own left by a build that did not
        // finish; one still being copied from is left for the next builder.
        const key = templateName.slice(TEMPLATE_PREFIX.length);
        for (const { datname } of older.rows.filter((row) => row.datname === templateName || outdated(row.datname.slice(TEMPLATE_PREFIX.length), key))) {
          await client.query(`alter database ${datname} is_template false`).catch(() => undefined);
          await client.query(`drop database if exists ${datname}`).catch(() => undefined);
        }
        await client.query(`create database ${templateName}`);
      });
      const db = await openDatabase({ url: databaseUrl(adminUrl, templateName), poolSize: 2 });
      try {
        await seed(db, path.join(folder, 'postgres-files'));
      } finally {
        await db.destroy();
      }
      await withClient(adminUrl, (client) => client.query(`alter database ${templateName} is_template true`));
    },
    exists,
  );
  await withClient(adminUrl, async (client) => {
    // A copy needs the template without sessions: the builder's pool may still be closing.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${templateName}`);
        return;
      } catch (error) {
        // Another suite copying the template at the same moment: wait for its copy (up to 30 s).
        if ((error as { code?: string }).code !== '55006' || attempt >= 300) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return { templateFiles: path.join(dir, 'postgres-files') };
}
