import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';

export interface CoursewareRow {
  id: number;
  owner_id: number;
  name: string;
  kind: string;
  suffix: string;
  size: number;
  upload_path: string;
  media_file_id: number | null;
  created_at: Date;
}

/** Courseware rows with the address of their upload. */
export class CoursewareRepo {
  constructor(private readonly db: Db) {}

  /** Courseware with the address of its upload, from a query of `courseware as cw`. */
  private static withUpload(query: ReturnType<CoursewareRepo['courseware']>) {
    return query
      .innerJoin('uploads as u', 'u.id', 'cw.upload_id')
      .select(['cw.id', 'cw.owner_id', 'cw.name', 'cw.kind', 'cw.suffix', 'cw.size', 'u.path as upload_path', 'cw.media_file_id', 'cw.created_at']);
  }

  private courseware() {
    return this.db.selectFrom('courseware as cw');
  }

  private static row(r: { size: string | number } & Omit<CoursewareRow, 'size'>): CoursewareRow {
    return { ...r, size: toNumber(r.size), upload_path: `/files/${r.upload_path}` };
  }

  /** Registers an upload; null when it already is courseware (one registration per upload, even when two arrive at once). */
  async insert(row: { owner_id: number; name: string; kind: string; suffix: string; size: number; upload_id: number; media_file_id: number | null }) {
    const added = await this.db.insertInto('courseware').values(row).onConflict((oc) => oc.column('upload_id').doNothing()).returning('id').executeTakeFirst();
    return added?.id ?? null;
  }

  async find(id: number): Promise<CoursewareRow | null> {
    const row = await CoursewareRepo.withUpload(this.courseware().where('cw.id', '=', id)).executeTakeFirst();
    return row ? CoursewareRepo.row(row) : null;
  }

  /** A page of an owner's courseware, newest first, by part of the name. */
  async page(ownerId: number, filter: { keywords?: string; page: number; limit: number }) {
    let owned = this.courseware().where('cw.owner_id', '=', ownerId);
    if (filter.keywords) owned = owned.where('cw.name', 'ilike', containsPattern(filter.keywords));
    const [rows, total] = await Promise.all([
      CoursewareRepo.withUpload(owned).orderBy('cw.created_at', 'desc').orderBy('cw.id', 'desc').limit(filter.limit).offset((filter.page - 1) * filter.limit).execute(),
      owned.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => CoursewareRepo.row(r)), total: toNumber(total.n) };
  }
}
