/**
 * Password recovery page: the form checks its fields before anything is sent, and a code
 * request starts the 60 second countdown of the code button.
 */
import { expect, operationName, test } from './fixtures';

/** An empty confirmation is asked for, not reported as differing. */
const CONFIRM_REQUIRED = { 'zh-CN': '请再次输入新密码', 'en-US': 'Please enter the new password again' } as const;

const helper = (page: import('@playwright/test').Page, message: string) => page.locator('.bp6-form-helper-text', { hasText: message });

// `toasts` is taken here so its recorder is in place before the first page loads.
test.beforeEach(async ({ page, text, toasts: _toasts }) => {
  await page.goto('/login');
  await page.locator('.guest-page__links a').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.forgotPassword}`);
});

test('empty fields: submit shows every field message and sends nothing', { tag: '@both' }, async ({ page, text, lang }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (['ResetPassword', 'SendRecoveryCode'].includes(operationName(request))) sent.push(request.postData() ?? '');
  });
  await expect(page.locator('.bp6-form-helper-text')).toHaveCount(0);
  await page.getByTestId('reset-submit').click();
  await expect(helper(page, text.targetRequired)).toBeVisible();
  await expect(helper(page, text.codeRequired)).toBeVisible();
  await expect(helper(page, text.passwordRule)).toBeVisible();
  await expect(page.locator('#confirmation').locator('xpath=ancestor::div[contains(@class, "bp6-form-group")]').locator('.bp6-form-helper-text')).toHaveText(CONFIRM_REQUIRED[lang]);
  await expect(helper(page, text.passwordsDiffer)).toHaveCount(0);

  // The code button refuses an empty target as well.
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(text.sendCode);
  await expect(page.getByTestId('send-code')).toBeEnabled();
  await expect(page).toHaveURL(/\/forgot-password$/);
  expect(sent).toEqual([]);
});

test('get code with an empty field marks only the mobile/mail field, by click and by Enter', async ({ page, text }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (['ResetPassword', 'SendRecoveryCode'].includes(operationName(request))) sent.push(request.postData() ?? '');
  });
  await page.getByTestId('send-code').click();
  await expect(helper(page, text.targetRequired)).toBeVisible();
  await expect(page.locator('.bp6-form-group.bp6-intent-danger')).toHaveCount(1);
  await expect(page.locator('.bp6-input-group.bp6-intent-danger')).toHaveCount(1);
  await expect(page.locator('.bp6-input-group.bp6-intent-danger #target')).toHaveCount(1);

  await page.reload();
  await page.locator('#target').press('Enter');
  await expect(helper(page, text.targetRequired)).toBeVisible();
  await expect(page.locator('.bp6-form-group.bp6-intent-danger')).toHaveCount(1);
  await expect(page.locator('.bp6-form-helper-text')).toHaveCount(1);
  expect(sent).toEqual([]);
});

test("a refused code request's message goes at the next submit", async ({ page, request, lang }) => {
  // A number of its own per language project; a code requested just before makes the page's request too soon.
  const mobile = lang === 'zh-CN' ? '13900000011' : '13900000012';
  const first = await request.post('/api/getsmscode', { data: { mobile }, headers: { DeviceType: 'PC' } });
  expect(first.ok()).toBe(true);
  await page.locator('#target').fill(mobile);
  await page.getByTestId('send-code').click();
  const refusal = page.getByTestId('recovery-error');
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(lang === 'zh-CN' ? /验证码|分钟|秒/ : /once a minute/);
  // The form still lacks its other fields: the submit is refused here, and the old message goes.
  await page.getByTestId('reset-submit').click();
  await expect(refusal).toHaveCount(0);
});

test('an invalid 10-digit number is refused', async ({ page, text }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (operationName(request) === 'SendRecoveryCode') sent.push(request.postData() ?? '');
  });
  await page.locator('#target').fill('1380000000');
  await page.locator('#target').blur();
  await expect(helper(page, text.mobileInvalid)).toBeVisible();
  await page.getByTestId('send-code').click();
  await expect(helper(page, text.mobileInvalid)).toBeVisible();
  await expect(page.getByTestId('send-code')).toHaveText(text.sendCode);
  expect(sent).toEqual([]);

  // Eleven digits are accepted: the message goes away.
  await page.locator('#target').fill('13800000001');
  await expect(helper(page, text.mobileInvalid)).toHaveCount(0);
});

test('mismatched passwords are refused', async ({ page, text }) => {
  await page.locator('#password').fill('Abcdef12');
  await page.locator('#password').blur();
  await expect(helper(page, text.passwordRule)).toHaveCount(0);
  await page.locator('#confirmation').fill('Abcdef13');
  await page.locator('#confirmation').blur();
  await expect(helper(page, text.passwordsDiffer)).toBeVisible();

  await page.locator('#confirmation').fill('Abcdef12');
  await expect(helper(page, text.passwordsDiffer)).toHaveCount(0);

  // A password too weak for the rule (one kind of character) is refused as well.
  await page.locator('#password').fill('abcdefgh');
  await expect(helper(page, text.passwordRule)).toBeVisible();
  await expect(helper(page, text.passwordsDiffer)).toBeVisible();
});

test('a code request starts the 60 s countdown', async ({ page, text, lang, toasts }) => {
  // A number of its own per language project: the server allows one code a minute per number.
  const mobile = lang === 'zh-CN' ? '13800000001' : '13800000002';
  const button = page.getByTestId('send-code');
  await expect(button).toHaveText(text.sendCode);
  await page.locator('#target').fill(mobile);

  // The answer that ran the operation (not a persisted-document miss that the SPA sends again with the text).
  const answer = page.waitForResponse(
    async (response) => operationName(response.request()) === 'SendRecoveryCode' && !JSON.stringify(await response.json()).includes('PERSISTED_QUERY_NOT_FOUND'),
  );
  await button.click();
  const body = (await (await answer).json()) as { data?: { sendRecoveryCode?: { resendAfterSeconds: number } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.sendRecoveryCode?.resendAfterSeconds).toBe(60);

  await expect(button).toHaveText(text.countdown);
  await expect(button).toBeDisabled();
  const secondsNow = async () => Number(text.countdown.exec((await button.textContent()) ?? '')?.[1]);
  const first = await secondsNow();
  expect(first).toBeGreaterThanOrEqual(57);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(() => toasts.seen()).toContainEqual({ message: text.codeSentToast, intent: 'success' });

  // It counts down once a second.
  await expect.poll(secondsNow, { timeout: 4_000 }).toBeLessThan(first);
  await expect(button).toBeDisabled();
  await expect(page.locator('.guest-page__error')).toHaveCount(0);
});
