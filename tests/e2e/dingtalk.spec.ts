/**
 * Inside the DingTalk chat app: the login page signs in with DingTalk's one-time code and no
 * password, logout is hidden, the admin link opens DingTalk's deep link, and a failure shows
 * the 'dd error' alert with the error data. DingTalk's page API is stubbed at the one module
 * that wraps it (src/features/auth/dingtalk-bridge.ts, its own chunk); the server exchanges
 * the code with the fake DingTalk open API that tests/e2e/serve.ts starts.
 */
import type { Page } from '@playwright/test';
import { expect, GRAPHQL_URL, LEARNER, operationName, test } from './fixtures';

const DINGTALK_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 DingTalk(7.6.0-Release.1) nw DingWeb/7.6.0 LANG/zh_CN';

test.use({ userAgent: DINGTALK_UA });

const TEXT = {
  'zh-CN': { signingIn: '正在通过钉钉登录…', failed: '钉钉登录未成功，错误信息如下：', retry: '重试', usePassword: '使用账号密码登录', unknownUser: '没有与此钉钉账号对应的员工账号，请联系管理员' },
  'en-US': {
    signingIn: 'Signing you in with DingTalk…',
    failed: 'Signing in with DingTalk did not work. The error data:',
    retry: 'Try again',
    usePassword: 'Sign in with a password',
    unknownUser: 'No employee account matches this DingTalk account; please contact the administrator',
  },
} as const;

/**
 * DingTalk's requestAuthCode as the page sees it: each call takes the next outcome (a DingTalk
 * user id whose fresh code it answers, or error data it rejects with), and records the corpId.
 */
async function stubDingTalk(page: Page, outcomes: ({ user: string } | { error: Record<string, string> })[]) {
  await page.route(/\/assets\/dingtalk-bridge-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        const outcomes = ${JSON.stringify(outcomes)};
        export async function requestDingTalkAuthCode(corpId) {
          const w = window;
          w.__ddCorpIds = [...(w.__ddCorpIds ?? []), corpId];
          const next = outcomes[Math.min(w.__ddCorpIds.length, outcomes.length) - 1];
          // DingTalk takes a moment to answer; the page says meanwhile what it is doing.
          await new Promise((resolve) => setTimeout(resolve, 800));
          if ('error' in next) throw next.error;
          return next.user + '.' + Date.now() + Math.random().toString(36).slice(2);
        }`,
    }),
  );
}

test('learner01 opens the portal in DingTalk and is signed in without a password; logout is hidden', async ({ page, lang }) => {
  await stubDingTalk(page, [{ user: 'dt-learner01' }]);
  await page.goto('/login');
  await expect(page.getByTestId('chat-app-login')).toContainText(TEXT[lang].signingIn);
  await expect(page.locator('#password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user')).toContainText(LEARNER.name!);
  expect(await page.evaluate(() => (window as unknown as { __ddCorpIds: string[] }).__ddCorpIds)).toEqual(['ding-demo-corp']);
  await expect(page.getByTestId('logout')).toHaveCount(0);
});

test("a refused exchange shows 'dd error' with the server's reason; the password form is the way out", async ({ page, lang }) => {
  await stubDingTalk(page, [{ user: 'dt-stranger' }]);
  await page.goto('/login');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('dd error');
  await expect(alert).toContainText(TEXT[lang].failed);
  await expect(alert.locator('pre')).toHaveText(TEXT[lang].unknownUser);
  await alert.getByRole('button', { name: TEXT[lang].usePassword }).click();
  await page.locator('#account').fill(LEARNER.account);
  await page.locator('#password').fill(LEARNER.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
});

test("DingTalk's own error data is shown, and Try again signs in", async ({ page, lang }) => {
  await stubDingTalk(page, [{ error: { errorCode: '3', errorMessage: 'no permission for corp' } }, { user: 'dt-learner01' }]);
  await page.goto('/login');
  const alert = page.getByRole('alertdialog');
  await expect(alert.locator('pre')).toHaveText('{"errorCode":"3","errorMessage":"no permission for corp"}');
  await alert.getByRole('button', { name: TEXT[lang].retry }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("admin01 signed in through DingTalk opens the back office as DingTalk's deep link", async ({ page }) => {
  await stubDingTalk(page, [{ user: 'dt-admin01' }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const requested: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => requested.push(event.url));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('admin-link').click();
  await expect.poll(() => requested.find((url) => url.startsWith('dingtalk:'))).toBeTruthy();
  const link = new URL(requested.find((url) => url.startsWith('dingtalk:'))!);
  expect(link.searchParams.get('corpid')).toBe('ding-demo-corp');
  expect(link.searchParams.get('app_id')).toBe('0_2026001');
  // The back office's address, without the admin token (stored for it, never in a URL).
  const redirect = new URL(link.searchParams.get('redirect_url')!);
  expect(redirect.pathname).toBe('/admin/');
  expect(redirect.search).toBe('');
});

test('with the chat-app sign-in switched off the page shows the password form and never asks DingTalk', async ({ page }) => {
  let bridgeLoaded = false;
  await page.route(/\/assets\/dingtalk-bridge-[^/]+\.js$/, (route) => {
    bridgeLoaded = true;
    return route.abort();
  });
  // The site setting as the server would answer it when an admin switched it off.
  let answered!: () => void;
  const settingServed = new Promise<void>((resolve) => (answered = resolve));
  await page.route(GRAPHQL_URL, async (route) => {
    if (operationName(route.request()) !== 'SiteConfig') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { siteConfig?: { dingTalkSignInEnabled: boolean } } };
    // (A persisted-document miss has no data: the SPA sends the operation again with its text.)
    if (json.data?.siteConfig) json.data.siteConfig.dingTalkSignInEnabled = false;
    await route.fulfill({ response, json });
    if (json.data?.siteConfig) answered();
  });
  await page.goto('/login');
  // Before the setting arrives the page shows the form anyway: judge it after the answer.
  await settingServed;
  await expect(page.locator('#account')).toBeVisible();
  await page.locator('#account').fill('learner01');
  await expect(page.getByTestId('chat-app-login')).toHaveCount(0);
  expect(bridgeLoaded).toBe(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
