/**
 * My Learning in the browser: learner01 opens My Learning from the header, sees the tabs,
 * opens the running task and is refused its locked second mission with the spec's message,
 * and opens the offline training with one seat left, enrols and cancels. The browser runs
 * in New York while the company is elsewhere: times show in the company zone (09:00 start).
 */
import { expect, test, type Lang } from './fixtures';

test.use({ timezoneId: 'America/New_York' });

const T: Record<Lang, { myLearning: string; tasks: string; training: string; previousFirst: string; enrol: string; cancel: string; registered: string; toRegister: string }> = {
  'zh-CN': { myLearning: '我的学习', tasks: '我的任务', training: '我的培训', previousFirst: '请先完成上一个任务', enrol: '立即报名', cancel: '取消报名', registered: '已报名', toRegister: '待报名' },
  'en-US': { myLearning: 'My Learning', tasks: 'My tasks', training: 'My training', previousFirst: 'You must finish the previous task first', enrol: 'Enroll now', cancel: 'Cancel enrolment', registered: 'Registered', toRegister: 'To register' },
};

test('my learning: a locked mission is refused, the last seat is taken and given back', async ({ page, lang, signInViaApi }) => {
  const t = T[lang];
  await signInViaApi();
  await page.goto('/');
  await page.getByRole('link', { name: t.myLearning, exact: true }).first().click();
  await expect(page.getByTestId('learning-centre')).toBeVisible();
  await page.getByRole('tab', { name: t.tasks }).click();
  await page.getByTestId('task-card').filter({ hasText: '新功能上手任务' }).getByRole('link').click();
  await expect(page.getByTestId('mission')).toHaveCount(3);
  await page.getByTestId('mission').nth(1).getByRole('button').click();
  await expect(page.getByTestId('task-refusal')).toContainText(t.previousFirst);

  await page.goto('/knowledge?nav=5');
  await page.getByRole('tab', { name: t.training }).click();
  // The search form: Enter in the keywords searches, reset brings every training back.
  const cards = page.getByTestId('training-card');
  await expect(cards.nth(1)).toBeVisible();
  const shown = await cards.count();
  const keywords = page.getByTestId('training-search').getByRole('textbox').first();
  await keywords.fill('Excel');
  await keywords.press('Enter');
  await expect(cards).toHaveCount(1);
  await page.getByTestId('training-search').getByTestId('search-reset').click();
  await expect(keywords).toHaveValue('');
  await expect(cards).toHaveCount(shown);
  await cards.filter({ hasText: 'Excel' }).getByRole('link').click();
  await expect(page.getByTestId('training-time')).toContainText(' 09:00');
  await expect(page.getByTestId('register-state')).toHaveText(t.toRegister);
  await page.getByRole('button', { name: t.enrol }).click();
  await expect(page.getByTestId('register-state')).toHaveText(t.registered);
  await page.getByRole('button', { name: t.cancel }).click();
  // Cancelling is confirmed first.
  await page.getByRole('alertdialog').getByRole('button', { name: t.cancel }).click();
  await expect(page.getByTestId('register-state')).toHaveText(t.toRegister);
});
