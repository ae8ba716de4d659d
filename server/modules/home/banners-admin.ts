import { sql } from 'kysely';
import { isSitePicture, WEB_ADDRESS } from '../../../src/shared/site-addresses.js';
import type { Db } from '../../core/db/database.js';
import { DomainError } from '../../core/errors.js';
import type { MessageKey } from '../../core/i18n.js';
import { isPublicFile } from '../../core/storage/file-access.js';
import type { FileStorage } from '../../core/storage/file-storage.js';
import { plainText } from '../../core/text.js';
import type { AuditTrail } from '../audit/index.js';
import type { LibraryQueries } from '../library/index.js';
import { HOME_LIMITS } from './home-service.js';

/** The longest title (the picture's alternative text), in characters after markup is removed and the ends trimmed. */
export const BANNER_TITLE_MAX = 60;
/** The most banners there are: as many as the home page's carousel shows. */
export const BANNERS_MAX = HOME_LIMITS.banners;

/** jump_type (spec "Banner"): where opening a banner leads, and what jump_content then holds. */
export const JUMP = { none: 1, address: 2, document: 3, news: 4 } as const;
const JUMP_TYPES: readonly number[] = Object.values(JUMP);

/** A banner as the back office writes it (REST's body). */
export interface BannerInput {
  title: string;
  pc_banner_img: string;
  jump_type: number;
  /** The address (2) or the library document's / news item's id (3, 4); nothing for 1. */
  jump_content?: string | null;
}

/** A banner's fields as kept. */
type BannerFields = { title: string; pc_banner_img: string; jump_type: number; jump_content: string };
const FIELDS = ['title', 'pc_banner_img', 'jump_type', 'jump_content'] as const;

const ITEM_ID = /^[1-9]\d{0,9}$/;
const INT4_MAX = 2147483647;

/** The library document or news item a banner opens, as the library's title lookup names its kind. */
const TARGET_KIND = { [JUMP.document]: 'document', [JUMP.news]: 'news' } as const;
const TARGET_MISSING: Record<number, MessageKey> = { [JUMP.document]: 'bannerDocumentMissing', [JUMP.news]: 'bannerNewsMissing' };

/**
 * The back office's home banners: listed in the carousel's order, created (at the end),
 * rewritten, deleted and put in a new order. Every field is checked first and the first problem
 * refused at its field with nothing changed: a title (the picture's alternative text), a
 * picture this site serves (an uploaded image or another picture path of the site: the portal's
 * content security policy loads no other origin), and where it leads (nothing, an http(s)
 * address, a readable library document or news item). Every change is one transaction with its
 * audit entry; banner writes take the table's lock in turn, so the count and the order are never
 * judged on a stale list. Once a change is committed the home page's cached banners are dropped
 * (`changed`), so the portal's next load shows it.
 */
export class BannersAdmin {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly library: LibraryQueries,
    private readonly storage: FileStorage | undefined,
    /** Told after each committed change (the home page's cache of banners is dropped). */
    private readonly changed: () => void,
  ) {}

  /** Every banner in the carousel's order, with the title of the document or news item it opens. */
  async list() {
    const rows = await this.rows(this.db).execute();
    return { list: await this.shown(rows) };
  }

  async create(actorId: number, input: BannerInput) {
    const fields = await this.validated(input);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.lock(trx);
      const { n, last } = await trx
        .selectFrom('banners')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('sort').as('last')])
        .executeTakeFirstOrThrow();
      if (Number(n) >= BANNERS_MAX) throw new DomainError('invalid', 'bannersFull', { max: BANNERS_MAX });
      const { id } = await trx
        .insertInto('banners')
        .values({ ...fields, sort: last === null ? 0 : Number(last) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit.record(trx, { actorId, action: 'banner.create', entity: 'banner', entityId: id, before: null, after: fields });
      return id;
    });
    this.changed();
    return this.one(id);
  }

  /** Rewrites a banner; saving what it already holds changes (and records) nothing. */
  async update(actorId: number, id: number, input: BannerInput) {
    const fields = await this.validated(input);
    const touched = await this.db.transaction().execute(async (trx) => {
      await this.lock(trx);
      const before = await this.existing(trx, id);
      const changed = FIELDS.filter((field) => before[field] !== fields[field]);
      if (changed.length === 0) return false;
      await trx.updateTable('banners').set(fields).where('id', '=', id).execute();
      const pick = (from: BannerFields) => Object.fromEntries(changed.map((field) => [field, from[field]]));
      await this.audit.record(trx, { actorId, action: 'banner.update', entity: 'banner', entityId: id, before: pick(before), after: pick(fields) });
      return true;
    });
    if (touched) this.changed();
    return this.one(id);
  }

  async remove(actorId: number, id: number) {
    await this.db.transaction().execute(async (trx) => {
      await this.lock(trx);
      const before = await this.existing(trx, id);
      await trx.deleteFrom('banners').where('id', '=', id).execute();
      await this.audit.record(trx, { actorId, action: 'banner.delete', entity: 'banner', entityId: id, before, after: null });
    });
    this.changed();
    return { id };
  }

  /**
   * Puts the banners in the order given: every banner once (refused at `ids` when the list has
   * changed since it was read, nothing changed). The same order changes (and records) nothing.
   */
  async reorder(actorId: number, ids: number[]) {
    const touched = await this.db.transaction().execute(async (trx) => {
      await this.lock(trx);
      const current = (await this.rows(trx).execute()).map((row) => row.id);
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw new DomainError('invalid', 'bannersOrderStale', {}, 'ids');
      if (ids.every((id, index) => current[index] === id)) return false;
      for (const [sort, id] of ids.entries()) await trx.updateTable('banners').set({ sort }).where('id', '=', id).execute();
      await this.audit.record(trx, { actorId, action: 'banner.reorder', entity: 'banner', entityId: null, before: { order: current }, after: { order: ids } });
      return true;
    });
    if (touched) this.changed();
    return this.list();
  }

  /** Banner writes one after the other (reads go on): the count, the order and the audit see the list as it is. */
  private async lock(trx: Db) {
    await sql`lock table banners in share row exclusive mode`.execute(trx);
  }

  private rows(db: Db) {
    return db.selectFrom('banners').select(['id', 'title', 'pc_banner_img', 'jump_type', 'jump_content', 'status']).orderBy('sort').orderBy('id');
  }

  private async one(id: number) {
    const row = await this.rows(this.db).where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'bannerMissing');
    return (await this.shown([row]))[0]!;
  }

  private async existing(trx: Db, id: number): Promise<BannerFields> {
    const row = await trx.selectFrom('banners').select([...FIELDS]).where('id', '=', id).executeTakeFirst();
    if (!row) throw new DomainError('notFound', 'bannerMissing');
    return row;
  }

  /** Rows as REST answers them: the title of what each opens (null without one, or when it is gone or hidden). */
  private async shown(rows: { id: number; title: string; pc_banner_img: string; jump_type: number; jump_content: string; status: number }[]) {
    const idsOf = (jump: number) => rows.filter((row) => row.jump_type === jump && ITEM_ID.test(row.jump_content)).map((row) => Number(row.jump_content));
    const [documents, news] = await Promise.all([this.library.shownTitles('document', idsOf(JUMP.document)), this.library.shownTitles('news', idsOf(JUMP.news))]);
    const titles: Record<number, Map<number, string>> = { [JUMP.document]: documents, [JUMP.news]: news };
    return rows.map(({ status, ...row }) => ({ ...row, target_title: titles[row.jump_type]?.get(Number(row.jump_content)) ?? null, shown: status === 1 }));
  }

  /** The input checked field by field (each refusal names its field) and put as it is kept. */
  private async validated(input: BannerInput): Promise<BannerFields> {
    const title = plainText(input.title).trim();
    if (!title) throw new DomainError('invalid', 'bannerTitleRequired', {}, 'title');
    if ([...title].length > BANNER_TITLE_MAX) throw new DomainError('invalid', 'bannerTitleTooLong', { max: BANNER_TITLE_MAX }, 'title');

    const picture = input.pc_banner_img.trim();
    if (!picture) throw new DomainError('invalid', 'bannerPictureRequired', {}, 'pc_banner_img');
    if (!isSitePicture(picture)) throw new DomainError('invalid', 'bannerPicturePath', {}, 'pc_banner_img');
    if (picture.startsWith('/files/') && !(await this.isStoredPicture(picture))) throw new DomainError('invalid', 'bannerPictureMissing', {}, 'pc_banner_img');

    const jumpType = input.jump_type;
    if (!JUMP_TYPES.includes(jumpType)) throw new DomainError('invalid', 'bannerLinkKind', {}, 'jump_type');
    const content = plainText(input.jump_content ?? '').trim();
    if (jumpType === JUMP.none) return { title, pc_banner_img: picture, jump_type: jumpType, jump_content: '' };
    if (jumpType === JUMP.address) {
      if (!WEB_ADDRESS.test(content)) throw new DomainError('invalid', 'bannerLinkAddress', {}, 'jump_content');
      return { title, pc_banner_img: picture, jump_type: jumpType, jump_content: content };
    }
    const kind = TARGET_KIND[jumpType as 3 | 4];
    const id = ITEM_ID.test(content) ? Number(content) : 0;
    if (id < 1 || id > INT4_MAX || !(await this.library.shownTitles(kind, [id])).has(id)) throw new DomainError('invalid', TARGET_MISSING[jumpType]!, {}, 'jump_content');
    return { title, pc_banner_img: picture, jump_type: jumpType, jump_content: String(id) };
  }

  /** A /files/ picture: a stored file that every reader may fetch (an uploaded image, the demo's banners). */
  private async isStoredPicture(address: string): Promise<boolean> {
    let relative: string;
    try {
      relative = decodeURIComponent(address.slice('/files/'.length));
    } catch {
      return false;
    }
    return isPublicFile(relative) && (await this.storage?.isFile(address)) === true;
  }
}
