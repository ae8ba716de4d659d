/**
 * The back office's reports (src/admin/features/reports): admin01 opens the reports from the
 * navigation, sees the overview's figures and chart, opens the completion report, filters it by
 * a department (kept in the address), exports it to XLSX and the downloaded file, opened with
 * exceljs, holds the Chinese headers and only people of that department and those below it.
 * Then the exam results report, opened from the overview: one exam's figures, its score
 * distribution chart and its question table, sorted by discrimination.
 * Then the defence results, forum activity and mall redemptions reports, each opened from the
 * overview: its rows and totals, axe-clean.
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

test('admin01 opens the exam results report from the overview, then one exam: its score distribution and question table', async ({ page, signInViaApi }) => {
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: '报表' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: '报表概览' })).toBeVisible();
  await admin.getByTestId('open-exams').click();
  await expect(admin).toHaveURL(/\/admin\/reports\/exams$/);
  await expect(admin.getByRole('heading', { level: 1, name: '考试成绩报表' })).toBeVisible();
  // The demo's contest: thirty employees took it last week.
  const contest = admin.getByTestId('exam-report-open').filter({ hasText: /^全员安全知识竞赛$/ });
  await expect(contest).toBeVisible();
  await contest.click();

  await expect(admin).toHaveURL(/\/admin\/reports\/exams\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: '全员安全知识竞赛' })).toBeVisible();
  await expect(admin.getByTestId('figure-examinees')).toContainText(/\d+/);
  await expect(admin.getByTestId('figure-pass-rate')).toContainText('%');
  await expect(admin.getByTestId('exam-distribution-chart')).toHaveAttribute('data-ready', 'true');
  // Its twenty questions in their order, each with a correct rate and a discrimination index.
  const rows = admin.locator('.admin-table tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(rows.first().locator('td').nth(5)).toContainText('%');
  // Sorted by discrimination, highest first.
  await admin.getByRole('button', { name: '按区分度排序' }).click();
  await admin.getByRole('button', { name: '按区分度排序' }).click();
  await expect(admin.getByRole('columnheader', { name: '区分度' })).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const shown = (await rows.locator('td:nth-child(7)').allTextContents()).map(Number);
      return shown.every((value, index) => index === 0 || value <= shown[index - 1]!);
    })
    .toBe(true);
  expect(await axeViolations(admin, ['.bp6-toast-container']), "axe-core WCAG A/AA on an exam's results").toEqual([]);
});

test('admin01 opens the defence results, forum activity and mall redemptions reports from the overview: rows and totals on each', async ({ page, signInViaApi }) => {
  await signInViaApi(ADMIN);
  await page.goto('/home');
  const popupPromise = page.waitForEvent('popup');
  await page.getByTestId('admin-link').click();
  const admin = await popupPromise;
  await admin.getByRole('link', { name: '报表' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: '报表概览' })).toBeVisible();

  // Each report: its link on the overview, its heading, the demo's rows (the defences of the last
  // weeks, this year's forum posts, learner01's redemptions), a figure of its totals, axe, and back.
  for (const report of [
    { open: 'open-defences', path: '/admin/reports/defences', title: '答辩成绩报表', table: '答辩成绩报表', figure: 'figure-participants' },
    { open: 'open-forum', path: '/admin/reports/forum', title: '论坛活跃度报表', table: '各部门每月活跃度', figure: 'figure-posts', side: 'forum-top-posters' },
    { open: 'open-redemptions', path: '/admin/reports/redemptions', title: '积分兑换报表', table: '积分兑换报表', figure: 'figure-points' },
  ]) {
    await admin.getByTestId(report.open).click();
    await expect(admin).toHaveURL(new RegExp(`${report.path}$`));
    await expect(admin.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    await expect(admin.getByRole('table', { name: report.table }).locator('tbody tr').first()).toBeVisible();
    await expect(admin.getByTestId(report.figure)).toContainText(/[1-9]/);
    if (report.side) await expect(admin.getByTestId(report.side).locator('tbody tr').first()).toBeVisible();
    expect(await axeViolations(admin, ['.bp6-toast-container']), `axe-core WCAG A/AA on ${report.path}`).toEqual([]);
    await admin.getByRole('link', { name: '返回报表概览' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '报表概览' })).toBeVisible();
  }
});
