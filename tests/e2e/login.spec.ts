/**
 * Sign-in: the redirects into and out of /login, the form's own checks, the server's
 * answer to a wrong password, and the header a signed-in user lands on.
 */
import { ADMIN, LEARNER, employee, expect, operationName, sendsOperation, test } from './fixtures';

test.describe('signed out', () => {
  test('/ redirects to the login page', async ({ page, text }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('#account')).toBeVisible();
    await expect(page.locator('#password')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText(text.loginSubmit);
    await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.login}`);
    await expect(page.getByTestId('header')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pcToken'))).toBeNull();
  });

  test('an empty submit shows both required messages and sends nothing', { tag: '@both' }, async ({ page, text }) => {
    const graphqlLogins: string[] = [];
    page.on('request', (request) => {
      if (sendsOperation(request, 'SignIn')) graphqlLogins.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByText(text.accountRequired, { exact: true })).toHaveCount(0);
    await page.getByTestId('login-submit').click();
    await expect(page.locator('.bp6-form-helper-text', { hasText: text.accountRequired })).toBeVisible();
    await expect(page.locator('.bp6-form-helper-text', { hasText: text.passwordRequired })).toBeVisible();
    await expect(page.getByTestId('login-error')).toHaveCount(0);

    // Filling only the account leaves the password message alone.
    await page.locator('#account').fill(LEARNER.account);
    await expect(page.locator('.bp6-form-helper-text', { hasText: text.accountRequired })).toHaveCount(0);
    await expect(page.locator('.bp6-form-helper-text', { hasText: text.passwordRequired })).toBeVisible();
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/login/);
    expect(graphqlLogins).toEqual([]);

    // With both fields the form does send (the request listener above sees it).
    await page.locator('#password').fill(LEARNER.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
    expect(graphqlLogins).toHaveLength(1);
  });

  test('a password outside 8-16 characters shows the length message and sends nothing', async ({ page, text }) => {
    const graphqlLogins: string[] = [];
    page.on('request', (request) => {
      if (sendsOperation(request, 'SignIn')) graphqlLogins.push(request.url());
    });
    await page.goto('/login');
    await page.locator('#account').fill(LEARNER.account);
    for (const password of ['Abc@123', 'Abc@1234567890123']) {
      await page.locator('#password').fill(password);
      await page.getByTestId('login-submit').click();
      await expect(page.locator('.bp6-form-helper-text', { hasText: text.passwordLength })).toBeVisible();
    }
    await page.locator('#password').fill(LEARNER.password);
    await expect(page.locator('.bp6-form-helper-text', { hasText: text.passwordLength })).toHaveCount(0);
    expect(graphqlLogins).toEqual([]);
  });

  test("a 300-character account is refused by the server in the reader's language", { tag: '@both' }, async ({ page, text }) => {
    await page.goto('/login');
    await page.locator('#account').fill('a'.repeat(300));
    await page.locator('#password').fill('Wrong@2026');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(text.accountTooLong);
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password shows the server message and keeps the user signed out', async ({ page, text, lang }) => {
    // An employee account of its own per language: wrong passwords count towards a lock.
    const account = employee(lang === 'zh-CN' ? 1 : 2);
    await page.goto('/login');
    await page.locator('#account').fill(account.account);
    await page.locator('#password').fill('Wrong@2026');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(text.loginFailed);
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => [localStorage.getItem('pcToken'), localStorage.getItem('isLogin')])).toEqual([null, null]);
    await expect(page.getByTestId('header')).toHaveCount(0);
  });

  test('the right password lands on /home with the full header', async ({ page, text, lang }) => {
    await page.goto('/login');
    await page.locator('#account').fill(LEARNER.account);
    await page.locator('#password').fill(LEARNER.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.home}`);
    if (lang === 'zh-CN') await expect(page).toHaveTitle('星辰科技学习平台 - 首页');

    const header = page.getByTestId('header');
    await expect(header).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'main' });
    await expect(nav.getByRole('link')).toHaveText([...text.nav]);
    const home = nav.getByRole('link', { name: text.nav[0], exact: true });
    await expect(home).toHaveClass(/\bis-active\b/);
    await expect(home).toHaveAttribute('aria-current', 'page');
    for (const other of text.nav.slice(1)) {
      const link = nav.getByRole('link', { name: other, exact: true });
      await expect(link).not.toHaveClass(/\bis-active\b/);
      await expect(link).not.toHaveAttribute('aria-current', 'page');
    }

    await expect(page.getByTestId('bell-badge')).toHaveText('4');
    await expect(page.getByTestId('bell')).toHaveAttribute('aria-label', text.unreadLabel);
    await expect(page.getByTestId('user')).toHaveText(LEARNER.name!);
    await expect(page.getByTestId('logout')).toHaveAttribute('aria-label', text.logout);
    await expect(page.getByTestId('back')).toBeVisible();
    await expect(page.getByPlaceholder(text.searchPlaceholder)).toBeVisible();
    await expect(page.getByTestId('language')).toHaveValue(lang);
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
    // Home has no breadcrumb.
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0);

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('pcToken'),
      flag: localStorage.getItem('isLogin'),
      user: JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { name?: string; isAdmin?: boolean } | null,
      role: localStorage.getItem('role_id'),
    }));
    expect(stored.token).toMatch(/\S{16,}/);
    expect(stored.flag).toBe('1');
    expect(stored.user).toMatchObject({ name: LEARNER.name, account: LEARNER.account, role: 'LEARNER', isAdmin: false });
    // The role's REST id, as the spec keeps it.
    expect(stored.role).toBe('1');
  });
});

test.describe('signed in', () => {
  test('opening /login goes to /home', async ({ page, signInViaApi }) => {
    await signInViaApi();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.locator('#account')).toHaveCount(0);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/home$/);
    // And the root goes Home too when signed in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('learner01 has no admin link', async ({ page, signInViaApi }) => {
    await signInViaApi(LEARNER);
    // The answer with data (not a persisted-document miss that the SPA sends again with the text).
    const viewer = page.waitForResponse(async (r) => operationName(r.request()) === 'Viewer' && Boolean(((await r.json()) as { data?: unknown }).data));
    await page.goto('/home');
    await expect(page.getByTestId('user')).toHaveText(LEARNER.name!);
    // Once the fresh viewer is in (not an administrator), there is still no admin link.
    const fresh = (await (await viewer).json()) as { data?: { viewer?: { isAdmin?: boolean } } };
    expect(fresh.data?.viewer?.isAdmin).toBe(false);
    await expect(page.getByTestId('bell-badge')).toHaveText('4');
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
  });

  test('admin01 has the admin link, which opens the back office with an admin token kept out of the address', async ({ page, signInViaApi, lang }) => {
    await signInViaApi(ADMIN);
    await page.goto('/home');
    await expect(page.getByTestId('user')).toHaveText(ADMIN.name!);
    const admin = page.getByTestId('admin-link');
    await expect(admin).toBeVisible();
    await expect(admin).toHaveText(lang === 'zh-CN' ? '后台管理' : 'Back office');

    const popupPromise = page.waitForEvent('popup');
    await admin.click();
    const popup = await popupPromise;
    // Same origin, no token or anything else in the address: the back office reads the stored
    // token (and goes on to its first section, tests/e2e/admin.spec.ts).
    await expect(popup).toHaveTitle(lang === 'zh-CN' ? '管理后台' : 'Back office');
    expect(new URL(popup.url()).pathname).toMatch(/^\/admin\//);
    const adminToken = await page.evaluate(() => localStorage.getItem('adminToken'));
    expect(adminToken).toMatch(/\S{20,}/);
    expect(adminToken).not.toBe(await page.evaluate(() => localStorage.getItem('pcToken')));
  });
});
