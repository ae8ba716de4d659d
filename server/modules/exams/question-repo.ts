import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';
import type { Executor, QuestionRow } from './exam-repo.js';

const questionColumns = ['q.id', 'q.type', 'q.content', 'q.options', 'q.answer', 'q.analysis'] as const;

/** The wrong-question book and the collections of each user. */
export class QuestionRepo {
  constructor(private readonly db: Db) {}

  async findQuestion(id: number): Promise<QuestionRow | undefined> {
    return (await this.db.selectFrom('questions as q').select(questionColumns).where('q.id', '=', id).executeTakeFirst()) as QuestionRow | undefined;
  }

  /** Adds (or counts again) the questions a user got wrong in an exam, in one statement. */
  async addWrong(userId: number, examId: number, questionIds: number[], db: Executor) {
    if (questionIds.length === 0) return;
    await db
      .insertInto('wrong_questions')
      .values(questionIds.map((question_id) => ({ user_id: userId, question_id, exam_id: examId })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'question_id']).doUpdateSet({ wrong_count: sql`wrong_questions.wrong_count + 1`, exam_id: examId, updated_at: sql`now()` }),
      )
      .execute();
  }

  async removeWrong(userId: number, questionId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('wrong_questions').where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async isWrong(userId: number, questionId: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('wrong_questions').select('question_id').where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst());
  }

  /** A user's wrong questions, newest first; examId 0 means every exam. */
  async listWrong(userId: number, examId: number, page: number, limit: number) {
    let base = this.db.selectFrom('wrong_questions as w').where('w.user_id', '=', userId);
    if (examId) base = base.where('w.exam_id', '=', examId);
    const listed = base
      .innerJoin('questions as q', 'q.id', 'w.question_id')
      .leftJoin('collected_questions as c', (join) => join.onRef('c.question_id', '=', 'w.question_id').on('c.user_id', '=', userId))
      .select(questionColumns)
      .select(['w.exam_id', 'w.wrong_count', sql<number>`case when c.question_id is null then 0 else 1 end`.as('is_collected')])
      .orderBy('w.updated_at', 'desc')
      .orderBy('w.question_id');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return {
      rows: rows.map((r) => ({ ...(r as unknown as QuestionRow), exam_id: r.exam_id, wrong_count: r.wrong_count, is_collected: toNumber(r.is_collected) })),
      total,
    };
  }

  async countWrong(userId: number): Promise<number> {
    const row = await this.db.selectFrom('wrong_questions').select((eb) => eb.fn.countAll<number>().as('total')).where('user_id', '=', userId).executeTakeFirst();
    return toNumber(row?.total);
  }

  async collect(userId: number, questionId: number) {
    await this.db.insertInto('collected_questions').values({ user_id: userId, question_id: questionId }).onConflict((oc) => oc.doNothing()).execute();
  }

  async uncollect(userId: number, questionId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('collected_questions').where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async clearCollection(userId: number): Promise<number> {
    const result = await this.db.deleteFrom('collected_questions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async isCollected(userId: number, questionId: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('collected_questions').select('question_id').where('user_id', '=', userId).where('question_id', '=', questionId).executeTakeFirst());
  }

  /** Which of these questions the user has collected, in one query. */
  async collectedAmong(userId: number, questionIds: number[]): Promise<Set<number>> {
    if (questionIds.length === 0) return new Set();
    const rows = await this.db.selectFrom('collected_questions').select('question_id').where('user_id', '=', userId).where('question_id', 'in', questionIds).execute();
    return new Set(rows.map((r) => r.question_id));
  }

  async listCollected(userId: number, page: number, limit: number) {
    const base = this.db.selectFrom('collected_questions as c').where('c.user_id', '=', userId);
    const listed = base.innerJoin('questions as q', 'q.id', 'c.question_id').select(questionColumns).orderBy('c.created_at', 'desc').orderBy('c.question_id');
    const { rows, total } = await pageAndTotal(listed, base, page, limit);
    return { rows: rows as unknown as QuestionRow[], total };
  }
}
