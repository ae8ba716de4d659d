import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { isListedCourse } from './course-rules.js';

export interface CourseFilter {
  keywords?: string;
  courseType?: number;
  categoryId?: number;
  isRequired?: number;
  lecturerId?: number;
  /** Only face-to-face (true) or only online kinds (false); both when undefined. */
  faceToFace?: boolean;
}

export type CourseRow = Awaited<ReturnType<CoursesRepo['findById']>> & {};

/** What a course card shows of a course (CourseService.cards), for the lists of other modules too. */
export const courseCardColumns = [
  'c.id',
  'c.title',
  'c.course_type',
  'c.cover',
  'c.is_required',
  'c.status',
  'c.places',
  'c.source',
  'c.due_date_option',
  'c.level',
  'c.expired_at',
  'c.face_start',
  'c.face_end',
  'c.face_address',
] as const;

const courseColumns = [...courseCardColumns, 'c.category_id', 'c.description', 'c.is_ordered', 'c.created_at'] as const;

/** Catalogue reads: courses, teachers, participants, chapters and periods, resources. */
export class CoursesRepo {
  constructor(private readonly db: Db) {}

  categories() {
    return this.db.selectFrom('course_categories').select(['id', 'name', 'name_en']).orderBy('sort').orderBy('id').execute();
  }

  findById(id: number, db: Db = this.db) {
    return db
      .selectFrom('courses as c')
      .leftJoin('course_categories as cat', 'cat.id', 'c.category_id')
      .select([...courseColumns, sql<string>`coalesce(cat.name, '')`.as('category_name'), sql<string>`coalesce(cat.name_en, '')`.as('category_name_en')])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  private filtered(filter: CourseFilter) {
    let query = this.db.selectFrom('courses as c').where('c.status', '=', 1).where(isListedCourse('c.id'));
    if (filter.keywords) query = query.where('c.title', 'ilike', containsPattern(filter.keywords));
    if (filter.courseType) query = query.where('c.course_type', '=', filter.courseType);
    if (filter.faceToFace === false) query = query.where('c.course_type', '!=', 7);
    if (filter.faceToFace === true) query = query.where('c.course_type', '=', 7);
    if (filter.categoryId) query = query.where('c.category_id', '=', filter.categoryId);
    if (filter.isRequired) query = query.where('c.is_required', '=', filter.isRequired);
    if (filter.lecturerId) {
      const lecturerId = filter.lecturerId;
      query = query.where((eb) =>
        eb.exists(eb.selectFrom('course_teachers as t').select('t.course_id').whereRef('t.course_id', '=', 'c.id').where('t.lecturer_id', '=', lecturerId)),
      );
    }
    return query;
  }

  /** One page of enabled courses, newest order first, with the user's enrolment. */
  async search(filter: CourseFilter, userId: number, page: number, limit: number) {
    const listed = this.filtered(filter)
      .leftJoin('course_users as cu', (join) => join.onRef('cu.course_id', '=', 'c.id').on('cu.user_id', '=', userId))
      .select([...courseColumns, 'cu.join_state', 'cu.progress', 'cu.last_study_time'])
      .orderBy('c.sort')
      .orderBy('c.id', 'desc');
    return pageAndTotal(listed, this.filtered(filter), page, limit);
  }

  /** Teachers (name, title, photo) of several courses in one query. */
  teachersOf(courseIds: number[]) {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('course_teachers as t')
      .innerJoin('users as u', 'u.id', 't.lecturer_id')
      .leftJoin('lecturers as l', 'l.user_id', 't.lecturer_id')
      .select(['t.course_id', 'u.id', 'u.name', 'u.photo', sql<string>`coalesce(l.title, '')`.as('title')])
      .where('t.course_id', 'in', courseIds)
      .orderBy('t.course_id')
      .orderBy('t.sort')
      .execute();
  }

  /** Up to `perCourse` latest participants and the participant count of several courses. */
  async participantsOf(courseIds: number[], perCourse = 3) {
    if (courseIds.length === 0) return { photos: [], counts: [] };
    const ids = sql.join(courseIds);
    const [photos, counts] = await Promise.all([
      sql<{ course_id: number; id: number; photo: string }>`
        select r.course_id, r.id, r.photo from (
          select cu.course_id, u.id, u.photo,
                 row_number() over (partition by cu.course_id order by cu.created_at desc, u.id desc) as n
          from course_users cu join users u on u.id = cu.user_id
          where cu.course_id in (${ids})
        ) r where r.n <= ${perCourse} order by r.course_id, r.n`.execute(this.db),
      sql<{ course_id: number; total: number }>`
        select course_id, count(*) as total from course_users where course_id in (${ids}) group by course_id`.execute(this.db),
    ]);
    return { photos: photos.rows, counts: counts.rows.map((r) => ({ course_id: r.course_id, total: toNumber(r.total) })) };
  }

  chapters(courseId: number) {
    return this.db.selectFrom('course_chapters').select(['id', 'title', 'sort']).where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute();
  }

  /** Periods of a course in learning order (chapter order, then period order). */
  periods(courseId: number) {
    return this.db
      .selectFrom('course_periods as p')
      .innerJoin('course_chapters as ch', 'ch.id', 'p.chapter_id')
      .selectAll('p')
      .where('p.course_id', '=', courseId)
      .orderBy('ch.sort')
      .orderBy('ch.id')
      .orderBy('p.sort')
      .orderBy('p.id')
      .execute();
  }

  /** Whether a course is listed (not internal: see isListedCourse). */
  async isListed(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('courses as c').select(isListedCourse('c.id').as('listed')).where('c.id', '=', id).executeTakeFirst();
    return Boolean(row?.listed);
  }

  /** The lessons (ids) that show a class test (period type 5) or a questionnaire (type 6). */
  async periodsOfResource(periodType: number, resourceId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('course_periods').select('id').where('period_type', '=', periodType).where('resource_id', '=', resourceId).orderBy('id').execute();
    return rows.map((r) => Number(r.id));
  }

  /** The lessons made from an uploaded media file follow its transcoding: playable once it is ready, failed when it failed. */
  async mediaSettled(mediaFileId: number, outcome: { ready: { output_path: string; duration_seconds: number } } | { failed: string }) {
    const update = this.db.updateTable('course_periods').where('media_file_id', '=', mediaFileId);
    if ('ready' in outcome) await update.set({ media_path: outcome.ready.output_path, media_seconds: outcome.ready.duration_seconds, transcode_status: 1 }).execute();
    else await update.set({ transcode_status: 3 }).execute();
  }

  period(id: number, db: Db = this.db) {
    return db.selectFrom('course_periods').selectAll().where('id', '=', id).executeTakeFirst();
  }

  datums(courseId: number) {
    return this.db.selectFrom('course_datums').select(['id', 'name', 'path', 'size_bytes']).where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute();
  }

  /** Other enabled online courses with the user's enrolment, same category first, never the course itself. */
  others(course: { id: number; category_id: number | null }, userId: number, limit: number) {
    return this.db
      .selectFrom('courses as c')
      .leftJoin('course_users as cu', (join) => join.onRef('cu.course_id', '=', 'c.id').on('cu.user_id', '=', userId))
      .select([...courseColumns, 'cu.join_state', 'cu.progress', 'cu.last_study_time'])
      .where('c.status', '=', 1)
      .where('c.id', '!=', course.id)
      .where('c.course_type', '!=', 7)
      .where(isListedCourse('c.id'))
      .orderBy(sql`case when c.category_id = ${course.category_id ?? -1} then 0 else 1 end`)
      .orderBy('c.sort')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
  }
}
