import type { FileAddresses } from '../../core/storage/file-access.js';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DateTime } from 'luxon';
import type { CompanyCalendar } from '../../core/calendar.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { Locale } from '../../core/i18n.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { DocumentPreviews } from './document-preview.js';
import { readerName, type LibraryRepo } from './library-repo.js';
import { addWatermark } from './watermark.js';

const localName = (row: { name: string; name_en: string }, locale: Locale) => (locale === 'en-US' && row.name_en ? row.name_en : row.name);

interface ItemRow {
  id: number;
  name: string;
  suffix: string;
  size_bytes: number;
  browse_number: number;
  updated_at: Date | string;
  category_id: number | null;
  category_name: string;
  category_name_en: string;
}

/** The library (categories, documents, their preview and stamped download) and the news. */
export class LibraryService {
  constructor(
    private readonly repo: LibraryRepo,
    private readonly previews: DocumentPreviews,
    private readonly files: FileAddresses,
    private readonly db: Db,
    private readonly calendar: CompanyCalendar,
  ) {}

  async categories(locale: Locale) {
    const rows = await this.repo.categories();
    return { list: rows.map((c) => ({ id: c.id, name: localName(c, locale) })) };
  }

  private item(row: ItemRow, locale: Locale) {
    return {
      id: row.id,
      name: row.name,
      suffix: row.suffix,
      size: row.size_bytes,
      browse_number: row.browse_number,
      updated_at: unixSeconds(row.updated_at),
      category_id: row.category_id,
      category_name: localName({ name: row.category_name, name_en: row.category_name_en }, locale),
    };
  }

  async items(filter: { keywords?: string; categoryId?: number; page: number; limit: number }, locale: Locale) {
    const { rows, total } = await this.repo.itemPage(filter);
    return { list: rows.map((r) => this.item(r, locale)), total, current_page: filter.page };
  }

  /** One document; each opening counts one browse (the preview and the download do not). */
  async detail(id: number, locale: Locale) {
    const row = await this.repo.item(id);
    if (!row) throw new DomainError('notFound', 'libraryItemNotFound');
    const browse = await this.repo.countItemBrowse(id);
    return { ...this.item({ ...row, browse_number: browse }, locale), download_name: `${row.name}.${row.suffix}` };
  }

  /** What the browser reads to show the document (an office file is converted on its first preview). */
  async preview(id: number, userId: number) {
    const row = await this.repo.item(id);
    if (!row) throw new DomainError('notFound', 'libraryItemNotFound');
    const preview = await this.previews.preview(row);
    // The reader may read it: its address is signed for them (the library folder is private).
    return { ...preview, url: await this.files.sign(preview.url, userId) };
  }

  /**
   * The document as a PDF with the reader's name, account and the time (company zone) stamped
   * on every page: a PDF itself, an office file its converted PDF; a text file has no pages
   * to stamp and is refused.
   */
  async watermarked(id: number, userId: number): Promise<{ bytes: Uint8Array; fileName: string }> {
    const row = await this.repo.item(id);
    if (!row) throw new DomainError('notFound', 'libraryItemNotFound');
    const preview = await this.previews.preview(row);
    if (preview.kind !== 'pdf') throw new DomainError('refused', 'libraryNoWatermark');
    const file = this.previews.storedFile(preview.url)!;
    const reader = await readerName(this.db, userId);
    const at = DateTime.now().setZone(this.calendar.zone).toFormat('yyyy-MM-dd HH:mm');
    const bytes = await addWatermark(await fs.readFile(file), [`${reader.name} (${reader.account})`, at]);
    return { bytes, fileName: `${path.basename(row.name)}.pdf` };
  }

  async news(filter: { keywords?: string; page: number; limit: number }) {
    const { rows, total } = await this.repo.newsPage(filter);
    return {
      list: rows.map((r) => ({ id: r.id, title: r.title, cover: r.cover, summary: r.summary, browse_number: r.browse_number, updated_at: unixSeconds(r.updated_at) })),
      total,
      current_page: filter.page,
    };
  }

  /** One news item (content is rich text sanitised when stored); each opening counts one browse. */
  async newsDetail(id: number) {
    const row = await this.repo.newsItem(id);
    if (!row) throw new DomainError('notFound', 'newsNotFound');
    const browse = await this.repo.countNewsBrowse(id);
    return { id: row.id, title: row.title, cover: row.cover, summary: row.summary, content: row.content, browse_number: browse, updated_at: unixSeconds(row.updated_at) };
  }

  /** The home page's blocks. */
  newestItems(limit: number) {
    return this.repo.newestItems(limit);
  }

  async newestNews(limit: number) {
    return (await this.repo.newestNews(limit)).map((r) => ({ id: r.id, title: r.title, updated_at: unixSeconds(r.updated_at) }));
  }

  /** The titles of the shown (readable) library documents or news among `ids`, by id: what a home banner may open. */
  async shownTitles(kind: 'document' | 'news', ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await this.repo.shownTitles(kind, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
