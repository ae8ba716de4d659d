/**
 * The notification centre: the bell's panel (only with entries, else the notification
 * page), opening an entry marks it read and goes to its target, mark all read clears the
 * badge, and the message centre's tabs. Each language project uses its own account.
 */
import { expect, test, type Account } from './fixtures';

const ACCOUNTS: Record<string, Account> = {
  'zh-CN': { account: 'lecturer01', password: 'Lecturer@2026', name: '王芳' },
  'en-US': { account: 'examiner01', password: 'Examiner@2026', name: '张伟' },
};

const TEXTS = {
  'zh-CN': { examNotice: /考试《2026年度合规考试》已发布/, readAll: '全部已读', tabs: ['全部4', '学习3', '互动', '系统1', '教学'], teaching: '教学', defence: /答辩《前端工程师晋升答辩》/ },
  'en-US': { examNotice: /The exam "2026年度合规考试" has been published/, readAll: 'Mark all read', tabs: ['All4', 'Study3', 'Interaction', 'System1', 'Teaching'], teaching: 'Teaching', defence: /defence session "前端工程师晋升答辩"/ },
};

test('the bell panel, reading entries, mark all read and the message centre', async ({ page, signInViaApi, lang }) => {
  const text = TEXTS[lang];
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto('/member/memberNotify');

  // The message centre: every notice (14, a page of 10), unread counts on the tabs, a tab per notify type.
  const centre = page.getByTestId('notify-page');
  await expect(centre.getByTestId('notify-item')).toHaveCount(10);
  await expect(centre.getByRole('tab')).toHaveText(text.tabs);
  await centre.getByRole('tab', { name: text.teaching }).click();
  await expect(centre.getByTestId('notify-item')).toHaveCount(3);
  await expect(centre.getByTestId('notify-item').filter({ hasText: text.defence })).toHaveCount(1);

  // The panel lists the 4 unread study/system/teaching entries.
  await page.goto('/home');
  await expect(page.getByTestId('bell-badge')).toHaveText('4');
  await page.getByTestId('bell').click();
  const panel = page.getByTestId('notify-panel');
  await expect(panel.getByTestId('notify-item')).toHaveCount(4);

  // Opening the exam notice marks it read and goes to the exam pages.
  await panel.getByTestId('notify-item').filter({ hasText: text.examNotice }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page.getByTestId('bell-badge')).toHaveText('3');

  // Mark all read clears the badge; the bell then goes straight to the message centre.
  await page.getByTestId('bell').click();
  await expect(panel.getByTestId('notify-item')).toHaveCount(3);
  await panel.getByTestId('notify-read-all').click();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await page.getByTestId('bell').click();
  await expect(page).toHaveURL(/\/member\/memberNotify$/);
  await expect(page.getByTestId('notify-page').getByRole('tab')).toHaveText(text.tabs.map((tab) => tab.replace(/\d+$/, '')));
});
