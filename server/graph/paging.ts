/**
 * The graph's one paging shape: `XxxConnection { nodes, totalCount, pageInfo }` with
 * `PageInfo { page, pageSize, hasNextPage }`, asked with `page: Int = 1, pageSize: Int = 20`.
 * Offset paging, because the REST API pages by `page`/`limit`. One cap for every list:
 * PAGE_SIZE_MAX, clamped here (never refused), and said in each argument's description.
 */

/** The largest page of any list of the graph (the REST API's own LIMIT_MAX). */
export const PAGE_SIZE_MAX = 100;

/** The page size when the caller names none. */
export const PAGE_SIZE_DEFAULT = 20;

/** The arguments of a paged field, as the schema declares them (`page: Int = 1, pageSize: Int = 20`). */
export interface PageArgs {
  page?: number | null;
  pageSize?: number | null;
}

/** A page as asked, clamped: page at least 1, pageSize 1 to PAGE_SIZE_MAX. */
export interface Page {
  page: number;
  pageSize: number;
}

/** The REST page answer (`PageOf` in server/core/http/schema-kit.ts). */
export interface RestPage<T> {
  list: T[];
  total: number;
}

export interface PageInfo {
  page: number;
  pageSize: number;
  hasNextPage: boolean;
}

export interface Connection<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/** The page the arguments ask for, clamped to the cap. */
export function pageOf(args: PageArgs): Page {
  const page = Math.max(1, Math.trunc(args.page ?? 1));
  const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.trunc(args.pageSize ?? PAGE_SIZE_DEFAULT)));
  return { page, pageSize };
}

/** The REST query of a page (`page`, `limit`). */
export function restPaging(page: Page): { page: number; limit: number } {
  return { page: page.page, limit: page.pageSize };
}

/** A connection from a REST page answer, its nodes converted by `node`. */
export function connection<T, N = T>(answer: RestPage<T>, page: Page, node: (item: T) => N = (item) => item as unknown as N): Connection<N> {
  return {
    nodes: answer.list.map(node),
    totalCount: answer.total,
    pageInfo: { page: page.page, pageSize: page.pageSize, hasNextPage: page.page * page.pageSize < answer.total },
  };
}
