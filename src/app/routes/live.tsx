import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from './params';
import { authLayout } from './root';

/** /live-room/{id}?token: the web view of a live class (the token comes from the live entry). */
export const liveRoutes = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/live-room/$id',
    params: idParams,
    staticData: { title: 'liveRoom' },
    validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
    component: lazyRouteComponent(() => import('../../features/live/pages'), 'LiveRoom'),
  }),
];
