import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db/database.js';

/**
 * A signing secret made once per database and kept in `site_config` under `secret:<name>` (the
 * first process to ask wins the insert), so every api process on the same database verifies
 * what the others signed; deleting the row revokes everything signed with it. Never sent to a
 * client. Used by the live tokens (`secret:live_token`) and the signed file addresses
 * (`secret:file_address`).
 */
export async function siteSecret(db: Db, key: `secret:${string}`): Promise<string> {
  await db
    .insertInto('site_config')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('site_config').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The secret read once per process and kept (a failed read is tried again on the next call),
 * for services that sign on many requests.
 */
export function cachedSecret(read: () => Promise<string>): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    secret ??= read().catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}

/** HMAC-SHA256 of a payload under a secret, base64url. */
export function macOf(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Whether a given mac is the expected one (in constant time). */
export function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
