import { lazyRouteComponent } from '@tanstack/react-router';
import { memberRoute } from './member';
import { page } from './root';

/** The message centre, in the member area (the bell's panel is part of the header). */
export const notifyRoutes = [page(() => memberRoute, 'memberNotify', { title: 'memberNotify' }, lazyRouteComponent(() => import('../../features/notify/NotifyPage'), 'NotifyPage'))];
