/**
 * Credits earned by studying, in the browser: a new employee (emp0187, no history) reads the
 * one-lesson compliance course (a 4-page PDF) for a minute and finishes it; the member area's
 * credit history then shows the lesson's study credit and the course's completion credit, the
 * rules tab lists every rule, and the home page's study time this month, seen before the
 * lesson and again after it without reloading the app, shows the credited minute. The minute
 * is really spent: study time is credited against the clock.
 */
import { EMPLOYEE_PASSWORD, expect, restData, test, type Account, type Lang } from './fixtures';

const ACCOUNT: Account = { account: 'emp0187', password: EMPLOYEE_PASSWORD };
const COURSE_TITLE = '反商业贿赂合规';

const T: Record<Lang, { home: string; study: string; complete: string; ledgerTab: string; rulesTab: string; minutes: (n: number) => string; ruleNames: string[] }> = {
  'zh-CN': {
    home: '首页',
    study: '课程学习',
    complete: '完成课程',
    ledgerTab: '积分明细',
    rulesTab: '积分规则',
    minutes: (n) => `${n} 分钟`,
    ruleNames: ['每日登录', '课程学习', '完成课程', '考试通过', '地图打卡', '完成学习地图'],
  },
  'en-US': {
    home: 'Home',
    study: 'Course study',
    complete: 'Course completed',
    ledgerTab: 'Credit details',
    rulesTab: 'Credit rules',
    minutes: (n) => `${n} min`,
    ruleNames: ['Daily sign-in', 'Course study', 'Course completed', 'Exam passed', 'Map punch-in', 'Learning map completed'],
  },
};

test('finishing a lesson earns its credits, seen in the credit history, and home shows the credited study time', async ({ page, request, lang, signInViaApi }) => {
  test.setTimeout(180_000);
  const t = T[lang];
  const { token } = await signInViaApi(ACCOUNT);
  const found = await restData<{ list: { id: number; title: string }[] }>(request, token, `/api/courseSearch?keywords=${encodeURIComponent(COURSE_TITLE)}`);
  const courseId = found.list.find((c) => c.title === COURSE_TITLE)!.id;
  const catalogue = await restData<{ periods: { id: number }[] }[]>(request, token, `/api/course/catalogs/${courseId}`);
  const lesson = catalogue.flatMap((c) => c.periods)[0]!;

  // Home first (its figures are then in the app's cache), then the lesson inside the app.
  await page.goto('/home');
  await expect(page.getByTestId('stat-study-time')).toContainText(t.minutes(0), { timeout: 30_000 });
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/course/document/${lesson.id}`);
  // Read the first page for a minute, then turn to the last: the lesson and the course complete.
  await expect(page.getByTestId('pdf-canvas')).toBeVisible();
  await page.waitForTimeout(62_000);
  for (let p = 2; p <= 4; p += 1) {
    await page.getByTestId('next-page').click();
    await expect(page.getByTestId('page-indicator')).toContainText(String(p));
  }
  await expect(page.getByTestId('period-completed')).toBeVisible();

  // Back home inside the app: this month's study time is the credited time, in minutes.
  const stats = await restData<{ current_month_study_time: number }>(request, token, '/api/home/user/stats');
  console.log(`${lang}: ${stats.current_month_study_time} s credited this month`);
  expect(stats.current_month_study_time).toBeGreaterThanOrEqual(60);
  await page.getByRole('link', { name: t.home, exact: true }).first().click();
  await expect(page.getByTestId('stat-study-time')).toContainText(t.minutes(Math.floor(stats.current_month_study_time / 60)), { timeout: 30_000 });

  // The credit history: the lesson's study credit (1 for a credited minute) and the course's 10.
  await page.goto('/member/member-point');
  await page.getByRole('tab', { name: t.ledgerTab }).click();
  const ledger = page.getByTestId('credit-ledger');
  await expect(ledger.getByRole('row').filter({ hasText: t.complete })).toContainText('+10');
  await expect(ledger.getByRole('row').filter({ hasText: t.study })).toContainText('+1');
  await page.getByRole('tab', { name: t.rulesTab }).click();
  const rules = page.getByTestId('credit-rules');
  for (const name of t.ruleNames) await expect(rules.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
