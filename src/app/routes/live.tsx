import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams, positiveInt } from './params';
import { authLayout } from './root';

/**
 * ?token= of a live room (from the live entry), and for a remote defence's room the page it was
 * entered from (?defence= the learner's defence, ?assessment= the examiner's assessment).
 */
function liveRoomSearch(search: Record<string, unknown>): { token?: string; defence?: number; assessment?: number } {
  const defence = positiveInt(search.defence);
  const assessment = positiveInt(search.assessment);
  return { token: typeof search.token === 'string' && search.token ? search.token : undefined, defence, assessment: defence ? undefined : assessment };
}

/** /live-room/{id}?token: the web view of a live class (the token comes from the live entry). */
export const liveRoutes = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/live-room/$id',
    params: idParams,
    staticData: { title: 'liveRoom' },
    validateSearch: liveRoomSearch,
    component: lazyRouteComponent(() => import('../../features/live/pages'), 'LiveRoom'),
  }),
];
