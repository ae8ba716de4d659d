import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import { unixSeconds } from '../../core/unix-time.js';
import { SEARCH_KINDS, searchKind, searchTerms, type SearchKind, type SearchRow } from './sources.js';

/** How much text around the first match a result shows. */
const SNIPPET_CHARS = 90;

/** Plain text around the first term found (the start when none is), with an ellipsis where it was cut. */
export function snippet(body: string, terms: string[]): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_CHARS) return text;
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), Infinity);
  const start = at === Infinity ? 0 : Math.max(0, at - 20);
  const cut = text.slice(start, start + SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_CHARS < text.length ? '…' : ''}`;
}

/** The site search: one query over courses, library documents, news, forum posts and the viewer's learning maps. */
export class SearchService {
  constructor(private readonly db: Db) {}

  /**
   * Every kind's best `limit` matches with its total (kind absent), or one kind's page. Texts
   * are plain; the page marks the terms itself.
   */
  async search(viewerId: number, keywords: string, options: { kind?: SearchKind; page: number; limit: number }) {
    const terms = searchTerms(keywords);
    if (terms.length === 0) throw new DomainError('invalid', 'searchKeywordsMissing');
    const kinds = options.kind ? [options.kind] : SEARCH_KINDS;
    const groups = await Promise.all(
      kinds.map(async (kind) => {
        const { rows, total } = await searchKind(this.db, kind, viewerId, keywords, options.kind ? options.page : 1, options.limit);
        return { kind, total, current_page: options.kind ? options.page : 1, list: rows.map((r) => this.item(r, terms)) };
      }),
    );
    return { keywords: terms.join(' '), terms, groups };
  }

  private item(row: SearchRow, terms: string[]) {
    return { id: row.id, title: row.title.replace(/\s+/g, ' ').trim(), snippet: snippet(row.body ?? '', terms), extra: row.extra === null ? '' : String(row.extra), time: unixSeconds(row.time), score: Math.round(row.score * 100) / 100 };
  }
}
