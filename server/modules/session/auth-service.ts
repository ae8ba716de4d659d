import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DomainError } from '../../core/errors.js';
import type { AuthContext } from '../../core/auth-context.js';
import { passwordSubject, type SecretThrottle } from './secret-throttle.js';
import type { SessionsRepo } from './sessions-repo.js';
import type { Accounts } from '../users/index.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { newToken, sha256 } from './tokens.js';

export const SESSION_DAYS = 7;
/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export const USER_STATUS_DISABLED = 2;

const sessionExpiry = () => new Date(Date.now() + SESSION_DAYS * 86_400_000);

export class AuthService {
  /** Verified against when the account does not exist, so both cases take the same time. */
  private readonly dummyHash: Promise<string>;
  /**
   * Sessions already resolved in a running GraphQL operation, by operation id and token
   * hash: the gateway makes about ten REST calls per operation with the same token, and one
   * lookup answers them all. An operation's entry lives only while it runs; the next
   * operation looks the token up again.
   */
  private readonly operations = new Map<string, Map<string, Promise<AuthContext>>>();

  constructor(
    private readonly users: Accounts,
    private readonly sessions: SessionsRepo,
    private readonly throttle: SecretThrottle,
    private readonly logger: Logger,
  ) {
    this.dummyHash = hashPassword('not-an-account-password-1');
  }

  /**
   * Checks account and password from the client address `client`. Never tells whether the
   * account exists: an unknown name takes the same time, gets the same answer, and is
   * throttled the same way (secret-throttle.ts: after five wrong passwords for one name from
   * one address, that address waits 1, 2, 4 ... minutes; the owner elsewhere does not).
   */
  async login(account: string, password: string, deviceType: string | null, client: string) {
    const subject = passwordSubject(account);
    const refusal = await this.throttle.try(subject, client, 'passwordWait', new DomainError('refused', 'loginFailed'));
    const user = await this.users.findByAccount(account.trim());
    const passwordOk = await verifyPassword(user?.password_hash ?? (await this.dummyHash), password);
    if (!user || !passwordOk) {
      this.logger.info({ userId: user?.id, client }, 'sign-in refused: wrong account or password');
      throw refusal;
    }
    await this.throttle.succeeded(subject, client);
    if (user.status === USER_STATUS_DISABLED) throw new DomainError('forbidden', 'accountDisabled');
    const token = await this.issueToken(user.id, 'user', deviceType);
    return { token, userId: user.id };
  }

  /** Checks the signed-in user's current password (changing it), counted with their sign-ins from `client`. */
  async checkOwnPassword(account: string, passwordHash: string, password: string, client: string): Promise<void> {
    const subject = passwordSubject(account);
    const refusal = await this.throttle.try(subject, client, 'passwordWait', new DomainError('invalid', 'oldPasswordWrong'));
    if (!(await verifyPassword(passwordHash, password))) throw refusal;
    await this.throttle.succeeded(subject, client);
  }

  /** The owner proved themselves another way (a password reset with a code from `client`): that address starts over. */
  forgetWrongPasswords(account: string, client: string) {
    return this.throttle.succeeded(passwordSubject(account), client);
  }

  async issueToken(userId: number, kind: 'user' | 'admin', deviceType: string | null): Promise<string> {
    const token = newToken();
    await this.sessions.create({ token_hash: sha256(token), user_id: userId, kind, device_type: deviceType, expires_at: sessionExpiry() });
    return token;
  }

  /** Runs one GraphQL operation under a fresh id: its REST calls that carry the id (OPERATION_HEADER) share one lookup per token. */
  async oneLookupPerOperation<T>(operation: (operationId: string) => Promise<T>): Promise<T> {
    const id = randomUUID();
    this.operations.set(id, new Map());
    try {
      return await operation(id);
    } finally {
      this.operations.delete(id);
    }
  }

  /** Resolves a bearer token; a missing, unknown, expired or revoked token is code 202. operationId: see oneLookupPerOperation. */
  authenticate(token: string | undefined, operationId?: string): Promise<AuthContext> {
    return this.resolve(token, 'user', operationId);
  }

  /**
   * Resolves a back-office token (issued by adminUser/login) of a user who is an admin now: a
   * missing, unknown, expired or revoked token is 202; a portal token, or the token of a user
   * who is no longer an admin, is 403 (the back office refuses them; a back-office token is in
   * turn refused by the portal's routes, which look up portal tokens only).
   */
  async authenticateAdmin(token: string | undefined, operationId?: string): Promise<AuthContext> {
    const auth = await this.resolve(token, 'admin', operationId).catch(async (error: unknown) => {
      // Not a back-office token: a live portal token is a signed-in user who may not come in.
      if (token && (await this.sessions.findLive(sha256(token), 'user'))) throw new DomainError('forbidden', 'adminOnly');
      throw error;
    });
    if (!auth.isAdmin) throw new DomainError('forbidden', 'adminOnly');
    return auth;
  }

  private resolve(token: string | undefined, kind: 'user' | 'admin', operationId: string | undefined): Promise<AuthContext> {
    if (!token) return Promise.reject(new DomainError('unauthenticated', 'tokenMissing'));
    const tokenHash = sha256(token);
    const resolved = operationId === undefined ? undefined : this.operations.get(operationId);
    if (!resolved) return this.lookUp(tokenHash, kind);
    const key = `${kind}:${tokenHash}`;
    let auth = resolved.get(key);
    if (!auth) {
      auth = this.lookUp(tokenHash, kind);
      resolved.set(key, auth);
      // A refusal is not kept: each call of the operation asks again.
      auth.catch(() => resolved.delete(key));
    }
    return auth;
  }

  private async lookUp(tokenHash: string, kind: 'user' | 'admin'): Promise<AuthContext> {
    const session = await this.sessions.findLive(tokenHash, kind);
    if (!session) throw new DomainError('unauthenticated', 'tokenInvalid');
    if (Date.now() - session.last_used_at.getTime() > TOUCH_INTERVAL_MS) await this.sessions.touch(session.id, sessionExpiry());
    return {
      userId: session.user_id,
      sessionId: session.id,
      isAdmin: session.is_admin === 1,
      roleId: session.role_id,
      disabled: session.status === USER_STATUS_DISABLED,
      departmentId: session.department_id,
    };
  }

  logout(sessionId: number) {
    this.forgetOperationLookups();
    return this.sessions.revoke(sessionId);
  }

  revokeAll(userId: number) {
    this.forgetOperationLookups();
    return this.sessions.revokeAllForUser(userId);
  }

  /** Later calls of running operations must not pass on a revoked token: they look it up again. */
  private forgetOperationLookups() {
    for (const lookups of this.operations.values()) lookups.clear();
  }
}
