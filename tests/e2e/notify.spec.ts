/**
 * The notification centre: the bell's panel (only with entries, else the notification
 * page), opening an entry marks it read and goes to its target, mark all read clears the
 * badge, and the message centre's tabs. Each language project uses its own account.
 */
import { expect, firstPageRows, restData, test, type Account } from './fixtures';

const ACCOUNTS: Record<string, Account> = {
  'zh-CN': { account: 'lecturer01', password: 'Lecturer@2026', name: '王芳' },
  'en-US': { account: 'examiner01', password: 'Examiner@2026', name: '张伟' },
};

const TEXTS = {
  'zh-CN': {
    examNotice: /考试《2026年度合规考试》已发布/,
    courseNotice: /必修课程《信息安全基础》/,
    // lecturer01 is 王芳: the reply to her own question comes from 赵磊 (lecturer02).
    replyNotice: /赵磊 回复了您在《高效沟通技巧》中的提问/,
    readAll: '全部已读',
    tabs: ['全部', '学习', '互动', '系统', '教学'],
    teaching: '教学',
    interaction: '互动',
    defence: /答辩《前端工程师晋升答辩》/,
  },
  'en-US': {
    examNotice: /The exam "2026年度合规考试" has been published/,
    courseNotice: /A required course "信息安全基础"/,
    replyNotice: /王芳 replied to your question in "高效沟通技巧"/,
    readAll: 'Mark all read',
    tabs: ['All', 'Study', 'Interaction', 'System', 'Teaching'],
    teaching: 'Teaching',
    interaction: 'Interaction',
    defence: /defence session "前端工程师晋升答辩"/,
  },
};

// A reader far from the company (APP_TIMEZONE, Asia/Shanghai): the portal still shows the company's times.
test.use({ timezoneId: 'America/New_York' });

test('the bell panel, reading entries, mark all read and the message centre', async ({ page, request, signInViaApi, lang }) => {
  const text = TEXTS[lang];
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  type Listed = { total: number };
  // What the account holds, from the API (the counts are the page's to agree with, not the seed's).
  const listed = (query: Record<string, string | number>) => restData<Listed>(request, token, '/api/notify', query);
  const stats = await restData<Record<'all' | 'study' | 'interaction' | 'system' | 'teaching', number>>(request, token, '/api/notify/stats');
  const unreadInPanel = (await listed({ notify_type: '1,3,4', inner_status: 2, limit: 100000 })).total;
  const unread = (await restData<Listed>(request, token, '/api/notify/total', { notify_type: '0', inner_status: 2 })).total;
  expect(unreadInPanel, 'the panel has entries to open: the exam, the course and more').toBeGreaterThanOrEqual(3);
  await page.goto('/member/memberNotify');

  // The message centre: a first page of every notice, unread counts on the tabs, a tab per notify type.
  const centre = page.getByTestId('notify-page');
  await expect(centre.getByTestId('notify-item')).toHaveCount(firstPageRows((await listed({ notify_type: '0', page: 1, limit: 10 })).total));
  const counts = [stats.all, stats.study, stats.interaction, stats.system, stats.teaching];
  await expect(centre.getByRole('tab')).toHaveText(text.tabs.map((name, i) => `${name}${counts[i]! > 0 ? counts[i] : ''}`));
  await centre.getByRole('tab', { name: text.teaching }).click();
  await expect(centre.getByTestId('notify-item')).toHaveCount(firstPageRows((await listed({ notify_type: '4', page: 1, limit: 10 })).total));
  await expect(centre.getByTestId('notify-item').filter({ hasText: text.defence })).toHaveCount(1);
  // The tab is in the address: a reload (or Back from a notice) returns to it.
  await expect(page).toHaveURL(/\/member\/memberNotify\?tab=teaching$/);
  await page.reload();
  await expect(centre.getByRole('tab', { name: text.teaching })).toHaveAttribute('aria-selected', 'true');
  await expect(centre.getByTestId('notify-item').filter({ hasText: text.defence })).toHaveCount(1);

  // The panel lists the unread study/system/teaching entries.
  await page.goto('/home');
  await expect(page.getByTestId('bell-badge')).toHaveText(String(unread));
  await page.getByTestId('bell').click();
  const panel = page.getByTestId('notify-panel');
  await expect(panel.getByTestId('notify-item')).toHaveCount(unreadInPanel);

  // Opening the exam notice marks it read and goes to the exam it names, which opens at the
  // time the notice says (both in the company's zone).
  const examNotice = panel.getByTestId('notify-item').filter({ hasText: text.examNotice });
  const opensAt = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.exec((await examNotice.textContent()) ?? '')?.[0];
  expect(opensAt).toBeDefined();
  await examNotice.click();
  await expect(page).toHaveURL(/\/mine-exam\/mine-exam-explain\/\d+$/);
  await expect(page.getByTestId('exam-window')).toContainText(`${opensAt!} –`);
  await expect(page.getByTestId('bell-badge')).toHaveText(String(unread - 1));

  // The required-course notice opens the course it names.
  await page.getByTestId('bell').click();
  await panel.getByTestId('notify-item').filter({ hasText: text.courseNotice }).click();
  await expect(page).toHaveURL(/\/course\/course-(show|detail)\/\d+$/);
  await expect(page.getByTestId('course-title')).toHaveText('信息安全基础');
  await expect(page.getByTestId('bell-badge')).toHaveText(String(unread - 2));

  // Mark all read clears the badge; the bell then goes straight to the message centre.
  await page.getByTestId('bell').click();
  await expect(panel.getByTestId('notify-item')).toHaveCount(unreadInPanel - 2);
  await panel.getByTestId('notify-read-all').click();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await page.getByTestId('bell').click();
  await expect(page).toHaveURL(/\/member\/memberNotify$/);
  await expect(page.getByTestId('notify-page').getByRole('tab')).toHaveText(text.tabs);
});

test("a reply in a course's Q&A is an interaction notice that opens the course's Q&A", async ({ page, signInViaApi, lang }) => {
  const text = TEXTS[lang];
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto('/member/memberNotify');
  const centre = page.getByTestId('notify-page');
  await centre.getByRole('tab', { name: text.interaction }).click();
  const reply = centre.getByTestId('notify-item').filter({ hasText: text.replyNotice });
  await expect(reply).toHaveCount(1);
  await expect(reply.locator('.bp6-tag')).toHaveText(text.interaction);
  await reply.click();
  await expect(page).toHaveURL(/\/course\/question-show\/\d+$/);
  await expect(page.getByTestId('qa-page')).toContainText('高效沟通技巧');
});
