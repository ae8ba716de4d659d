/**
 * Vitest global setup of the API and gateway suites: the seeded demo templates (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set) are built once before any suite starts, so suites
 * running side by side only copy them (a build inside a suite's hook would make the others
 * wait on its lock within their own hook's time).
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
