import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pino from 'pino';
import { buildApp } from './app.js';
import type { Database } from './core/db/database.js';
import { logCodeSender } from './modules/session/code-sender.js';

/** The OpenAPI document of the REST API, built from the route schemas without a database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const logger = pino({ level: 'silent' });
  const app = await buildApp({ db, logger, codeSender: logCodeSender(logger) });
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
