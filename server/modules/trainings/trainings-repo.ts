import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { databaseNow, toNumber } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { pageAndTotal } from '../../core/db/paging.js';

export interface TrainingFilter {
  keywords?: string;
  lecturerId?: number;
  /** Trainings starting in [startFrom, startTo] (either end open). */
  startFrom?: Date;
  startTo?: Date;
}

const trainingColumns = [
  't.id',
  't.name',
  't.img',
  't.description',
  't.address',
  't.start_time',
  't.end_time',
  't.apply_start_time',
  't.apply_end_time',
  't.places',
  't.publish_status',
  't.lecturer_id',
] as const;

/** Offline trainings a user is invited to (training_users), with the seats taken. */
export class TrainingsRepo {
  constructor(private readonly db: Db) {}

  now(): Promise<Date> {
    return databaseNow(this.db);
  }

  private invited(userId: number, filter: TrainingFilter) {
    let query = this.db
      .selectFrom('trainings as t')
      .innerJoin('training_users as tu', (join) => join.onRef('tu.training_id', '=', 't.id').on('tu.user_id', '=', userId))
      // Unpublished trainings are not shown to learners; withdrawn ones stay listed with their label.
      .where('t.publish_status', '!=', 2);
    if (filter.keywords) query = query.where('t.name', 'ilike', containsPattern(filter.keywords));
    if (filter.lecturerId !== undefined) query = query.where('t.lecturer_id', '=', filter.lecturerId);
    if (filter.startFrom) query = query.where('t.start_time', '>=', filter.startFrom);
    if (filter.startTo) query = query.where('t.start_time', '<=', filter.startTo);
    return query;
  }

  private selected(userId: number, filter: TrainingFilter) {
    return this.invited(userId, filter)
      .leftJoin('users as lu', 'lu.id', 't.lecturer_id')
      .select([
        ...trainingColumns,
        'tu.is_apply',
        'tu.applied_at',
        sql<string>`coalesce(lu.name, '')`.as('teacher'),
        sql<number>`(select count(*) from training_users x where x.training_id = t.id and x.is_apply = 1)`.as('applied_count'),
      ]);
  }

  async list(userId: number, filter: TrainingFilter, page: number, limit: number) {
    const { rows, total } = await pageAndTotal(this.selected(userId, filter).orderBy('t.start_time', 'desc').orderBy('t.id', 'desc'), this.invited(userId, filter), page, limit);
    return { rows: rows.map((r) => ({ ...r, applied_count: toNumber(r.applied_count) })), total };
  }

  async find(userId: number, id: number) {
    const row = await this.selected(userId, {}).where('t.id', '=', id).executeTakeFirst();
    return row ? { ...row, applied_count: toNumber(row.applied_count) } : undefined;
  }

  /**
   * Published trainings a lecturer gives (a lecturer's page), whoever is invited, with the
   * caller's own invitation when there is one (is_invited 0 otherwise).
   */
  async byLecturer(userId: number, lecturerId: number, page: number, limit: number) {
    const base = this.db.selectFrom('trainings as t').where('t.lecturer_id', '=', lecturerId).where('t.publish_status', '=', 1);
    const listed = base
      .leftJoin('training_users as tu', (join) => join.onRef('tu.training_id', '=', 't.id').on('tu.user_id', '=', userId))
      .leftJoin('users as lu', 'lu.id', 't.lecturer_id')
      .select([
        ...trainingColumns,
        sql<number>`coalesce(tu.is_apply, 0)`.as('is_apply'),
        'tu.applied_at',
        sql<number>`(case when tu.user_id is null then 0 else 1 end)`.as('is_invited'),
        sql<string>`coalesce(lu.name, '')`.as('teacher'),
        sql<number>`(select count(*) from training_users x where x.training_id = t.id and x.is_apply = 1)`.as('applied_count'),
      ])
      .orderBy('t.start_time', 'desc')
      .orderBy('t.id', 'desc');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return {
      rows: rows.map((r) => ({ ...r, is_apply: toNumber(r.is_apply), is_invited: toNumber(r.is_invited), applied_count: toNumber(r.applied_count) })),
      total,
    };
  }

  /** Locks the training row for the rest of the transaction: enrolments of one training run one after another. */
  async lockTraining(id: number, trx: Db) {
    const result = await sql<{ id: number; places: number | null }>`select id, places from trainings where id = ${id} for update`.execute(trx);
    return result.rows[0];
  }

  async countApplied(id: number, trx: Db) {
    const row = await trx
      .selectFrom('training_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('training_id', '=', id)
      .where('is_apply', '=', 1)
      .executeTakeFirst();
    return toNumber(row?.n);
  }

  /** Marks the invitation enrolled; false when it already was. */
  async apply(id: number, userId: number, trx: Db) {
    const result = await trx
      .updateTable('training_users')
      .set({ is_apply: 1, applied_at: sql<Date>`now()` })
      .where('training_id', '=', id)
      .where('user_id', '=', userId)
      .where('is_apply', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async cancel(id: number, userId: number) {
    const result = await this.db
      .updateTable('training_users')
      .set({ is_apply: 0, applied_at: null })
      .where('training_id', '=', id)
      .where('user_id', '=', userId)
      .where('is_apply', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
