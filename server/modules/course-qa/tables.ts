import type { Generated } from 'kysely';
import type { CreatedAt } from '../../core/db/columns.js';

export interface CourseQuestionTable {
  id: Generated<number>;
  course_id: number;
  user_id: number;
  title: string;
  content: Generated<string>;
  answer_count: Generated<number>;
  created_at: CreatedAt;
}

/** An answer to a question (parent_id null) or a reply to an answer. */
export interface CourseAnswerTable {
  id: Generated<number>;
  question_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  created_at: CreatedAt;
}

declare module '../../core/db/database.js' {
  interface Database {
    course_questions: CourseQuestionTable;
    course_answers: CourseAnswerTable;
  }
}
