import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { idSearch, positiveInt } from './params';
import { authLayout, page, searchPage } from './root';

/** /member: the member area shell; its index goes to member-course. Its sidebar pages are one level of the trail. */
export const memberRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/member',
  staticData: { title: 'member', oneTrailLevel: true },
  component: lazyRouteComponent(() => import('../MemberLayout'), 'MemberLayout'),
});

const memberParent = () => memberRoute;

const assessPage = (name: 'MemberAssess' | 'ExamRemarks' | 'ExamShow' | 'AssessDetail' | 'AssessComment' | 'AssessExamDetail') => lazyRouteComponent(() => import('../../features/assess/pages'), name);

/** The member area's own pages (those of other areas, Q&A, wrong answers, notifications..., sit in their area's file). */
export const memberRoutes = [
  createRoute({
    getParentRoute: memberParent,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/member/member-course', replace: true });
    },
  }),
  page(memberParent, 'member-course', { title: 'memberCourse' }, lazyRouteComponent(() => import('../../features/learning/pages'), 'MemberCourse')),
  page(memberParent, 'member-point', { title: 'memberPoint' }, lazyRouteComponent(() => import('../../features/member/pages'), 'MemberPointPage')),
  page(memberParent, 'member-info', { title: 'memberInfo' }, lazyRouteComponent(() => import('../../features/member/pages'), 'MemberInfoPage')),
  page(memberParent, 'member-certificate', { title: 'memberCertificate' }, lazyRouteComponent(() => import('../../features/learning/pages'), 'MemberCertificate')),
  page(memberParent, 'member-courseware', { title: 'memberCourseware' }, lazyRouteComponent(() => import('../../features/courseware/pages'), 'MemberCourseware')),
  page(memberParent, 'memberAssess', { title: 'memberAssess' }, assessPage('MemberAssess')),
];

/** ?id= of the attempt to mark first, and ?queue= the attempts after it (ids joined by commas). */
function remarksSearch(search: Record<string, unknown>): { id?: number; queue?: string } {
  // One id is read back as a number (the search is JSON), several as a string.
  const raw = typeof search.queue === 'number' ? String(search.queue) : search.queue;
  const queue = typeof raw === 'string' && /^\d+(,\d+)*$/.test(raw) ? raw : undefined;
  const id = positiveInt(search.id);
  return { ...(id === undefined ? {} : { id }), ...(queue ? { queue } : {}) };
}

/** Teaching management pages outside the member shell. */
export const assessRoutes = [
  searchPage(() => authLayout, '/memberAssess/assess-detail', { title: 'assessDetail' }, idSearch, assessPage('AssessDetail')),
  searchPage(() => authLayout, '/memberAssess/exam-detail', { title: 'assessExamDetail' }, idSearch, assessPage('AssessExamDetail')),
  searchPage(() => authLayout, '/memberAssess/exam-remarks', { title: 'examRemarks' }, remarksSearch, assessPage('ExamRemarks')),
  searchPage(() => authLayout, '/memberAssess/exam-show', { title: 'assessExamShow' }, idSearch, assessPage('ExamShow')),
  searchPage(() => authLayout, '/memberAssess/assess-comment', { title: 'assessComment' }, idSearch, assessPage('AssessComment')),
];
