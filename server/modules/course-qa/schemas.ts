import { Type } from 'typebox';
import { Nullable, PageOf, Unix } from '../../core/http/schema-kit.js';

/** The answers of the course Q&A routes (REST's shapes; the domain graph reads them as their Static types). */

export const Question = Type.Object(
  {
    id: Type.Integer(),
    course_id: Type.Integer(),
    course_title: Type.String(),
    user_id: Type.Integer(),
    user_name: Type.String(),
    user_photo: Type.String(),
    title: Type.String(),
    content: Type.String(),
    answer_count: Type.Integer({ description: 'Answers and replies' }),
    created_at: Unix(),
  },
  { title: 'CourseQuestion' },
);

const answerFields = {
  id: Type.Integer(),
  question_id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_photo: Type.String(),
  content: Type.String(),
  created_at: Type.Integer(),
};
export const Answer = Type.Object({ ...answerFields, reply_count: Type.Integer() }, { title: 'CourseAnswer' });
export const Reply = Type.Object(answerFields, { title: 'CourseReply' });

export const QuestionDetail = Type.Object({ ...Question.properties, answers: PageOf('CourseAnswerPage', Answer) }, { title: 'CourseQuestionDetail' });
