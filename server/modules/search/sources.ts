import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { containsPattern, startsWithPattern } from '../../core/db/like.js';
import { isListedCourse } from '../courses/index.js';

/** The kinds of thing the site search finds, in the order the page shows them. */
export const SEARCH_KINDS = ['course', 'library', 'news', 'forum', 'map'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One row a source found: its title and the plain text a snippet is cut from, with its score. */
export interface SearchRow {
  id: number;
  title: string;
  body: string;
  score: number;
  /** What the page needs to open or label the row: a course's type, a document's suffix, a post's plate. */
  extra: number | string | null;
  time: Date | string | null;
}

/** The table of a kind, as the ranking sees it: title and body as SQL text, the rows a viewer may see. */
interface Source {
  /** A select with columns id, title, body, extra, time over the rows the viewer may see. */
  rows(db: Db, viewerId: number): RawBuilder<unknown>;
}

/** HTML reduced to its text in SQL (descriptions, news, forum posts): tags removed, so a tag's name never matches. */
const TEXT_OF = (column: string) => sql.raw(`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`);

/**
 * Where each kind is read. A viewer sees published courses (listed ones: the courses module's rule), shown library items and news,
 * shown posts of open plates, and only the learning maps assigned to them.
 */
const SOURCES: Record<SearchKind, Source> = {
  course: { rows: () => sql`select c.id, c.title, ${TEXT_OF('c.description')} as body, c.course_type::text as extra, c.created_at as time from courses c where c.status = 1 and ${isListedCourse('c.id')}` },
  library: { rows: () => sql`select li.id, li.name as title, '' as body, li.suffix as extra, li.updated_at as time from library_items li where li.status = 1` },
  news: { rows: () => sql`select n.id, n.title, ${TEXT_OF('n.content')} as body, null::text as extra, n.updated_at as time from news n where n.status = 1` },
  forum: {
    rows: () =>
      sql`select fp.id, left(${TEXT_OF('fp.content')}, 60) as title, ${TEXT_OF('fp.content')} as body, fp.plate_id::text as extra, fp.created_at as time
          from forum_posts fp join forum_plates p on p.id = fp.plate_id and p.status = 1 where fp.status = 1`,
  },
  map: {
    rows: (_db, viewerId) =>
      sql`select m.id, m.title, ${TEXT_OF('m.description')} as body, null::text as extra, m.created_at as time
          from study_maps m join map_users mu on mu.map_id = m.id and mu.user_id = ${viewerId} where m.publish_status = 1`,
  },
};

/**
 * The ranking, one rule for every kind (written here, nowhere else). A row matches when every
 * term of the query is found in its title or its body, as a case-insensitive substring: a
 * word inside a Chinese title is found whatever characters surround it (choice: substring
 * matching instead of pg_trgm's similarity, which scores a two-character Chinese word inside
 * a longer title as 0 on PostgreSQL and needs an extension the embedded database loads
 * separately). Its score, highest first:
 *   100  the title is the query;
 *    80  the title starts with the query;
 *    60  the title contains the query as typed;
 *    40  the title contains every term;
 *    20  otherwise (terms found in the body);
 * plus up to 10 for each term found in the title, minus up to 5 for a long title (a short
 * title that matches says more); ties go to the newest.
 */
function ranked(source: RawBuilder<unknown>, query: string, terms: string[]) {
  const inTitle = (term: string) => sql`(s.title ilike ${containsPattern(term)})`;
  const inEither = (term: string) => sql`(s.title ilike ${containsPattern(term)} or s.body ilike ${containsPattern(term)})`;
  const everyTerm = sql.join(terms.map(inEither), sql` and `);
  const everyInTitle = sql.join(terms.map(inTitle), sql` and `);
  const termHits = sql.join(terms.map((t) => sql`(case when ${inTitle(t)} then 10.0 / ${terms.length} else 0 end)`), sql` + `);
  const score = sql<number>`(case
      when lower(s.title) = lower(${query}) then 100
      when s.title ilike ${startsWithPattern(query)} then 80
      when s.title ilike ${containsPattern(query)} then 60
      when ${everyInTitle} then 40
      else 20 end) + (${termHits}) - least(5, length(s.title) / 20.0)`;
  return { score, where: everyTerm, from: sql`(${source}) s` };
}

/** The terms of a query: split at white space, at most 5, each at most 50 characters. */
export function searchTerms(keywords: string): string[] {
  return [...new Set(keywords.trim().split(/\s+/).filter(Boolean))].slice(0, 5).map((t) => t.slice(0, 50));
}

/** One kind's page of matches, best first, and how many there are. */
export async function searchKind(db: Db, kind: SearchKind, viewerId: number, keywords: string, page: number, limit: number) {
  const terms = searchTerms(keywords);
  const query = terms.join(' ');
  const { score, where, from } = ranked(SOURCES[kind].rows(db, viewerId), query, terms);
  const [rows, count] = await Promise.all([
    sql<SearchRow>`select s.id, s.title, s.body, s.extra, s.time, ${score} as score from ${from} where ${where}
        order by score desc, s.time desc nulls last, s.id desc limit ${limit} offset ${(page - 1) * limit}`.execute(db),
    sql<{ n: number | string }>`select count(*) as n from ${from} where ${where}`.execute(db),
  ]);
  return { rows: rows.rows.map((r) => ({ ...r, score: Number(r.score) })), total: toNumber(count.rows[0]!.n) };
}
