import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps, ModuleRoutes } from '../../core/module.js';
import type { AuditTrail } from '../audit/index.js';
import type { Accounts, UsersService } from '../users/index.js';
import { AccessAdmin } from './access-admin.js';
import { accessAdminRoutes } from './access-admin-routes.js';
import { AuthService } from './auth-service.js';
import type { CodeSender } from './code-sender.js';
import { CodesRepo } from './codes-repo.js';
import messages from './messages.json' with { type: 'json' };
import { PasswordService } from './password-service.js';
import { bindingRoutes } from './binding-routes.js';
import { passwordRoutes } from './password-routes.js';
import { sessionRoutes } from './session-routes.js';
import { SecretThrottle } from './secret-throttle.js';
import { SessionsRepo } from './sessions-repo.js';
import { VerificationService } from './verification-service.js';
import './tables.js';

export type { AuthService } from './auth-service.js';
export { hashPassword } from './passwords.js';
export { AdminLoginResult, IntegralResult, LoginResult, signedIn } from './session-routes.js';
export { loadCodeSender, logCodeSender, type CodeMessage, type CodeSender } from './code-sender.js';

export interface SessionModule extends Module<{ auth: AuthService; verification: VerificationService; passwords: PasswordService }> {
  /** Changing and recovering passwords: listed after the users' routes in the API reference. */
  passwordRoutes: ModuleRoutes;
}

/** Signing in and out, sessions and their tokens, lockout, verification codes, passwords; the back office's password reset and unlock (access-admin-routes.ts). */
export function createSessionModule(
  deps: ModuleDeps & { accounts: Accounts; users: UsersService; codeSender: CodeSender; adminUrl: string; audit: AuditTrail },
): SessionModule {
  addMessages(messages);
  const throttle = new SecretThrottle(deps.db);
  const auth = new AuthService(deps.accounts, new SessionsRepo(deps.db), throttle, deps.logger);
  const verification = new VerificationService(new CodesRepo(deps.db), deps.accounts, deps.codeSender, deps.logger, throttle);
  const passwords = new PasswordService(deps.accounts, auth, verification);
  const access = new AccessAdmin(deps.db, throttle, deps.audit);
  return {
    routes: (scopes) => {
      sessionRoutes(scopes, { auth, users: deps.users, adminUrl: deps.adminUrl });
      accessAdminRoutes(scopes, { access });
    },
    passwordRoutes: (scopes) => {
      passwordRoutes(scopes, { passwords, verification });
      bindingRoutes(scopes, { verification, users: deps.users });
    },
    services: { auth, verification, passwords },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    session: typeof messages;
  }
}
