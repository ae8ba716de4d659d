import type { Logger } from 'pino';
import { DomainError } from '../../core/errors.js';
import type { ConfigService } from '../config/index.js';
import type { AuthService } from '../session/index.js';
import type { Accounts } from '../users/index.js';
import type { DingTalkAccountsRepo } from './dingtalk-accounts-repo.js';
import { DingTalkRefusal, DingTalkUnavailable, type DingTalkOpenApi } from './open-api.js';

const USER_STATUS_DISABLED = 2;

/**
 * Sign-in inside the DingTalk chat app (spec: "Chat-app login", POST ddLogin with {code}):
 * the one-time auth code the app gave the page is turned into the DingTalk user, who is
 * the employee bound to that DingTalk account or, the first time, the employee with the
 * same mobile number (then bound). Every failure is a refusal without a session.
 */
export class ChatAppLoginService {
  constructor(
    private readonly config: ConfigService,
    /** Absent when the operator has not given the DingTalk app's key and secret. */
    private readonly openApi: DingTalkOpenApi | null,
    private readonly bindings: DingTalkAccountsRepo,
    private readonly accounts: Accounts,
    private readonly auth: AuthService,
    private readonly logger: Logger,
  ) {}

  async login(code: string, deviceType: string | null): Promise<{ token: string; userId: number }> {
    // The stored site flag decides, the same one the login page reads (system_webConfig dd_login).
    if ((await this.config.settings()).dd_login !== '1') throw new DomainError('forbidden', 'chatAppLoginDisabled');
    if (!this.openApi) throw new DomainError('refused', 'chatAppNotConfigured');
    const userId = await this.employeeOf(code, this.openApi);
    const user = await this.accounts.findById(userId);
    if (!user) throw new DomainError('forbidden', 'chatAppUnknownUser');
    if (user.status === USER_STATUS_DISABLED) throw new DomainError('forbidden', 'accountDisabled');
    const token = await this.auth.issueToken(user.id, 'user', deviceType);
    return { token, userId: user.id };
  }

  private async employeeOf(code: string, openApi: DingTalkOpenApi): Promise<number> {
    try {
      const dingTalkUser = await openApi.userByAuthCode(code);
      const bound = await this.bindings.userIdOf(dingTalkUser.userId);
      if (bound !== undefined) return bound;
      const mobile = await openApi.mobileOf(dingTalkUser.userId);
      const employee = mobile ? await this.accounts.findByMobileOrMail('mobile', mobile) : undefined;
      if (!employee) {
        this.logger.warn({ dingTalkUserId: dingTalkUser.userId }, 'chat-app sign-in: no employee has this DingTalk account or its mobile');
        throw new DomainError('forbidden', 'chatAppUnknownUser');
      }
      await this.bindings.bind(employee.id, dingTalkUser.userId);
      this.logger.info({ userId: employee.id, dingTalkUserId: dingTalkUser.userId }, 'chat-app sign-in: DingTalk account bound by mobile');
      return (await this.bindings.userIdOf(dingTalkUser.userId)) ?? employee.id;
    } catch (error) {
      if (error instanceof DingTalkRefusal) {
        if (error.invalidCode) throw new DomainError('refused', 'chatAppCodeInvalid');
        this.logger.error({ errcode: error.errcode, errmsg: error.errmsg }, 'chat-app sign-in: DingTalk refused');
        throw new DomainError('refused', 'chatAppRefused', { errcode: error.errcode });
      }
      if (error instanceof DingTalkUnavailable) {
        this.logger.error({ err: error }, 'chat-app sign-in: DingTalk unavailable');
        throw new DomainError('unavailable', 'chatAppUnavailable');
      }
      throw error;
    }
  }
}
