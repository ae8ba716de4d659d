import type { SessionUser } from '../machines/auth';

/**
 * The login state kept in the browser (spec section 4): a flag, the token stored as
 * `pcToken`, the cached user info and role id; plus the cached site config, the shop flag
 * and the back-office token. One module owns the keys.
 */

export interface WebConfig {
  web_title: string;
  web_title_en: string;
  web_ico: string;
  web_logo: string;
  /** Absent in a config cached by an older version (then web_logo). */
  web_logo_en?: string;
  advertise_logo: string;
  copyright: string;
  copyright_en: string;
  manager_logo: string;
  download_url: string;
  /** Absent in a config cached by an older version (then download_url). */
  download_url_en?: string;
  shop_status: string;
  dd_login: string;
  /** The company's time zone (IANA name); absent in a config cached by an older version. */
  timezone?: string;
}

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
  return { token, user: readJson<SessionUser>(KEYS.user) };
}

export function readToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export function writeSession(token: string, user: SessionUser) {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.flag, '1');
  localStorage.setItem(KEYS.role, String(user.role_id));
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

export function readWebConfig(): WebConfig | null {
  return readJson<WebConfig>(KEYS.webConfig);
}

export function writeWebConfig(config: WebConfig) {
  localStorage.setItem(KEYS.webConfig, JSON.stringify(config));
  localStorage.setItem(KEYS.shop, config.shop_status);
}

/** The stored shop-enabled flag; the shop routes open only when it equals '1'. */
export function shopEnabled(): boolean {
  return localStorage.getItem(KEYS.shop) === '1';
}

export function writeAdminSession(token: string, info: unknown) {
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
