/**
 * The PostgreSQL connection (server/core/db/database.ts): parameterised statements are prepared
 * once per connection and then reused; statements without parameters keep the simple
 * protocol; a connection stops preparing new texts at PREPARED_PER_CONNECTION.
 * PostgreSQL only (TEST_DATABASE_URL): the embedded database has no such connection.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, PREPARED_PER_CONNECTION, type Db } from '../../server/core/db/database.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL connection', () => {
  const name = `portal_test_db_${process.pid}_${randomBytes(4).toString('hex')}`;
  let db: Db;

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One connection, so every statement below meets the same server session.
    db = await openDatabase({ url: url.toString(), poolSize: 1 });
  });

  afterAll(async () => {
    await db?.destroy();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });

  const prepared = async () =>
    (await sql<{ statement: string; generic_plans: number; custom_plans: number }>`select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(db)).rows;

  it('prepares a parameterised statement once and answers from it every time', async () => {
    const statement = (n: number) => sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(db);
    for (let n = 1; n <= 8; n++) expect((await statement(n)).rows).toEqual([{ doubled: n * 2 }]);
    const mine = (await prepared()).filter((p) => p.statement.includes('* 2 as doubled'));
    expect(mine).toHaveLength(1);
    // The statement list itself is a parameterless statement: never prepared.
    expect((await prepared()).some((p) => p.statement.includes('pg_prepared_statements'))).toBe(false);
    // After five fresh plans PostgreSQL settles on the generic one and stops planning.
    expect(mine[0]!.custom_plans + mine[0]!.generic_plans).toBe(8);
    expect(mine[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('runs statements without parameters, several in one text, unprepared', async () => {
    await sql`create table prepare_probe (id int primary key); insert into prepare_probe values (1), (2)`.execute(db);
    expect((await sql<{ total: number }>`select count(*)::int as total from prepare_probe`.execute(db)).rows).toEqual([{ total: 2 }]);
  });

  it('a failing statement leaves the connection usable and is prepared again when fixed', async () => {
    await expect(sql`select ${1}::int from prepare_missing`.execute(db)).rejects.toThrow(/prepare_missing/);
    await sql`create table prepare_missing (id int)`.execute(db);
    expect((await sql<{ int4: number }>`select ${1}::int from prepare_missing`.execute(db)).rows).toEqual([]);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements prepared on a connection, then runs new texts unnamed`, async () => {
    const before = (await prepared()).length;
    // Each text differs (the literal), each has a parameter.
    for (let i = 0; i < PREPARED_PER_CONNECTION + 5; i++) {
      const { rows } = await sql<{ value: number }>`select ${i}::int + ${sql.raw(String(i))} as value`.execute(db);
      expect(rows).toEqual([{ value: 2 * i }]);
    }
    expect((await prepared()).length).toBe(PREPARED_PER_CONNECTION);
    expect(before).toBeLessThan(PREPARED_PER_CONNECTION);
  });
});
