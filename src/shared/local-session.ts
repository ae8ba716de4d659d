import type { SiteConfigQuery } from '../graphql/generated/session';
import type { SessionUser } from '../machines/auth';
import { ROLE_IDS, sessionUserOfStored } from './session-user';

/**
 * The login state kept in the browser (spec section 4): a flag, the token stored as
 * `pcToken`, the cached user info and role id; plus the cached site config, the shop flag
 * and the back-office token. One module owns the keys.
 */

/**
 * The site's settings as the browser keeps them: the domain graph's SiteConfig query
 * (src/graphql/session.graphql, both languages).
 */
export type SiteSettings = SiteConfigQuery['siteConfig'];

const KEYS = {
  flag: 'isLogin',
  token: 'pcToken',
  user: 'userInfo',
  role: 'role_id',
  webConfig: 'webConfig',
  shop: 'shopStatus',
  adminToken: 'adminToken',
  adminInfo: 'adminInfo',
} as const;

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export interface StoredSession {
  token: string;
  user: SessionUser | null;
}

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(KEYS.token);
  if (!token || localStorage.getItem(KEYS.flag) !== '1') return null;
  return { token, user: sessionUserOfStored(readJson<unknown>(KEYS.user)) };
}

export function readToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function writeSession(token: string, user: SessionUser) {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.flag, '1');
  localStorage.setItem(KEYS.role, String(ROLE_IDS[user.role]));
  localStorage.setItem(KEYS.user, JSON.stringify(user));
}

/** A new token for the session kept in the browser (a password change revokes the older ones). */
export function writeToken(token: string) {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.flag, '1');
}

export function writeUser(user: SessionUser) {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
}

export function clearSession() {
  for (const key of [KEYS.token, KEYS.flag, KEYS.user, KEYS.role, KEYS.adminToken, KEYS.adminInfo]) localStorage.removeItem(key);
}

/** The kept site settings; none when nothing is kept or an earlier version kept another shape (then the server's are awaited). */
export function readSiteSettings(): SiteSettings | null {
  const kept = readJson<Partial<SiteSettings>>(KEYS.webConfig);
  return kept && typeof kept.titleZh === 'string' && typeof kept.shopEnabled === 'boolean' && typeof kept.timeZone === 'string' ? (kept as SiteSettings) : null;
}

export function writeSiteSettings(settings: SiteSettings) {
  localStorage.setItem(KEYS.webConfig, JSON.stringify(settings));
  localStorage.setItem(KEYS.shop, settings.shopEnabled ? '1' : '0');
}

/** The stored shop-enabled flag; the shop routes open only when it equals '1'. */
export function shopEnabled(): boolean {
  return localStorage.getItem(KEYS.shop) === '1';
}

/** The back office's signed-in admin as the portal's link stored them (writeAdminSession). */
export interface AdminInfo {
  user_id: number;
  name: string;
  photo: string;
}

/** The storage key of the back-office token (a tab of the back office hears it change). */
export const ADMIN_TOKEN_KEY = KEYS.adminToken;

/** The back-office token the portal's link stored, or null. */
export function readAdminToken(): string | null {
  return localStorage.getItem(KEYS.adminToken) || null;
}

/** The back office's admin, or null. */
export function readAdminInfo(): AdminInfo | null {
  return readJson<AdminInfo>(KEYS.adminInfo);
}

/** Signs the back office out in this browser (the token is dropped; the portal's session stays). */
export function clearAdminSession() {
  localStorage.removeItem(KEYS.adminToken);
  localStorage.removeItem(KEYS.adminInfo);
}

export function writeAdminSession(token: string, info: AdminInfo) {
  localStorage.setItem(KEYS.adminToken, token);
  localStorage.setItem(KEYS.adminInfo, JSON.stringify(info));
}

/** Inside the workplace chat app's browser (logout hidden, admin link as a deep link). */
export function inChatApp(userAgent: string = navigator.userAgent): boolean {
  return /DingTalk/i.test(userAgent);
}

/** The chat app's deep link that opens `url` in its work platform for the corporation's agent. */
export function chatAppDeepLink(corpId: string, agentId: string, url: string): string {
  const params = new URLSearchParams({
    corpid: corpId,
    container_type: 'work_platform',
    app_id: `0_${agentId}`,
    redirect_type: 'jump',
    redirect_url: url,
  });
  return `dingtalk://dingtalkclient/action/openapp?${params.toString()}`;
}
