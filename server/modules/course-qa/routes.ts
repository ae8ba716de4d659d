import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX } from './course-qa-service.js';

import type { CourseQaService } from './course-qa-service.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { GridPageQuery, Id, IdParams, Nullable, PageOf } from '../../core/http/schema-kit.js';
import { Question, QuestionDetail, Reply } from './schemas.js';

export function courseQaRoutes(scopes: RouteScopes, { courseQa }: { courseQa: CourseQaService }) {
  const route = routes(scopes, ['course Q&A']);

  route.get(
    '/api/courseQuestion/:id',
    {
      operationId: 'courseQuestions',
      summary: 'Questions asked about a course, newest first, paged',
      params: IdParams,
      query: GridPageQuery,
      data: PageOf('CourseQuestionPage', Question),
    },
    ({ params, query }) => courseQa.courseQuestions(params.id, query.page, query.limit),
  );

  route.get(
    '/api/courseQuesAnswer',
    {
      operationId: 'myCourseQuestions',
      summary: 'The signed-in user\'s questions (member Q&A page), newest first, paged',
      query: GridPageQuery,
      data: PageOf('MyCourseQuestionPage', Question),
    },
    ({ userId, query }) => courseQa.myQuestions(userId, query.page, query.limit),
  );

  route.get(
    '/api/userQuestionList',
    {
      operationId: 'userQuestionList',
      summary: "The member area's Q&A: the signed-in user's questions with their answer counts, newest first",
      query: GridPageQuery,
      data: PageOf('UserQuestionPage', Question),
    },
    ({ userId, query }) => courseQa.myQuestions(userId, query.page, query.limit),
  );

  route.get(
    '/api/userAnswerNum',
    {
      operationId: 'userAnswerNum',
      summary: 'Counts of the signed-in user\'s Q&A: questions asked, answers received to them, answers written',
      data: Type.Object({ question_num: Type.Integer(), answer_num: Type.Integer(), my_answer_num: Type.Integer() }, { title: 'UserAnswerNum' }),
    },
    ({ userId }) => courseQa.answerNum(userId),
  );

  route.get(
    '/api/courseQuesAnswer/:id',
    {
      operationId: 'courseQuestionDetail',
      summary: 'A question with one page of its answers (each with its reply count)',
      params: IdParams,
      query: GridPageQuery,
      data: QuestionDetail,
    },
    ({ params, query }) => courseQa.question(params.id, query.page, query.limit),
  );

  route.get(
    '/api/courseQuesAnswer/reply/:id',
    {
      operationId: 'courseAnswerReplies',
      summary: 'Replies to an answer, oldest first, paged',
      params: IdParams,
      query: GridPageQuery,
      data: PageOf('CourseReplyPage', Reply),
    },
    ({ params, query }) => courseQa.replies(params.id, query.page, query.limit),
  );

  route.post(
    '/api/courseQuesAnswer/askQuestions',
    {
      operationId: 'courseAskQuestion',
      summary: `Ask a question about a course (title required, at most ${QUESTION_TITLE_MAX} characters; detail at most ${QUESTION_DETAIL_MAX})`,
      body: Type.Object(
        {
          course_id: Id(),
          title: Type.String({ maxLength: 400, description: PLAIN_TEXT_NOTE }),
          content: Type.Optional(Type.String({ maxLength: 4000, description: PLAIN_TEXT_NOTE })),
        },
        { additionalProperties: false },
      ),
      data: QuestionDetail,
      msg: 'questionAsked',
    },
    ({ userId, body }) => courseQa.ask(userId, body),
  );

  route.post(
    '/api/courseQuesAnswer',
    {
      operationId: 'courseAnswerQuestion',
      summary: 'Answer a question, or with parent_id reply to one of its answers',
      body: Type.Object(
        {
          question_id: Id(),
          parent_id: Type.Optional(Id()),
          content: Type.String({ maxLength: 4000, description: PLAIN_TEXT_NOTE }),
        },
        { additionalProperties: false },
      ),
      data: Type.Object({ id: Type.Integer(), question_id: Type.Integer(), parent_id: Nullable(Type.Integer()) }, { title: 'CourseAnswerPosted' }),
      envelope: 'CourseAnswerEnvelope',
      msg: 'answerPosted',
    },
    ({ userId, body }) => courseQa.answer(userId, body),
  );
}
