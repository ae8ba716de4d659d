import type { ApolloClient } from '@apollo/client';
import { createRootRouteWithContext, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { LoadingState } from '../shared/state/LoadState';
import { AdminShell } from './AdminShell';
import { AuditPage } from './features/audit/AuditPage';
import { OrganisationPage } from './features/organisation/OrganisationPage';
import { EmployeesPage } from './features/people/EmployeesPage';
import { ImportPage } from './features/people/ImportPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { AnnouncementsPage } from './features/announcements/AnnouncementsPage';
import { DingTalkSyncPage } from './features/dingtalk/DingTalkSyncPage';
import { CompletionReportPage } from './features/reports/CompletionReportPage';
import { ReportsPage } from './features/reports/ReportsPage';
import { reportSearch } from './features/reports/search';
import { examReportSearch } from './features/reports/exam-report-search';
import { ExamResultPage } from './features/reports/ExamResultPage';
import { ExamResultsPage } from './features/reports/ExamResultsPage';
import { defenceReportSearch } from './features/reports/defence-report-search';
import { DefenceResultsPage } from './features/reports/DefenceResultsPage';
import { RedemptionReportPage } from './features/reports/RedemptionReportPage';
import { BannersPage } from './features/settings/BannersPage';
import { forumReportSearch } from './features/reports/forum-report-search';
import { ForumActivityPage } from './features/reports/ForumActivityPage';

/** What every back-office page gets: the Apollo client that carries the back-office token. */
export interface AdminRouterContext {
  apollo: ApolloClient;
}

/** The back office's route tree (its own app at /admin/, beside the portal's). */
const rootRoute = createRootRouteWithContext<AdminRouterContext>()({ component: AdminShell });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/employees' as never });
  },
});

export const employeesRoute = createRoute({ getParentRoute: () => rootRoute, path: '/employees', component: EmployeesPage });
export const importRoute = createRoute({ getParentRoute: () => rootRoute, path: '/people/import', component: ImportPage });
export const organisationRoute = createRoute({ getParentRoute: () => rootRoute, path: '/organisation', component: OrganisationPage });
export const auditRoute = createRoute({ getParentRoute: () => rootRoute, path: '/audit', component: AuditPage });
export const settingsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/settings', component: SettingsPage });
export const dingTalkRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dingtalk', component: DingTalkSyncPage });
export const reportsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports', validateSearch: reportSearch, component: ReportsPage });
export const completionReportRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports/completion', validateSearch: reportSearch, component: CompletionReportPage });
export const examResultsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports/exams', validateSearch: examReportSearch, component: ExamResultsPage });
export const examResultRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports/exams/$examId', validateSearch: examReportSearch, component: ExamResultPage });

export const announcementsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/announcements', component: AnnouncementsPage });

export const bannersRoute = createRoute({ getParentRoute: () => rootRoute, path: '/banners', component: BannersPage });

export const defenceResultsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports/defences', validateSearch: defenceReportSearch, component: DefenceResultsPage });
export const redemptionReportRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports/redemptions', validateSearch: examReportSearch, component: RedemptionReportPage });
export const forumActivityRoute = createRoute({ getParentRoute: () => rootRoute, path: '/reports/forum', validateSearch: forumReportSearch, component: ForumActivityPage });

export const adminRouteTree = rootRoute.addChildren([indexRoute, employeesRoute, importRoute, organisationRoute, auditRoute, settingsRoute, announcementsRoute, dingTalkRoute, reportsRoute, completionReportRoute, examResultsRoute, examResultRoute, bannersRoute, defenceResultsRoute, redemptionReportRoute, forumActivityRoute]);

export function createAdminRouter(apollo: ApolloClient) {
  return createRouter({ routeTree: adminRouteTree, basepath: '/admin', context: { apollo }, defaultPendingComponent: LoadingState, defaultPendingMs: 300 });
}
