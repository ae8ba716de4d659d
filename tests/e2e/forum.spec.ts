/**
 * The forum journey: a post with 3 pictures, a like, a comment and a report from a colleague,
 * the admin's ban from the report queue, then the writer refused with the reason and told by a
 * notification; the banned plate's message; the member area's lists. Each language project uses
 * its own writer and colleague, employees no other spec uses: the writer ends up banned for a
 * day and gets a notice, which would change learner01's forum rights and unread count that
 * other specs rely on. admin01 moderates in both.
 */
import { gradientPng } from '../../server/seed/png.js';
import { ADMIN, employee, expect, restData, test, escapeDialog, type Account } from './fixtures';

const PEOPLE: Record<string, { writer: Account; colleague: Account }> = {
  'zh-CN': { writer: employee(143), colleague: employee(144) },
  'en-US': { writer: employee(141), colleague: employee(142) },
};

const TEXTS = {
  'zh-CN': {
    plate: '学习交流',
    bannedPlate: '旧版公告',
    bannedBadge: '已封禁',
    plateBanned: '该版块已被封禁',
    posted: '发布成功',
    liked: '点赞成功',
    likes: '赞 1',
    commented: '评论成功',
    reported: '举报成功，管理员会尽快处理',
    counter: '4/100',
    moderated: '处理成功',
    bannedTitle: '你已被禁言',
    bannedReason: /原因：发布广告/,
    banConfirm: '禁言作者 1 天',
    confirm: '确认',
    refusal: /^你已被禁言至 .+，原因：发布广告$/,
    notice: /你因论坛内容被举报已被禁言 1 天/,
    notOwner: '只能删除自己发布的内容',
    remaining: '还可以上传 6 张（最多 9 张）',
    myPosts: '我的帖子',
    myComments: '我的评论',
  },
  'en-US': {
    plate: 'Learning exchange',
    bannedPlate: 'Old announcements',
    bannedBadge: 'Banned',
    plateBanned: 'The plate is banned',
    posted: 'Posted',
    liked: 'Liked',
    likes: '1 like',
    commented: 'Comment posted',
    reported: 'Reported; an administrator will look at it soon',
    counter: '4/100',
    moderated: 'Done',
    bannedTitle: 'You are banned from the forum',
    bannedReason: /Reason: 发布广告/,
    banConfirm: 'Ban the author from writing for 1 day',
    confirm: 'Confirm',
    refusal: /^You are banned from the forum until .+\. Reason: 发布广告$/,
    notice: /You are banned from the forum for 1 days/,
    notOwner: 'You can only delete what you wrote yourself',
    remaining: '6 more pictures allowed (at most 9)',
    myPosts: 'My posts',
    myComments: 'My comments',
  },
};

test('write with pictures, like, comment, report, ban from the queue, refusal and notice', async ({ page, signInViaApi, lang, toasts, request }) => {
  const text = TEXTS[lang];
  const { writer, colleague } = PEOPLE[lang]!;
  const marker = `E2E ${lang} ${Date.now()}`;

  // The writer: a plate, rich text and 3 pictures through the uploader.
  const { token: writerToken } = await signInViaApi(writer);
  await page.goto('/forum/forum-post/');
  await expect(page.getByTestId('forum-post')).toBeVisible();
  await page.getByTestId('plate-select').selectOption({ label: text.plate });
  await page.getByTestId('post-editor').click();
  await page.keyboard.type(`${marker} notes from class`);
  await page.getByTestId('image-uploader-input').setInputFiles(
    [0, 1, 2].map((i) => ({ name: `note-${i}.png`, mimeType: 'image/png', buffer: gradientPng(64, 48, '#2d72d2', '#184a90', i) })),
  );
  await expect(page.getByTestId('image-uploader').getByRole('img')).toHaveCount(3);
  await expect(page.getByTestId('image-uploader')).toContainText(text.remaining);
  await page.screenshot({ path: test.info().outputPath(`forum-post-${lang}.png`), fullPage: true });
  await page.getByTestId('publish').click();
  await expect(page.getByTestId('forum-detail')).toBeVisible();
  await expect.poll(() => toasts.messages()).toContain(text.posted);
  const postId = Number(/forum-detail\/(\d+)/.exec(page.url())![1]);

  // The pictures open in the image viewer.
  const thumbs = page.getByTestId('forum-detail').locator('.image-thumbs button');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(1).click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await escapeDialog(page);
  await expect(page.getByTestId('image-viewer')).toHaveCount(0);

  // A colleague likes, comments and reports it (the reason's counter counts).
  await signInViaApi(colleague);
  await page.goto(`/forum/forum-detail/${postId}`);
  await page.getByTestId('forum-detail').getByTestId('like-button').click();
  await expect(page.getByTestId('forum-detail').getByTestId('like-button')).toHaveText(text.likes);
  await expect.poll(() => toasts.messages()).toContain(text.liked);
  await page.getByTestId('comment-input').fill('Nice notes');
  await page.getByTestId('comment-submit').click();
  await expect(page.getByTestId('forum-comment')).toHaveCount(1);
  await expect.poll(() => toasts.messages()).toContain(text.commented);
  await page.getByTestId('forum-detail').getByTestId('report-post').click();
  await page.getByTestId('report-reason').fill('spam');
  await expect(page.getByTestId('report-counter')).toContainText(text.counter);
  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('report-reason')).toHaveCount(0);
  await expect.poll(() => toasts.messages()).toContain(text.reported);
  await page.screenshot({ path: test.info().outputPath(`forum-detail-${lang}.png`), fullPage: true });

  // The writer cannot delete the colleague's comment through the API.
  const comments = (await (await request.get(`/api/forum/comment/${postId}`, { headers: { Authorization: `Bearer ${writerToken}` } })).json()) as { data: { list: { id: number }[] } };
  const refused = await request.delete(`/api/forum/comment/${comments.data.list[0]!.id}`, { headers: { Authorization: `Bearer ${writerToken}`, 'Accept-Language': lang } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe(text.notOwner);

  // The colleague's comment on another post, which stays online (the reported post goes with the ban).
  const { token: colleagueToken } = await signInViaApi(colleague);
  const others = (await (await request.get('/api/forum/post?limit=20', { headers: { Authorization: `Bearer ${colleagueToken}` } })).json()) as { data: { list: { id: number }[] } };
  const otherPost = others.data.list.find((p) => p.id !== postId)!;
  expect((await request.post('/api/forum/comment', { data: { post_id: otherPost.id, content: 'Nice notes too' }, headers: { Authorization: `Bearer ${colleagueToken}` } })).ok()).toBe(true);

  // The admin sees the report in the queue and bans the author for a day.
  await signInViaApi(ADMIN);
  await page.goto('/forum');
  await page.getByTestId('moderation-link').click();
  const group = page.getByTestId('report-group').filter({ hasText: marker });
  await expect(group).toContainText('spam');
  await page.screenshot({ path: test.info().outputPath(`forum-moderation-${lang}.png`), fullPage: true });
  await group.getByTestId('moderation-reason').fill('发布广告');
  await group.getByTestId('ban-days').selectOption('1');
  await group.getByTestId('moderation-ban').click();
  // The action is confirmed first (the moderation machine's confirming state).
  await expect(page.getByTestId('moderation-confirm')).toContainText(text.banConfirm);
  await page.getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(group).toHaveCount(0);
  await expect.poll(() => toasts.messages()).toContain(text.moderated);
  // The ban is listed among the bans in force (it could be lifted there), and audited.
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByTestId('ban-row').filter({ hasText: '发布广告' }).first()).toBeVisible();
  await page.getByRole('tab').nth(2).click();
  await expect(page.getByTestId('moderation-audit')).toContainText('发布广告');
  // The ban also took the reported post offline.
  expect(((await (await request.get(`/api/forum/detail/${postId}`, { headers: { Authorization: `Bearer ${colleagueToken}` } })).json()) as { code: number }).code).toBe(4004);

  // The writer: the editor is refused with the reason, the API too, and a notification arrived.
  await signInViaApi(writer);
  await page.goto('/forum/forum-post/');
  await expect(page.getByTestId('post-banned')).toContainText(text.bannedTitle);
  await expect(page.getByTestId('post-banned')).toContainText(text.bannedReason);
  const again = await request.post('/api/forum/create', { data: { plate_id: 1, content: '<p>again</p>' }, headers: { Authorization: `Bearer ${writerToken}`, 'Accept-Language': lang } });
  expect(again.status()).toBe(403);
  expect(((await again.json()) as { msg: string }).msg).toMatch(text.refusal);
  await page.goto('/member/memberNotify');
  await expect(page.getByTestId('notify-page').getByTestId('notify-item').first()).toContainText(text.notice);

  // memberForum: the writer's removed post is no longer listed; the colleague's comment on the post still online is.
  await page.goto('/member/memberForum');
  await expect(page.getByTestId('member-forum')).toBeVisible();
  await expect(page.getByTestId('member-forum').getByTestId('forum-item').filter({ hasText: marker })).toHaveCount(0);
  await signInViaApi(colleague);
  await page.goto('/member/memberForum');
  await page.getByRole('tab', { name: text.myComments }).click();
  await expect(page.getByTestId('my-comment').filter({ hasText: 'Nice notes too' })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath(`forum-member-${lang}.png`), fullPage: true });
});

test('the forum home, a plate page with pinned posts first and the banned plate message', { tag: '@both' }, async ({ page, request, signInViaApi, lang, toasts }) => {
  const text = TEXTS[lang];
  const { token } = await signInViaApi(employee(lang === 'zh-CN' ? 143 : 144));
  await page.goto('/forum');
  const plates = await restData<{ list: unknown[] }>(request, token, '/api/forum/plate');
  await expect(page.getByTestId('plate-card')).toHaveCount(plates.list.length);
  // The banned plate's badge shows its whole word (no ellipsis) beside its struck-through name.
  const badge = page.getByTestId('plate-banned-badge');
  await expect(badge).toHaveText(text.bannedBadge);
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(page.getByTestId('forum-summary')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`forum-home-${lang}.png`), fullPage: true });
  await page.getByTestId('plate-card').filter({ hasText: text.bannedPlate }).getByTestId('plate-link').click();
  await expect.poll(() => toasts.messages()).toContain(text.plateBanned);
  await expect(page).toHaveURL(/\/forum$/);

  await page.getByTestId('plate-card').filter({ hasText: text.plate }).getByTestId('plate-link').click();
  await expect(page.getByTestId('forum-plate')).toBeVisible();
  const items = page.getByTestId('forum-item');
  await expect(items.first()).toContainText(lang === 'zh-CN' ? '置顶' : 'Pinned');
  // The content of an item is clamped to two lines.
  expect(await items.first().locator('.forum-clamp').evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
  await page.screenshot({ path: test.info().outputPath(`forum-plate-${lang}.png`), fullPage: true });
});
