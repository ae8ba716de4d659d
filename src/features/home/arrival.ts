import type { HomePageQueryVariables } from '../../graphql/generated';
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
    status: DAY_STATUS_TABS[0].status,
    calendar: today.slice(0, 7),
    withDepartment: RANK_SCOPES[0].withDepartment,
    page: 1,
    limit: FEED_PAGE_SIZE,
  };
}
