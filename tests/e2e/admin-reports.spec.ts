/**
 * The back office's reports (src/admin/features/reports): admin01 opens the reports from the
 * navigation, sees the overview's figures and chart, opens the completion report, filters it by
 * a department (kept in the address), exports it to XLSX and the downloaded file, opened with
 * exceljs, holds the Chinese headers and only people of that department and those below it.
 * One language (zh-CN); the English texts are checked by the type of the texts.
 */
import ExcelJS from 'exceljs';
import { axeViolations } from './axe';
import { ADMIN, expect, test } from './fixtures';

const DIVISION = '技术研发中心';
const TEAMS = [DIVISION, '前端开发组', '后端开发组', '测试组', '运维组'];

test('admin01 opens the completion report, filters it by a department and exports it to XLSX', async ({ page, signInViaApi }) => {
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: '报表' }).click();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  await expect(admin.getByRole('heading', { level: 1, name: '报表概览' })).toBeVisible();
  await expect(admin.getByTestId('figure-completion')).toContainText('项已完成');
  await expect(admin.getByTestId('study-chart')).toHaveAttribute('data-ready', 'true');

  await admin.getByTestId('open-completion').click();
  await expect(admin.getByRole('heading', { level: 1, name: '完成情况报表' })).toBeVisible();
  const department = admin.getByTestId('report-department');
  const value = await department.locator('option', { hasText: new RegExp(`^${DIVISION}$`) }).getAttribute('value');
  await department.selectOption(value!);
  await expect(admin).toHaveURL(new RegExp(`/admin/reports/completion\\?department=${value}$`));
  const rows = admin.locator('.admin-table tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every row is of the division or one of its teams (the department column, third).
  await expect.poll(async () => (await rows.locator('td:nth-child(3)').allTextContents()).every((name) => TEAMS.includes(name))).toBe(true);
  expect(await axeViolations(admin, ['.bp6-toast-container']), 'axe-core WCAG A/AA on the completion report').toEqual([]);

  const downloadPromise = admin.waitForEvent('download');
  await admin.getByTestId('export-xlsx').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^完成情况报表-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(admin.getByTestId('export-done')).toContainText(download.suggestedFilename());
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1));
  expect(values[0]).toEqual(['账号', '姓名', '部门', '类型', '学习内容', '状态', '进度（%）', '完成时间', '截止时间']);
  expect(values.length).toBeGreaterThan(1);
  expect(values.slice(1).every((row) => TEAMS.includes(String(row[2])))).toBe(true);
  // The table's first page is the file's first rows, in the same order.
  const accounts = await admin.locator('.admin-table tbody tr td:nth-child(2)').allTextContents();
  expect(values.slice(1, 1 + accounts.length).map((row) => row[0])).toEqual(accounts);
});
