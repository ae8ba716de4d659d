import { lazyRouteComponent } from '@tanstack/react-router';
import { guestLayout, page } from './root';

/** The login-type pages (guest only). */
export const authRoutes = [
  page(() => guestLayout, '/login', { title: 'login' }, lazyRouteComponent(() => import('../../features/auth/LoginPage'), 'LoginPage')),
  page(() => guestLayout, '/forgot-password', { title: 'forgotPassword' }, lazyRouteComponent(() => import('../../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage')),
];
