/**
 * Courses in the browser: catalogue and filters, elective join, video resume and completion
 * with study time, locked periods and expired courses, PDF reading, course Q&A and lecturers.
 * Each language project signs in with its own account, so the two runs do not share progress.
 */
import type { APIRequestContext } from '@playwright/test';

import { addressQuery, expect, firstPageRows, restData, test, escapeDialog, operationName, sendsOperation, type Account, type Lang } from './fixtures';

/** Course ids follow the seed order (server/seed/courses.ts DEMO_COURSES, ids from 1). */
const COURSE = {
  ordered: 1, // 信息安全基础: required, ordered
  timeManagement: 7, // 时间管理: elective video course
  teamwork: 13, // 团队协作: elective audio course
  compliance: 11, // 反商业贿赂合规: required document course
  expired: 27, // 2025 年度合规回顾
  full: 29, // 精品小班：演讲力
  finance: 16, // 财务基础知识: elective document course, joined by neither account
  face: 33, // 新任经理面授营
} as const;

const ACCOUNTS: Record<Lang, Account> = {
  'zh-CN': { account: 'learner01', password: 'Learner@2026' },
  'en-US': { account: 'emp0190', password: 'Employee@2026' },
};

const T = {
  'zh-CN': {
    joined: '已加入选修',
    full: '该课程名额不足，请咨询管理员',
    expired: '该课程已过期，请咨询管理员',
    unlock: '请先完成上一课时的学习',
    joinToStudy: '您尚未加入“财务基础知识”，加入选修后即可学习该课时。',
    joinFull: '“精品小班：演讲力”名额已满，暂时无法学习其课时。',
    notNow: '暂不加入',
    joinElective: '加入选修',
    close: '关闭',
    resumed: /已从 00:4\d 处继续播放/,
    completed: '本课时已完成',
    periodDone: '已完成',
    titleRequired: '请输入问题标题',
    asked: '提问成功',
    ask: '我要提问',
    typeFilterFace: '面授课',
    onlineCourses: '主讲课程',
    offline: '线下培训',
    page: (p: number, n: number) => `第 ${p} / ${n} 页`,
    counter: '12/1000',
    signedUp: '已报名',
    noSkipping: '必修课程不能跳过未学习的内容',
    resources: '课程资料',
    oneReply: '1 条回复',
    twoReplies: '2 条回复',
  },
  'en-US': {
    joined: 'Added to your elective courses',
    full: 'This course has no places left, please consult the administrator',
    expired: 'This course has expired, please consult the administrator',
    unlock: 'Unlock the previous lesson first',
    joinToStudy: 'You have not joined “财务基础知识” yet. Join it as an elective to study this lesson.',
    joinFull: '“精品小班：演讲力” has no places left, so its lessons cannot be studied.',
    notNow: 'Not now',
    joinElective: 'Join elective',
    close: 'Close',
    resumed: /Resumed at 00:4\d/,
    completed: 'Lesson completed',
    periodDone: 'Completed',
    titleRequired: 'Please enter the question title',
    asked: 'Your question has been posted',
    ask: 'Ask a question',
    typeFilterFace: 'Face-to-face',
    onlineCourses: 'Courses',
    offline: 'Offline trainings',
    page: (p: number, n: number) => `Page ${p} / ${n}`,
    counter: '12/1000',
    signedUp: 'Signed up',
    noSkipping: 'In a required course you cannot skip what you have not studied',
    resources: 'Resources',
    oneReply: '1 reply',
    twoReplies: '2 replies',
  },
} as const;

async function periodIds(request: APIRequestContext, token: string, courseId: number): Promise<{ id: number; period_type: number }[]> {
  const chapters = await restData<{ periods: { id: number; period_type: number }[] }[]>(request, token, `/api/course/catalogs/${courseId}`);
  return chapters.flatMap((c) => c.periods);
}

async function studyTime(request: APIRequestContext, token: string): Promise<number> {
  return (await restData<{ current_month_study_time: number }>(request, token, '/api/users')).current_month_study_time;
}

type Listed = { total: number };

test('catalogue: browse, filter, search and page', async ({ page, request, lang, signInViaApi }) => {
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  const catalogue = (query: Record<string, string> = {}) => restData<Listed>(request, token, '/api/courseSearch', { page: 1, limit: 10, ...query });
  await page.goto('/course');
  const cards = page.getByTestId('course-card');
  const all = await catalogue();
  expect(all.total, 'the catalogue fills more than one page').toBeGreaterThan(10);
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId('pager')).toBeVisible();
  await page.getByTestId('pager').getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByTestId('pager').locator('[aria-current="page"]')).toHaveText('2');

  await page.getByTestId('course-type-filter').selectOption({ label: T[lang].typeFilterFace });
  await expect(page).toHaveURL(/course_type=\d+/);
  const face = await catalogue(addressQuery(page));
  expect(face.total, 'face-to-face courses fit on one page').toBeLessThanOrEqual(10);
  await expect(cards).toHaveCount(face.total);
  await expect(page.getByTestId('pager')).toHaveCount(0);
  await page.getByTestId('course-type-filter').selectOption({ index: 0 });
  await page.getByTestId('course-required-filter').selectOption('1');
  await expect(cards.first().getByTestId('go-learn')).toBeVisible();
  await expect(cards.first().getByTestId('course-due')).toBeVisible();
  await page.getByTestId('course-required-filter').selectOption('');

  await page.getByTestId('course-search').fill('沟通');
  await page.getByTestId('course-search').press('Enter');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('高效沟通技巧');
  // The search lives in the address: back from a course returns to the same list.
  await cards.first().getByRole('link', { name: '高效沟通技巧' }).last().click();
  await expect(page.getByTestId('course-title')).toHaveText('高效沟通技巧');
  await page.goBack();
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('course-search')).toHaveValue('沟通');
});

test('joins an elective, lands on CourseShow, plays a video, resumes where it stopped and completes it', async ({ page, request, lang, signInViaApi, toasts }) => {
  test.setTimeout(150_000);
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  const before = await studyTime(request, token);
  await page.goto('/course');
  await page.getByTestId('course-search').fill('时间管理');
  await page.getByTestId('course-search').press('Enter');
  await expect(page.getByTestId('course-card')).toHaveCount(1);
  await page.getByTestId('join-elective').click();
  await expect(page).toHaveURL(new RegExp(`/course/course-show/${COURSE.timeManagement}$`));
  await expect.poll(() => toasts.messages()).toContain(T[lang].joined);
  await expect(page.getByTestId('course-progress')).toHaveText('0%');

  // Watch a few seconds, jump to 0:40, pause: the record is sent.
  await page.getByTestId('period').first().click();
  await expect(page).toHaveURL(/\/course\/video\/\d+$/);
  const video = page.getByTestId('media');
  await video.evaluate(async (element) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(3);
  const recorded = page.waitForResponse((r) => sendsOperation(r.request(), 'RecordLessonStudy'));
  await video.evaluate((element) => {
    const v = element as HTMLVideoElement;
    v.currentTime = 40;
    v.pause();
  });
  await recorded;

  // Leave and come back: it resumes at 0:40. 'Back to course' returns to CourseShow, the joined course's page.
  await page.getByTestId('back-to-course').click();
  await expect(page).toHaveURL(new RegExp(`/course/course-show/${COURSE.timeManagement}$`));
  await expect(page.getByTestId('catalogue')).toBeVisible();
  await page.getByTestId('period').first().click();
  await expect.poll(() => video.evaluate((v) => Math.round((v as HTMLVideoElement).currentTime))).toBeGreaterThanOrEqual(40);
  expect(await video.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeLessThan(45);
  await expect.poll(() => toasts.messages()).toContainEqual(expect.stringMatching(T[lang].resumed));

  // Finish it: the period completes once the time studied (credited against the clock, not
  // the position jumped to) covers the video, so it is watched through from the start.
  await video.evaluate(async (element) => {
    const v = element as HTMLVideoElement;
    v.muted = true;
    v.currentTime = 0;
    await v.play();
  });
  await expect(page.getByTestId('period-completed')).toHaveText(T[lang].completed, { timeout: 90_000 });
  await page.getByTestId('back-to-course').click();
  await expect(page.getByTestId('period').first()).toContainText(T[lang].periodDone);
  await expect(page.getByTestId('course-progress')).toHaveText('50%');
  // Study time counts towards the month figure of the home stats (user info).
  await expect.poll(() => studyTime(request, token)).toBeGreaterThan(before);
});

test('a full course refuses the join with the server message', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto(`/course/course-detail/${COURSE.full}`);
  await page.getByTestId('course-page').getByTestId('join-elective').first().click();
  await expect(page.getByTestId('join-error')).toHaveText(T[lang].full);
  await escapeDialog(page);
  await expect(page.getByTestId('join-error')).toHaveCount(0);
});

test('a course page whose request fails (not a refusal) offers a retry, and loads on it', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(ACCOUNTS[lang]);
  let fail = true;
  await page.route('**/graphql', async (route) => {
    if (fail && operationName(route.request()) === 'CoursePage') {
      await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' });
      return;
    }
    await route.fallback();
  });
  await page.goto(`/course/course-detail/${COURSE.ordered}`);
  const failed = page.getByTestId('block-error');
  await expect(failed).toBeVisible();
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  fail = false;
  await failed.getByRole('button').click();
  await expect(page.getByTestId('course-title')).toBeVisible();
  await expect(page.getByTestId('catalogue')).toBeVisible();
});

test('cannot open a locked period or an expired course, and reads why', async ({ page, request, lang, signInViaApi, toasts }) => {
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  await page.goto(`/course/course-detail/${COURSE.ordered}`);
  await page.getByTestId('period').nth(1).click();
  await expect.poll(() => toasts.messages()).toContain(T[lang].unlock);
  const [, second] = await periodIds(request, token, COURSE.ordered);
  await page.goto(`/course/document/${second!.id}`);
  await expect(page.getByTestId('refusal')).toHaveText(T[lang].unlock);
  await page.goto(`/course/course-detail/${COURSE.expired}`);
  await expect(page.getByTestId('refusal')).toHaveText(T[lang].expired);
});

test('a lesson of a course not joined offers the join in place, or says why it cannot be', async ({ page, lang, signInViaApi, toasts }) => {
  const text = T[lang];
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto(`/course/course-detail/${COURSE.finance}`);
  const offer = page.getByRole('alertdialog');
  await page.getByTestId('period').first().click();
  await expect(offer).toContainText(text.joinToStudy);
  // Nothing opened: still the course page, no error page.
  await expect(page).toHaveURL(new RegExp(`/course/course-detail/${COURSE.finance}$`));
  await offer.getByRole('button', { name: text.notNow, exact: true }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.getByTestId('catalogue')).toBeVisible();

  // Join from the offer (the elective machine): CourseShow, and the lesson opens.
  await page.getByTestId('period').first().click();
  await offer.getByRole('button', { name: text.joinElective, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/course/course-show/${COURSE.finance}$`));
  await expect.poll(() => toasts.messages()).toContain(text.joined);
  await page.getByTestId('period').first().click();
  await expect(page).toHaveURL(/\/course\/document\/\d+$/);
  await expect(page.getByTestId('refusal')).toHaveCount(0);

  // A full course cannot be joined: the reason, in place.
  await page.goto(`/course/course-detail/${COURSE.full}`);
  await page.getByTestId('period').first().click();
  await expect(offer).toContainText(text.joinFull);
  await offer.getByRole('button', { name: text.close, exact: true }).click();
  await expect(offer).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/course/course-detail/${COURSE.full}$`));
});

test('a required course does not let the learner skip ahead in a video', async ({ page, request, lang, signInViaApi, toasts }) => {
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  const [video] = await periodIds(request, token, COURSE.ordered);
  await page.goto(`/course/video/${video!.id}`);
  const media = page.getByTestId('media');
  await expect.poll(() => media.evaluate((v) => (v as HTMLVideoElement).readyState)).toBeGreaterThan(0);
  await media.evaluate((v) => {
    (v as HTMLVideoElement).currentTime = 50;
  });
  await expect.poll(() => toasts.messages()).toContain(T[lang].noSkipping);
  await expect.poll(() => media.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeLessThan(10);
});

test('reads a PDF period page by page until it completes', async ({ page, request, lang, signInViaApi }) => {
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  const [doc] = await periodIds(request, token, COURSE.compliance);
  await page.goto(`/course/document/${doc!.id}`);
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText(T[lang].page(1, 4));
  // pdf.js drew the page: the canvas has the page's size and is not blank.
  await expect.poll(() => page.getByTestId('pdf-canvas').evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(500);
  for (let p = 2; p <= 4; p += 1) {
    await page.getByTestId('next-page').click();
    await expect(indicator).toHaveText(T[lang].page(p, 4));
  }
  await expect(page.getByTestId('period-completed')).toBeVisible();
});

test('asks a question in the course Q&A and finds it in the member Q&A', async ({ page, lang, signInViaApi, toasts }) => {
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto(`/course/question-show/${COURSE.teamwork}`);
  await page.getByTestId('ask').click();
  await page.getByTestId('ask-submit').click();
  await expect(page.getByTestId('ask-form')).toContainText(T[lang].titleRequired);
  const title = `${lang} 如何快速建立团队信任？`;
  await page.locator('#qa-title').fill(title);
  await page.locator('#qa-detail').fill('希望老师分享一些实用的方法。');
  await expect(page.getByTestId('detail-counter')).toHaveText('14/1000');
  await page.getByTestId('ask-submit').click();
  await expect.poll(() => toasts.messages()).toContain(T[lang].asked);
  await expect(page.getByTestId('question').first()).toContainText(title);
  await page.goto('/member/member-question');
  await expect(page.getByTestId('my-questions').getByTestId('question').first()).toContainText(title);
});

test('opens a lecturer page with courses and offline trainings; signs up for a face-to-face course', async ({ page, request, lang, signInViaApi }) => {
  const { token } = await signInViaApi(ACCOUNTS[lang]);
  await page.goto('/teachers');
  // The page shows 12 lecturers a page.
  const lecturers = await restData<Listed>(request, token, '/api/lecturer', { page: 1, limit: 12 });
  await expect(page.getByTestId('teacher-card')).toHaveCount(firstPageRows(lecturers.total, 12));
  await page.getByTestId('teacher-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/teachers\/teacher-show\/\d+$/);
  await expect(page.getByTestId('teacher-show')).toContainText('王芳');
  await expect(page.getByRole('tab', { name: T[lang].onlineCourses })).toBeVisible();
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  await page.getByRole('tab', { name: T[lang].offline }).click();

  await page.goto(`/course/face-show/${COURSE.face}`);
  await page.getByTestId('sign-up').click();
  await expect(page.getByTestId('sign-up-state')).toHaveText(T[lang].signedUp);
});

test('catalogue cards of an expired and a full course say why they cannot be joined instead of offering the join', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto('/course');
  const cards = page.getByTestId('course-card');
  for (const [keywords, reason] of [
    ['演讲力', T[lang].full],
    ['2025 年度合规回顾', T[lang].expired],
  ] as const) {
    await page.getByTestId('course-search').fill(keywords);
    await page.getByTestId('course-search').press('Enter');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('join-refusal')).toHaveText(reason);
    await expect(cards.first().getByTestId('join-elective')).toHaveCount(0);
  }
  // An open elective still offers the join.
  await page.getByTestId('course-search').fill('时间管理');
  await page.getByTestId('course-search').press('Enter');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('join-refusal')).toHaveCount(0);
});

test('course resources show their size in MB with two decimals, a small file as < 0.01 MB', async ({ page, lang, signInViaApi }) => {
  await signInViaApi(ACCOUNTS[lang]);
  await page.goto(`/course/course-detail/${COURSE.timeManagement}`);
  await page.getByRole('tab', { name: T[lang].resources }).click();
  const rows = page.getByTestId('datum').locator('li');
  await expect(rows.filter({ hasText: '学习提纲.txt' })).toContainText('< 0.01 MB');
  await expect(rows.filter({ hasText: '讲义.pdf' })).toContainText(/\d+\.\d{2} MB/);
  await expect(page.getByTestId('datum')).not.toContainText('0.00 MB');
});

test('Q&A: a count reads 1 reply, and a long URL in a reply wraps inside its card', { tag: '@both' }, async ({ page, lang, signInViaApi }) => {
  await signInViaApi(ACCOUNTS[lang]);
  // A course with seeded questions of its own per language (each answer has one reply).
  await page.goto(`/course/question-show/${lang === 'zh-CN' ? 5 : 8}`);
  const question = page.getByTestId('question').first();
  await question.getByRole('button', { expanded: false }).first().click();
  const thread = question.locator('.qa-replies').first();
  const replies = thread.getByRole('button').first();
  await expect(replies).toHaveText(T[lang].oneReply);
  await replies.click();
  const url = `https://docs.example.com/${'very-long-path-segment-'.repeat(12)}index.html?query=${'x'.repeat(80)}`;
  const box = thread.locator('.qa-reply-box');
  await box.locator('input').fill(url);
  await box.getByRole('button').click();
  await expect(replies).toHaveText(T[lang].twoReplies);
  const reply = question.getByTestId('reply').filter({ hasText: 'docs.example.com' });
  await expect(reply).toBeVisible();
  const [replyBox, cardBox] = [await reply.boundingBox(), await page.getByTestId('qa-page').boundingBox()];
  expect(replyBox!.x + replyBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(await reply.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

