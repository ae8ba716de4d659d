import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';

export class LoginThrottleRepo {
  constructor(private readonly db: Db) {}

  lockedUntil(account: string) {
    return this.db.selectFrom('login_throttle').select('locked_until').where('account', '=', account).executeTakeFirst();
  }

  /**
   * Counts one wrong password in one statement (no lost update when guesses race): a
   * failure after the window starts a new count; the count reaching `maxFailures` locks
   * the name until `lockUntil` and starts over. Returns the lock time, if any.
   */
  async recordFailure(account: string, windowStart: Date, lockUntil: Date, maxFailures: number): Promise<Date | null> {
    const row = await this.db
      .insertInto('login_throttle')
      .values({ account, failures: 1, since: sql`now()`, locked_until: maxFailures <= 1 ? lockUntil : null })
      .onConflict((oc) =>
        oc.column('account').doUpdateSet({
          failures: sql`case when login_throttle.since is null or login_throttle.since < ${windowStart} then 1
            when login_throttle.failures + 1 >= ${maxFailures} then 0 else login_throttle.failures + 1 end`,
          locked_until: sql`case when login_throttle.since is not null and login_throttle.since >= ${windowStart}
            and login_throttle.failures + 1 >= ${maxFailures} then ${lockUntil}::timestamptz else login_throttle.locked_until end`,
          since: sql`case when login_throttle.since is null or login_throttle.since < ${windowStart} then now()
            when login_throttle.failures + 1 >= ${maxFailures} then null else login_throttle.since end`,
        }),
      )
      .returning('locked_until')
      .executeTakeFirst();
    return row?.locked_until ?? null;
  }

  async clear(account: string) {
    await this.db.deleteFrom('login_throttle').where('account', '=', account).execute();
  }
}
