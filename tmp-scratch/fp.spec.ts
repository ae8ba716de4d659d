import { test } from '@playwright/test';
test('fp', async ({ page }) => {
  await page.goto('http://127.0.0.1:3112/forgot-password');
  await page.getByTestId('send-code').click();
  await page.waitForTimeout(500);
  console.log('danger groups after click:', await page.locator('.bp6-form-group.bp6-intent-danger').count());
  await page.screenshot({ path: '/tmp/fp1.png' });
});
