import { sql } from 'kysely';
import type { Db } from '../../core/db/database.js';
import { plainText } from '../../core/text.js';
import { DomainError } from '../../core/errors.js';
import type { CourseQaRepo } from './course-qa-repo.js';
import { assertCourseOpen, type CourseLookup } from '../courses/index.js';
import { unixSeconds } from '../../core/unix-time.js';
import type { Notice } from '../notify/index.js';
import { NotifyType } from '../../../src/shared/spec-codes.js';
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX } from '../../../src/shared/text-limits.js';

/** An interaction notice without an item type: the SPA opens the course's Q&A. */
const NO_ITEM_TYPE = 0;

/** Sends notices to users (the notification centre). */
export type Notify = (userIds: number[], notice: Notice) => Promise<unknown>;

/** The Q&A limits (src/shared/text-limits.ts), which the ask form applies too. */
export { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX };

const stamp = <T extends { created_at: Date | string }>(row: T) => ({ ...row, created_at: unixSeconds(row.created_at) });

export class CourseQaService {
  constructor(
    private readonly db: Db,
    private readonly qa: CourseQaRepo,
    private readonly courses: CourseLookup,
    private readonly notify: Notify,
  ) {}

  async courseQuestions(courseId: number, page: number, limit: number) {
    const course = await this.courses.findById(courseId);
    if (!course) throw new DomainError('notFound', 'courseNotFound');
    const { rows, total } = await this.qa.page({ courseId }, page, limit);
    return { list: rows.map(stamp), total, current_page: page };
  }

  async myQuestions(userId: number, page: number, limit: number) {
    const { rows, total } = await this.qa.page({ userId }, page, limit);
    return { list: rows.map(stamp), total, current_page: page };
  }

  /** How many questions the user asked, answers they received to them, and answers they wrote. */
  async answerNum(userId: number) {
    const row = await sql<{ question_num: string; answer_num: string; my_answer_num: string }>`
      select
        (select count(*) from course_questions where user_id = ${userId}) as question_num,
        (select coalesce(sum(answer_count), 0) from course_questions where user_id = ${userId}) as answer_num,
        (select count(*) from course_answers where user_id = ${userId}) as my_answer_num`.execute(this.db);
    const r = row.rows[0];
    return { question_num: Number(r?.question_num ?? 0), answer_num: Number(r?.answer_num ?? 0), my_answer_num: Number(r?.my_answer_num ?? 0) };
  }

  async ask(userId: number, input: { course_id: number; title: string; content?: string }) {
    // Plain text for every client of the API: markup is removed when stored.
    const title = plainText(input.title).trim();
    const content = plainText(input.content ?? '').trim();
    if (!title) throw new DomainError('invalid', 'questionTitleRequired');
    if (title.length > QUESTION_TITLE_MAX) throw new DomainError('invalid', 'questionTitleTooLong', { max: QUESTION_TITLE_MAX });
    if ([...content].length > QUESTION_DETAIL_MAX) throw new DomainError('invalid', 'questionDetailTooLong', { max: QUESTION_DETAIL_MAX });
    const course = await this.courses.findById(input.course_id);
    if (!course) throw new DomainError('notFound', 'courseNotFound');
    assertCourseOpen(course);
    const { id } = await this.qa.addQuestion({ courseId: course.id, userId, title, content });
    return this.question(id, 1, 10);
  }

  async question(id: number, page: number, limit: number) {
    const question = await this.qa.question(id);
    if (!question) throw new DomainError('notFound', 'questionNotFound');
    const answers = await this.qa.answersPage(id, page, limit);
    return { ...stamp(question), answers: { list: answers.rows.map(stamp), total: answers.total, current_page: page } };
  }

  async replies(answerId: number, page: number, limit: number) {
    const answer = await this.qa.answer(answerId);
    if (!answer) throw new DomainError('notFound', 'answerNotFound');
    const { rows, total } = await this.qa.repliesPage(answerId, page, limit);
    return { list: rows.map(stamp), total, current_page: page };
  }

  /** An answer to a question, or with parent_id a reply to one of its answers. */
  async answer(userId: number, input: { question_id: number; parent_id?: number; content: string }) {
    const content = plainText(input.content).trim();
    if (!content) throw new DomainError('invalid', 'answerRequired');
    if ([...content].length > QUESTION_DETAIL_MAX) throw new DomainError('invalid', 'questionDetailTooLong', { max: QUESTION_DETAIL_MAX });
    const question = await this.qa.question(input.question_id);
    if (!question) throw new DomainError('notFound', 'questionNotFound');
    let parentId: number | null = null;
    if (input.parent_id) {
      const parent = await this.qa.answer(input.parent_id);
      if (!parent || parent.question_id !== question.id) throw new DomainError('notFound', 'answerNotFound');
      // Replies hang under the answer they reply to: one level, like the spec's answer/reply pair.
      parentId = parent.parent_id ?? parent.id;
    }
    const { id } = await this.db.transaction().execute(async (trx) => {
      const inserted = await this.qa.insertAnswer({ questionId: question.id, parentId, userId, content }, trx);
      await this.qa.countAnswer(question.id, trx);
      return inserted;
    });
    await this.tellAuthors(userId, question, parentId);
    return { id, question_id: question.id, parent_id: parentId };
  }

  /**
   * The asker hears of every answer and reply to their question; for a reply, the author of
   * the answer replied to hears of it too. Nobody is told of their own words, nor twice.
   */
  private async tellAuthors(writerId: number, question: { user_id: number; course_id: number; course_title: string }, parentId: number | null) {
    const writer = await this.qa.userName(writerId);
    const params = { name: writer ?? '', title: question.course_title };
    if (question.user_id !== writerId) {
      await this.notify([question.user_id], { notify_type: NotifyType.interaction, type: NO_ITEM_TYPE, message: 'notifyInteraction', params, target_id: question.course_id });
    }
    const parent = parentId === null ? undefined : await this.qa.answer(parentId);
    if (parent && parent.user_id !== writerId && parent.user_id !== question.user_id) {
      await this.notify([parent.user_id], { notify_type: NotifyType.interaction, type: NO_ITEM_TYPE, message: 'notifyAnswerReply', params, target_id: question.course_id });
    }
  }
}
