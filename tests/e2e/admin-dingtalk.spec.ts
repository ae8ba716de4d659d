/**
 * The back office's DingTalk contacts sync (src/admin/features/dingtalk): admin01 opens the page
 * from the navigation, runs a sync against the fake DingTalk open API (tests/e2e/serve.ts: a
 * company of four, one without a mobile), follows it to its end and reads the counts in the
 * status and the history, and the member skipped with why. One language (en-US); the other's
 * texts are checked by the type of the texts.
 */
import { axeViolations } from './axe';
import { ADMIN, expect, test } from './fixtures';

test('admin01 runs a DingTalk sync against a fake DingTalk and sees the counts', async ({ page, signInViaApi }) => {
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: 'DingTalk sync', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/dingtalk$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'DingTalk contacts sync' })).toBeVisible();
  await expect(admin.getByTestId('sync-status')).toContainText('No sync has run yet.');

  await admin.getByRole('button', { name: 'Sync now' }).click();
  await expect(admin.locator('.bp6-toast').filter({ hasText: 'Sync finished' })).toBeVisible({ timeout: 15_000 });
  const counts = admin.getByTestId('sync-counts');
  await expect(counts).toContainText('Added: 3');
  await expect(counts).toContainText('Skipped: 1');
  await expect(counts).toContainText('Disabled: 0');
  const history = admin.getByRole('table', { name: 'Sync history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Done');
  await expect(admin.getByRole('table', { name: /Members skipped or kept/ })).toContainText('No mobile number in DingTalk');

  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the sync page').toEqual([]);
});
