/**
 * The back office (src/admin, served at /admin/): admin01 opens it from the portal's link and
 * lands signed in on the employees; finds an employee, disables them after a confirmation
 * (their open portal session ends at its next request), sees it in the audit trail, and enables
 * them again; a visit without the back-office token says how to come in. admin01 imports 50
 * employees from an XLSX with 5 bad rows: the dry run names the 5, the import adds the 45 others,
 * one of whom the list then finds, and the audit trail has the import.
 */
import ExcelJS from 'exceljs';
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
  await expect(admin.getByRole('link', { name: t.people, exact: true })).toHaveAttribute('aria-current', 'page');

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

  await admin.getByRole('link', { name: t.people, exact: true }).click();
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

/**
 * 50 employees for the import journey, 5 of them bad, one of each kind: a missing name (sheet row
 * 5), a bad mobile (11), an unknown department (21), row 2's account again (31), a demo
 * employee's mobile (41). Accounts and mobiles are new to the run's database.
 */
async function fiftyWithFiveBad(): Promise<{ file: Buffer; first: string }> {
  const run = Date.now().toString().slice(-6);
  const header = ['账号', '姓名', '手机号', '邮箱', '工号', '部门', '岗位', '角色', '入职日期', '初始密码'];
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return [`imp${run}${n}`, `导入${run}${n}`, `136${run}${n}`, `imp${run}${n}@e2e.example`, `I${run}${n}`, i % 2 ? '技术研发中心/前端开发组' : '培训中心', '工程师', '学员', '2026-03-02', ''];
  });
  rows[3]![1] = '';
  rows[9]![2] = '12345';
  rows[19]![5] = '技术研发中心/没有这个组';
  rows[29]![0] = rows[0]![0]!;
  rows[39]![2] = '13800000001';
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('员工');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return { file: Buffer.from(await book.xlsx.writeBuffer()), first: rows[1]![0]! };
}

test('admin01 imports 50 employees from an XLSX: the dry run names the 5 bad rows, the import adds the 45 others, found in the list and the audit trail', async ({ page, signInViaApi }) => {
  const { file, first } = await fiftyWithFiveBad();
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await expect(admin).toHaveURL(/\/admin\/employees$/);

  await admin.getByTestId('employee-import').click();
  await expect(admin).toHaveURL(/\/admin\/people\/import$/);
  await expect(admin.getByRole('heading', { level: 1, name: '导入员工' })).toBeVisible();
  await admin.getByLabel('选择文件').setInputFiles({ name: '五十名员工.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });

  await expect(admin.getByTestId('import-counts')).toContainText('共 50 行：可导入 45 行，有问题 5 行');
  const problems = admin.getByTestId('import-problems').locator('tbody tr');
  await expect(problems).toHaveCount(5);
  await expect(problems.nth(0)).toContainText('5姓名请填写姓名');
  await expect(problems.nth(1)).toContainText('11手机号手机号应为 11 位数字');
  await expect(problems.nth(2)).toContainText('21部门部门不存在');
  await expect(problems.nth(3)).toContainText('31账号账号已被使用');
  await expect(problems.nth(4)).toContainText('41手机号手机号已被使用');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the dry run').toEqual([]);

  // Keyboard: the import button takes the focus and Enter starts it.
  await admin.getByRole('button', { name: '导入 45 名员工' }).focus();
  await admin.keyboard.press('Enter');
  const done = admin.getByTestId('import-done');
  await expect(done).toContainText('已导入 45 名员工，5 行未导入');
  await expect(done).toContainText('只显示这一次');
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the result').toEqual([]);

  await done.getByRole('link', { name: '查看员工列表' }).click();
  await expect(admin).toHaveURL(/\/admin\/employees$/);
  await admin.getByTestId('employee-search').fill(first);
  await admin.getByTestId('employee-search').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: first });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('前端开发组');

  await admin.getByRole('link', { name: '操作日志' }).click();
  const entry = admin.getByRole('row').filter({ hasText: '导入员工' }).first();
  await expect(entry).toContainText(ADMIN.name!);
  await expect(entry).toContainText('五十名员工.xlsx');
});
