/**
 * The reader's language, and small layout defects found by reading the portal in both:
 *
 * - a switch in the header relabels what the server words (plates, library and course
 *   categories) at once, without a reload, on the page shown and on pages visited before;
 *   the header logo follows the language;
 * - /download shows the site's download page in the reader's language, with download links;
 *   /test is not a page (an unknown path goes to Home);
 * - the header keeps every label whole at 1280 and 1440 px: nothing overlaps, the language
 *   select shows its whole text; the defence search box shows its whole placeholder;
 * - the face-to-face course's cover is not cropped by a taller hero;
 * - no microphone connected: the recorder says so and how to connect one, and keeps its start
 *   button (getUserMedia is made to find no device, as on a computer without one);
 * - a learner at a defence review address reads defence wording, not an exam's;
 * - lifting a forum ban is confirmed first.
 */
import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, expect, LEARNER, otherLang, test, type Account, type Lang } from './fixtures';

const EXAMINER: Account = { account: 'examiner01', password: 'Examiner@2026', name: '张伟' };
/** learner01's twin of the second UI language, invited to the interactive defence (server/seed/defences.ts). */
const TWIN: Account = { account: 'emp0195', password: 'Employee@2026' };
const INTERACTIVE_DEFENCE = '转正述职答辩';

const TEXT = {
  'zh-CN': {
    plate: '学习交流',
    libraryCategory: '制度规范',
    courseCategory: '通用素质',
    logo: '/files/site/logo.svg',
    downloadHeading: '星辰学习客户端',
    downloadLink: '下载 Windows 版',
    noMicrophone: '未找到麦克风。请插入耳机或麦克风（或打开它，并在系统声音设置中将其选为输入设备），然后重新开始录音。',
    defencesTab: '答辩考核',
    examinerOnly: '教学管理仅对考评员开放',
    examWording: /答卷|阅卷/,
    liftConfirm: /^解除 .+ 的禁言？将通知对方原因。$/,
    teacherPunct: /（.+）/,
  },
  'en-US': {
    plate: 'Learning exchange',
    libraryCategory: 'Policies',
    courseCategory: 'General skills',
    logo: '/files/site/logo.en-US.svg',
    downloadHeading: 'Xingchen Learning client',
    downloadLink: 'Download for Windows',
    noMicrophone: "No microphone was found. Plug in a headset or microphone (or switch it on and check it is chosen as the input in the system's sound settings), then start recording again.",
    defencesTab: 'Defence assessment',
    examinerOnly: 'Teaching management is open to examiners only',
    examWording: /attempt|answer sheet|mark answers/i,
    liftConfirm: /^Lift the ban of .+\? They are told why\.$/,
    teacherPunct: /[^（）]+ \(.+\)/,
  },
} as const;

/**
 * Whether a control shows its whole text: the text's width in the control's font, plus the
 * control's side paddings (a select's arrow, an input's icon), within its inner width.
 */
async function textRoom(control: Locator): Promise<{ text: string; need: number; have: number }> {
  return control.evaluate((el: HTMLSelectElement | HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = el instanceof HTMLSelectElement ? el.options[el.selectedIndex]!.text : el.placeholder;
    const need = context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return { text, need: Math.ceil(need), have: el.clientWidth };
  });
}

async function switchLanguage(page: Page, to: Lang) {
  await page.getByTestId('header').getByTestId('language').selectOption(to);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

test('a language switch relabels the server\'s labels at once, on the page shown and on pages seen before, and the logo follows', async ({ page, lang, signInViaApi }) => {
  const other = otherLang(lang);
  await signInViaApi(LEARNER);
  // Pages seen in the first language: their answers are in the cache.
  await page.goto('/library');
  await expect(page.getByTestId('library-category').first()).toHaveText(TEXT[lang].libraryCategory);
  await page.goto('/course');
  await expect(page.getByTestId('course-category-filter').locator('option').nth(1)).toHaveText(TEXT[lang].courseCategory);
  await page.getByTestId('header').getByRole('link', { name: lang === 'zh-CN' ? '论坛' : 'Forum', exact: true }).click();
  await expect(page.getByTestId('plate-card').first()).toContainText(TEXT[lang].plate);
  await expect(page.locator('.portal-header__logo img')).toHaveAttribute('src', TEXT[lang].logo);
  // No reload: a mark on the window survives the switch.
  await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));

  await switchLanguage(page, other);
  await expect(page.getByTestId('plate-card').first()).toContainText(TEXT[other].plate);
  await expect(page.locator('.portal-header__logo img')).toHaveAttribute('src', TEXT[other].logo);
  await page.getByTestId('header').getByRole('link', { name: other === 'zh-CN' ? '文库' : 'Library', exact: true }).click();
  await expect(page.getByTestId('library-category').first()).toHaveText(TEXT[other].libraryCategory);
  await page.getByTestId('header').getByRole('link', { name: other === 'zh-CN' ? '课程' : 'Courses', exact: true }).click();
  await expect(page.getByTestId('course-category-filter').locator('option').nth(1)).toHaveText(TEXT[other].courseCategory);

  // And back.
  await switchLanguage(page, lang);
  await expect(page.getByTestId('course-category-filter').locator('option').nth(1)).toHaveText(TEXT[lang].courseCategory);
  expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
});

test('/download shows the site\'s download page in the reader\'s language with download links; /test is no page', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(LEARNER);
  await page.goto('/download');
  const frame = page.frameLocator('[data-testid="embed-frame"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].downloadHeading);
  const link = frame.getByRole('link', { name: TEXT[lang].downloadLink });
  await expect(link).toHaveAttribute('href', /^\/files\/site\/client\/.+/);
  await expect(frame.locator('html')).toHaveAttribute('lang', lang);
  if (lang === 'en-US') expect(await frame.locator('body').innerText()).not.toMatch(/\p{Script=Han}/u);

  await page.goto('/test');
  await expect(page).toHaveURL(/\/home$/);
});

for (const width of [1280, 1440]) {
  test(`the header at ${width} px: no item runs into the next, and the language select shows its whole name`, async ({ page, lang, signInViaApi }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInViaApi(ADMIN);
    await page.goto('/course');
    const header = page.getByTestId('header');
    await expect(header.getByTestId('admin-link')).toBeVisible();
    await expect(header.getByTestId('user')).toBeVisible();
    const boxes = await header.locator('.portal-header__inner').evaluate((inner) =>
      [...inner.children]
        .flatMap((child) => (child.matches('.portal-header__nav, .portal-header__tools') ? [...child.children] : [child]))
        .map((item) => {
          const box = item.getBoundingClientRect();
          return { item: item.textContent?.trim() || item.className, left: box.left, right: box.right };
        }),
    );
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.left, `"${boxes[i - 1]!.item}" runs into "${boxes[i]!.item}"`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    }
    expect(boxes.at(-1)!.right, 'the last item stays in the window').toBeLessThanOrEqual(width);
    const room = await textRoom(header.getByTestId('language'));
    console.log(`header ${lang} ${width} px: language select needs ${room.need} px, has ${room.have} px; search box ${Math.round(await header.locator('.portal-header__search').evaluate((e) => e.getBoundingClientRect().width))} px`);
    expect(room.need, `"${room.text}" in the language select`).toBeLessThanOrEqual(room.have);
    for (const label of await header.locator('.bp6-button-text, .portal-header__info, .portal-header__user span').all()) {
      expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth), await label.innerText()).toBe(true);
    }
    if (lang === 'en-US' && width === 1280) await header.screenshot({ path: '.tmp/header-en-US-1280.png' });
  });
}

test('the face-to-face course keeps its cover whole when the join row makes the hero taller', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(LEARNER);
  await page.goto('/course/face-show/33');
  const cover = page.getByTestId('face-show').locator('.course-hero__cover');
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shape = await cover.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const hero = img.parentElement!.getBoundingClientRect();
    return { shown: box.width / box.height, natural: img.naturalWidth / img.naturalHeight, coverHeight: box.height, heroHeight: hero.height };
  });
  console.log(`face-show ${lang}: cover ${shape.shown.toFixed(3)} shown, ${shape.natural.toFixed(3)} natural; cover ${Math.round(shape.coverHeight)} px in a hero of ${Math.round(shape.heroHeight)} px`);
  expect(Math.abs(shape.shown - shape.natural) / shape.natural).toBeLessThan(0.02);
  // The lecturer's title in the reader's punctuation.
  await expect(page.getByTestId('face-show').locator('tr').nth(2).locator('td')).toHaveText(TEXT[lang].teacherPunct);
});

test('no microphone connected: the recorder says so and how to connect one, and keeps its start button', async ({ page, lang, request, signInViaApi }) => {
  // As on a computer without a microphone: the browser records, but finds no input device.
  await page.addInitScript(() => {
    const none = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: none, configurable: true });
  });
  const { token } = await signInViaApi(TWIN);
  const list = (await (await request.get('/api/defence?limit=50', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { list: { id: number; title: string }[] } };
  const id = list.data.list.find((d) => d.title === INTERACTIVE_DEFENCE)!.id;
  await page.goto(`/knowledge/replay-explain?id=${id}`);
  await page.getByTestId('defence-start').click();
  const start = page.getByTestId('recorder-main');
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByTestId('recorder-no-microphone')).toHaveText(TEXT[lang].noMicrophone);
  await expect(page.getByTestId('recorder-unsupported')).toHaveCount(0);
  // The page stays usable: the start button is there to try again once one is connected.
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByTestId('recorder-no-microphone')).toBeVisible();
});

test('the defence search shows its whole placeholder; a learner at a defence review address reads defence wording', async ({ page, lang, request, signInViaApi }) => {
  await signInViaApi(EXAMINER);
  await page.goto('/member/memberAssess');
  await page.getByRole('tab', { name: TEXT[lang].defencesTab }).click();
  const search = page.getByTestId('assessment-list').locator('input[type="search"]');
  const room = await textRoom(search);
  console.log(`defence search ${lang}: placeholder needs ${room.need} px, has ${room.have} px`);
  expect(room.need, `"${room.text}"`).toBeLessThanOrEqual(room.have);

  // A learner opens a review address (an attempt id of the examiner's list).
  const { token } = await apiLogin(request, EXAMINER);
  const index = (await (await request.get('/api/assessment/index?review_status=1', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { list: { id: number }[] } };
  const attemptId = index.data.list[0]?.id ?? 1;
  await signInViaApi(LEARNER);
  await page.goto(`/memberAssess/assess-comment?id=${attemptId}`);
  // The page refuses the role before asking the server (the route's role gate), in words for everyone.
  await expect(page.getByTestId('block-refused')).toBeVisible();
  await expect(page.getByText(TEXT[lang].examinerOnly)).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(TEXT[lang].examWording);
});

test('lifting a forum ban asks for confirmation first, like every other moderation action', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(ADMIN);
  let lifts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && /ForumLiftBan/.test(r.postData() ?? '')) lifts++;
  });
  await page.goto('/forum/moderation');
  await page.getByRole('tab').nth(1).click();
  const row = page.getByTestId('ban-row').first();
  await row.getByTestId('lift-reason').fill(lang === 'zh-CN' ? '误封' : 'Banned by mistake');
  await row.getByTestId('lift-ban').click();
  await expect(page.getByTestId('lift-confirm')).toHaveText(TEXT[lang].liftConfirm);
  // Going back lifts nothing.
  await page.getByRole('button', { name: lang === 'zh-CN' ? '返回' : 'Go back', exact: true }).click();
  await expect(page.getByTestId('lift-confirm')).toHaveCount(0);
  await expect(row).toBeVisible();
  expect(lifts).toBe(0);
});
