/**
 * Teaching management as examiner01 uses it: the attempts waiting for marking (the demo's three
 * submissions of 客户服务规范考核, two short answers each), quick marking one answer after another
 * (a score above the full score is refused in the page; Enter saves and goes on, through the next
 * attempt), the reviewed list with the final score, the answer detail with the remark; the
 * learner whose attempt was completed is notified with the score. A learner has no teaching
 * management and the server refuses them the review list.
 */
import { apiLogin, employee, expect, LEARNER, test, type Account } from './fixtures.js';

const EXAMINER: Account = { account: 'examiner01', password: 'Examiner@2026', name: '张伟' };
const EXAM = '客户服务规范考核';

const TEXT = {
  'zh-CN': {
    menu: '教学管理',
    waiting: '待批阅',
    reviewed: '已批阅',
    twoLeft: '2 / 2 题',
    oneLeft: '1 / 2 题',
    progress: (n: number) => `第 ${n} / 2 题`,
    scoreProblem: '请输入 0 到 20 之间的分数，可精确到 0.5 分',
    back: '返回教学管理',
    remark: '评语：要点齐全，表述清楚',
    notice: `「${EXAM}」已批阅，得分 80.5`,
    forbidden: '仅阅卷人可以评分',
    figures: '待批阅 2 份，已批阅 1 份。',
    markingDetail: '阅卷详情',
    defences: '答辩考核',
    defenceDetails: '答辩详情',
  },
  'en-US': {
    menu: 'Teaching management',
    waiting: 'Waiting',
    reviewed: 'Reviewed',
    twoLeft: '2 of 2',
    oneLeft: '1 of 2',
    progress: (n: number) => `Question ${n} of 2`,
    scoreProblem: 'Enter a score from 0 to 20, in steps of 0.5',
    back: 'Back to teaching management',
    remark: 'Remark: 要点齐全，表述清楚',
    notice: `"${EXAM}" has been marked: 80.5 points`,
    forbidden: 'Only examiners can mark answers',
    figures: 'Waiting: 2; marked: 1.',
    markingDetail: 'Marking detail',
    defences: 'Defence assessment',
    defenceDetails: 'Defence details',
  },
} as const;

test('examiner01 marks three short answers in a row; the completed attempt moves to the reviewed list and its learner is notified', async ({ page, lang, request, signInViaApi }) => {
  test.setTimeout(120_000);
  const text = TEXT[lang];
  await signInViaApi(EXAMINER);
  await page.goto('/member/member-info');
  await page.getByRole('menuitem', { name: text.menu }).click();
  await expect(page).toHaveURL(/\/member\/memberAssess$/);
  const rows = page.getByTestId('assess-row');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) {
    await expect(row).toContainText(EXAM);
    await expect(row).toContainText(text.twoLeft);
  }
  const first = (await rows.first().locator('td').nth(1).textContent())!;

  // Quick marking from the first attempt: the reference beside the answer, the bound checked in the page.
  await page.getByTestId('assess-quick-all').click();
  await expect(page).toHaveURL(/\/memberAssess\/exam-remarks\?/);
  await expect(page.getByTestId('remarks-progress')).toHaveText(text.progress(1));
  await expect(page.getByTestId('remarks-reference')).not.toBeEmpty();
  await expect(page.getByTestId('remarks-answer')).not.toBeEmpty();
  const score = page.getByTestId('remarks-score');
  await expect(score).toBeFocused();
  await score.fill('25');
  await score.press('Enter');
  await expect(page.getByText(text.scoreProblem)).toBeVisible();
  await score.fill('18');
  await page.getByTestId('remarks-remark').fill('要点齐全，表述清楚');
  await score.press('Enter');
  await expect(page.getByTestId('remarks-progress')).toHaveText(text.progress(2));
  await expect(score).toHaveValue('');
  await score.fill('12.5');
  await score.press('Enter');
  // The first attempt is complete: on to the next one.
  await expect(page.getByTestId('remarks-progress')).toHaveText(text.progress(1));
  await expect(page.getByTestId('remarks-page')).not.toContainText(first);
  await score.fill('15');
  await score.press('Enter');
  await expect(page.getByTestId('remarks-progress')).toHaveText(text.progress(2));
  await page.getByRole('link', { name: text.back }).click();

  // Two attempts still waiting (one half marked); the first is reviewed with its final score.
  await expect(page).toHaveURL(/\/member\/memberAssess$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(text.oneLeft);
  await page.getByRole('tab', { name: text.reviewed }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first);
  await expect(rows.first()).toContainText('80.5');
  // The exam's own page (exam detail): its reviewed attempt here too, the two waiting on the other tab.
  await rows.first().getByRole('link', { name: EXAM }).click();
  await expect(page).toHaveURL(/\/memberAssess\/exam-detail\?id=\d+$/);
  // The exam detail is named by its exam, under the crumb of the page, with its figures.
  await expect(page.getByTestId('assess-exam-title')).toHaveText(EXAM);
  await expect(page.getByTestId('assess-exam-figures')).toHaveText(text.figures);
  await expect(page.getByTestId('breadcrumb').getByText(text.markingDetail)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByRole('tab', { name: text.reviewed }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('80.5');
  await rows.first().getByTestId('assess-detail').click();
  await expect(page).toHaveURL(/\/memberAssess\/exam-show\?id=\d+$/);
  await expect(page.getByTestId('assess-show-item').first()).toContainText(text.remark);

  // The learner of the completed attempt is told the score.
  const learner = employee(1);
  const { token } = await apiLogin(request, learner);
  const notices = await request.get('/api/notify?notify_type=1&limit=20', { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC', 'Accept-Language': lang } });
  const body = (await notices.json()) as { data: { list: { content?: string; message?: string; title?: string }[] } };
  expect(JSON.stringify(body.data.list)).toContain(JSON.stringify(text.notice).slice(1, -1));

  // A learner is refused the review list by the server.
  const learnerToken = (await apiLogin(request, LEARNER)).token;
  const refused = await request.get('/api/examReview', { headers: { Authorization: `Bearer ${learnerToken}`, DeviceType: 'PC', 'Accept-Language': lang } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe(text.forbidden);
});

test('learner01 has no teaching management in the member menu', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(LEARNER);
  await page.goto('/member/member-info');
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: TEXT[lang].menu })).toHaveCount(0);
});

test("a defence's details link opens the page of that name", async ({ page, lang, signInViaApi }) => {
  const text = TEXT[lang];
  await signInViaApi(EXAMINER);
  await page.goto('/member/memberAssess');
  await page.getByRole('tab', { name: text.defences }).click();
  const link = page.getByTestId('assessment-row').first().locator('a[href*="assess-detail"]');
  await expect(link).toHaveText(text.defenceDetails);
  await link.click();
  await expect(page).toHaveURL(/\/memberAssess\/assess-detail\?id=\d+$/);
  await expect(page).toHaveTitle(new RegExp(text.defenceDetails));
});
