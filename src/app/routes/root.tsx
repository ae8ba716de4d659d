import { Navigate, createRootRouteWithContext, createRoute, lazyRouteComponent, redirect, type AnyRoute, type RouteComponent, type StaticDataRouteOption } from '@tanstack/react-router';
import { isSignedIn } from '../../machines/auth';
import { shopEnabled } from '../../shared/local-session';
import { PendingPage } from '../../shared/PendingPage';
import type { ApolloLoader } from '../apollo-loader';
import type { AuthActor } from '../auth';
import { companyZoneReady } from '../../shared/company-zone-ready';
import { loadPortalTexts } from '../../i18n/i18n';
import { RootLayout } from '../RootLayout';
import { RoleGate, type RoleRefusal } from '../RoleGate';
import type { SessionUser } from '../../machines/auth';
import type { IdParamsOption } from './params';

/** What every route's beforeLoad and loader can reach: the session and the GraphQL client (loaded on first use). */
export interface RouterContext {
  auth: AuthActor;
  apollo: ApolloLoader;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Unknown paths go to Home (which sends a signed-out visitor on to Login).
  notFoundComponent: () => <Navigate to="/home" replace />,
});

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});

/** Login-type pages: a signed-in user goes Home. */
export const guestLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'guest',
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.auth.getSnapshot())) throw redirect({ to: '/home', replace: true });
  },
});

/** Sign-in pages that talk to the API through the GraphQL client (password recovery). */
export const guestApolloLayout = createRoute({
  getParentRoute: () => guestLayout,
  id: 'guest-apollo',
  loader: async ({ context }) => {
    await context.apollo();
  },
  component: lazyRouteComponent(() => import('../ApolloScope'), 'ApolloOutlet'),
});

/** Every other page needs a signed-in user. */
export const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  // Spec section 4: a successful login goes to Home, so the login page needs no return address.
  beforeLoad: ({ context }) => {
    if (!isSignedIn(context.auth.getSnapshot())) throw redirect({ to: '/login', replace: true });
  },
  // The GraphQL client, the company's zone and the portal's texts before any signed-in page
  // draws (the sign-in pages load none of them). A loader, not beforeLoad: loaders run while
  // the pages' own chunks download, beforeLoad before them.
  loader: async ({ context }) => {
    await Promise.all([context.apollo(), companyZoneReady(), loadPortalTexts()]);
  },
  // The signed-in shell (header, breadcrumb) is a chunk of its own: the login page does not load it.
  component: lazyRouteComponent(() => import('../AppShell'), 'AppShell'),
});

/** The credits mall opens only when the stored shop-enabled flag equals '1'; otherwise Home. */
export function shopLayout<TParent extends AnyRoute>(parent: () => TParent) {
  return createRoute({
    getParentRoute: parent,
    id: 'shop',
    beforeLoad: () => {
      if (!shopEnabled()) throw redirect({ to: '/home', replace: true });
    },
  });
}

/**
 * Pages for some roles only (spec section 6: teaching management for examiners, courseware for
 * teaching staff): a pathless route whose children others never draw, so no page of theirs
 * asks the server anything; they see one refusal instead (RoleGate).
 */
export function roleGate<TParent extends AnyRoute, const TId extends string>(parent: () => TParent, id: TId, allowed: (user: SessionUser) => boolean, refusal: RoleRefusal) {
  return createRoute({ getParentRoute: parent, id, component: () => <RoleGate allowed={allowed} refusal={refusal} /> });
}

/**
 * A route with its title (and breadcrumb flags) showing `component`: by default PendingPage,
 * the title and a one-line notice for a spec route whose feature later work builds.
 */
export function page<TParent extends AnyRoute, const TPath extends string>(
  parent: () => TParent,
  path: TPath,
  staticData: StaticDataRouteOption,
  component: RouteComponent = PendingPage,
) {
  return createRoute({ getParentRoute: parent, path, staticData, component });
}

/** The same for a page that reads its search: `validateSearch` gives the page typed values with fallbacks. */
export function searchPage<TParent extends AnyRoute, const TPath extends string, TSearch>(
  parent: () => TParent,
  path: TPath,
  staticData: StaticDataRouteOption,
  validateSearch: (search: Record<string, unknown>) => TSearch,
  component: RouteComponent = PendingPage,
) {
  return createRoute({ getParentRoute: parent, path, staticData, validateSearch, component });
}

/** The same for a page of one record (`.../$id`): the id is parsed like every other `$id`. */
export function idPage<TParent extends AnyRoute, const TPath extends `${string}/$id`>(
  parent: () => TParent,
  path: TPath,
  staticData: StaticDataRouteOption,
  params: IdParamsOption<TPath>,
  component: RouteComponent = PendingPage,
) {
  return createRoute({ getParentRoute: parent, path, params, staticData, component });
}
