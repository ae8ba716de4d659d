import type { GraphContext } from '../context.js';
import type { Page } from '../paging.js';
import { fromUnixSeconds, orNull } from '../scalars.js';

/** The site search: one REST call answers every group. */

/** The REST route of the search (signed in: the maps are the caller's). */
const ROUTES = { search: '/api/search' } as const;

/** REST's largest page of one kind (`limit` at most 50). */
const SEARCH_PAGE_MAX = 50;

/** REST's kinds: the enum's internal values. */
const KIND = { COURSE: 'course', LIBRARY: 'library', NEWS: 'news', FORUM: 'forum', MAP: 'map' } as const;

interface HitData {
  id: number;
  title: string;
  snippet: string;
  extra: string;
  time: number | null;
  score: number;
}
interface GroupData {
  kind: string;
  total: number;
  current_page: number;
  list: HitData[];
}
interface SearchData {
  keywords: string;
  terms: string[];
  groups: GroupData[];
}

/** A hit with its group's kind (what `extra` means depends on it). */
type HitParent = HitData & { kind: string };
/** A group with the page size asked (for its pageInfo). */
type GroupParent = GroupData & { pageSize: number };

interface SearchArgs {
  keywords: string;
  kind?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The page asked, clamped to REST's bounds for a search (1 to 50 per kind). */
function searchPage(args: SearchArgs): Page {
  return { page: Math.max(1, Math.trunc(args.page ?? 1)), pageSize: Math.min(SEARCH_PAGE_MAX, Math.max(1, Math.trunc(args.pageSize ?? 5))) };
}

export const searchResolvers = {
  Query: {
    siteSearch: async (_: unknown, args: SearchArgs, { rest }: GraphContext) => {
      const page = searchPage(args);
      const answer = await rest.get<SearchData>(ROUTES.search, {}, { keywords: args.keywords, kind: args.kind ?? undefined, page: page.page, limit: page.pageSize });
      return { ...answer, groups: answer.groups.map((group): GroupParent => ({ ...group, pageSize: page.pageSize })) };
    },
  },
  SearchGroup: {
    nodes: (group: GroupParent): HitParent[] => group.list.map((hit) => ({ ...hit, kind: group.kind })),
    totalCount: (group: GroupParent) => group.total,
    pageInfo: (group: GroupParent) => ({ page: group.current_page, pageSize: group.pageSize, hasNextPage: group.current_page * group.pageSize < group.total }),
  },
  SearchHit: {
    targetId: (hit: HitParent) => String(hit.id),
    courseType: (hit: HitParent) => (hit.kind === KIND.COURSE && /^\d+$/.test(hit.extra) ? Number(hit.extra) : null),
    fileSuffix: (hit: HitParent) => (hit.kind === KIND.LIBRARY ? orNull(hit.extra) : null),
    plateId: (hit: HitParent) => (hit.kind === KIND.FORUM ? orNull(hit.extra) : null),
    time: (hit: HitParent) => fromUnixSeconds(hit.time),
  },
  SearchKind: KIND,
};
