/**
 * What the app does with answers it did not expect: a token revoked on the server, an
 * unknown address, a 4004 (missing resource) answer.
 */
import type { Page, Route } from '@playwright/test';
import type { Network } from './axe';
import { GRAPHQL_URL, LEARNER, expect, storedToken, test } from './fixtures';

/** The GraphQL error the gateway gives for a REST answer with code 4004. */
const NOT_FOUND_ANSWER = {
  errors: [{ message: '资源不存在', path: ['courseDetail'], extensions: { code: 'NOT_FOUND', portalCode: 4004, status: 404 } }],
  data: null,
};

const operationOf = (route: Route) => {
  try {
    return (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
  } catch {
    return '';
  }
};

/**
 * Home has finished asking. A request still out when the token is revoked would find the session
 * over on this page first: its toast gone with the next page load, or no header left to click.
 * The bell's count comes in a request of its own and can be in before Home's arrival; the
 * personal stats are drawn from the arrival's answer in the page's deferred render, the last
 * step, and a quiet moment before them (the answer being drawn) is not the end.
 */
async function homeHasAsked(page: Page, network: Network) {
  await expect(page.getByTestId('bell-badge')).toHaveText('4');
  await expect(page.getByTestId('stat-month-credits')).toBeVisible();
  expect(await network.idle()).toBe(true);
}

test.describe('token revoked on the server', () => {
  test('the next navigation goes to /login with an error toast', async ({ page, request, text, toasts, signInViaApi, network }) => {
    await signInViaApi(LEARNER);
    await page.goto('/home');
    await homeHasAsked(page, network);
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);

    await page.goto('/course');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => toasts.seen()).toContainEqual({ message: text.sessionExpired, intent: 'danger' });
    expect(await page.evaluate(() => [localStorage.getItem('pcToken'), localStorage.getItem('isLogin')])).toEqual([null, null]);
    await expect(page.getByTestId('header')).toHaveCount(0);
    // The session is over for the router too.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an in-app navigation (header link) also goes to /login', async ({ page, request, text, toasts, signInViaApi, network }) => {
    await signInViaApi(LEARNER);
    await page.goto('/home');
    await homeHasAsked(page, network);
    const token = await storedToken(page);
    const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);

    // No reload: the shell stays mounted, and the page change itself must ask the server, which
    // finds the session over. Which request finds it first is not fixed: the shell's viewer
    // (asked on every page change) or the next page's own data, which can leave first.
    const asked = page.waitForRequest((r) => GRAPHQL_URL.test(r.url()));
    await page.getByTestId('header').getByRole('link', { name: text.nav[1], exact: true }).click();
    await asked;
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => toasts.seen()).toContainEqual({ message: text.sessionExpired, intent: 'danger' });
    expect(await page.evaluate(() => localStorage.getItem('pcToken'))).toBeNull();
    await expect(page.getByTestId('header')).toHaveCount(0);
  });
});

test.describe('unknown paths', () => {
  test('signed in, /no-such-page lands on /home', async ({ page, text, signInViaApi }) => {
    await signInViaApi(LEARNER);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.home}`);
    await expect(page.getByTestId('header')).toBeVisible();
    await page.goto('/course/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('signed out, /no-such-page goes on to /login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('#account')).toBeVisible();
  });
});

test.describe('4004 answer', () => {
  test('a 4004 from GraphQL shows the static 404 page', async ({ page, text, signInViaApi }) => {
    await signInViaApi(LEARNER);
    let intercepted = 0;
    await page.route(GRAPHQL_URL, async (route) => {
      if (operationOf(route) !== 'Viewer') return route.fallback();
      intercepted += 1;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(NOT_FOUND_ANSWER) });
    });
    await page.goto('/course');
    await expect(page).toHaveURL(/\/404\.html$/);
    expect(intercepted).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFoundTitle);
    const home = page.getByRole('link', { name: text.notFoundHome });
    await expect(home).toHaveAttribute('href', '/home');
    // Nothing of the SPA is left on it.
    await expect(page.getByTestId('header')).toHaveCount(0);

    // Its link back leads into the app again (the session was not touched).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await home.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header')).toBeVisible();
  });
});
