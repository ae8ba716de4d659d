/**
 * The site search from the header: a Chinese word inside a course title is found and marked,
 * the results are grouped by kind, one kind shows all its results page by page, and a result
 * opens its page; a query that finds nothing says so.
 */
import { expect, test } from './fixtures.js';

const TEXT = {
  'zh-CN': { summary: /^“安全”共找到 (\d+) 条结果$/, course: '课程', news: '资讯', back: '返回全部结果', empty: '没有找到与“zzqqxx”相关的内容，换个关键词试试' },
  'en-US': { summary: /^(\d+) results for “安全”$/, course: 'Courses', news: 'News', back: 'Back to all results', empty: 'Nothing found for “zzqqxx”; try other words' },
} as const;

test('a word inside a Chinese course title is found from the header box, marked, grouped by kind, and opens the course', async ({ page, lang, signInViaApi, text: common }) => {
  const text = TEXT[lang];
  await signInViaApi();
  await page.goto('/home');
  const box = page.getByPlaceholder(common.searchPlaceholder);
  await box.fill('安全');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?keywords=/);
  await expect(page.getByTestId('search-summary')).toHaveText(text.summary);

  const kinds = await page.getByTestId('search-group').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-kind')));
  expect(kinds[0]).toBe('course');
  expect(kinds).toContain('news');
  expect(kinds).toContain('library');
  const courses = page.locator('[data-testid="search-group"][data-kind="course"]');
  await expect(courses.getByRole('heading', { level: 3 })).toContainText(text.course);
  const first = courses.getByTestId('search-hit').filter({ hasText: '信息安全基础' });
  await expect(first).toHaveCount(1);
  await expect(first.locator('mark').first()).toHaveText('安全');
  for (const title of await page.getByTestId('search-hit').locator('h4').allTextContents()) expect(title).toContain('安全');

  // One kind, all of it.
  const news = page.locator('[data-testid="search-group"][data-kind="news"]');
  if ((await news.getByTestId('search-show-all').count()) > 0) {
    await news.getByTestId('search-show-all').click();
    await expect(page).toHaveURL(/kind=news/);
    await expect(page.getByTestId('search-group')).toHaveCount(1);
    await page.getByTestId('search-back').click();
    await expect(page).not.toHaveURL(/kind=/);
  }

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/course\/course-show\/\d+$/);
});

test('a query that finds nothing says so', async ({ page, lang, signInViaApi }) => {
  await signInViaApi();
  await page.goto('/search?keywords=zzqqxx');
  await expect(page.getByText(TEXT[lang].empty)).toBeVisible();
});
