import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { Nullable, PAGE_MAX } from '../../core/http/schema-kit.js';
import type { SearchService } from './search-service.js';
import { SEARCH_KINDS } from './sources.js';

const Hit = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String({ description: 'Plain text (a forum post: its first characters)' }),
    snippet: Type.String({ description: 'Plain text around the first match' }),
    extra: Type.String({ description: 'course: its course_type; library: its suffix; forum: its plate_id; otherwise empty' }),
    time: Nullable(Type.Integer({ description: 'unix seconds: updated (library, news) or created' })),
    score: Type.Number({ description: 'Relevance, highest first' }),
  },
  { title: 'SearchHit' },
);
const Group = Type.Object(
  {
    kind: Type.String({ description: SEARCH_KINDS.join(', ') }),
    total: Type.Integer(),
    current_page: Type.Integer(),
    list: Type.Array(Hit),
  },
  { title: 'SearchGroup' },
);

export function searchRoutes(scopes: RouteScopes, { search }: { search: SearchService }) {
  const route = routes(scopes, ['search']);

  route.get(
    '/api/search',
    {
      operationId: 'siteSearch',
      summary: 'One search over courses, library documents, news, forum posts and the caller\'s learning maps, grouped by kind and ranked by relevance',
      query: Type.Object({
        keywords: Type.String({ minLength: 1, maxLength: 50, description: 'Words to find (every word must be found; substrings count, so a word inside a Chinese title is found)' }),
        kind: Type.Optional(Type.Enum([...SEARCH_KINDS], { description: 'One kind, paged; every kind\'s first results when absent' })),
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5, description: 'Results per kind (5 by default)' })),
      }),
      data: Type.Object({ keywords: Type.String(), terms: Type.Array(Type.String(), { description: 'The words searched for (the page marks them)' }), groups: Type.Array(Group) }, { title: 'SiteSearch' }),
    },
    ({ userId, query: { keywords, kind, page, limit } }) => search.search(userId, keywords, { kind, page, limit }),
  );
}
