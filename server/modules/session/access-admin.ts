import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { AuditTrail } from '../audit/index.js';
import { assertNewPassword, hashPassword } from './passwords.js';
import { passwordSubject, type SecretThrottle } from './secret-throttle.js';

/**
 * What the back office does to an employee's way in: a new password set by an administrator, and
 * an account unlocked after wrong passwords. Here, beside the sign-in it governs (the password
 * hash, the sessions, the throttle of wrong passwords), each recorded in the audit trail in the
 * change's transaction, never with the password in it.
 */
export class AccessAdmin {
  constructor(
    private readonly db: Db,
    private readonly throttle: SecretThrottle,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Sets a new password (the password rule of spec section 5, refused on the `password` field).
   * The employee's portal sessions end (a reset is for a forgotten or exposed password) and the
   * waits their wrong passwords earned are lifted; back-office sessions stay.
   */
  async resetPassword(actorId: number, userId: number, password: string) {
    assertNewPassword(password, undefined, 'password');
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['id', 'account']).where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user) throw new DomainError('notFound', 'employeeMissing');
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();
      const ended = await trx.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('kind', '=', 'user').where('revoked_at', 'is', null).executeTakeFirst();
      await this.throttle.forgive(trx, passwordSubject(user.account));
      const sessionsEnded = Number(ended.numUpdatedRows);
      await this.audit.record(trx, { actorId, action: 'employee.password_reset', entity: 'user', entityId: userId, before: null, after: { sessions_ended: sessionsEnded } });
      return { id: userId, sessions_ended: sessionsEnded };
    });
  }

  /** Lifts the waits wrong passwords earned the account, from every address: how many addresses were waiting. */
  async unlock(actorId: number, userId: number) {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['id', 'account']).where('id', '=', userId).executeTakeFirst();
      if (!user) throw new DomainError('notFound', 'employeeMissing');
      const unlocked = await this.throttle.forgive(trx, passwordSubject(user.account));
      if (unlocked > 0) await this.audit.record(trx, { actorId, action: 'employee.unlock', entity: 'user', entityId: userId, before: { locked_addresses: unlocked }, after: { locked_addresses: 0 } });
      return { id: userId, unlocked_addresses: unlocked };
    });
  }
}
