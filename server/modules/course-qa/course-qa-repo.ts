import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { toNumber } from '../../core/db/database.js';
import { pageAndTotal } from '../../core/db/paging.js';

/** Which questions a page lists: of a course, of a user (none given: every one). */
interface QuestionScope {
  courseId?: number;
  userId?: number;
}

/** Course Q&A: questions of a course and the answers and replies under them. */
export class CourseQaRepo {
  constructor(private readonly db: Db) {}

  /** The questions of a course, of a user, or every one: the rows a page lists and counts. */
  private scoped(where: QuestionScope) {
    let query = this.db.selectFrom('course_questions as q');
    if (where.courseId) query = query.where('q.course_id', '=', where.courseId);
    if (where.userId) query = query.where('q.user_id', '=', where.userId);
    return query;
  }

  private questions(where: QuestionScope = {}) {
    return this.scoped(where)
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .innerJoin('courses as c', 'c.id', 'q.course_id')
      .select(['q.id', 'q.course_id', 'c.title as course_title', 'q.user_id', 'u.name as user_name', 'u.photo as user_photo', 'q.title', 'q.content', 'q.answer_count', 'q.created_at']);
  }

  async page(where: QuestionScope, page: number, limit: number) {
    return pageAndTotal(this.questions(where).orderBy('q.created_at', 'desc').orderBy('q.id', 'desc'), this.scoped(where), page, limit);
  }

  question(id: number) {
    return this.questions().where('q.id', '=', id).executeTakeFirst();
  }

  async addQuestion(row: { courseId: number; userId: number; title: string; content: string }) {
    return this.db
      .insertInto('course_questions')
      .values({ course_id: row.courseId, user_id: row.userId, title: row.title, content: row.content })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async userName(id: number): Promise<string | undefined> {
    return (await this.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name;
  }

  answer(id: number) {
    return this.db.selectFrom('course_answers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private answers() {
    return this.db
      .selectFrom('course_answers as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.id', 'a.question_id', 'a.parent_id', 'a.user_id', 'u.name as user_name', 'u.photo as user_photo', 'a.content', 'a.created_at']);
  }

  /** One page of a question's answers (not replies), oldest first, with their reply counts. */
  async answersPage(questionId: number, page: number, limit: number) {
    const listed = this.answers()
      .select(sql<number>`(select count(*) from course_answers r where r.parent_id = a.id)`.as('reply_count'))
      .where('a.question_id', '=', questionId)
      .where('a.parent_id', 'is', null)
      .orderBy('a.created_at')
      .orderBy('a.id');
    const { rows, total } = await pageAndTotal(listed, this.db.selectFrom('course_answers').where('question_id', '=', questionId).where('parent_id', 'is', null), page, limit);
    return { rows: rows.map((r) => ({ ...r, reply_count: toNumber(r.reply_count) })), total };
  }

  async repliesPage(answerId: number, page: number, limit: number) {
    return pageAndTotal(this.answers().where('a.parent_id', '=', answerId).orderBy('a.created_at').orderBy('a.id'), this.db.selectFrom('course_answers').where('parent_id', '=', answerId), page, limit);
  }

  /** Adds an answer (or reply); the caller counts it on its question in the same transaction. */
  insertAnswer(row: { questionId: number; parentId: number | null; userId: number; content: string }, trx: Db) {
    return trx
      .insertInto('course_answers')
      .values({ question_id: row.questionId, parent_id: row.parentId, user_id: row.userId, content: row.content })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async countAnswer(questionId: number, trx: Db): Promise<void> {
    await trx.updateTable('course_questions').set({ answer_count: sql<number>`answer_count + 1` }).where('id', '=', questionId).execute();
  }
}
