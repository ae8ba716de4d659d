/**
 * Vitest global setup of the API and gateway suites: the seeded demo templates (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set) are built once before any suite starts, so every
 * suite only copies them and no suite's first hook carries the seeding's time (nor, were suites
 * run side by side, the wait on another's build).
 */
import pg from 'pg';
import { pgliteFromTemplate, postgresFromTemplate } from './seeded-template.js';

export default async function warmTemplates(): Promise<void> {
  const { db } = await pgliteFromTemplate();
  await db.destroy();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `portal_warm_${process.pid}`;
  await postgresFromTemplate(adminUrl, name);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
  } finally {
    await client.end();
  }
}
