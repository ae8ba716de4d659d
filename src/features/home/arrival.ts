import type { ApolloClient } from '@apollo/client';
import { HomePageDocument, type HomePageQueryVariables } from '../../graphql/generated/home';
import { DAY_STATUS_TABS, RANK_SCOPES } from './rules';

/** Records per page of the study feed. */
export const FEED_PAGE_SIZE = 10;

/**
 * The variables of the HomePage operation: what each block shows first (today's items of
 * every status, today's month, the company rankings, the feed's first page). The blocks
 * start from the same values, so their first queries are answered from the cache.
 */
export function arrivalVariables(today: string): HomePageQueryVariables {
  return {
    date: today,
    progress: DAY_STATUS_TABS[0].progress,
    month: today.slice(0, 7),
    department: RANK_SCOPES[0].department,
    page: 1,
    pageSize: FEED_PAGE_SIZE,
  };
}

/** How long after the route's loader asked the page takes its answer as this visit's. */
const ASKED_FOR_THIS_VISIT_MS = 10_000;

let asked: { today: string; at: number } | null = null;

/**
 * The home route's loader sends the arrival while the page's own code downloads and draws,
 * instead of after it (the page's first blocks, and the largest picture among them, arrive
 * that much sooner). The page then joins that request or reads its answer.
 */
export function askForArrival(client: ApolloClient, today: string): void {
  asked = { today, at: Date.now() };
  client.query({ query: HomePageDocument, variables: arrivalVariables(today), context: { handlesErrors: true }, fetchPolicy: 'network-only' }).catch(() => {
    // The page asks again, and its blocks show the error.
    asked = null;
  });
}

/**
 * The page's fetch policy for the arrival: the loader's request when it was sent just now for
 * the same day (joined while in flight, else read from the cache), otherwise a fresh answer on
 * each visit (cache-and-network).
 */
export function arrivalFetchPolicy(today: string, now = Date.now()): 'cache-first' | 'cache-and-network' {
  return asked && asked.today === today && now - asked.at < ASKED_FOR_THIS_VISIT_MS ? 'cache-first' : 'cache-and-network';
}
