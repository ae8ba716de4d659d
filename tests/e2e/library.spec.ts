/**
 * The library and the news as learner01 sees them: categories and a name search over the
 * documents in the data grid (sizes in MB with two decimals), a .pptx read in the page as the
 * PDF LibreOffice made of it, a PDF downloaded with the reader's name stamped on every page
 * (pdftotext reads it), a text file read as text; the news list, its search and one item.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { addressQuery, expect, firstPageRows, LEARNER, restData, test } from './fixtures.js';

const TEXT = {
  'zh-CN': { heading: '文库', categoryTraining: '培训资料', allCategories: '全部分类', emptyFiltered: '没有符合条件的文档，换个关键词试试', pages: /^第 1 \/ (\d+) 页$/, page2: /^第 2 \/ \d+ 页$/, news: '资讯', views: /^浏览 (\d+)$/ },
  'en-US': { heading: 'Library', categoryTraining: 'Training material', allCategories: 'All categories', emptyFiltered: 'No document matches; try other words', pages: /^Page 1 of (\d+)$/, page2: /^Page 2 of \d+$/, news: 'News', views: /^(\d+) views$/ },
} as const;

test('learner01 finds a document by a word of its name and category, reads a .pptx in the page and downloads a stamped PDF', async ({ page, request, lang, signInViaApi }) => {
  test.setTimeout(180_000);
  const text = TEXT[lang];
  const { token } = await signInViaApi();
  const listed = async (query: Record<string, string> = {}) => (await restData<{ total: number }>(request, token, '/api/library', { page: 1, limit: 10, ...query })).total;
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
  const rows = page.getByTestId('library-row');
  const all = await listed();
  expect(all, 'the library fills more than one page').toBeGreaterThan(10);
  await expect(rows).toHaveCount(10);
  // Sizes in MB with two decimals (or < 0.01 for a tiny file).
  for (const size of await page.getByTestId('library-size').allTextContents()) expect(size).toMatch(/^(\d+\.\d{2}|< 0\.01) MB$/);
  await expect(page.getByTestId('pager')).toBeVisible();

  // A category, then a word inside a Chinese name that matches nothing in it.
  await page.getByRole('tab', { name: text.categoryTraining }).click();
  await expect(page).toHaveURL(/category_id=\d+/);
  await expect(rows).toHaveCount(firstPageRows(await listed(addressQuery(page))));
  await page.getByTestId('library-search').fill('销售');
  await page.getByTestId('library-search').press('Enter');
  await expect(page.getByText(text.emptyFiltered)).toBeVisible();
  await page.getByRole('tab', { name: text.allCategories }).click();
  await expect(rows).toHaveCount(1);
  await page.getByTestId('library-search').fill('安全');
  await page.getByTestId('library-search').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('信息安全培训课件');

  // The .pptx opens as the PDF LibreOffice made of it; each opening counts one view.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/library\/library-show\/\d+$/);
  const views = Number((await page.getByTestId('library-views').textContent())!.match(text.views)![1]);
  await expect(page.getByTestId('pdf-canvas')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('page-indicator')).toHaveText(text.pages, { timeout: 120_000 });
  const pages = Number((await page.getByTestId('page-indicator').textContent())!.match(text.pages)![1]);
  if (pages > 1) {
    await page.getByTestId('next-page').click();
    await expect(page.getByTestId('page-indicator')).toHaveText(text.page2);
  }
  // The canvas has been drawn on: not one blank colour (once the page shown is painted: the
  // indicator moves to page 2 before pdf.js has drawn it).
  const inked = () =>
    page.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      const first = data.slice(0, 4).join();
      for (let i = 0; i < data.length; i += 4 * 97) if (data.slice(i, i + 4).join() !== first) return true;
      return false;
    });
  await expect.poll(inked).toBe(true);
  await page.reload();
  await expect(page.getByTestId('library-views')).toHaveText(text.views);
  expect(Number((await page.getByTestId('library-views').textContent())!.match(text.views)![1])).toBe(views + 1);

  // The handbook (a PDF) downloads with the reader's name on every page.
  await page.goto('/library?keywords=员工手册');
  await rows.first().getByRole('link').click();
  await expect(page.getByTestId('pdf-canvas')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('library-download').click()]);
  expect(download.suggestedFilename()).toBe('员工手册（2026版）.pdf');
  const file = await download.path();
  const stamped = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
  expect(stamped).toContain(`${LEARNER.name} (${LEARNER.account})`);
  fs.rmSync(file, { force: true });
});

test('a text document is read as text in the page, with no download', async ({ page, signInViaApi }) => {
  await signInViaApi();
  await page.goto('/library?keywords=快捷键');
  await page.getByTestId('library-row').first().getByRole('link').click();
  await expect(page.getByTestId('text-preview')).toContainText(/\S/);
  await expect(page.getByTestId('library-download')).toHaveCount(0);
});

test('the news: newest first, a title search, and one item with its rich text', async ({ page, lang, signInViaApi }) => {
  const text = TEXT[lang];
  await signInViaApi();
  await page.goto('/home');
  await page.getByTestId('home-news-more').click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 2, name: text.news })).toBeVisible();
  const rows = page.getByTestId('news-row');
  await expect(rows.first()).toBeVisible();
  const title = (await rows.first().getByRole('heading', { level: 3 }).textContent())!.trim();
  await page.getByTestId('news-search').fill(title.slice(0, 4));
  await page.getByTestId('news-search').press('Enter');
  await expect(page).toHaveURL(/keywords=/);
  await expect(rows.first()).toContainText(title.slice(0, 4));
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/news-show\/\d+$/);
  await expect(page.getByTestId('news-show').getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(page.locator('.news-show__content p').first()).toBeVisible();
});
