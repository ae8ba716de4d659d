import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dayParam, idSearch, keywordsParam, oneOf, positiveInt } from './params';
import { isExaminerUser, isTeachingStaffUser } from '../../shared/session-user';
import { authLayout, page, roleGate, searchPage } from './root';

/** /member: the member area shell; its index goes to member-course. Its sidebar pages are one level of the trail. */
export const memberRoute = createRoute({
  getParentRoute: () => authLayout,
  path: '/member',
  staticData: { title: 'member', oneTrailLevel: true },
  component: lazyRouteComponent(() => import('../MemberLayout'), 'MemberLayout'),
});

const memberParent = () => memberRoute;

/** Member pages of the teaching staff (courseware) and of examiners (teaching management). */
export const memberStaffGate = roleGate(memberParent, 'staff', isTeachingStaffUser, 'teachingStaffOnly');
export const memberExaminerGate = roleGate(memberParent, 'examiner', isExaminerUser, 'examinerOnly');

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
  // ?date= picks the week shown (any day of it): the schedule of another week survives a reload and Back.
  searchPage(memberParent, 'member-course', { title: 'memberCourse' }, (search): { date?: string } => ({ date: dayParam(search.date) }), lazyRouteComponent(() => import('../../features/learning/pages'), 'MemberCourse')),
  page(memberParent, 'member-point', { title: 'memberPoint' }, lazyRouteComponent(() => import('../../features/member/pages'), 'MemberPointPage')),
  page(memberParent, 'member-info', { title: 'memberInfo' }, lazyRouteComponent(() => import('../../features/member/pages'), 'MemberInfoPage')),
  page(memberParent, 'member-certificate', { title: 'memberCertificate' }, lazyRouteComponent(() => import('../../features/learning/pages'), 'MemberCertificate')),
];

export const memberStaffRoutes = [page(() => memberStaffGate, 'member-courseware', { title: 'memberCourseware' }, lazyRouteComponent(() => import('../../features/courseware/pages'), 'MemberCourseware'))];
export const memberExaminerRoutes = [searchPage(() => memberExaminerGate, 'memberAssess', { title: 'memberAssess' }, assessSearch, assessPage('MemberAssess'))];

/**
 * ?area=&status=&kind=&keyword=&page= of teaching management: the area (exam marking, the
 * default, or defence assessment), its status tab (1 waiting, the default, or 2 reviewed), the
 * defences' kind and keyword filters and the page, so Back, the crumb and "Back to teaching
 * management" return to the list as it was left. Defaults are left out of the address.
 */
function assessSearch(search: Record<string, unknown>): { area?: 'defences'; status?: 2; kind?: number; keyword?: string; page?: number } {
  const area = oneOf(['exams', 'defences'] as const, search.area);
  const status = oneOf([1, 2] as const, search.status);
  const kind = positiveInt(search.kind);
  const keyword = keywordsParam(typeof search.keyword === 'number' ? String(search.keyword) : search.keyword)?.trim();
  const page = positiveInt(search.page);
  return { area: area === 'defences' ? area : undefined, status: status === 2 ? status : undefined, kind, keyword: keyword || undefined, page: page && page > 1 ? page : undefined };
}

/** ?id= of the attempt to mark first, and ?queue= the attempts after it (ids joined by commas). */
function remarksSearch(search: Record<string, unknown>): { id?: number; queue?: string } {
  // One id is read back as a number (the search is JSON), several as a string.
  const raw = typeof search.queue === 'number' ? String(search.queue) : search.queue;
  const queue = typeof raw === 'string' && /^\d+(,\d+)*$/.test(raw) ? raw : undefined;
  const id = positiveInt(search.id);
  return { id, queue };
}

/** Teaching management pages outside the member shell, examiners' too. */
export const assessGate = roleGate(() => authLayout, 'examiner', isExaminerUser, 'examinerOnly');
const assessParent = () => assessGate;
export const assessRoutes = [
  searchPage(assessParent, '/memberAssess/assess-detail', { title: 'assessDetail' }, idSearch, assessPage('AssessDetail')),
  searchPage(assessParent, '/memberAssess/exam-detail', { title: 'assessExamDetail' }, idSearch, assessPage('AssessExamDetail')),
  searchPage(assessParent, '/memberAssess/exam-remarks', { title: 'examRemarks' }, remarksSearch, assessPage('ExamRemarks')),
  searchPage(assessParent, '/memberAssess/exam-show', { title: 'assessExamShow' }, idSearch, assessPage('ExamShow')),
  searchPage(assessParent, '/memberAssess/assess-comment', { title: 'assessComment' }, idSearch, assessPage('AssessComment')),
];
