import { sql, type Transaction } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { databaseNow, toNumber } from '../../core/db/database.js';
import type { Database } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';
import { ReviewStatus } from '../../../src/shared/spec-codes.js';
import type { GivenAnswer, QuestionKey, QuestionOption } from './tables.js';

export type Executor = Db | Transaction<Database>;

/** An answer may still be saved this long after the deadline: the network time of a save sent at the last second. */
export const SAVE_GRACE_SECONDS = 5;

/** A question of the bank. */
export interface QuestionRow {
  id: number;
  type: number;
  content: string;
  options: QuestionOption[];
  answer: QuestionKey;
  analysis: string;
}

/** A question of an exam: the bank's question with its place and score in the exam. */
export interface ExamQuestionRow extends QuestionRow {
  score: number;
  sort: number;
}

export interface AttemptRow {
  id: number;
  exam_id: number;
  user_id: number;
  attempt_no: number;
  is_makeup: number;
  started_at: Date;
  deadline: Date;
  submitted_at: Date | null;
  objective_score: number | null;
  score: number | null;
  review_status: number | null;
  passed: number | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
}

function attemptOf(row: Record<string, unknown>): AttemptRow {
  return {
    id: Number(row.id),
    exam_id: Number(row.exam_id),
    user_id: Number(row.user_id),
    attempt_no: Number(row.attempt_no),
    is_makeup: Number(row.is_makeup),
    started_at: new Date(row.started_at as string),
    deadline: new Date(row.deadline as string),
    submitted_at: row.submitted_at ? new Date(row.submitted_at as string) : null,
    objective_score: row.objective_score === null ? null : toNumber(row.objective_score),
    score: row.score === null ? null : toNumber(row.score),
    review_status: row.review_status === null ? null : Number(row.review_status),
    passed: row.passed === null ? null : Number(row.passed),
    reviewed_by: row.reviewed_by === null || row.reviewed_by === undefined ? null : Number(row.reviewed_by),
    reviewed_at: row.reviewed_at ? new Date(row.reviewed_at as string) : null,
  };
}

const examColumns = [
  'e.id',
  'e.title',
  'e.description',
  'e.exam_type',
  'e.source',
  'e.exam_start',
  'e.exam_end',
  'e.exam_long',
  'e.pass_score',
  'e.total_score',
  'e.attempt_limit',
  'e.makeup_limit',
] as const;

/** SQL of the exam engine: exams, their questions, attempts and answers. */
export class ExamRepo {
  constructor(private readonly db: Db) {}

  findExam(id: number, db: Executor = this.db) {
    return db.selectFrom('exams as e').select(examColumns).where('e.id', '=', id).executeTakeFirst();
  }

  now(db: Executor = this.db): Promise<Date> {
    return databaseNow(db);
  }

  /**
   * Exams a user may take or has taken (types other than class and map tests), with the
   * user's attempt figures. status 1 pending (no submitted attempt), 2 taken.
   */
  async listForUser(userId: number, status: number, page: number, limit: number) {
    const taken = sql<boolean>`exists (select 1 from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is not null)`;
    let base = this.db.selectFrom('exams as e').where('e.exam_type', 'in', [1, 2, 3]);
    // Pending: not taken and still to be taken, i.e. availability() does not answer 'ended'
    // (the window is open or ahead, or an attempt is still open); an ended exam never taken is
    // listed under All only, where its item says it ended.
    if (status === 1)
      base = base.where(sql<boolean>`not ${taken}`).where(
        sql<boolean>`(e.exam_end > now() or exists (select 1 from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is null))`,
      );
    if (status === 2) base = base.where(taken);
    const listed = base
      .select(examColumns)
      .select([
        sql<number>`(select count(*) from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId})`.as('attempts_used'),
        sql<number | null>`(select max(a.score) from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is not null)`.as('best_score'),
        sql<number | null>`(select a.id from exam_attempts a where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is not null order by a.submitted_at desc limit 1)`.as('last_attempt_id'),
      ])
      .orderBy('e.exam_start', 'desc')
      .orderBy('e.id', 'desc');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return {
      rows: rows.map((r) => ({
        ...r,
        attempts_used: toNumber(r.attempts_used),
        best_score: r.best_score === null ? null : toNumber(r.best_score),
        last_attempt_id: r.last_attempt_id === null ? null : toNumber(r.last_attempt_id),
      })),
      total,
    };
  }

  /** What marking needs of an exam: its title, type, pass score and the examiner assigned to it. */
  examForReview(id: number, db: Executor = this.db) {
    return db
      .selectFrom('exams')
      .select(['id', 'title', 'exam_type', 'pass_score', 'total_score', 'reviewer_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async userName(id: number, db: Executor = this.db): Promise<string> {
    const row = await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
    return row?.name ?? '';
  }

  async questionsOf(examId: number, db: Executor = this.db): Promise<ExamQuestionRow[]> {
    const rows = await db
      .selectFrom('exam_questions as eq')
      .innerJoin('questions as q', 'q.id', 'eq.question_id')
      .select(['q.id', 'q.type', 'q.content', 'q.options', 'q.answer', 'q.analysis', 'eq.score', 'eq.sort'])
      .where('eq.exam_id', '=', examId)
      .orderBy('eq.sort')
      .execute();
    return rows as unknown as ExamQuestionRow[];
  }

  /** The user's attempts of several exams (a list page), in the order attemptsOf answers them. */
  async attemptsOfExams(userId: number, examIds: number[], db: Executor = this.db): Promise<AttemptRow[]> {
    if (examIds.length === 0) return [];
    const rows = await db.selectFrom('exam_attempts').selectAll().where('user_id', '=', userId).where('exam_id', 'in', examIds).orderBy('id').execute();
    return rows.map((r) => attemptOf(r as unknown as Record<string, unknown>));
  }

  async attemptsOf(userId: number, examId: number, db: Executor = this.db): Promise<AttemptRow[]> {
    const rows = await db.selectFrom('exam_attempts').selectAll().where('user_id', '=', userId).where('exam_id', '=', examId).orderBy('id').execute();
    return rows.map((r) => attemptOf(r as unknown as Record<string, unknown>));
  }

  async findAttempt(id: number, db: Executor = this.db): Promise<AttemptRow | undefined> {
    const row = await db.selectFrom('exam_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? attemptOf(row as unknown as Record<string, unknown>) : undefined;
  }

  async lockAttempt(id: number, trx: Transaction<Database>): Promise<AttemptRow | undefined> {
    const row = await trx.selectFrom('exam_attempts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? attemptOf(row as unknown as Record<string, unknown>) : undefined;
  }

  /**
   * Opens an attempt whose deadline the database computes: the exam length from now, but
   * never past the end of the window. Answers undefined when another attempt of the same
   * user and exam is open (the partial unique index decides, so two starts cannot race).
   */
  async openAttempt(examId: number, userId: number, attemptNo: number, isMakeup: boolean, db: Executor = this.db): Promise<AttemptRow | undefined> {
    const result = await sql<Record<string, unknown>>`
      insert into exam_attempts (exam_id, user_id, attempt_no, is_makeup, started_at, deadline)
      select e.id, ${userId}, ${attemptNo}, ${isMakeup ? 1 : 0}, now(), least(now() + make_interval(mins => e.exam_long), e.exam_end)
      from exams e where e.id = ${examId}
      on conflict (exam_id, user_id) where submitted_at is null do nothing
      returning *`.execute(db);
    const row = result.rows[0];
    return row ? attemptOf(row) : undefined;
  }

  /**
   * Saves one answer: a single upsert keyed by (attempt, question) that succeeds only while
   * the attempt is the caller's, not submitted, before its deadline (plus the grace), and the
   * question belongs to the exam. A retried save overwrites itself; nothing duplicates.
   */
  async saveAnswer(attemptId: number, userId: number, questionId: number, answer: GivenAnswer): Promise<boolean> {
    const result = await sql<{ question_id: number }>`
      insert into exam_answers (attempt_id, question_id, answer, saved_at)
      select a.id, eq.question_id, ${JSON.stringify(answer)}::jsonb, now()
      from exam_attempts a
      join exam_questions eq on eq.exam_id = a.exam_id and eq.question_id = ${questionId}
      where a.id = ${attemptId} and a.user_id = ${userId} and a.submitted_at is null
        and a.deadline + make_interval(secs => ${SAVE_GRACE_SECONDS}) > now()
      on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = excluded.saved_at
      returning question_id`.execute(this.db);
    return result.rows.length > 0;
  }

  async answersOf(attemptId: number, db: Executor = this.db) {
    const rows = await db
      .selectFrom('exam_answers')
      .select(['question_id', 'answer', 'score', 'is_correct', 'review_status', 'remark'])
      .where('attempt_id', '=', attemptId)
      .execute();
    return rows.map((r) => ({
      question_id: Number(r.question_id),
      answer: r.answer as GivenAnswer,
      score: r.score === null ? null : toNumber(r.score),
      is_correct: r.is_correct === null ? null : Number(r.is_correct),
      review_status: r.review_status === null ? null : Number(r.review_status),
      remark: r.remark,
    }));
  }

  /** Stores the examiner's remarks on marked short answers (the rows exist: marking writes them first). */
  async writeRemarks(attemptId: number, remarks: { question_id: number; remark: string }[], db: Executor) {
    if (remarks.length === 0) return;
    const values = sql.join(remarks.map((r) => sql`(${r.question_id}::int, ${r.remark}::text)`));
    await sql`
      update exam_answers x set remark = v.remark
      from (values ${values}) as v(qid, remark)
      where x.attempt_id = ${attemptId} and x.question_id = v.qid`.execute(db);
  }

  /** Writes every question's marks of an attempt in one statement (unanswered questions get a row too). */
  async writeMarks(
    attemptId: number,
    marks: { question_id: number; score: number | null; is_correct: number | null; review_status: number | null }[],
    db: Executor,
  ) {
    if (marks.length === 0) return;
    const values = sql.join(
      marks.map((m) => sql`(${m.question_id}::int, ${m.score}::numeric, ${m.is_correct}::smallint, ${m.review_status}::smallint)`),
    );
    await sql`
      insert into exam_answers (attempt_id, question_id, answer, score, is_correct, review_status)
      select ${attemptId}, v.qid, '{}'::jsonb, v.score, v.correct, v.review
      from (values ${values}) as v(qid, score, correct, review)
      on conflict (attempt_id, question_id) do update
        set score = excluded.score, is_correct = excluded.is_correct, review_status = excluded.review_status`.execute(db);
  }

  async finishAttempt(
    attemptId: number,
    fields: { objective_score: number; score: number; review_status: number; passed: number | null },
    db: Executor,
  ) {
    await db
      .updateTable('exam_attempts')
      .set({ submitted_at: sql<Date>`least(now(), deadline)`, ...fields })
      .where('id', '=', attemptId)
      .execute();
  }

  /** The attempt's score after a mark; `completedBy` (the last mark's examiner) stamps reviewed_by and reviewed_at. */
  async updateReview(attemptId: number, fields: { score: number; review_status: number; passed: number | null }, completedBy: number | null, db: Executor) {
    await db
      .updateTable('exam_attempts')
      .set(completedBy === null ? fields : { ...fields, reviewed_by: completedBy, reviewed_at: sql<Date>`now()` })
      .where('id', '=', attemptId)
      .execute();
  }

  /**
   * Each user's best reviewed attempt of an exam (highest score, then the shorter time of
   * that score), ranked; ties by the shorter time used.
   */
  async ranking(examId: number, page: number, limit: number) {
    const best = this.db
      .selectFrom('exam_attempts as a')
      .distinctOn('a.user_id')
      .select(['a.user_id', 'a.score', 'a.passed', sql<number>`extract(epoch from (a.submitted_at - a.started_at))`.as('time_used')])
      .where('a.exam_id', '=', examId)
      .where('a.review_status', '=', 2)
      .orderBy('a.user_id')
      .orderBy('a.score', 'desc')
      .orderBy(sql`a.submitted_at - a.started_at`);
    const listed = this.db
      .with('best', () => best)
      .selectFrom('best as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select([
        sql<number>`row_number() over (order by b.score desc, b.time_used asc, u.id asc)`.as('rowno'),
        'u.id as user_id',
        'u.name',
        'u.photo',
        'b.score',
        'b.passed',
        'b.time_used',
      ])
      .orderBy('rowno');
    const { rows, total } = await pageAndTotal(listed, this.db.with('best', () => best).selectFrom('best'), page, limit);
    return {
      rows: rows.map((r) => ({ ...r, rowno: toNumber(r.rowno), score: toNumber(r.score), passed: r.passed === null ? null : Number(r.passed), time_used: Math.round(toNumber(r.time_used)) })),
      total,
    };
  }

  /**
   * Submitted attempts with short answers an examiner may see: waiting for marking (oldest
   * submitted first) or reviewed (newest reviewed first). Only attempts of exams assigned
   * to this examiner or to nobody (exams.reviewer_id null): see ExamService.reviewList.
   */
  async reviewQueue(examinerId: number, status: number, page: number, limit: number, examId?: number) {
    let base = this.db
      .selectFrom('exam_attempts as a')
      .innerJoin('exams as e', 'e.id', 'a.exam_id')
      .where((eb) => eb.or([eb('e.reviewer_id', 'is', null), eb('e.reviewer_id', '=', examinerId)]));
    if (examId !== undefined) base = base.where('a.exam_id', '=', examId);
    base =
      status === ReviewStatus.reviewed
        ? base.where('a.review_status', '=', ReviewStatus.reviewed).where('a.reviewed_at', 'is not', null)
        : base.where('a.review_status', '=', ReviewStatus.unreviewed);
    let listed = base
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.exam_id',
        'e.title',
        'u.name',
        'a.submitted_at',
        'a.objective_score',
        'a.score',
        'a.review_status',
        'a.reviewed_at',
        sql<number>`(select count(*) from exam_answers x where x.attempt_id = a.id and x.review_status is not null)`.as('short_count'),
        sql<number>`(select count(*) from exam_answers x where x.attempt_id = a.id and x.review_status = ${ReviewStatus.unreviewed})`.as('pending_count'),
      ]);
    listed = status === ReviewStatus.reviewed ? listed.orderBy('a.reviewed_at', 'desc').orderBy('a.id', 'desc') : listed.orderBy('a.submitted_at').orderBy('a.id');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        exam_id: r.exam_id,
        title: r.title,
        name: r.name,
        submitted_at: r.submitted_at ? new Date(r.submitted_at).toISOString() : '',
        objective_score: toNumber(r.objective_score),
        review_status: Number(r.review_status),
        score: Number(r.review_status) === ReviewStatus.reviewed && r.score !== null ? toNumber(r.score) : null,
        reviewed_at: r.reviewed_at ? new Date(r.reviewed_at) : null,
        short_count: toNumber(r.short_count),
        pending_count: toNumber(r.pending_count),
      })),
      total,
    };
  }
}
