import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { companyZoneReady } from '../../shared/company-zone-ready';
import { authLayout } from './root';

export const homeRoutes = [
  createRoute({
    getParentRoute: () => authLayout,
    path: '/home',
    staticData: { title: 'home' },
    // The arrival operation goes out as soon as the GraphQL client and the company's zone
    // (which decides "today") are there, while the page's code still downloads.
    loader: async ({ context }) => {
      const [client, { askForArrival }, { todayIso }] = await Promise.all([
        context.apollo(),
        import('../../features/home/arrival'),
        import('../../shared/dates'),
        companyZoneReady(),
      ]);
      askForArrival(client, todayIso());
    },
    component: lazyRouteComponent(() => import('../../features/home/HomePage'), 'HomePage'),
  }),
];
