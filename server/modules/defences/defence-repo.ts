import { sql, type Transaction } from 'kysely';
import { toNumber, type Database, type Db } from '../../core/db/database.js';
import { containsPattern } from '../../core/db/like.js';
import { DEFENCE_KIND, AttemptStatus } from './defence-rules.js';
import { ReviewStatus } from '../../../src/shared/spec-codes.js';
import { ROLE } from '../../../src/shared/roles.js';
import type { KeyPointReport } from '../speech/index.js';
import { pageAndTotal } from '../../core/db/paging.js';

export type Executor = Db | Transaction<Database>;

const defenceColumns = [
  'd.id',
  'd.title',
  'd.kind',
  'd.language',
  'd.description',
  'd.examiner_id',
  'd.starts_at',
  'd.ends_at',
  'd.min_seconds',
  'd.full_score',
  'd.pass_score',
  'd.live_period_id',
  'd.place',
] as const;

export type DefenceRow = NonNullable<Awaited<ReturnType<DefenceRepo['defence']>>>;

/** numeric columns come back as text from some drivers (PGlite): scores are numbers here. */
const num = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
const withScores = <T extends Record<string, unknown>>(row: T, keys: readonly (keyof T)[]): T => {
  const out = { ...row };
  for (const key of keys) if (key in out) (out as Record<keyof T, unknown>)[key] = num(out[key]);
  return out;
};
const DEFENCE_NUMBERS = ['full_score', 'pass_score'] as const;
const ATTEMPT_NUMBERS = ['score'] as const;

/** SQL of defences: sessions, their questions, the participants' attempts and answers. */
export class DefenceRepo {
  constructor(private readonly db: Db) {}

  async defence(id: number, db: Executor = this.db) {
    const row = await db.selectFrom('defences as d').select(defenceColumns).where('d.id', '=', id).executeTakeFirst();
    return row && withScores(row, DEFENCE_NUMBERS);
  }

  async questions(defenceId: number, db: Executor = this.db) {
    const rows = await db
      .selectFrom('defence_questions')
      .select(['id', 'question_type', 'content', 'score', 'options', 'answer', 'key_points', 'reference', 'sort'])
      .where('defence_id', '=', defenceId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, score: toNumber(r.score) }));
  }

  async attemptOf(defenceId: number, userId: number, db: Executor = this.db) {
    const row = await db.selectFrom('defence_attempts').selectAll().where('defence_id', '=', defenceId).where('user_id', '=', userId).executeTakeFirst();
    return row && withScores(row, ATTEMPT_NUMBERS);
  }

  async attempt(id: number, db: Executor = this.db) {
    const row = await db.selectFrom('defence_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && withScores(row, ATTEMPT_NUMBERS);
  }

  /** The attempt row locked to the end of the transaction: answers, submits and reviews of one attempt take turns. */
  async lockAttempt(id: number, trx: Transaction<Database>) {
    const row = await trx.selectFrom('defence_attempts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && withScores(row, ATTEMPT_NUMBERS);
  }

  async begin(attemptId: number, db: Executor = this.db) {
    await db
      .updateTable('defence_attempts')
      .set({ status: AttemptStatus.answering, started_at: sql`coalesce(started_at, now())` })
      .where('id', '=', attemptId)
      .where('status', '=', AttemptStatus.invited)
      .execute();
  }

  /** The answers of an attempt, with the recording's address. */
  async answers(attemptId: number, db: Executor = this.db) {
    const rows = await db
      .selectFrom('defence_answers as a')
      .leftJoin('uploads as u', 'u.id', 'a.upload_id')
      .select(['a.question_id', 'a.upload_id', 'u.path as upload_path', 'a.recording_seconds', 'a.option_ids', 'a.transcript', 'a.transcript_engine', 'a.key_report', 'a.ai_score', 'a.score', 'a.remark'])
      .where('a.attempt_id', '=', attemptId)
      .execute();
    return rows.map((r) => withScores(r, ['ai_score', 'score'] as const));
  }

  async saveAnswer(
    attemptId: number,
    questionId: number,
    answer: { upload_id: number | null; recording_seconds: number | null; option_ids: number[] | null },
    db: Executor = this.db,
  ) {
    const values = {
      upload_id: answer.upload_id,
      recording_seconds: answer.recording_seconds,
      option_ids: answer.option_ids === null ? null : JSON.stringify(answer.option_ids),
    };
    await db
      .insertInto('defence_answers')
      .values({ attempt_id: attemptId, question_id: questionId, ...values })
      .onConflict((oc) => oc.columns(['attempt_id', 'question_id']).doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
  }

  async scoreAnswer(
    attemptId: number,
    questionId: number,
    fields: { score?: number | null; remark?: string; ai_score?: number | null; transcript?: string | null; transcript_engine?: string | null; key_report?: KeyPointReport | null },
    db: Executor = this.db,
  ) {
    const { key_report, ...rest } = fields;
    await db
      .updateTable('defence_answers')
      .set({ ...rest, ...(key_report === undefined ? {} : { key_report: key_report === null ? null : JSON.stringify(key_report) }), updated_at: sql`now()` })
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', questionId)
      .execute();
  }

  /** An answer row for a question the examiner scores without one (remote and offline sessions have none). */
  async ensureAnswer(attemptId: number, questionId: number, db: Executor = this.db) {
    await db.insertInto('defence_answers').values({ attempt_id: attemptId, question_id: questionId }).onConflict((oc) => oc.doNothing()).execute();
  }

  async updateAttempt(
    id: number,
    fields: { status?: number; ai_status?: number | null; score?: number | null; result?: string; submitted?: boolean; reviewed_by?: number | null; reviewed?: boolean },
    db: Executor = this.db,
  ) {
    const { submitted, reviewed, ...rest } = fields;
    await db
      .updateTable('defence_attempts')
      .set({ ...rest, ...(submitted ? { submitted_at: sql`now()` } : {}), ...(reviewed ? { reviewed_at: sql`now()` } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** The caller's defences, soonest first (the open and coming ones before the ended). */
  async mine(userId: number, page: number, limit: number) {
    const base = this.db.selectFrom('defence_attempts as a').innerJoin('defences as d', 'd.id', 'a.defence_id').where('a.user_id', '=', userId);
    const listed = base
      .select([...defenceColumns, 'a.id as attempt_id', 'a.status', 'a.ai_status', 'a.score', 'a.result'])
      .orderBy(sql`d.ends_at < now()`)
      .orderBy('d.starts_at')
      .orderBy('d.id');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return { rows: rows.map((r) => withScores(r, [...DEFENCE_NUMBERS, ...ATTEMPT_NUMBERS])), total };
  }

  /**
   * The examiner's assessments (the assignment rule: defences assigned to them or to nobody).
   * Waiting (review status 1): interactive and AI attempts submitted and not reviewed, oldest
   * first (an AI one is there only when automatic scoring was unavailable), and remote and
   * offline participants not scored once the session has started. Reviewed (2): newest
   * reviewed first, the AI's own scores included (an examiner may override them).
   */
  async assessments(examinerId: number, filter: { reviewStatus: number; kind?: number; keyword?: string }, page: number, limit: number) {
    let base = this.db
      .selectFrom('defence_attempts as a')
      .innerJoin('defences as d', 'd.id', 'a.defence_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .where((eb) => eb.or([eb('d.examiner_id', 'is', null), eb('d.examiner_id', '=', examinerId)]));
    if (filter.reviewStatus === ReviewStatus.reviewed) {
      base = base.where('a.status', '=', AttemptStatus.reviewed);
    } else {
      base = base.where((eb) =>
        eb.or([
          eb.and([eb('d.kind', 'in', [DEFENCE_KIND.interactive, DEFENCE_KIND.ai]), eb('a.status', '=', AttemptStatus.submitted)]),
          eb.and([eb('d.kind', 'in', [DEFENCE_KIND.remote, DEFENCE_KIND.offline]), eb('a.status', '<', AttemptStatus.reviewed), eb('d.starts_at', '<=', sql<Date>`now()`)]),
        ]),
      );
    }
    if (filter.kind) base = base.where('d.kind', '=', filter.kind);
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      base = base.where((eb) => eb.or([eb('d.title', 'ilike', pattern), eb('u.name', 'ilike', pattern)]));
    }
    let listed = base.select([
      'a.id',
      'a.defence_id',
      'd.title',
      'd.kind',
      'd.language',
      'd.starts_at',
      'd.ends_at',
      'd.full_score',
      'u.name',
      'a.status',
      'a.ai_status',
      'a.score',
      'a.result',
      'a.submitted_at',
      'a.reviewed_at',
      'a.reviewed_by',
    ]);
    listed =
      filter.reviewStatus === ReviewStatus.reviewed
        ? listed.orderBy('a.reviewed_at', 'desc').orderBy('a.id', 'desc')
        : listed.orderBy(sql`coalesce(a.submitted_at, d.starts_at)`).orderBy('a.id');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return { rows: rows.map((r) => withScores(r, ['full_score', 'score'] as const)), total };
  }

  async userName(userId: number) {
    const row = await this.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    return row?.name ?? '';
  }

  /** A recording the caller uploaded: its stored path (uploads of kind recording). */
  ownRecording(ownerId: number, uploadId: number) {
    return this.db.selectFrom('uploads').select(['id', 'path']).where('id', '=', uploadId).where('owner_id', '=', ownerId).where('kind', '=', 'recording').executeTakeFirst();
  }

  /** Whether the user takes part in, or examines, a remote defence held in this live period. */
  async remoteDefenceOf(userId: number, livePeriodId: number) {
    const row = await this.db
      .selectFrom('defences as d')
      .select('d.id')
      .where('d.kind', '=', DEFENCE_KIND.remote)
      .where('d.live_period_id', '=', livePeriodId)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('defence_attempts as a').select('a.id').whereRef('a.defence_id', '=', 'd.id').where('a.user_id', '=', userId)),
          eb('d.examiner_id', '=', userId),
          // Unassigned: any examiner (as getLiveToken admits them).
          eb.and([eb('d.examiner_id', 'is', null), eb.exists(eb.selectFrom('users as u').select('u.id').where('u.id', '=', userId).where('u.role_id', '=', ROLE.examiner))]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }
}
