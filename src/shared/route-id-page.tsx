import { getRouteApi, type RegisteredRouter, type RouteById, type RouteIds } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';

type Tree = RegisteredRouter['routeTree'];

/** The routes of one record: their path ends in `$id`, parsed to a number by the route. */
export type IdRoute = { [K in RouteIds<Tree>]: RouteById<Tree, K>['types']['params'] extends { id: number } ? K : never }[RouteIds<Tree>];

/**
 * A route component that reads its route's id through that route's own API and renders the
 * page for it, afresh when the id changes (several routes share one page).
 */
export function routeIdPage(from: IdRoute, render: (id: number) => ReactNode) {
  const route = getRouteApi(from);
  return function RouteIdPage() {
    const { id } = route.useParams();
    return <Fragment key={id}>{render(id)}</Fragment>;
  };
}
