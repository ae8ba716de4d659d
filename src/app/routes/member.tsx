import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { MemberLayout } from '../MemberLayout';
import { authLayout, page } from './root';

/** /member: the member area shell; its index goes to member-course. Its sidebar pages are one level of the trail. */
export const memberRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/member',
  staticData: { title: 'member', oneTrailLevel: true },
  component: MemberLayout,
});

const memberParent = () => memberRoute;

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
  page(memberParent, 'memberAssess', { title: 'memberAssess' }),
];

/** Teaching management pages outside the member shell. */
export const assessRoutes = [
  page(() => authLayout, '/memberAssess/assess-detail', { title: 'assessDetail' }),
  page(() => authLayout, '/memberAssess/exam-detail', { title: 'assessExamDetail' }),
  page(() => authLayout, '/memberAssess/exam-remarks', { title: 'examRemarks' }),
  page(() => authLayout, '/memberAssess/exam-show', { title: 'assessExamShow' }),
  page(() => authLayout, '/memberAssess/assess-comment', { title: 'assessComment' }),
];
