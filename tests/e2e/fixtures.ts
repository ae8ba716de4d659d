/**
 * Shared fixtures of the e2e suite.
 *
 * - `lang` (a project option, zh-CN or en-US): written to localStorage 'lang' before the
 *   app's first script runs, unless the page already chose a language (so a switch made in
 *   the UI survives reloads). `text` is the expected wording in that language, written out
 *   here on purpose instead of imported from src/i18n, so a wrong translation fails.
 * - `toasts`: every Blueprint toast message the page showed, recorded by a MutationObserver
 *   (error toasts last only 1 s, so they are recorded instead of only being polled for).
 * - `signInViaApi`: signs in over REST and puts the session into localStorage the way the
 *   app stores it (pcToken, isLogin, userInfo), for tests that are not about the login form.
 */
import { expect, test as base, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { axeViolations, settleTransitions, watchRequests, type Network } from './axe';

export type Lang = 'zh-CN' | 'en-US';

export interface Account {
  account: string;
  password: string;
  name?: string;
}

export const LEARNER: Account = { account: 'learner01', password: 'Learner@2026', name: '李明' };
export const ADMIN: Account = { account: 'admin01', password: 'Admin@2026', name: '陈静' };
export const EMPLOYEE_PASSWORD = 'Employee@2026';
/** An employee account of its own per language project, for tests that count failures. */
export const employee = (n: number): Account => ({ account: `emp${String(n).padStart(4, '0')}`, password: EMPLOYEE_PASSWORD });

/** The GraphQL endpoint. */
export const GRAPHQL_URL = /\/graphql$/;

/** The operation name of a GraphQL request ('' for any other request). */
export function operationName(request: Request): string {
  if (!GRAPHQL_URL.test(request.url())) return '';
  try {
    return String((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '');
  } catch {
    return '';
  }
}

/**
 * Whether a request sends the operation `name`. An operation is sent as its persisted hash; when the server lacks the build's manifest (a bare `vite build`)
 * the SPA sends it again with its text: that second request is the same call and does not count.
 */
export function sendsOperation(request: Request, name: string): boolean {
  if (operationName(request) !== name) return false;
  const body = request.postDataJSON() as { query?: string; extensions?: { persistedQuery?: unknown } } | null;
  return !(body?.query && body.extensions?.persistedQuery);
}

const TEXTS = {
  'zh-CN': {
    siteTitle: '星辰科技学习平台',
    nav: ['首页', '课程', '文库', '资讯', '我的学习', '论坛'],
    route: { home: '首页', course: '课程', courseShow: '课程详情', search: '搜索', login: '登录', forgotPassword: '找回密码', knowledge: '我的学习', news: '资讯' },
    accountRequired: '请输入登录账号',
    passwordRequired: '请输入登录密码',
    passwordLength: '密码长度为 8-16 位',
    accountTooLong: '输入有误：account 不能超过 64 个字符',
    loginFailed: '账号或密码错误',
    loginSubmit: '登录',
    exitSuccess: '退出成功',
    sessionExpired: '登录已失效，请重新登录',
    notFoundTitle: '页面不存在',
    notFoundHome: '返回首页',
    logout: '退出登录',
    searchPlaceholder: '搜索课程、资讯、文库…',
    targetRequired: '请输入手机号或邮箱',
    mobileInvalid: '请输入正确的11位手机号',
    codeRequired: '请输入验证码',
    passwordRule: '密码为 8-16 位，且至少包含数字、字母、符号中的两种',
    passwordsDiffer: '两次密码不一致',
    sendCode: '获取验证码',
    codeSentToast: '验证码已发送，5 分钟内有效',
    countdown: /^(\d+) 秒后重新获取$/,
    unreadLabel: '4 条未读消息',
    comingSoon: '该页面的功能正在建设中，敬请期待。',
  },
  'en-US': {
    siteTitle: 'Xingchen Tech Learning Portal',
    nav: ['Home', 'Courses', 'Library', 'News', 'My Learning', 'Forum'],
    route: { home: 'Home', course: 'Courses', courseShow: 'Course', search: 'Search', login: 'Sign in', forgotPassword: 'Reset password', knowledge: 'My Learning', news: 'News' },
    accountRequired: 'Please enter login account',
    passwordRequired: 'Please enter login password',
    passwordLength: 'The password must be 8-16 characters',
    accountTooLong: 'Invalid input: account must be at most 64 characters',
    loginFailed: 'Wrong account or password',
    loginSubmit: 'Sign in',
    exitSuccess: 'Exit Success',
    sessionExpired: 'Your session has expired, please sign in again',
    notFoundTitle: 'Page not found',
    notFoundHome: 'Back to home',
    logout: 'Sign out',
    searchPlaceholder: 'Search courses, news, library…',
    targetRequired: 'Please enter a mobile number or an email address',
    mobileInvalid: 'Please enter correct 11-digit number',
    codeRequired: 'Please enter the verification code',
    passwordRule: 'The password must be 8-16 characters with at least two of digits, letters and symbols',
    passwordsDiffer: 'Two passwords differ',
    sendCode: 'Get code',
    codeSentToast: 'The code has been sent and is valid for 5 minutes',
    countdown: /^Resend in (\d+) s$/,
    unreadLabel: '4 unread notifications',
    comingSoon: 'This page is being built and will be available soon.',
  },
} as const;

export type Texts = (typeof TEXTS)[Lang];
export const textsFor = (lang: Lang): Texts => TEXTS[lang];
export const otherLang = (lang: Lang): Lang => (lang === 'zh-CN' ? 'en-US' : 'zh-CN');

export interface Toast {
  message: string;
  /** Blueprint intent: danger for errors, success for confirmations. */
  intent: 'danger' | 'success' | 'primary' | 'warning' | 'none';
}

export interface LangOptions {
  lang: Lang;
  /**
   * Why the page where a test ends is not checked by axe-core (empty: it is checked). Set with
   * test.use({ axeSkipReason: '...' }) in a spec whose last page the check cannot judge.
   */
  axeSkipReason: string;
}

interface Fixtures {
  text: Texts;
  toasts: { seen(): Promise<Toast[]>; messages(): Promise<string[]> };
  signInViaApi: (account?: Account) => Promise<{ token: string }>;
  /** Signs in through the login form and waits for /home. */
  signInViaForm: (account?: Account) => Promise<void>;
  /** Every Content-Security-Policy violation of the test's pages; the test fails on any (automatic). */
  cspViolations: string[];
  /** The page's requests in flight: `idle()` waits until none is open (media and streams aside). */
  network: Network;
  /** axe-core's WCAG A/AA rules on the page where the test ends (automatic). */
  axeWhereEnded: void;
}

/** Logs in over REST; fails the test when the server refuses. */
export async function apiLogin(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/login', { data: { account: account.account, password: account.password }, headers: { DeviceType: 'PC' } });
  expect(response.ok(), `login of ${account.account}: HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { code: number; data: { remember_token: string; user_info: Record<string, unknown> } };
  expect(body.code).toBe(200);
  return { token: body.data.remember_token, user: body.data.user_info };
}

/**
 * The `data` of a REST GET as the holder of `token`. A list's count on a page is checked
 * against the API's own total (the page's address gives the same filters), never against the
 * seed's numbers: an admin adding a course must not break a learner's journey.
 */
export async function restData<T>(request: APIRequestContext, token: string, path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const response = await request.get(`${path}${params.size ? `?${params}` : ''}`, { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, `GET ${path}`).toBe(200);
  return body.data;
}

/** The rows a first page of `limit` shows for a list of `total`. */
export const firstPageRows = (total: number, limit = 10) => Math.min(total, limit);

/** The query of the page's address, for asking the API the same list the page shows. */
export const addressQuery = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * Signs in over REST and puts the session into the page's storage (pcToken, isLogin, userInfo,
 * role_id); answers the token. userInfo is REST's user info, as an earlier version of the app
 * kept it: the app reads it as its session user (src/shared/session-user.ts) and the shell's
 * viewer query brings its own at once.
 */
export async function signInAs(page: Page, request: APIRequestContext, account: Account): Promise<string> {
  const { token, user } = await apiLogin(request, account);
  // Any same-origin document gives access to the origin's storage; the static 404 page
  // is the cheapest one (it does not start the SPA).
  await page.goto('/404.html');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('pcToken', token);
      localStorage.setItem('isLogin', '1');
      localStorage.setItem('userInfo', JSON.stringify(user));
      localStorage.setItem('role_id', String((user as { role_id?: number }).role_id ?? ''));
    },
    { token, user },
  );
  return token;
}

/**
 * Presses Esc in the open dialog. Blueprint closes an overlay on Esc once the focus is in it, and
 * moves the focus there as the dialog opens: on a loaded machine a key pressed at once can come
 * before it (and the dialog stays).
 */
export async function escapeDialog(page: Page) {
  // Focus inside the open overlay, and its opening transition over: a key pressed while the
  // overlay is still entering can meet it before its handlers settle on a loaded machine.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const overlay = document.activeElement?.closest('.bp6-overlay-open');
        return Boolean(overlay) && overlay?.querySelector('.bp6-overlay-enter-active, .bp6-overlay-appear-active') === null;
      }),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('pcToken'));
}

export const test = base.extend<Fixtures & LangOptions>({
  lang: ['zh-CN', { option: true }],
  axeSkipReason: ['', { option: true }],

  network: async ({ page }, use) => {
    await use(watchRequests(page));
  },

  // WCAG A/AA where every test ends, in the state the test left (a dialog, a result, a form
  // with its errors), besides accessibility.spec.ts, which sweeps every page: once the page
  // has settled (no request open, no skeleton, no transition), axe-core's A/AA rules, and the
  // test fails on any violation. Toasts are left out: a toast is a passing message, not the
  // state the test ended in, and one fading in or out while axe-core reads it fails the contrast
  // rule (their wording and intent are checked by the tests that raise them).
  axeWhereEnded: [
    async ({ page, network, axeSkipReason }, use, testInfo) => {
      await use();
      if (axeSkipReason || testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const url = page.url();
      if (!/^https?:/.test(url) || new URL(url).pathname === '/404.html') return;
      await network.idle(3_000);
      await page.waitForFunction(() => !document.querySelector('.bp6-skeleton, [aria-busy="true"]'), undefined, { timeout: 3_000 }).catch(() => undefined);
      await settleTransitions(page);
      expect(await axeViolations(page, ['.bp6-toast-container']), `axe-core WCAG A/AA violations where the test ended (${url})`).toEqual([]);
    },
    { auto: true },
  ],

  text: async ({ lang }, use) => {
    await use(textsFor(lang));
  },

  // The portal runs under its Content-Security-Policy: a violation on any page of any test
  // (securitypolicyviolation events of documents, the browser's "Refused to ..." console
  // messages of pages and workers) fails the test.
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      if (testInfo.status === testInfo.expectedStatus) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  // Language first, on every page of the context, before any app script.
  context: async ({ context, lang }, use) => {
    await context.addInitScript((lng) => {
      try {
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', lng);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    }, lang);
    await use(context);
  },

  toasts: async ({ context, page }, use) => {
    await context.addInitScript(() => {
      const w = window as unknown as { __toasts?: { message: string; intent: string }[] };
      if (w.__toasts) return;
      const seen: { message: string; intent: string }[] = [];
      w.__toasts = seen;
      const record = (node: Node) => {
        if (!(node instanceof HTMLElement)) return;
        const toasts = node.matches('.bp6-toast') ? [node] : Array.from(node.querySelectorAll<HTMLElement>('.bp6-toast'));
        for (const toast of toasts) {
          const message = toast.querySelector('.bp6-toast-message')?.textContent ?? toast.textContent ?? '';
          const intent = ['danger', 'success', 'primary', 'warning'].find((i) => toast.classList.contains(`bp6-intent-${i}`)) ?? 'none';
          seen.push({ message: message.trim(), intent });
        }
      };
      new MutationObserver((mutations) => mutations.forEach((m) => m.addedNodes.forEach(record))).observe(document, { childList: true, subtree: true });
    });
    // Only the document that is open now: a full navigation starts a new list.
    const seen = async (): Promise<Toast[]> => {
      return page.evaluate(() => (window as unknown as { __toasts?: Toast[] }).__toasts ?? []);
    };
    await use({ seen, messages: async () => (await seen()).map((t) => t.message) });
  },

  signInViaApi: async ({ page, request }, use) => {
    await use(async (account = LEARNER) => ({ token: await signInAs(page, request, account) }));
  },

  signInViaForm: async ({ page }, use) => {
    await use(async (account = LEARNER) => {
      await page.goto('/login');
      await page.locator('#account').fill(account.account);
      await page.locator('#password').fill(account.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/home$/);
    });
  },
});

export { expect };
