import { lazyRouteComponent } from '@tanstack/react-router';
import { guestApolloLayout, guestLayout, page } from './root';

/** The login-type pages (guest only): sign-in without the GraphQL client... */
export const guestRoutes = [
  page(() => guestLayout, '/login', { title: 'login' }, lazyRouteComponent(() => import('../../features/auth/LoginPage'), 'LoginPage')),
];

/** ...and password recovery, which sends its codes through it. */
export const guestApolloRoutes = [
  page(() => guestApolloLayout, '/forgot-password', { title: 'forgotPassword' }, lazyRouteComponent(() => import('../../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage')),
];
