/**
 * Learning maps in the browser: from My Learning the learner opens the fixed job-post map, is
 * refused stage 3 with the reason (on the map and by the server), punches in today's chapter
 * and makes up a missed day, finishes stage 2's video in the course player and its exam, and
 * stage 3 opens; the back control returns from the video to StageDetail; on the punch-in
 * comments the learner comments, likes, pins and deletes an own comment.
 * zh-CN runs as learner01; en-US as emp0195, seeded in the same place (no other spec uses it).
 */
import type { APIRequestContext } from '@playwright/test';
import { MAPS_DEMO } from '../../server/seed/maps-demo';
import { employee, expect, LEARNER, restData, test, type Account, type Lang } from './fixtures';

const T: Record<Lang, { account: Account; mapsTab: string; locked: string; punched: string; madeUp: string; confirm: string; stageDone: string; passed: string; posted: string; deleted: string; oneLike: string }> = {
  'zh-CN': { account: LEARNER, mapsTab: '我的学习地图', locked: '请先完成上一阶段，本阶段才会解锁', punched: '打卡成功', madeUp: '补卡成功', confirm: '确认交卷', stageDone: '已完成', passed: '已通过', posted: '评论成功', deleted: '评论已删除', oneLike: '1 个赞' },
  'en-US': { account: employee(195), mapsTab: 'My learning maps', locked: 'Finish the previous stage first: this stage is locked', punched: 'Checked in', madeUp: 'Made up', confirm: 'Submit', stageDone: 'Complete', passed: 'Passed', posted: 'Comment posted', deleted: 'Comment deleted', oneLike: '1 like' },
};

async function stagesOf(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, DeviceType: 'PC' };
  const index = (await (await request.get('/api/studyMap/index', { params: { map_type: 1 }, headers })).json()) as { data: { list: { id: number; title: string }[] } };
  const map = index.data.list.find((m) => m.title === MAPS_DEMO.fixed)!;
  const detail = (await (await request.get('/api/studyMap/detail', { params: { map_id: map.id }, headers })).json()) as { data: { phases: { id: number }[] } };
  return detail.data.phases.map((p) => p.id);
}

test('the fixed map: stage 3 refused, punch-in and make-up, stage 2 video and exam, stage 3 opens, comments', async ({ page, request, lang, signInViaApi, toasts }) => {
  test.setTimeout(60_000);
  const t = T[lang];
  const { token } = await signInViaApi(t.account);
  const [, stage2, stage3] = await stagesOf(request, token);

  // My Learning -> my learning maps -> the fixed map: stage 3 is locked and refused with the reason.
  await page.goto('/knowledge?nav=5');
  await page.getByRole('tab', { name: t.mapsTab }).click();
  await page.getByTestId('map-card').filter({ hasText: MAPS_DEMO.fixed }).getByTestId('map-open').click();
  await expect(page.getByTestId('map-title')).toHaveText(MAPS_DEMO.fixed);
  const stages = page.getByTestId('map-stage');
  await expect(stages).toHaveCount(3);
  await expect(stages.nth(2)).toHaveAttribute('data-locked', '1');
  await stages.nth(2).getByTestId('stage-enter').click();
  await expect.poll(async () => (await toasts.seen()).some((x) => x.intent === 'danger' && x.message === t.locked)).toBe(true);
  await page.goto(`/knowledge/stage-detail?id=${stage3}`);
  // Opened by its address: the refusal (no failure to retry) with the way back to my maps.
  await expect(page.getByTestId('refusal')).toHaveText(t.locked);
  await expect(page.getByTestId('back-to-maps')).toBeVisible();

  // Stage 2: punch in today's chapter, make up yesterday's.
  await page.goto(`/knowledge/stage-detail?id=${stage2}`);
  const row = (title: string) => page.getByTestId('stage-chapter').filter({ hasText: title });
  await row(MAPS_DEMO.todayPunch).getByTestId('chapter-punch').click();
  await expect(row(MAPS_DEMO.todayPunch).getByTestId('chapter-signed')).toBeVisible();
  await row('业务流程入门').getByTestId('chapter-makeup').click();
  await expect(row('业务流程入门').getByTestId('chapter-signed')).toBeVisible();
  const seen = (await toasts.seen()).filter((x) => x.intent === 'success').map((x) => x.message);
  expect(seen).toEqual(expect.arrayContaining([t.punched, t.madeUp]));

  // The video resumes at 40 s of 45 and completes in the course player; the back control returns to the stage.
  await row(MAPS_DEMO.video).getByTestId('chapter-study').click();
  const video = page.getByTestId('media');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(39);
  await video.evaluate((v) => {
    const media = v as HTMLVideoElement;
    media.muted = true;
    void media.play();
  });
  await expect(page.getByTestId('period-completed')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/stage-detail\\?id=${stage2}$`));
  await expect(page.getByTestId('stage-title')).toBeVisible();

  // The stage exam through the exam pages: one right answer of two passes.
  await page.getByTestId('item-exam').click();
  await page.getByTestId('start-exam').click();
  await expect(page.getByTestId('exam-attempt')).toBeVisible();
  await page.getByTestId('question').locator('label', { has: page.getByTestId('option-A') }).click();
  await page.getByTestId('next').click();
  await page.getByTestId('question').locator('label', { has: page.getByTestId('option-A') }).click();
  await page.getByTestId('submit-exam').click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByTestId('result-score')).toHaveText('20');

  // Stage 2 complete: stage 3 opens.
  await page.goto(`/knowledge/stage-detail?id=${stage2}`);
  await expect(page.getByTestId('stage-progress')).toHaveText(t.stageDone);
  await page.getByTestId('back-to-map').click();
  await expect(stages.nth(2)).toHaveAttribute('data-locked', '0');
  await stages.nth(2).getByTestId('stage-enter').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/stage-detail\\?id=${stage3}$`));
  await expect(page.getByTestId('stage-chapter').first()).toBeVisible();

  // Comments on the learner's own punch-in: post, like, pin, delete.
  await page.goto(`/knowledge/stage-detail?id=${stage2}`);
  await row(MAPS_DEMO.todayPunch).getByTestId('chapter-comments').click();
  const text = `${lang} ${Date.now()}`;
  await page.getByTestId('comment-input').fill(text);
  await page.getByTestId('comment-send').click();
  const mine = page.getByTestId('map-comment').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await mine.getByTestId('comment-like').click();
  await expect(mine.getByTestId('comment-like')).toHaveText(t.oneLike);
  await mine.getByTestId('comment-top').click();
  await expect(mine).toHaveAttribute('data-top', '1');
  await mine.getByTestId('comment-delete').click();
  await expect(mine).toHaveCount(0);
  const messages = await toasts.messages();
  expect(messages).toEqual(expect.arrayContaining([t.posted, t.deleted]));

  // The stage's defence shows whether it is passed, as the API has it, and opens the defence's page.
  const info = await restData<{ items: { item_type: number; ref_id: number | null; title: string; is_done: number }[] }>(request, token, '/api/studyMap/phaseInfo', { id: stage2 });
  const item = info.items.find((i) => i.item_type === 4 && i.ref_id !== null)!;
  await page.goto(`/knowledge/stage-detail?id=${stage2}`);
  const defence = page.getByTestId('stage-item').filter({ hasText: item.title });
  await expect(defence.getByText(t.passed, { exact: true })).toHaveCount(item.is_done);
  await defence.getByTestId('item-defence').click();
  await expect(page).toHaveURL(new RegExp(`/knowledge/replay-explain\\?id=${item.ref_id}$`));
  await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
});
