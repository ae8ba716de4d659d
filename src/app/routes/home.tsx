import { lazyRouteComponent } from '@tanstack/react-router';
import { authLayout, page } from './root';

export const homeRoutes = [page(() => authLayout, '/home', { title: 'home' }, lazyRouteComponent(() => import('../../features/home/HomePage'), 'HomePage'))];
