import { createRouter } from '@tanstack/react-router';
import { LoadingState } from '../shared/state/LoadState';
import { guestApolloRoutes, guestRoutes } from './routes/auth';
import { courseMemberRoutes, courseRoutes } from './routes/courses';
import { examMemberRoutes, examRoutes } from './routes/exams';
import { forumMemberRoutes, forumRoutes } from './routes/forum';
import { genericRoutes } from './routes/generic';
import { homeRoutes } from './routes/home';
import { knowledgeRoutes } from './routes/knowledge';
import { libraryRoutes } from './routes/library';
import { liveRoutes } from './routes/live';
import { assessGate, assessRoutes, memberExaminerGate, memberExaminerRoutes, memberRoute, memberRoutes, memberStaffGate, memberStaffRoutes } from './routes/member';
import { notifyRoutes } from './routes/notify';
import { authLayout, guestApolloLayout, guestLayout, indexRoute, rootRoute, type RouterContext } from './routes/root';
import { searchRoutes } from './routes/search';
import { memberShopGuard, memberShopRoutes, shopGuard, shopRoutes } from './routes/shop';
import { teacherRoutes } from './routes/teachers';

/**
 * Every screen of the spec (section 2) with its title and access rule, one file per area
 * under routes/. Pages that later work builds show their title and a one-line notice
 * (PendingPage) until then.
 */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  guestLayout.addChildren([...guestRoutes, guestApolloLayout.addChildren(guestApolloRoutes)]),
  authLayout.addChildren([
    ...homeRoutes,
    ...genericRoutes,
    ...searchRoutes,
    ...knowledgeRoutes,
    ...libraryRoutes,
    ...forumRoutes,
    assessGate.addChildren(assessRoutes),
    ...examRoutes,
    ...courseRoutes,
    ...teacherRoutes,
    ...liveRoutes,
    shopGuard.addChildren(shopRoutes),
    memberRoute.addChildren([...memberRoutes, memberStaffGate.addChildren(memberStaffRoutes), memberExaminerGate.addChildren(memberExaminerRoutes), memberShopGuard.addChildren(memberShopRoutes), ...notifyRoutes, ...courseMemberRoutes, ...examMemberRoutes, ...forumMemberRoutes]),
  ]),
]);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingState,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
