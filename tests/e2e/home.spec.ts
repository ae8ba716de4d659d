/**
 * The home screen of learner01: every block filled from the API, the study calendar (other
 * day, status tabs, a day without items), the study feed's Load more, the ranking scopes,
 * the banner carousel, the sign-in list and a block's error state.
 *
 * The demo company's titles may change, so the expectations come from the REST API at run
 * time (with the same token the page uses) and the assertions are about structure and
 * behaviour. The page and the company count days in Asia/Shanghai (the server's default
 * APP_TIMEZONE), so the browser runs in that zone.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { LEARNER, expect, test, type Lang } from './fixtures';

test.use({ timezoneId: 'Asia/Shanghai' });

const ZONE = 'Asia/Shanghai';

/** The page's texts, written out here so that a wrong translation fails. */
const TEXTS = {
  'zh-CN': { empty: '暂无学习任务', tabs: ['全部', '未开始', '进行中', '已完成'], scopes: ['全公司', '本部门'], punched: '打卡成功', madeUp: '补卡成功', loadMore: '加载更多', retry: '重试' },
  'en-US': { empty: 'No study tasks', tabs: ['All', 'Not started', 'In progress', 'Completed'], scopes: ['Company', 'My department'], punched: 'Checked in', madeUp: 'Made up', loadMore: 'Load more', retry: 'Retry' },
} satisfies Record<Lang, unknown>;

interface DayItem {
  type_name: string;
  progress_status: number;
}
interface RankRow {
  rowno: number;
  name: string;
  department_name: string;
}
interface SignEntry {
  id: number;
  chapter_title: string;
}

/** GET /api/... with the learner's token; fails the test unless the envelope says 200. */
function restApi(request: APIRequestContext, token: string) {
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
    expect(response.ok(), `${path}: HTTP ${response.status()}`).toBe(true);
    const body = (await response.json()) as { code: number; data: T };
    expect(body.code, path).toBe(200);
    return body.data;
  };
}

const today = () => DateTime.now().setZone(ZONE);

/** The in-month day button of the shown month. */
const dayButton = (page: Page, day: number) => page.getByTestId('calendar').locator('.month-calendar__day:not(.is-outside)').getByText(String(day), { exact: true });

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
}

test.describe('home', () => {
  let get: ReturnType<typeof restApi>;

  test.beforeEach(async ({ signInViaApi, request }) => {
    const { token } = await signInViaApi(LEARNER);
    get = restApi(request, token);
  });

  test('every block is filled from the API, and the header darkens after scrolling', async ({ page, lang }) => {
    const date = today().toISODate()!;
    const [home, stats, info, trends, day, signs, score, study] = await Promise.all([
      get<{ banner_data: unknown[]; course_study: unknown[]; last_study: unknown; exam_data: unknown[] }>('/api/pcHome'),
      get<{ current_month_integral: number }>('/api/home/user/stats'),
      get<{ library: unknown[]; information: unknown[] }>('/api/home/info'),
      get<{ total: number; list: unknown[] }>('/api/home/study/trends'),
      get<{ list: DayItem[] }>(`/api/study/day?date=${date}&status=0`),
      get<{ dk_list: SignEntry[]; bk_list: SignEntry[] }>('/api/studyMap/studySignList'),
      get<{ list: RankRow[] }>('/api/home/rank/top10/score?with_department=0'),
      get<{ list: RankRow[] }>('/api/home/rank/top10/study?with_department=0'),
    ]);
    // The demo company gives learner01 something in every block.
    expect(home.banner_data.length).toBeGreaterThan(0);
    expect(home.course_study.length + (home.last_study ? 1 : 0)).toBeGreaterThan(0);
    expect(day.list.length).toBeGreaterThan(0);
    expect(info.library.length).toBeGreaterThan(0);
    expect(info.information.length).toBeGreaterThan(0);
    expect(trends.total).toBeGreaterThan(0);
    expect(score.list.length).toBeGreaterThan(0);
    expect(study.list.length).toBeGreaterThan(0);

    await openHome(page);
    await expect(page.getByTestId('banner-slide')).toHaveCount(home.banner_data.length);
    await expect(page.getByTestId('study-card')).toHaveCount(home.course_study.length > 0 ? home.course_study.length : 1);
    // With more than one card each shows its last study time; a single card asks to go study.
    if (home.course_study.length > 1) await expect(page.getByTestId('study-card-time')).toHaveCount(home.course_study.length);
    else await expect(page.getByTestId('study-card-go')).toHaveCount(1);
    await expect(page.getByTestId('study-card').first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);

    const calendar = page.getByTestId('home-calendar');
    await expect(calendar.getByTestId('calendar-day-title')).toHaveAttribute('data-date', date);
    await expect(calendar.locator('.month-calendar__day.is-today.is-selected')).toHaveText(String(today().day));
    const items = calendar.getByTestId('day-item');
    await expect(items).toHaveCount(day.list.length);
    for (const [i, item] of day.list.entries()) await expect(items.nth(i)).toHaveAttribute('data-type', item.type_name);
    await expect(calendar.getByRole('tab')).toHaveText(TEXTS[lang].tabs);

    await expect(page.getByTestId('pending-exam')).toHaveCount(home.exam_data.length);
    await expect(page.getByTestId('library-item')).toHaveCount(info.library.length);
    await expect(page.getByTestId('home-library-more')).toHaveAttribute('href', '/library');
    await expect(page.getByTestId('record-item')).toHaveCount(trends.list.length);
    await expect(page.getByTestId('stat-month-credits')).toContainText(String(stats.current_month_integral));
    await expect(page.getByTestId('stats-credits-link')).toHaveAttribute('href', '/member/member-point');
    await expect(page.getByTestId('punch-row')).toHaveCount(signs.dk_list.length);
    await expect(page.getByTestId('makeup-row')).toHaveCount(signs.bk_list.length);
    await expect(page.getByTestId('home-rank-score').getByTestId('rank-row')).toHaveCount(score.list.length);
    await expect(page.getByTestId('home-rank-study').getByTestId('rank-row')).toHaveCount(study.list.length);
    await expect(page.getByTestId('news-item')).toHaveCount(info.information.length);
    await expect(page.getByTestId('home-news-more')).toHaveAttribute('href', '/news');

    // Rows 1-3 carry medals instead of numbers; the number shows from 4.
    const first = page.getByTestId('home-rank-score').getByTestId('rank-row').first();
    await expect(first).toHaveClass(/rank-row--gold/);
    await expect(first.locator('.rank-row__medal')).toBeVisible();
    if (score.list.length >= 4) await expect(page.getByTestId('home-rank-score').getByTestId('rank-row').nth(3).locator('.rank-row__no > [aria-hidden="true"]')).toHaveText('4');

    // Spec: on home the header goes dark after a scroll beyond 30 px.
    const header = page.getByTestId('header');
    await expect(header).not.toHaveClass(/portal-header--dark/);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveClass(/portal-header--dark/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/portal-header--dark/);
  });

  test('the logo stays visible on the dark header', { tag: '@both' }, async ({ page }) => {
    await openHome(page);
    const header = page.getByTestId('header');
    const logo = header.locator('.portal-header__logo');
    await expect(logo.locator('img')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveClass(/portal-header--dark/);
    // Wait for the colour transition to end, then read the pixels the reader sees.
    await page.waitForTimeout(400);
    const shot = (await logo.screenshot()).toString('base64');
    const share = await page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      // Pixels that are neither (near) white nor (near) the dark header: the logo's own marks.
      let marked = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        const white = r > 235 && g > 235 && b > 235;
        const dark = Math.abs(r - 0x1c) < 12 && Math.abs(g - 0x21) < 12 && Math.abs(b - 0x27) < 12;
        if (!white && !dark) marked += 1;
      }
      return marked / (data.length / 4);
    }, shot);
    expect(share, 'share of the logo area drawn in the logo\'s own colours').toBeGreaterThan(0.05);
  });

  test('another day and a status tab change the timeline', async ({ page, lang }) => {
    const now = today();
    const date = now.toISODate()!;
    const signature = (list: DayItem[]) => list.map((item) => `${item.type_name}:${item.progress_status}`).join(',');
    const todays = await get<{ list: DayItem[] }>(`/api/study/day?date=${date}&status=0`);
    // A study day of this month whose items differ from today's.
    const { days } = await get<{ days: string[] }>(`/api/calendar/month?calendar=${now.toFormat('yyyy-MM')}`);
    let other: { date: string; list: DayItem[] } | null = null;
    for (const candidate of days.filter((d) => d !== date)) {
      const { list } = await get<{ list: DayItem[] }>(`/api/study/day?date=${candidate}&status=0`);
      if (signature(list) !== signature(todays.list)) {
        other = { date: candidate, list };
        break;
      }
    }
    expect(other, 'a study day this month with other items than today').not.toBeNull();

    await openHome(page);
    const calendar = page.getByTestId('home-calendar');
    const items = calendar.getByTestId('day-item');
    await expect(items).toHaveCount(todays.list.length);
    // Marked days are the API's study days.
    await expect(calendar.locator('.month-calendar__day.is-marked:not(.is-outside)')).toHaveCount(days.length);

    await dayButton(page, DateTime.fromISO(other!.date).day).click();
    await expect(calendar.getByTestId('calendar-day-title')).toHaveAttribute('data-date', other!.date);
    await expect(calendar.locator('.month-calendar__day.is-selected')).toHaveText(String(DateTime.fromISO(other!.date).day));
    await expect(calendar.locator('.month-calendar__day.is-today')).toHaveText(String(now.day));
    await expect(items).toHaveCount(other!.list.length);
    for (const [i, item] of other!.list.entries()) await expect(items.nth(i)).toHaveAttribute('data-type', item.type_name);

    // Each tab shows the API's items of that status (1 not started, 2 learning, 3 done).
    for (const status of [3, 1, 2, 0]) {
      const { list } = await get<{ list: DayItem[] }>(`/api/study/day?date=${other!.date}&status=${status}`);
      await calendar.getByRole('tab', { name: TEXTS[lang].tabs[status], exact: true }).click();
      await expect(calendar.getByRole('tab', { name: TEXTS[lang].tabs[status], exact: true })).toHaveAttribute('aria-selected', 'true');
      if (list.length === 0) await expect(calendar.getByTestId('day-timeline')).toContainText(TEXTS[lang].empty);
      await expect(items).toHaveCount(list.length);
      for (const [i, item] of list.entries()) await expect(items.nth(i)).toHaveAttribute('data-status', String(item.progress_status));
    }

    // The today link comes back to today.
    await calendar.getByRole('button', { name: lang === 'zh-CN' ? '今天' : 'Today', exact: true }).click();
    await expect(calendar.getByTestId('calendar-day-title')).toHaveAttribute('data-date', date);
    await expect(items).toHaveCount(todays.list.length);
  });

  test('a day without study items shows the empty text', async ({ page, lang }) => {
    // The nearest earlier month with a day without items (the demo's items cluster around today).
    let target: { back: number; date: string } | null = null;
    for (let back = 0; back <= 24 && !target; back += 1) {
      const month = today().minus({ months: back }).startOf('month');
      const { days } = await get<{ days: string[] }>(`/api/calendar/month?calendar=${month.toFormat('yyyy-MM')}`);
      for (let d = month; d.month === month.month; d = d.plus({ days: 1 })) {
        if (!days.includes(d.toISODate()!) && d.toISODate() !== today().toISODate()) {
          target = { back, date: d.toISODate()! };
          break;
        }
      }
    }
    expect(target, 'a day without items in the last two years').not.toBeNull();
    expect((await get<{ list: DayItem[] }>(`/api/study/day?date=${target!.date}&status=0`)).list).toHaveLength(0);

    await openHome(page);
    const calendar = page.getByTestId('home-calendar');
    await expect(calendar.getByTestId('day-item').first()).toBeVisible();
    for (let i = 0; i < target!.back; i += 1) await calendar.getByRole('button', { name: lang === 'zh-CN' ? '上个月' : 'Previous month' }).click();
    await dayButton(page, DateTime.fromISO(target!.date).day).click();
    await expect(calendar.getByTestId('calendar-day-title')).toHaveAttribute('data-date', target!.date);
    await expect(calendar.getByTestId('day-timeline')).toContainText(TEXTS[lang].empty);
    await expect(calendar.getByTestId('day-item')).toHaveCount(0);
  });

  test('Load more appends the next page of the study feed', async ({ page, lang }) => {
    const first = await get<{ total: number; list: { id: number }[] }>('/api/home/study/trends?page=1&limit=10');
    expect(first.total, 'the demo feed has more than one page').toBeGreaterThan(10);
    const second = await get<{ list: { id: number }[] }>('/api/home/study/trends?page=2&limit=10');

    await openHome(page);
    const records = page.getByTestId('record-item');
    await expect(records).toHaveCount(first.list.length);
    const loadMore = page.getByTestId('records-load-more');
    await expect(loadMore).toHaveText(TEXTS[lang].loadMore);
    await loadMore.click();
    await expect(records).toHaveCount(first.list.length + second.list.length);
    // Each record names who studied what, when, and who else did.
    const record = records.first();
    await expect(record.locator('.record__name')).not.toBeEmpty();
    await expect(record.locator('time')).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/);
    await expect(record.locator('.record__title')).not.toBeEmpty();
    const others = page.getByTestId('record-others').first();
    if (await others.count()) expect(await others.locator('img').count()).toBeLessThanOrEqual(3);
    await expect(loadMore).toBeVisible({ visible: first.total > 20 });
  });

  test('the rankings switch between the company and the department', async ({ page, lang }) => {
    const me = await get<{ department_name: string }>('/api/users');
    await openHome(page);
    for (const kind of ['score', 'study'] as const) {
      const [all, department] = await Promise.all([
        get<{ list: RankRow[] }>(`/api/home/rank/top10/${kind}?with_department=0`),
        get<{ list: RankRow[] }>(`/api/home/rank/top10/${kind}?with_department=1`),
      ]);
      expect(department.list.length).toBeGreaterThan(0);
      expect(department.list.every((row) => row.department_name === me.department_name)).toBe(true);
      expect(all.list.map((r) => r.name), 'the department ranking differs from the company one').not.toEqual(department.list.map((r) => r.name));

      const block = page.getByTestId(`home-rank-${kind}`);
      const names = block.locator('.rank-row__name');
      await expect(block.getByRole('radio')).toHaveText(TEXTS[lang].scopes);
      await expect(names).toHaveText(all.list.map((r) => r.name));

      await block.getByRole('radio', { name: TEXTS[lang].scopes[1] }).click();
      await expect(block.getByTestId(`home-rank-${kind}-list`)).toHaveAttribute('data-scope', 'department');
      await expect(names).toHaveText(department.list.map((r) => r.name));
      await expect(block.getByTestId('rank-dept')).toHaveText(department.list.map(() => me.department_name));

      await block.getByRole('radio', { name: TEXTS[lang].scopes[0] }).click();
      await expect(names).toHaveText(all.list.map((r) => r.name));
    }
  });

  test('the banner carousel advances by itself, by the arrows, the dots and the keyboard', async ({ page }) => {
    const { banner_data: banners } = await get<{ banner_data: unknown[] }>('/api/pcHome');
    await openHome(page);
    const banner = page.getByTestId('banner');
    await expect(page.getByTestId('banner-slide')).toHaveCount(banners.length);
    if (banners.length <= 1) {
      // Spec section 9: pagination only with more than one banner.
      await expect(page.getByTestId('banner-dots')).toHaveCount(0);
      await expect(page.getByTestId('banner-next')).toHaveCount(0);
      return;
    }
    await expect(page.getByTestId('banner-dot')).toHaveCount(banners.length);
    await expect(banner).toHaveAttribute('data-active', '0');
    await expect(page.getByTestId('banner-dot').first()).toHaveAttribute('aria-current', 'true');
    // Autoplay every 3000 ms.
    await expect(banner).toHaveAttribute('data-active', '1', { timeout: 5_000 });
    // Arrows, dots and the keyboard; autoplay pauses while the carousel has the focus.
    await page.getByTestId('banner-dot').nth(0).click();
    await expect(banner).toHaveAttribute('data-active', '0');
    await page.getByTestId('banner-prev').click({ force: true });
    await expect(banner).toHaveAttribute('data-active', String(banners.length - 1));
    await page.getByTestId('banner-next').click({ force: true });
    await expect(banner).toHaveAttribute('data-active', '0');
    await page.keyboard.press('ArrowRight');
    await expect(banner).toHaveAttribute('data-active', '1');
    await page.keyboard.press('ArrowLeft');
    await expect(banner).toHaveAttribute('data-active', '0');
    await page.waitForTimeout(3_500);
    await expect(banner).toHaveAttribute('data-active', '0');
  });

  test('a punch-in (or make-up) signs the chapter and refreshes the list', async ({ page, lang, toasts }) => {
    const before = await get<{ dk_list: SignEntry[]; bk_list: SignEntry[] }>('/api/studyMap/studySignList');
    const total = before.dk_list.length + before.bk_list.length;
    expect(total, 'learner01 has a punch-in or a make-up to do').toBeGreaterThan(0);
    const punch = before.dk_list.length > 0;
    const entry = punch ? before.dk_list[0]! : before.bk_list[0]!;

    await openHome(page);
    const block = page.getByTestId('home-sign');
    const rows = block.locator('[data-testid="punch-row"], [data-testid="makeup-row"]');
    await expect(rows).toHaveCount(total);
    const row = block.getByTestId(punch ? 'punch-row' : 'makeup-row').filter({ hasText: entry.chapter_title }).first();
    await row.getByTestId(punch ? 'punch-button' : 'makeup-button').click();
    await expect.poll(async () => (await toasts.seen()).some((t) => t.intent === 'success' && t.message === (punch ? TEXTS[lang].punched : TEXTS[lang].madeUp))).toBe(true);
    await expect(rows).toHaveCount(total - 1);

    const after = await get<{ dk_list: SignEntry[]; bk_list: SignEntry[] }>('/api/studyMap/studySignList');
    expect((punch ? after.dk_list : after.bk_list).map((e) => e.id)).not.toContain(entry.id);
    expect(after.dk_list.length + after.bk_list.length).toBe(total - 1);
  });

  test('arriving sends one operation for every block; the blocks ask on their own only when they change', async ({ page }) => {
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
    });
    await openHome(page);
    await expect(page.getByTestId('home-stats').getByTestId('stat-month-credits')).toBeVisible();
    await expect(page.getByTestId('home-rank-score').getByTestId('rank-row').first()).toBeVisible();
    await expect(page.getByTestId('home-records').getByTestId('record-item').first()).toBeVisible();
    await expect(page.getByTestId('day-timeline')).toHaveAttribute('aria-busy', 'false');
    // The personal stats too come with the arrival, asked on every visit (their figures move
    // while the learner studies elsewhere): no HomeStats of their own.
    const blockOperations = ['HomeBundle', 'HomeNewest', 'HomeStats', 'HomeCreditRanking', 'HomeStudyRanking', 'HomeStudyFeed', 'HomeStudyDay', 'HomeStudyDays', 'HomePunchIns'];
    expect(operations.filter((name) => name === 'HomePage')).toHaveLength(1);
    expect(operations.filter((name) => blockOperations.includes(name))).toEqual([]);
    // Another status tab is the calendar's own question.
    await page.getByTestId('day-tab-1').click();
    await expect.poll(() => operations.includes('HomeStudyDay')).toBe(true);
  });

  test('a block whose part of the arrival fails shows the error and loads again on retry', async ({ page, lang }) => {
    let fail = true;
    const failure = { message: 'test failure', path: ['newsArticles'], extensions: { code: 'BAD_USER_INPUT', portalCode: 400, status: 400 } };
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (fail && body?.operationName === 'HomePage') {
        // The real answer, but its news part failed: the other blocks still fill.
        const answer = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: { ...answer.data, newsArticles: null }, errors: [failure] }) });
        return;
      }
      if (fail && body?.operationName === 'HomeNewest') {
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: null, errors: [failure] }) });
        return;
      }
      await route.fallback();
    });
    await openHome(page);
    const news = page.getByTestId('home-news');
    await expect(news.getByTestId('block-error')).toContainText('test failure');
    await expect(page.getByTestId('home-library').getByTestId('block-error')).toBeVisible();
    await expect(page.getByTestId('home-stats').getByTestId('stat-month-credits')).toBeVisible();
    await expect(page.getByTestId('home-rank-score').getByTestId('rank-row').first()).toBeVisible();
    fail = false;
    await news.getByRole('button', { name: TEXTS[lang].retry }).click();
    await expect(news.getByTestId('news-item').first()).toBeVisible();
    await expect(page.getByTestId('library-item').first()).toBeVisible();
  });
});
