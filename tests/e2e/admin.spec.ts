/**
 * The back office (src/admin, served at /admin/): admin01 opens it from the portal's link and
 * lands signed in on the employees; finds an employee, disables them after a confirmation
 * (their open portal session ends at its next request), sees it in the audit trail, and enables
 * them again; a visit without the back-office token says how to come in.
 */
import { axeViolations } from './axe';
import { ADMIN, employee, expect, signInAs, test } from './fixtures';

const T = {
  'zh-CN': {
    title: '管理后台',
    people: '员工',
    audit: '操作日志',
    search: '搜索账号、姓名、手机号、邮箱或工号',
    disable: '停用',
    enable: '启用',
    disabled: '已停用',
    active: '正常',
    disabledToast: (name: string) => `已停用 ${name}`,
    auditAction: '停用员工',
    statusChange: '状态：正常 → 已停用',
    signedOut: '请从学习平台进入管理后台',
  },
  'en-US': {
    title: 'Back office',
    people: 'Employees',
    audit: 'Audit trail',
    search: 'Search account, name, mobile, mail or work number',
    disable: 'Disable',
    enable: 'Enable',
    disabled: 'Disabled',
    active: 'Active',
    disabledToast: (name: string) => `${name} disabled`,
    auditAction: 'Employee disabled',
    statusChange: 'Status: Active → Disabled',
    signedOut: 'Open the back office from the portal',
  },
} as const;

test('admin01 opens the back office from the portal, disables an employee whose session ends, finds it in the audit trail and enables them again', { tag: '@both' }, async ({ page, browser, request, signInViaApi, lang, baseURL }) => {
  const t = T[lang];
  // An employee of this language's own (the other language's run disables its own).
  const worker = employee(lang === 'zh-CN' ? 171 : 172);

  // The employee's own browser, signed in to the portal.
  const theirs = await browser.newContext({ baseURL });
  const theirPage = await theirs.newPage();
  await signInAs(theirPage, request, worker);
  await theirPage.goto('/home');
  await expect(theirPage.getByTestId('user')).toBeVisible();

  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await expect(admin).toHaveURL(/\/admin\/employees$/);
  await expect(admin).toHaveTitle(t.title);
  await expect(admin.getByRole('heading', { level: 1, name: t.people })).toBeVisible();
  await expect(admin.getByRole('link', { name: t.people })).toHaveAttribute('aria-current', 'page');

  await admin.getByTestId('employee-search').fill(worker.account);
  await admin.getByTestId('employee-search').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: worker.account });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t.active);
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the employees').toEqual([]);
  // The cells: the row's checkbox, the account, the name.
  const name = (await row.getByRole('cell').nth(2).textContent())!;
  await row.getByRole('button', { name: `${t.disable} ${name}` }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: t.disable }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(t.disabled);
  await expect(admin.locator('.bp6-toast').filter({ hasText: t.disabledToast(name) })).toBeVisible();

  // The employee's next request ends their session.
  await theirPage.reload();
  await expect(theirPage).toHaveURL(/\/login/);
  await theirs.close();

  await admin.getByRole('link', { name: t.audit }).click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  const entry = admin.getByRole('row').filter({ hasText: t.auditAction }).first();
  await expect(entry).toContainText(ADMIN.name!);
  await expect(entry).toContainText(t.statusChange);
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the audit trail').toEqual([]);

  await admin.getByRole('link', { name: t.people }).click();
  await admin.getByTestId('employee-search').fill(worker.account);
  await admin.getByTestId('employee-search').press('Enter');
  await row.getByRole('button', { name: `${t.enable} ${name}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: t.enable }).click();
  await expect(row).toContainText(t.active);
});

test('a visit to the back office without its token says how to come in', async ({ page, lang }) => {
  await page.goto('/admin/employees');
  await expect(page.getByRole('heading', { level: 1, name: T[lang].signedOut })).toBeVisible();
  await expect(page.getByRole('link', { name: lang === 'zh-CN' ? '打开学习平台' : 'Open the portal' })).toHaveAttribute('href', '/');
});
