import type { Static } from 'typebox';
import { translate, type Locale } from '../../core/i18n.js';
import type { DingTalkConfig, WebConfig } from '../../modules/config/index.js';
import type { AdminLoginResult, IntegralResult, LoginResult } from '../../modules/session/index.js';
import type { GraphContext } from '../context.js';
import type { Rest } from '../rest.js';
import { orNull } from '../scalars.js';
import { ownRest, rememberSignedIn } from '../users/own.js';
import { viewerOf, type UserParent } from '../users/resolvers.js';

/** The REST answer of `GET /api/config/system_webConfig` (public). */
type WebConfigData = Static<typeof WebConfig>;
/** The REST answer of `GET /api/config/ding_talk` (public). */
type DingTalkConfigData = Static<typeof DingTalkConfig>;
/** The REST answer of a sign-in (`POST /api/login`, `POST /api/ddLogin`). */
type LoginData = Static<typeof LoginResult>;
/** The REST answer of `POST /api/adminUser/login`. */
type AdminLoginData = Static<typeof AdminLoginResult>;
/** The REST answer of `GET /api/incrementIntegral`. */
type IntegralData = Static<typeof IntegralResult>;

/** The REST routes of the session area (each with its guard). */
const ROUTES = {
  /** Public. */
  webConfig: '/api/config/system_webConfig',
  /** Public; `:type` is `ding_talk`. */
  configByType: '/api/config/:type',
  /** Public, rate-limited per client address (injected through Fastify, with the client's address). */
  signIn: '/api/login',
  /** Public. */
  dingTalkSignIn: '/api/ddLogin',
  /** Signed in. */
  signOut: '/api/logout',
  /** Signed in, administrators only (for their own user id); rate-limited like the sign-in. */
  adminSignIn: '/api/adminUser/login',
  /** Signed in (a GET that writes: the day's credits, once). */
  dailyCredits: '/api/incrementIntegral',
  /** Signed in: the caller's own notifications. */
  notifyTotal: '/api/notify/total',
} as const;

/** SignInPayload as resolved: the token, and the user the REST answer embeds. */
interface SignInParent {
  token: string;
  viewer: UserParent;
}

/** AdminSignInPayload as resolved. */
interface AdminSignInParent {
  answer: AdminLoginData;
  viewer: UserParent;
}

function signedIn(answer: LoginData, context: GraphContext): SignInParent {
  rememberSignedIn(answer.user_info, context.rest.as(answer.remember_token));
  return { token: answer.remember_token, viewer: answer.user_info };
}

/** A setting the back office sets per language: the English one falls back to the Chinese one when empty. */
function inLanguage(chinese: string, english: string, language: Locale | null | undefined, rest: Rest): string {
  return (language ?? rest.locale) === 'en-US' ? english || chinese : chinese;
}

/** The arguments of a per-language field. */
interface LanguageArgs {
  language?: Locale | null;
}

export const sessionResolvers = {
  Query: {
    siteConfig: (_: unknown, __: unknown, { rest }: GraphContext) => rest.get<WebConfigData>(ROUTES.webConfig),
  },
  Mutation: {
    signIn: async (_: unknown, { input }: { input: { account: string; password: string } }, context: GraphContext) =>
      signedIn(await context.rest.send<LoginData>('POST', ROUTES.signIn, {}, { account: input.account, password: input.password }), context),
    signInWithDingTalk: async (_: unknown, { input }: { input: { code: string } }, context: GraphContext) =>
      signedIn(await context.rest.send<LoginData>('POST', ROUTES.dingTalkSignIn, {}, { code: input.code }), context),
    signOut: async (_: unknown, __: unknown, { rest }: GraphContext) => {
      await rest.send<null>('POST', ROUTES.signOut);
      return { signedOut: true };
    },
    adminSignIn: async (_: unknown, __: unknown, { rest }: GraphContext): Promise<AdminSignInParent> => {
      // REST asks for the caller's own user id (and refuses any other).
      const viewer = await viewerOf(rest);
      const answer = await rest.send<AdminLoginData>('POST', ROUTES.adminSignIn, {}, { user_id: viewer.id });
      return { answer, viewer };
    },
    claimDailySignInCredits: (_: unknown, __: unknown, { rest }: GraphContext) => rest.send<IntegralData>('GET', ROUTES.dailyCredits),
  },
  SiteConfig: {
    title: (config: WebConfigData, { language }: LanguageArgs, { rest }: GraphContext) => inLanguage(config.web_title, config.web_title_en, language, rest),
    logo: (config: WebConfigData, { language }: LanguageArgs, { rest }: GraphContext) => inLanguage(config.web_logo, config.web_logo_en, language, rest),
    icon: (config: WebConfigData) => config.web_ico,
    copyright: (config: WebConfigData, { language }: LanguageArgs, { rest }: GraphContext) => inLanguage(config.copyright, config.copyright_en, language, rest),
    downloadUrl: (config: WebConfigData, { language }: LanguageArgs, { rest }: GraphContext) => inLanguage(config.download_url, config.download_url_en, language, rest),
    shopEnabled: (config: WebConfigData) => config.shop_status === '1',
    dingTalkSignInEnabled: (config: WebConfigData) => config.dd_login === '1',
    timeZone: (config: WebConfigData) => config.timezone,
    dingTalkApp: async (_: WebConfigData, __: unknown, { rest }: GraphContext) => {
      const app = await rest.get<DingTalkConfigData>(ROUTES.configByType, { type: 'ding_talk' });
      return app.corp_id ? app : null;
    },
  },
  DingTalkApp: {
    corpId: (app: DingTalkConfigData) => app.corp_id,
    agentId: (app: DingTalkConfigData) => orNull(app.agent_id),
  },
  AdminSignInPayload: {
    token: ({ answer }: AdminSignInParent) => answer.remember_token,
    adminUrl: ({ answer }: AdminSignInParent) => answer.admin_url,
  },
  ClaimDailySignInCreditsPayload: {
    claimed: (claim: IntegralData) => claim.added,
    credits: (claim: IntegralData) => claim.points,
    monthCredits: (claim: IntegralData) => claim.current_month_integral,
    // REST's own message of the claim (its envelope's msg), in the reader's language.
    message: (claim: IntegralData, _: unknown, { rest }: GraphContext) =>
      claim.added ? translate('dailyCreditAdded', rest.locale, { points: claim.points }) : translate('dailyCreditKept', rest.locale),
    viewer: (_: IntegralData, __: unknown, { rest }: GraphContext) => viewerOf(rest),
  },
  User: {
    unreadNotificationCount: async (user: UserParent, _: unknown, context: GraphContext) => {
      // REST counts only the caller's notifications: anyone else's count is not the caller's to read.
      const rest = await ownRest(user, context);
      if (!rest) return null;
      // The bell's count: every notify type (0), unread (inner status 2).
      const { total } = await rest.get<{ total: number }>(ROUTES.notifyTotal, {}, { notify_type: '0', inner_status: 2 });
      return total;
    },
  },
  /** The API's locales. */
  Language: { ZH_CN: 'zh-CN', EN_US: 'en-US' },
};
