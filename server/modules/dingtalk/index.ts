import { addMessages } from '../../core/i18n.js';
import { requireCollaborators, type Module, type ModuleDeps } from '../../core/module.js';
import type { AuditTrail } from '../audit/index.js';
import type { ConfigService } from '../config/index.js';
import type { AuthService } from '../session/index.js';
import type { Accounts, HashPassword, UsersService } from '../users/index.js';
import { ChatAppLoginService } from './chat-app-login-service.js';
import { ContactsSync } from './contacts-sync.js';
import { DingTalkAccountsRepo } from './dingtalk-accounts-repo.js';
import messages from './messages.json' with { type: 'json' };
import { DingTalkOpenApi, type DingTalkSettings } from './open-api.js';
import { dingTalkRoutes } from './routes.js';
import { syncAdminRoutes } from './sync-routes.js';
import './tables.js';

export type { DingTalkSettings } from './open-api.js';
export type { ContactsSync } from './contacts-sync.js';

/**
 * The DingTalk app: the chat app's sign-in with its one-time auth code (ddLogin), which DingTalk
 * account is which employee, and the contacts sync (sync-routes.ts: departments and employees
 * made from DingTalk's contacts, by hand or on a schedule).
 */
export function createDingTalkModule(
  deps: ModuleDeps & {
    config: ConfigService;
    accounts: Accounts;
    users: UsersService;
    auth: AuthService;
    audit: AuditTrail;
    /** How a password is hashed: the employees the sync adds get an unknown one. */
    hashPassword: HashPassword;
    /** The DingTalk app's key and secret; without them ddLogin and the sync say the app is not set up. */
    dingTalk?: DingTalkSettings;
  },
): Module<{ chatApp: ChatAppLoginService; sync: ContactsSync }> {
  requireCollaborators('dingtalk', deps, ['audit', 'hashPassword']);
  addMessages(messages);
  // One client (one cached access token) for the sign-in and the sync.
  const openApi = deps.dingTalk?.appKey && deps.dingTalk.appSecret ? new DingTalkOpenApi(deps.dingTalk) : null;
  const chatApp = new ChatAppLoginService(deps.config, openApi, new DingTalkAccountsRepo(deps.db), deps.accounts, deps.auth, deps.logger);
  const sync = new ContactsSync(deps.db, openApi, deps.audit, deps.hashPassword, deps.logger);
  return {
    routes: (scopes) => {
      dingTalkRoutes(scopes, { chatApp, users: deps.users });
      syncAdminRoutes(scopes, { sync });
    },
    services: { chatApp, sync },
  };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    dingtalk: typeof messages;
  }
}
