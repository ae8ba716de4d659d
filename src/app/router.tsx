import { Navigate, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { shopEnabled } from '../shared/local-session';
import { PagePending } from '../shared/PagePending';
import { PendingPage } from '../shared/PendingPage';
import { AppShell } from './AppShell';
import { MemberLayout } from './MemberLayout';
import { RootLayout } from './RootLayout';
import type { AuthActor } from './auth';
import { isSignedIn } from '../machines/auth';
import type { RouteTitle } from './route-meta';

export interface RouterContext {
  auth: AuthActor;
}

/**
 * Every screen of the spec (section 2) with its title and access rule. Pages that later
 * work builds show their title and a one-line notice (PendingPage) until then.
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Unknown paths go to Home (which sends a signed-out visitor on to Login).
  notFoundComponent: () => <Navigate to="/home" replace />,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});

/** Login-type pages: a signed-in user goes Home. */
const guestLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.auth.getSnapshot())) throw redirect({ to: '/home', replace: true });
  },
});

/** Every other page needs a signed-in user. */
const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  // Spec section 4: a successful login goes to Home, so the login page needs no return address.
  beforeLoad: ({ context }) => {
    if (!isSignedIn(context.auth.getSnapshot())) throw redirect({ to: '/login', replace: true });
  },
  component: AppShell,
});

/** The credits mall opens only when the stored shop-enabled flag equals '1'. */
const requireShop = () => {
  if (!shopEnabled()) throw redirect({ to: '/home', replace: true });
};

const loginRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: '/login',
  staticData: { title: 'login' },
  component: lazyRouteComponent(() => import('../features/auth/LoginPage'), 'LoginPage'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: '/forgot-password',
  staticData: { title: 'forgotPassword' },
  component: lazyRouteComponent(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
});

const homeRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/home',
  staticData: { title: 'home' },
  component: lazyRouteComponent(() => import('../features/home/HomePage'), 'HomePage'),
});

const searchRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/search',
  staticData: { title: 'search' },
  validateSearch: (search: Record<string, unknown>): { keywords?: string } =>
    typeof search.keywords === 'string' ? { keywords: search.keywords } : {},
  component: PendingPage,
});

const knowledgeRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/knowledge',
  staticData: { title: 'knowledge', toBack: true },
  validateSearch: (search: Record<string, unknown>): { nav?: number } => (Number.isInteger(Number(search.nav)) && search.nav !== undefined ? { nav: Number(search.nav) } : {}),
  component: PendingPage,
});

const ifreamRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/ifream',
  staticData: { title: 'ifream' },
  validateSearch: (search: Record<string, unknown>): { url?: string; title?: string } => ({
    url: typeof search.url === 'string' ? search.url : undefined,
    title: typeof search.title === 'string' ? search.title : undefined,
  }),
  component: PendingPage,
});

function page<const TPath extends string>(path: TPath, title: RouteTitle, flags: { back?: boolean; toBack?: boolean } = {}) {
  return createRoute({ getParentRoute: () => authLayout, path, staticData: { title, ...flags }, component: PendingPage });
}

/** Pages built by later work; each is its spec route with its title. */
const pendingPages = [
  page('/download', 'download'),
  page('/test', 'test'),
  page('/knowledge/stage-detail', 'stageDetail', { toBack: true }),
  page('/knowledge/map-video', 'mapVideo', { back: true }),
  page('/knowledge/user_sign_comments', 'userSignComments', { back: true }),
  page('/knowledge/stage-exam-explain', 'stageExamExplain', { back: true }),
  page('/knowledge/exam-show', 'knowledgeExamShow', { back: true }),
  page('/knowledge/map-detail', 'mapDetail'),
  page('/knowledge/replay-explain', 'replayExplain', { back: true }),
  page('/knowledge/interactive-replay-report', 'interactiveReplayReport', { back: true }),
  page('/knowledge/ai-replay', 'aiReplay', { back: true }),
  page('/knowledge/ai-replay-report', 'aiReplayReport', { back: true }),
  page('/knowledge/replay-question', 'replayQuestion', { back: true }),
  page('/knowledge/replay-report', 'replayReport', { back: true }),
  page('/mine-task/mine-task-show/$id', 'mineTaskShow'),
  page('/mine-train/mine-train-show/$id', 'mineTrainShow'),
  page('/library', 'library'),
  page('/library/library-show/$id', 'libraryShow'),
  page('/news', 'news'),
  page('/news/news-show/$id', 'newsShow'),
  page('/forum', 'forum'),
  page('/forum/forum-plate/$id', 'forumPlate'),
  page('/forum/forum-detail/$id', 'forumDetail'),
  page('/forum/forum-post', 'forumPost'),
  page('/memberAssess/assess-detail', 'assessDetail'),
  page('/memberAssess/exam-detail', 'assessExamDetail'),
  page('/memberAssess/exam-remarks', 'examRemarks'),
  page('/memberAssess/exam-show', 'assessExamShow'),
  page('/memberAssess/assess-comment', 'assessComment'),
];

// courses (issue 4) -----------------------------------------------------------------
type CoursePageName = keyof typeof import('../features/courses/pages');

function coursePage<const TPath extends string>(path: TPath, title: RouteTitle, name: CoursePageName) {
  return createRoute({ getParentRoute: () => authLayout, path, staticData: { title }, component: lazyRouteComponent(() => import('../features/courses/pages'), name) });
}

const positiveInt = (value: unknown) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : undefined);

/** /course keeps its search and filters in the address, so Back returns to the same list. */
const courseListSearch = (
  search: Record<string, unknown>,
): { keywords?: string; course_type?: number; category_id?: number; is_required?: number; page?: number; limit?: number } => ({
  keywords: typeof search.keywords === 'string' && search.keywords ? search.keywords.slice(0, 50) : undefined,
  course_type: positiveInt(search.course_type),
  category_id: positiveInt(search.category_id),
  is_required: positiveInt(search.is_required),
  page: positiveInt(search.page),
  limit: positiveInt(search.limit),
});

/** /course/playback?href&chapter_id&course_id */
const playbackSearch = (search: Record<string, unknown>): { href?: string; chapter_id?: number; course_id?: number } => {
  return { href: typeof search.href === 'string' ? search.href : undefined, chapter_id: positiveInt(search.chapter_id), course_id: positiveInt(search.course_id) };
};

const coursePages = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/course',
    staticData: { title: 'course' },
    validateSearch: courseListSearch,
    component: lazyRouteComponent(() => import('../features/courses/pages'), 'CourseList'),
  }),
  coursePage('/course/course-show/$id', 'courseShow', 'CourseShow'),
  coursePage('/course/course-detail/$id', 'courseDetail', 'CourseShow'),
  coursePage('/mine-course/course-show/$id', 'mineCourseShow', 'CourseShow'),
  coursePage('/mine-course/course-detail/$id', 'mineCourseDetail', 'CourseShow'),
  coursePage('/mine-task/course-show/$id', 'mineTaskCourseShow', 'CourseShow'),
  coursePage('/mine-task/course-detail/$id', 'mineTaskCourseDetail', 'CourseShow'),
  coursePage('/course/face-show/$id', 'faceShow', 'FaceShow'),
  coursePage('/course/question-show/$id', 'questionShow', 'QuestionShow'),
  coursePage('/course/video/$id', 'video', 'VideoPlayer'),
  coursePage('/course/local-video/$id', 'localVideo', 'VideoPlayer'),
  coursePage('/course/local-audio/$id', 'localAudio', 'AudioPlayer'),
  coursePage('/course/document/$id', 'document', 'DocumentReader'),
  createRoute({
    getParentRoute: () => authLayout,
    path: '/course/playback',
    staticData: { title: 'playback' },
    validateSearch: playbackSearch,
    component: lazyRouteComponent(() => import('../features/courses/pages'), 'Playback'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: '/teachers',
    staticData: { title: 'teachers' },
    component: lazyRouteComponent(() => import('../features/teachers/pages'), 'TeacherList'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: '/teachers/teacher-show/$id',
    staticData: { title: 'teacherShow' },
    component: lazyRouteComponent(() => import('../features/teachers/pages'), 'TeacherShow'),
  }),
];

// exams (issue 5) -------------------------------------------------------------------
type ExamPageName = keyof typeof import('../features/exams/pages');

/** ?id= of the exam pages the spec gives without a path id. */
const idSearch = (search: Record<string, unknown>): { id?: number } => {
  const id = Number(search.id);
  return Number.isInteger(id) && id > 0 ? { id } : {};
};

function examPage<const TPath extends string>(path: TPath, title: RouteTitle, name: ExamPageName, flags: { back?: boolean } = {}) {
  return createRoute({
    getParentRoute: () => authLayout,
    path,
    staticData: { title, ...flags },
    validateSearch: idSearch,
    component: lazyRouteComponent(() => import('../features/exams/pages'), name),
  });
}

const examPages = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/mine-exam',
    staticData: { title: 'mineExamShow' },
    component: lazyRouteComponent(() => import('../features/exams/ExamListPage'), 'ExamListPage'),
  }),
  examPage('/mine-exam/mine-exam-explain/$id', 'mineExamExplain', 'MineExamExplain'),
  examPage('/mine-course/mine-exam-explain', 'mineCourseExamExplain', 'MineCourseExamExplain'),
  examPage('/mine-exam/mine-exam-show/$id', 'mineExamShow', 'MineExamShow'),
  examPage('/course/exam-show/$id', 'examShow', 'CourseExamShow'),
  examPage('/mine-task/exam-show/$id', 'mineTaskExamShow', 'MineTaskExamShow'),
  examPage('/mine-course/mine-exam-show', 'mineCourseExamShow', 'MineCourseExamShow'),
  examPage('/mine-exam/mine-exam-result/$id', 'mineExamResult', 'MineExamResult'),
  examPage('/course/exam-result/$id', 'examResult', 'CourseExamResult'),
  examPage('/mine-task/exam-result/$id', 'mineTaskExamResult', 'MineTaskExamResult'),
  examPage('/mine-course/mine-exam-result/$id', 'mineCourseExamResult', 'MineCourseExamResult'),
  examPage('/mine-exam/mine-exam-analysis/$id', 'mineExamAnalysis', 'AnalysisRoute'),
  examPage('/course/exam-analysis/$id', 'examAnalysis', 'AnalysisRoute'),
  examPage('/mine-task/exam-analysis/$id', 'mineTaskExamAnalysis', 'AnalysisRoute'),
  examPage('/mine-course/mine-exam-analysis/$id', 'mineCourseExamAnalysis', 'AnalysisRoute'),
  examPage('/exam-ranking/$id', 'examRanking', 'RankingRoute'),
  examPage('/error-test/$id', 'errorTest', 'ErrorTestRoute'),
  examPage('/collect-test', 'collectTest', 'CollectTestRoute'),
  examPage('/knowledge/questionnaire', 'questionnaire', 'QuestionnaireRoute', { back: true }),
  examPage('/knowledge/result', 'questionnaireResult', 'QuestionnaireResultRoute', { back: true }),
];

const examMemberPages = [
  createRoute({
    getParentRoute: () => memberRoute,
    path: 'member-error',
    staticData: { title: 'memberError' },
    component: lazyRouteComponent(() => import('../features/exams/MemberErrorPage'), 'MemberErrorPage'),
  }),
  createRoute({
    getParentRoute: () => memberRoute,
    path: 'member-collect',
    staticData: { title: 'memberCollect' },
    component: lazyRouteComponent(() => import('../features/exams/MemberCollectPage'), 'MemberCollectPage'),
  }),
];

const shopShowRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/shop-show/$id',
  staticData: { title: 'shopShow' },
  beforeLoad: requireShop,
  component: PendingPage,
});

/** /member: the member area shell; its index goes to member-course. */
const memberRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/member',
  staticData: { title: 'member' },
  component: MemberLayout,
});

const memberIndexRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/member/member-course', replace: true });
  },
});

function memberPage<const TPath extends string>(path: TPath, title: RouteTitle) {
  return createRoute({ getParentRoute: () => memberRoute, path, staticData: { title }, component: PendingPage });
}

const memberShopRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: 'member-shop',
  staticData: { title: 'memberShop' },
  beforeLoad: requireShop,
  component: PendingPage,
});

const memberNotifyRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: 'memberNotify',
  staticData: { title: 'memberNotify' },
  component: lazyRouteComponent(() => import('../features/notify/NotifyPage'), 'NotifyPage'),
});

const memberPages = [
  memberPage('member-course', 'memberCourse'),
  memberPage('member-point', 'memberPoint'),
  memberPage('memberForum', 'memberForum'),
  memberPage('member-info', 'memberInfo'),
  memberPage('member-certificate', 'memberCertificate'),
  memberPage('memberAssess', 'memberAssess'),
];

/** Member area Q&A: the questions I asked (courses, issue 4). */
const memberQuestionRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: 'member-question',
  staticData: { title: 'memberQuestion' },
  component: lazyRouteComponent(() => import('../features/courses/pages'), 'MemberQuestions'),
});

// live classes ----------------------------------------------------------------------
/** /live-room/{id}?token: the web view of a live class (the token comes from the live entry). */
const liveRoomRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/live-room/$id',
  staticData: { title: 'liveRoom' },
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  component: lazyRouteComponent(() => import('../features/live/pages'), 'LiveRoom'),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  guestLayout.addChildren([loginRoute, forgotPasswordRoute]),
  authLayout.addChildren([
    homeRoute,
    searchRoute,
    knowledgeRoute,
    ifreamRoute,
    shopShowRoute,
    ...pendingPages,
    ...examPages,
    ...coursePages,
    liveRoomRoute,
    memberRoute.addChildren([memberIndexRoute, memberShopRoute, memberNotifyRoute, memberQuestionRoute, ...memberPages, ...examMemberPages]),
  ]),
]);

export function createAppRouter(auth: AuthActor) {
  return createRouter({
    routeTree,
    context: { auth },
    defaultPreload: 'intent',
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
