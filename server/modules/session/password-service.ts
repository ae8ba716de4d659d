import type { Accounts } from '../users/index.js';
import { DomainError } from '../../core/errors.js';
import type { AuthService } from './auth-service.js';
import { assertNewPassword, hashPassword } from './passwords.js';
import { parseTarget, type VerificationService } from './verification-service.js';

/** Changing a password (signed in, with the old one) and recovering it (with a code). */
export class PasswordService {
  constructor(
    private readonly users: Accounts,
    private readonly auth: AuthService,
    private readonly verification: VerificationService,
  ) {}

  /** Changes the password; every session of the user is revoked and a fresh token is issued. */
  async changePassword(userId: number, oldPassword: string, password: string, confirmation: string, deviceType: string | null, client: string) {
    assertNewPassword(password, confirmation);
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('invalid', 'oldPasswordWrong');
    // Guessed with a stolen session, the old password is as good as a sign-in: the same throttle, the same count.
    await this.auth.checkOwnPassword(user.account, user.password_hash, oldPassword, client);
    await this.users.setPasswordHash(userId, await hashPassword(password));
    await this.auth.revokeAll(userId);
    return { remember_token: await this.auth.issueToken(userId, 'user', deviceType) };
  }

  /** Password recovery with a code sent to the account's mobile or mail from `client`; revokes every session. */
  async resetPassword(value: string, code: string, password: string, confirmation: string, client: string) {
    assertNewPassword(password, confirmation);
    const { channel, target } = parseTarget(value);
    await this.verification.consume(target, code, client);
    const user = await this.users.findByMobileOrMail(channel, target);
    // A code is only ever sent to a number an account has, so this is unreachable in
    // practice; answer like a wrong code to reveal nothing.
    if (!user) throw new DomainError('invalid', 'codeWrong');
    await this.users.setPasswordHash(user.id, await hashPassword(password));
    await this.auth.revokeAll(user.id);
    await this.auth.forgetWrongPasswords(user.account, client);
  }
}
