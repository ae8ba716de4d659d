/**
 * WCAG 2.x A/AA (axe-core) on every page of the portal, in the project's language: signed
 * out, as learner01, as examiner01 and (the forum's moderation) as admin01. The pages are
 * visited the way a user moves through
 * the app (in-app navigation after one load), each checked once it has settled.
 *
 * Every route the router declares (src/app/routes/*.tsx) must be in PAGES or in NOT_SWEPT
 * with the reason: a new page fails the first test below until it is swept, so it gets the
 * check for free. Beyond this sweep, every e2e test checks the page it ends on (fixtures.ts).
 *
 * The back office (src/admin, at /admin/) is swept the same way, as admin01 with one
 * back-office token: every route of src/admin/router.tsx must be in ADMIN_PAGES, so a new
 * back-office page fails the check until it is added there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, settleTransitions, type Network } from './axe';
import { ADMIN, LEARNER, apiLogin, expect, restData, signInAs, test, type Account } from './fixtures';

const EXAMINER: Account = { account: 'examiner01', password: 'Examiner@2026', name: '张伟' };

type Who = 'guest' | 'learner' | 'examiner' | 'admin';
interface SweptPage {
  /** The route as declared (TanStack path with $params). */
  route: string;
  /** What to open; a function when the id comes from the demo data. */
  url: string | ((ids: DemoIds) => string);
  who: Who[];
}

interface DemoIds {
  video: number;
  audio: number;
  document: number;
  /** The exam whose short answers wait for examiner01 (0 for others). */
  reviewExam: number;
}

const PAGES: SweptPage[] = [
  { route: '/login', url: '/login', who: ['guest'] },
  { route: '/forgot-password', url: '/forgot-password', who: ['guest'] },
  { route: '/home', url: '/home', who: ['learner', 'examiner'] },
  { route: '/course', url: '/course', who: ['learner'] },
  { route: '/course/course-show/$id', url: '/course/course-show/1', who: ['learner'] },
  { route: '/course/course-detail/$id', url: '/course/course-detail/1', who: ['learner'] },
  { route: '/mine-course/course-show/$id', url: '/mine-course/course-show/1', who: ['learner'] },
  { route: '/mine-course/course-detail/$id', url: '/mine-course/course-detail/1', who: ['learner'] },
  { route: '/mine-task/course-show/$id', url: '/mine-task/course-show/1', who: ['learner'] },
  { route: '/mine-task/course-detail/$id', url: '/mine-task/course-detail/1', who: ['learner'] },
  { route: '/course/face-show/$id', url: '/course/face-show/3', who: ['learner'] },
  { route: '/course/question-show/$id', url: '/course/question-show/1', who: ['learner'] },
  { route: '/course/video/$id', url: (ids) => `/course/video/${ids.video}`, who: ['learner'] },
  { route: '/course/local-video/$id', url: (ids) => `/course/local-video/${ids.video}`, who: ['learner'] },
  { route: '/course/local-audio/$id', url: (ids) => `/course/local-audio/${ids.audio}`, who: ['learner'] },
  { route: '/course/document/$id', url: (ids) => `/course/document/${ids.document}`, who: ['learner'] },
  { route: '/mine-exam', url: '/mine-exam', who: ['learner'] },
  { route: '/mine-exam/mine-exam-explain/$id', url: '/mine-exam/mine-exam-explain/6', who: ['learner'] },
  { route: '/error-test/$id', url: '/error-test/6', who: ['learner'] },
  { route: '/exam-ranking/$id', url: '/exam-ranking/6', who: ['learner'] },
  { route: '/collect-test', url: '/collect-test', who: ['learner'] },
  { route: '/knowledge/questionnaire', url: '/knowledge/questionnaire?id=2', who: ['learner'] },
  { route: '/knowledge/result', url: '/knowledge/result?id=2', who: ['learner'] },
  { route: '/knowledge', url: '/knowledge?nav=5', who: ['learner', 'examiner'] },
  { route: '/knowledge/map-detail', url: '/knowledge/map-detail?mapId=1', who: ['learner'] },
  { route: '/knowledge/stage-detail', url: '/knowledge/stage-detail?id=1', who: ['learner'] },
  // Refusals: a locked stage (the server's), and pages for other roles (the route tree's).
  { route: '/knowledge/stage-detail', url: '/knowledge/stage-detail?id=3', who: ['learner'] },
  { route: 'memberAssess', url: '/member/memberAssess', who: ['learner'] },
  { route: 'member-courseware', url: '/member/member-courseware', who: ['learner'] },
  { route: '/forum', url: '/forum', who: ['learner', 'examiner'] },
  { route: '/forum/forum-plate/$id', url: '/forum/forum-plate/1', who: ['learner'] },
  { route: '/forum/forum-post', url: '/forum/forum-post', who: ['learner'] },
  { route: '/forum/moderation', url: '/forum/moderation', who: ['admin'] },
  { route: '/library', url: '/library', who: ['learner'] },
  { route: '/library/library-show/$id', url: '/library/library-show/1', who: ['learner'] },
  { route: '/news', url: '/news', who: ['learner'] },
  { route: '/news/news-show/$id', url: '/news/news-show/1', who: ['learner'] },
  { route: '/search', url: '/search?keywords=安全', who: ['learner'] },
  { route: '/download', url: '/download', who: ['learner'] },
  { route: '/ifream', url: '/ifream?url=/files/site/download.html&title=Embedded', who: ['learner'] },
  { route: '/teachers', url: '/teachers', who: ['learner'] },
  { route: '/teachers/teacher-show/$id', url: '/teachers/teacher-show/1', who: ['learner'] },
  { route: '/shop-show/$id', url: '/shop-show/1', who: ['learner'] },
  { route: 'member-info', url: '/member/member-info', who: ['learner', 'examiner'] },
  { route: 'member-course', url: '/member/member-course', who: ['learner'] },
  { route: 'member-point', url: '/member/member-point', who: ['learner'] },
  { route: 'member-certificate', url: '/member/member-certificate', who: ['learner'] },
  { route: 'member-courseware', url: '/member/member-courseware', who: ['examiner'] },
  { route: 'member-question', url: '/member/member-question', who: ['learner'] },
  { route: 'member-error', url: '/member/member-error', who: ['learner'] },
  { route: 'member-collect', url: '/member/member-collect', who: ['learner'] },
  { route: 'memberForum', url: '/member/memberForum', who: ['learner'] },
  { route: 'memberNotify', url: '/member/memberNotify', who: ['learner', 'examiner'] },
  { route: 'member-shop', url: '/member/member-shop', who: ['learner'] },
  { route: 'memberAssess', url: '/member/memberAssess', who: ['examiner'] },
  // The demo company's defences (server/seed/defences.ts, ids in seed order): 1 the English AI
  // defence, 2 the Chinese one, 3 the interactive one, 6 the offline one (reviewed), 8 an
  // interactive one reviewed; attempt 9 is emp0001's interactive defence waiting for examiner01.
  { route: '/knowledge/replay-explain', url: '/knowledge/replay-explain?id=1', who: ['learner'] },
  { route: '/knowledge/ai-replay', url: '/knowledge/ai-replay?id=1', who: ['learner'] },
  { route: '/knowledge/replay-question', url: '/knowledge/replay-question?id=3', who: ['learner'] },
  { route: '/knowledge/ai-replay-report', url: '/knowledge/ai-replay-report?id=2', who: ['learner'] },
  { route: '/knowledge/interactive-replay-report', url: '/knowledge/interactive-replay-report?id=8', who: ['learner'] },
  { route: '/knowledge/replay-report', url: '/knowledge/replay-report?id=6', who: ['learner'] },
  { route: '/memberAssess/exam-detail', url: (ids) => `/memberAssess/exam-detail?id=${ids.reviewExam}`, who: ['examiner'] },
  { route: '/memberAssess/assess-detail', url: '/memberAssess/assess-detail?id=9', who: ['examiner'] },
  { route: '/memberAssess/assess-comment', url: '/memberAssess/assess-comment?id=9', who: ['examiner'] },
];

/** Routes the sweep does not open, each with the reason (the specs named check them where they end). */
const NOT_SWEPT: Record<string, string> = {
  '/course/playback': 'needs a live class playback address; checked by live.spec.ts',
  '/member': 'goes on to the first page of the member area',
  '/live-room/$id': 'the live room opens with a token of a running class; checked where live.spec.ts ends',
  '/forum/forum-detail/$id': 'a post written by forum.spec.ts, which checks it where it ends',
  '/mine-course/mine-exam-explain': 'an exam lesson of a course, opened from the course; the same page as /mine-exam/mine-exam-explain/$id',
  '/mine-course/mine-exam-show': 'an attempt in progress; checked where exams.spec.ts ends',
  '/mine-exam/mine-exam-show/$id': 'an attempt in progress; checked where exams.spec.ts ends',
  '/course/exam-show/$id': 'an attempt in progress (a course exam), the same page as /mine-exam/mine-exam-show/$id',
  '/mine-task/exam-show/$id': 'an attempt in progress (a task exam), the same page as /mine-exam/mine-exam-show/$id',
  '/mine-exam/mine-exam-result/$id': 'the result of an attempt; checked where exams.spec.ts ends',
  '/course/exam-result/$id': 'the result of an attempt, the same page as /mine-exam/mine-exam-result/$id',
  '/mine-task/exam-result/$id': 'the result of an attempt, the same page as /mine-exam/mine-exam-result/$id',
  '/mine-course/mine-exam-result/$id': 'the result of an attempt, the same page as /mine-exam/mine-exam-result/$id',
  '/mine-exam/mine-exam-analysis/$id': 'the analysis of an attempt; checked where exams.spec.ts ends',
  '/course/exam-analysis/$id': 'the analysis of an attempt, the same page as /mine-exam/mine-exam-analysis/$id',
  '/mine-task/exam-analysis/$id': 'the analysis of an attempt, the same page as /mine-exam/mine-exam-analysis/$id',
  '/mine-course/mine-exam-analysis/$id': 'the analysis of an attempt, the same page as /mine-exam/mine-exam-analysis/$id',
  '/knowledge/map-video': 'a map stage video opened from a stage; checked where maps.spec.ts ends',
  '/knowledge/user_sign_comments': 'a punch-in of a stage; checked where maps.spec.ts ends',
  '/knowledge/stage-exam-explain': 'an exam of a stage; checked where maps.spec.ts ends',
  '/knowledge/exam-show': 'an attempt of a stage exam; checked where maps.spec.ts ends',
  '/mine-task/mine-task-show/$id': 'a task of the learner; checked where learning.spec.ts ends',
  '/mine-train/mine-train-show/$id': 'a training of the learner; checked where learning.spec.ts ends',
  '/memberAssess/exam-remarks': 'an answer to mark; checked where assess.spec.ts ends (the marking done)',
  '/memberAssess/exam-show': 'an attempt of the review list; checked where assess.spec.ts ends',
};

/** Every route path the router declares, as written in src/app/routes (member pages by their name). */
function declaredRoutes(): string[] {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/app/routes');
  const routes = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    // page(parent, '/path', ...), examIdPage('/path', ...), createRoute({ path: '/path' }); member pages by name.
    const declared = [...source.matchAll(/\b\w*(?:page|Page)\(\s*(?:(?:\(\)\s*=>\s*)?[\w.]+,\s*)?'([^']+)'/g), ...source.matchAll(/path:\s*'([^']+)'/g)];
    for (const match of declared) if (/^(\/|member)/.test(match[1]!)) routes.add(match[1]!);
  }
  return [...routes].sort();
}

async function demoIds(request: APIRequestContext, token: string): Promise<DemoIds> {
  const periods = async (courseId: number) => {
    const chapters = await restData<{ periods: { id: number; period_type: number }[] }[]>(request, token, `/api/course/catalogs/${courseId}`);
    return chapters.flatMap((c) => c.periods);
  };
  const all = [...(await periods(1)), ...(await periods(7)), ...(await periods(13))];
  const of = (type: number) => all.find((p) => p.period_type === type)?.id ?? 0;
  const review = (await (await request.get('/api/examReview', { headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } })).json()) as { code: number; data: { list: { exam_id: number }[] } | null };
  return { video: of(2), audio: of(3), document: of(4), reviewExam: review.code === 200 ? (review.data?.list[0]?.exam_id ?? 0) : 0 };
}

/** Moves inside the app (as a link would) and waits until the page has settled. */
async function openInApp(page: Page, network: Network, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await settle(page, network);
}

async function settle(page: Page, network: Network) {
  expect(await network.idle(15_000), `the requests of ${page.url()} end`).toBe(true);
  // Skeletons and spinners give way to the page (a page that keeps one fails here, not in axe).
  await expect(page.locator('.bp6-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await settleTransitions(page);
}

test('every declared route is swept here or named with the reason it is not', () => {
  const swept = new Set(PAGES.map((p) => p.route));
  const missing = declaredRoutes().filter((route) => route !== '/' && !swept.has(route) && !(route in NOT_SWEPT));
  expect(missing, 'routes with no accessibility sweep: add them to PAGES (or NOT_SWEPT with the reason)').toEqual([]);
});

/** The pages of one account in runs of at most 12, each run a test of its own. */
const RUN = 12;
const runs = (['guest', 'learner', 'examiner', 'admin'] as const).flatMap((who) => {
  const pages = PAGES.filter((p) => p.who.includes(who));
  return Array.from({ length: Math.ceil(pages.length / RUN) }, (_, i) => ({ who, first: i * RUN + 1, pages: pages.slice(i * RUN, (i + 1) * RUN) }));
});

for (const { who, first, pages } of runs) {
  test(`WCAG A/AA on every page, ${who}, pages ${first}-${first + pages.length - 1}`, async ({ page, request, network }) => {
    test.setTimeout(120_000);
    let ids: DemoIds = { video: 0, audio: 0, document: 0, reviewExam: 0 };
    if (who === 'guest') {
      await page.goto('/login');
    } else {
      const token = await signInAs(page, request, { learner: LEARNER, examiner: EXAMINER, admin: ADMIN }[who]);
      ids = await demoIds(request, token);
      await page.goto('/home');
    }
    await settle(page, network);
    const failures: { url: string; violations: Awaited<ReturnType<typeof axeViolations>> }[] = [];
    for (const swept of pages) {
      const url = typeof swept.url === 'string' ? swept.url : swept.url(ids);
      if (who === 'guest') {
        await page.goto(url);
        await settle(page, network);
      } else {
        await openInApp(page, network, url);
      }
      const violations = await axeViolations(page).catch(async (error: Error) => {
        // A page that moves on by itself (a redirect after its data arrived) is checked where it lands.
        if (!/context was destroyed/.test(error.message)) throw error;
        await settle(page, network);
        return axeViolations(page);
      });
      if (violations.length) failures.push({ url: `${url} -> ${new URL(page.url()).pathname}`, violations });
    }
    expect(failures, 'axe-core WCAG A/AA violations').toEqual([]);
  });
}

/** The back office's pages (paths below /admin, as src/admin/router.tsx declares them), each opened at `url`. */
const ADMIN_PAGES: { route: string; url: string | ((ids: AdminIds) => string) }[] = [
  { route: '/employees', url: '/employees' },
  { route: '/people/import', url: '/people/import' },
  { route: '/organisation', url: '/organisation' },
  { route: '/audit', url: '/audit' },
  { route: '/settings', url: '/settings' },
  { route: '/announcements', url: '/announcements' },
  { route: '/dingtalk', url: '/dingtalk' },
  { route: '/reports', url: '/reports' },
  { route: '/reports/completion', url: '/reports/completion' },
  { route: '/banners', url: '/banners' },
  { route: '/reports/exams', url: '/reports/exams' },
  { route: '/reports/exams/$examId', url: (ids) => `/reports/exams/${ids.reportedExam}` },
  { route: '/reports/defences', url: '/reports/defences' },
  { route: '/reports/redemptions', url: '/reports/redemptions' },
  { route: '/reports/forum', url: '/reports/forum' },
];

/** Ids of the demo data the back office's pages open. */
interface AdminIds {
  /** The first exam of the exam results report (one with marked attempts). */
  reportedExam: string;
}

/** Every route path the back office's router declares (the index, a redirect, aside). */
function declaredAdminRoutes(): string[] {
  const source = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/admin/router.tsx'), 'utf8');
  return [...new Set([...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]!))].filter((route) => route !== '/').sort();
}

test('every route of the back office is swept here', () => {
  const declared = declaredAdminRoutes();
  const listed = ADMIN_PAGES.map((p) => p.route);
  expect(declared.filter((route) => !listed.includes(route)), 'back-office routes with no accessibility sweep: add them to ADMIN_PAGES').toEqual([]);
  expect(listed.filter((route) => !declared.includes(route)), 'ADMIN_PAGES names routes src/admin/router.tsx no longer declares').toEqual([]);
});

test.describe(() => {
  // The last page was checked by the sweep itself.
  test.use({ axeSkipReason: 'every page of the back office is checked by the sweep' });

  test('WCAG A/AA on every page of the back office, admin01', async ({ page, request, network }) => {
    test.setTimeout(120_000);
    // One back-office token, as the portal's link gets it (adminUser/login), kept where the link keeps it.
    const { token, user } = await apiLogin(request, ADMIN);
    const issued = await request.post('/api/adminUser/login', { data: { user_id: user.id }, headers: { Authorization: `Bearer ${token}`, DeviceType: 'PC' } });
    const office = ((await issued.json()) as { data: { remember_token: string; user_id: number; name: string; photo: string } }).data;
    await page.goto('/404.html');
    await page.evaluate((admin) => {
      localStorage.setItem('adminToken', admin.remember_token);
      localStorage.setItem('adminInfo', JSON.stringify({ user_id: admin.user_id, name: admin.name, photo: admin.photo }));
    }, office);
    await page.goto(`/admin${ADMIN_PAGES[0]!.url as string}`);
    await settle(page, network);
    // Signed in: the back office's sections, not the page that says how to come in.
    await expect(page.locator('.admin-navbar')).toBeVisible();
    const reported = await request.get('/api/admin/reports/exams?limit=1', { headers: { Authorization: `Bearer ${office.remember_token}`, DeviceType: 'PC' } });
    const ids: AdminIds = { reportedExam: String(((await reported.json()) as { data: { list: { exam_id: number }[] } }).data.list[0]!.exam_id) };
    const failures: { url: string; violations: Awaited<ReturnType<typeof axeViolations>> }[] = [];
    for (const [index, swept] of ADMIN_PAGES.entries()) {
      const url = typeof swept.url === 'string' ? swept.url : swept.url(ids);
      if (index > 0) await openInApp(page, network, `/admin${url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const violations = await axeViolations(page, ['.bp6-toast-container']);
      if (violations.length) failures.push({ url: `/admin${url} -> ${new URL(page.url()).pathname}`, violations });
    }
    expect(failures, 'axe-core WCAG A/AA violations in the back office').toEqual([]);
  });
});
