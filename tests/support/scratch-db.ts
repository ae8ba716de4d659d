import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Scratch PostgreSQL databases of the benchmarks: made on the server of `adminUrl` with a
 * unique name, and dropped again when the run ends.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a scratch database, retrying while its last connections close. */
export async function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name}`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.end();
}
