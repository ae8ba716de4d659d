/**
 * The header of the signed-in pages: language switch, search, breadcrumb and back, sign-out.
 */
import { GRAPHQL_URL, LEARNER, expect, operationName, otherLang, test, textsFor } from './fixtures';

test.beforeEach(async ({ signInViaApi }) => {
  await signInViaApi(LEARNER);
});

test('the language switch changes the texts and persists across a reload', { tag: '@both' }, async ({ page, lang, text }) => {
  const target = otherLang(lang);
  const after = textsFor(target);
  await page.goto('/home');
  const nav = page.getByTestId('header').getByRole('navigation', { name: 'main' }).getByRole('link');
  await expect(nav).toHaveText([...text.nav]);
  await expect(page.getByTestId('language')).toHaveValue(lang);

  await page.getByTestId('language').selectOption(target);
  await expect(nav).toHaveText([...after.nav]);
  await expect(page.getByTestId('logout')).toHaveAttribute('aria-label', after.logout);
  await expect(page).toHaveTitle(`${after.siteTitle} - ${after.route.home}`);
  await expect(page.locator('html')).toHaveAttribute('lang', target);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(target);

  await page.reload();
  await expect(nav).toHaveText([...after.nav]);
  await expect(page.getByTestId('language')).toHaveValue(target);
  await expect(page).toHaveTitle(`${after.siteTitle} - ${after.route.home}`);
  // The home page's own texts follow too.
  await expect(page.getByTestId('home-calendar-title')).toHaveText(target === 'zh-CN' ? '学习日历' : 'Study calendar');

  // And after a full load of another address (the stored choice is read again).
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/home$/);
  await expect(nav).toHaveText([...after.nav]);
});

test('each nav item opens its section and is the only current one', async ({ page, text }) => {
  const paths = ['/home', '/course', '/library', '/news', '/knowledge?nav=5', '/forum'];
  await page.goto('/home');
  const nav = page.getByTestId('header').getByRole('navigation', { name: 'main' });
  // Walk backwards so that every click changes the section.
  for (let i = paths.length - 1; i >= 0; i -= 1) {
    const name = text.nav[i]!;
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${paths[i]!.replace(/[?]/g, '\\?')}$`));
    // Each section's page title is the nav text.
    await expect(page).toHaveTitle(`${text.siteTitle} - ${name}`);
    await expect(nav.locator('[aria-current="page"]')).toHaveText([name]);
    await expect(nav.locator('.is-active')).toHaveText([name]);
  }
});

test('the search box shows its whole placeholder', { tag: '@both' }, async ({ page, text }) => {
  await page.goto('/home');
  const search = page.getByPlaceholder(text.searchPlaceholder);
  await expect(search).toBeVisible();
  const room = await search.evaluate((input) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = context.measureText((input as HTMLInputElement).placeholder).width;
    const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needed, available };
  });
  expect(room.needed, `placeholder needs ${room.needed}px, the box has ${room.available}px`).toBeLessThanOrEqual(room.available);
});

test('search: Enter goes to /search?keywords=...', async ({ page, text }) => {
  await page.goto('/home');
  const search = page.getByPlaceholder(text.searchPlaceholder);
  await search.fill('  React 入门 ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/search');
  expect(url.searchParams.get('keywords')).toBe('React 入门');
  await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.search}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(text.route.search);
  // Search is not one of the six sections.
  await expect(page.locator('.portal-header__link.is-active')).toHaveCount(0);
});

test('breadcrumb shows the trail from /course to a sub page, and back returns', async ({ page, text }) => {
  await page.goto('/course');
  await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.course}`);
  const crumbs = page.getByTestId('breadcrumb').locator('.bp6-breadcrumb');
  await expect(crumbs).toHaveText([text.route.course]);
  const courseLink = page.getByTestId('header').getByRole('link', { name: text.nav[1], exact: true });
  await expect(courseLink).toHaveAttribute('aria-current', 'page');

  await page.goto('/course/course-show/7');
  await expect(page).toHaveTitle(`${text.siteTitle} - ${text.route.courseShow}`);
  await expect(crumbs).toHaveText([text.route.course, text.route.courseShow]);
  await expect(crumbs.last()).toHaveClass(/bp6-breadcrumb-current/);
  await expect(crumbs.first()).not.toHaveClass(/bp6-breadcrumb-current/);
  // Still inside the Courses section.
  await expect(courseLink).toHaveClass(/\bis-active\b/);
  await expect(courseLink).toHaveAttribute('aria-current', 'page');

  // The back control returns to the previous entry of the trail.
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(crumbs).toHaveText([text.route.course]);

  // Clicking an earlier crumb goes there too.
  await page.goto('/course/course-show/7');
  await expect(crumbs).toHaveText([text.route.course, text.route.courseShow]);
  await crumbs.first().click();
  await expect(page).toHaveURL(/\/course$/);

  // A top-level section starts a new trail.
  await page.goto('/news');
  await expect(crumbs).toHaveText([text.route.news]);
});

test('logout shows the toast, lands on /login and /home then redirects to /login', async ({ page, request, text, toasts, network }) => {
  await page.goto('/home');
  await expect(page.getByTestId('user')).toHaveText(LEARNER.name!);
  // Home has asked for what it shows and every answer is in (the stats are asked again on every visit, and the
  // link can show before their request leaves): from here on the click is the only cause.
  await expect(page.getByTestId('stats-credits-link')).toBeVisible();
  expect(await network.idle()).toBe(true);
  const token = await page.evaluate(() => localStorage.getItem('pcToken'));
  expect(token).toBeTruthy();

  // Every GraphQL operation from the click on: the logout only, no session query with the revoked token.
  const operations: { name: string; status?: number }[] = [];
  page.on('request', (r) => {
    if (GRAPHQL_URL.test(r.url())) operations.push({ name: operationName(r) });
  });
  page.on('response', (r) => {
    if (GRAPHQL_URL.test(r.url()) && r.status() !== 200) operations.push({ name: 'answer', status: r.status() });
  });
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.bp6-toast', { hasText: text.exitSuccess })).toBeVisible();
  // Only 'Exit Success': no 'Please sign in first' after it.
  await page.waitForTimeout(500);
  expect(await toasts.seen()).toEqual([{ message: text.exitSuccess, intent: 'success' }]);
  expect(operations[0]).toEqual({ name: 'SignOut' });
  const names = operations.map((o) => o.name);
  expect(names).not.toContain('Viewer');
  expect(names).not.toContain('UnreadNotificationCount');
  expect(operations.filter((o) => o.status !== undefined)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem('pcToken'), localStorage.getItem('isLogin'), localStorage.getItem('userInfo')])).toEqual([null, null, null]);

  // The server revoked the token too.
  const userInfo = await request.get('/api/users', { headers: { Authorization: `Bearer ${token}` } });
  expect(userInfo.status()).toBe(401);
  expect(((await userInfo.json()) as { code: number }).code).toBe(202);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('header')).toHaveCount(0);
});

test('after in-app moves the trail names each page with its own address, and back returns', async ({ page, text }) => {
  await page.goto('/course');
  const crumbs = page.getByTestId('breadcrumb').locator('.bp6-breadcrumb');
  await expect(crumbs).toHaveText([text.route.course]);
  const cards = page.getByTestId('course-card');
  await page.getByTestId('course-search').fill('沟通');
  await page.getByTestId('course-search').press('Enter');
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link', { name: '高效沟通技巧' }).last().click();
  await expect(page.getByTestId('course-title')).toHaveText('高效沟通技巧');
  await expect(crumbs).toHaveCount(2);
  await expect(crumbs.first()).toHaveText(text.route.course);
  await crumbs.first().click();
  await expect(page).toHaveURL(/\/course\?/);
  await expect(crumbs).toHaveText([text.route.course]);

  await cards.first().getByRole('link', { name: '高效沟通技巧' }).last().click();
  await expect(page.getByTestId('course-title')).toHaveText('高效沟通技巧');
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/course\?/);
  await expect(cards).toHaveCount(1);
});

const TRAIL = {
  'zh-CN': {
    member: ['直播课表', '我的积分', '我的错题', '我的收藏', '我的问答', '我的帖子', '个人信息', '我的证书', '消息中心'],
    knowledge: ['我的学习', '阶段详情', '课时详情', '调查问卷', '问卷完成'],
    more: '更早的 2 页',
  },
  'en-US': {
    member: ['Live class schedule', 'My credits', 'My wrong answers', 'My collections', 'My Q&A', 'My posts', 'Personal info', 'My certificates', 'Message centre'],
    knowledge: ['My Learning', 'Stage detail', 'Period detail', 'Questionnaire', 'Questionnaire completed'],
    more: '2 earlier pages',
  },
} as const;

test('the member sidebar pages are one level of the trail: switching replaces the last crumb', async ({ page, lang, text }) => {
  const names = TRAIL[lang].member;
  await page.goto('/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.goto('/member/member-course');
  const crumbs = page.getByTestId('breadcrumb').locator('.bp6-breadcrumb');
  await expect(crumbs).toHaveText([text.route.home, names[0]]);
  const menu = page.locator('.member-layout__menu');
  // Every sidebar page, then two again: the trail stays Home > the page shown.
  for (const name of [...names.slice(1), names[0], names[1]]) {
    await menu.getByText(name, { exact: true }).click();
    await expect(page).toHaveTitle(`${text.siteTitle} - ${name}`);
    await expect(crumbs).toHaveText([text.route.home, name]);
  }
  await expect(page.getByTestId('breadcrumb-more')).toHaveCount(0);
  // The first crumb still goes back.
  await crumbs.first().click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a long trail shows its last crumbs behind an ellipsis menu, each crumb on one line', { tag: '@both' }, async ({ page, lang }) => {
  const names = TRAIL[lang].knowledge;
  for (const path of ['/knowledge', '/knowledge/stage-detail', '/knowledge/map-video', '/knowledge/questionnaire?id=1', '/knowledge/result?id=1']) {
    await page.goto(path);
    await expect(page.getByTestId('breadcrumb').locator('.bp6-breadcrumb-current')).toBeVisible();
  }
  const crumbs = page.getByTestId('breadcrumb').locator('.bp6-breadcrumb');
  await expect(crumbs).toHaveText(names.slice(2));
  // No crumb wraps: each is one line box, and the trail is one row.
  const heights = await crumbs.evaluateAll((els) => els.map((el) => ({ lines: el.getClientRects().length, height: el.getBoundingClientRect().height, font: parseFloat(getComputedStyle(el).fontSize) })));
  for (const h of heights) {
    expect(h.lines).toBe(1);
    expect(h.height).toBeLessThan(h.font * 1.6);
  }
  const tops = await crumbs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);

  // The ellipsis holds the earlier pages and opens them.
  const more = page.getByTestId('breadcrumb-more');
  await expect(more).toHaveAccessibleName(TRAIL[lang].more);
  await more.click();
  const items = page.getByTestId('breadcrumb-more-menu').getByRole('menuitem');
  await expect(items).toHaveText(names.slice(0, 2));
  await items.nth(1).click();
  await expect(page).toHaveURL(/\/knowledge\/stage-detail$/);
  await expect(crumbs).toHaveText(names.slice(0, 2));
  await expect(more).toHaveCount(0);
});
