import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';

/** A visible row (status 1); a hidden one is answered as not found. */
const SHOWN = 1;

export interface LibraryFilter {
  keywords?: string;
  categoryId?: number;
  page: number;
  limit: number;
}

/** Library categories and documents, and the news. */
export class LibraryRepo {
  constructor(private readonly db: Db) {}

  categories() {
    return this.db.selectFrom('library_categories').select(['id', 'name', 'name_en']).orderBy('sort').orderBy('id').execute();
  }

  private items(filter: Pick<LibraryFilter, 'keywords' | 'categoryId'>) {
    let query = this.db.selectFrom('library_items as li').leftJoin('library_categories as cat', 'cat.id', 'li.category_id').where('li.status', '=', SHOWN);
    if (filter.keywords) query = query.where('li.name', 'ilike', containsPattern(filter.keywords));
    if (filter.categoryId) query = query.where('li.category_id', '=', filter.categoryId);
    return query;
  }

  /** A page of documents, newest first, with the total. */
  async itemPage(filter: LibraryFilter) {
    const [rows, count] = await Promise.all([
      this.items(filter)
        .select(['li.id', 'li.name', 'li.suffix', 'li.size_bytes', 'li.browse_number', 'li.updated_at', 'li.category_id', sql<string>`coalesce(cat.name, '')`.as('category_name'), sql<string>`coalesce(cat.name_en, '')`.as('category_name_en')])
        .orderBy('li.updated_at', 'desc')
        .orderBy('li.id', 'desc')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
      this.items(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toNumber(count.n) };
  }

  item(id: number) {
    return this.items({})
      .select(['li.id', 'li.name', 'li.suffix', 'li.path', 'li.size_bytes', 'li.browse_number', 'li.updated_at', 'li.category_id', sql<string>`coalesce(cat.name, '')`.as('category_name'), sql<string>`coalesce(cat.name_en, '')`.as('category_name_en')])
      .where('li.id', '=', id)
      .executeTakeFirst();
  }

  /** One more browse; answers the new count (one statement, so concurrent openings all count). */
  async countItemBrowse(id: number): Promise<number> {
    const row = await this.db.updateTable('library_items').set({ browse_number: sql<number>`browse_number + 1` }).where('id', '=', id).returning('browse_number').executeTakeFirstOrThrow();
    return row.browse_number;
  }

  newestItems(limit: number) {
    return this.db
      .selectFrom('library_items')
      .select(['id', 'name', 'browse_number', 'suffix'])
      .where('status', '=', SHOWN)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  private shownNews(keywords?: string) {
    let query = this.db.selectFrom('news').where('status', '=', SHOWN);
    if (keywords) query = query.where('title', 'ilike', containsPattern(keywords));
    return query;
  }

  /** A page of news, newest first, with the total. */
  async newsPage(filter: Omit<LibraryFilter, 'categoryId'>) {
    const [rows, count] = await Promise.all([
      this.shownNews(filter.keywords)
        .select(['id', 'title', 'cover', 'summary', 'browse_number', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
      this.shownNews(filter.keywords).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toNumber(count.n) };
  }

  newsItem(id: number) {
    return this.shownNews().select(['id', 'title', 'cover', 'summary', 'content', 'browse_number', 'updated_at']).where('id', '=', id).executeTakeFirst();
  }

  async countNewsBrowse(id: number): Promise<number> {
    const row = await this.db.updateTable('news').set({ browse_number: sql<number>`browse_number + 1` }).where('id', '=', id).returning('browse_number').executeTakeFirstOrThrow();
    return row.browse_number;
  }

  newestNews(limit: number) {
    return this.shownNews().select(['id', 'title', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** The shown library documents or news among `ids`, with their titles. */
  async shownTitles(kind: 'document' | 'news', ids: number[]): Promise<{ id: number; title: string }[]> {
    if (ids.length === 0) return [];
    if (kind === 'news') return this.shownNews().select(['id', 'title']).where('id', 'in', ids).execute();
    return this.db.selectFrom('library_items').select(['id', 'name as title']).where('status', '=', SHOWN).where('id', 'in', ids).execute();
  }
}

/** Who a watermark names. */
export async function readerName(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'account', 'work_number']).where('id', '=', userId).executeTakeFirstOrThrow();
}
