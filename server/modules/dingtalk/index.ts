import { addMessages } from '../../core/i18n.js';
import type { Module, ModuleDeps } from '../../core/module.js';
import type { ConfigService } from '../config/index.js';
import type { AuthService } from '../session/index.js';
import type { Accounts, UsersService } from '../users/index.js';
import { ChatAppLoginService } from './chat-app-login-service.js';
import { DingTalkAccountsRepo } from './dingtalk-accounts-repo.js';
import messages from './messages.json' with { type: 'json' };
import { DingTalkOpenApi, type DingTalkSettings } from './open-api.js';
import { dingTalkRoutes } from './routes.js';
import './tables.js';

export type { DingTalkSettings } from './open-api.js';

/** The DingTalk chat app: sign-in with its one-time auth code (ddLogin), and which DingTalk account is which employee. */
export function createDingTalkModule(
  deps: ModuleDeps & {
    config: ConfigService;
    accounts: Accounts;
    users: UsersService;
    auth: AuthService;
    /** The DingTalk app's key and secret; without them ddLogin says the app is not set up. */
    dingTalk?: DingTalkSettings;
  },
): Module<{ chatApp: ChatAppLoginService }> {
  addMessages(messages);
  const openApi = deps.dingTalk?.appKey && deps.dingTalk.appSecret ? new DingTalkOpenApi(deps.dingTalk) : null;
  const chatApp = new ChatAppLoginService(deps.config, openApi, new DingTalkAccountsRepo(deps.db), deps.accounts, deps.auth, deps.logger);
  return { routes: (scopes) => dingTalkRoutes(scopes, { chatApp, users: deps.users }), services: { chatApp } };
}

declare module '../../core/i18n.js' {
  interface MessageCatalogs {
    dingtalk: typeof messages;
  }
}
