import type { Db } from '../../core/db/database.js';
import { startsWithPattern } from '../../core/db/like.js';
import { DomainError } from '../../core/errors.js';

type WaitMessage = 'passwordWait' | 'codeWait';

/** Wrong tries of one subject from one client address that cost nothing. */
export const FREE_TRIES = 5;
/** The longest a client waits between tries of one subject (the waits double up to it: 1, 2, 4 ... 60 minutes). */
export const MAX_WAIT_MINUTES = 60;
/** A pair that has not tried for this long starts over. */
const FORGET_AFTER_MS = 24 * 3_600_000;

/** The wait before the next try after `tries` tries without a success: none for the free ones, then 1, 2, 4 ... minutes. */
export function waitMinutes(tries: number, free = FREE_TRIES): number {
  return tries < free ? 0 : Math.min(MAX_WAIT_MINUTES, 2 ** (tries - free));
}

/**
 * How often a secret may be guessed: per subject (an account's password, a verification
 * code's number or address) AND client address (request.ip, X-Forwarded-For only from
 * TRUSTED_PROXY). Five tries are free; after them that pair waits 1, 2, 4 ... up to 60
 * minutes before each next try, until a right one (which forgets the pair) or a quiet day.
 *
 * There is deliberately no count per subject alone: whatever an attacker can reach from
 * addresses of their own, they could use to lock the owner out, so a stranger only ever
 * slows down their own pairs. What bounds a guesser with many addresses is the per-address
 * rate limit (core/http/rate-limit.ts), these waits per address (about 33 tries a day
 * each) and the password rule; people behind one NAT address share its pairs.
 *
 * A try counts before the secret is checked and is forgotten when it was right, so
 * parallel guesses cannot slip past the count (the pair's row is locked while counting).
 */
export class SecretThrottle {
  constructor(private readonly db: Db) {}

  /**
   * Counts a try of `subject` from `client`, or refuses it (HTTP 423) with the minutes left
   * when the pair must wait. `waitMessage` names the secret in the refusal. Returns the
   * refusal to throw when this try turns out wrong: the wait it started, if any, else `wrong`.
   * `free`: the tries before the waits start.
   */
  async try(subject: string, client: string, waitMessage: WaitMessage, wrong: DomainError, free = FREE_TRIES): Promise<DomainError> {
    const key = `${subject}|${client}`;
    const now = new Date();
    const outcome = await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('secret_failures').values({ key, failures: 0, blocked_until: null, last_try_at: now }).onConflict((oc) => oc.column('key').doNothing()).execute();
      const row = await trx.selectFrom('secret_failures').selectAll().where('key', '=', key).forUpdate().executeTakeFirstOrThrow();
      if (row.blocked_until && row.blocked_until > now) return { waitMs: row.blocked_until.getTime() - now.getTime(), minutes: 0 };
      const failures = now.getTime() - row.last_try_at.getTime() > FORGET_AFTER_MS ? 1 : row.failures + 1;
      const minutes = waitMinutes(failures, free);
      await trx
        .updateTable('secret_failures')
        .set({ failures, last_try_at: now, blocked_until: minutes ? new Date(now.getTime() + minutes * 60_000) : null })
        .where('key', '=', key)
        .execute();
      return { waitMs: 0, minutes };
    });
    if (outcome.waitMs > 0) throw new DomainError('locked', waitMessage, { minutes: Math.ceil(outcome.waitMs / 60_000) });
    // Now and then, pairs quiet for a day are cleared.
    if (Math.random() < 0.01) {
      void this.db
        .deleteFrom('secret_failures')
        .where('last_try_at', '<', new Date(now.getTime() - FORGET_AFTER_MS))
        .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', now)]))
        .execute()
        .catch(() => undefined);
    }
    return outcome.minutes ? new DomainError('locked', waitMessage, { minutes: outcome.minutes }) : wrong;
  }

  /**
   * An administrator lifts every wait of a subject (an account locked by wrong passwords), from
   * every client address: the number of addresses that were kept waiting.
   */
  async forgive(db: Db, subject: string, now = new Date()): Promise<number> {
    const rows = await db.deleteFrom('secret_failures').where('key', 'like', startsWithPattern(`${subject}|`)).returning(['blocked_until']).execute();
    return rows.filter((row) => row.blocked_until !== null && row.blocked_until > now).length;
  }

  /** The try was right: the pair starts over. */
  async succeeded(subject: string, client: string): Promise<void> {
    await this.db.deleteFrom('secret_failures').where('key', '=', `${subject}|${client}`).execute();
  }
}

/** The subject of an account's password: sign-in and the old password of a change count together. */
export const passwordSubject = (account: string) => `password:${account.trim().toLowerCase()}`;
/** The subject of the codes sent to a mobile number or mail address (recovery and binding). */
export const codeSubject = (target: string) => `code:${target}`;
