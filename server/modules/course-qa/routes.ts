import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX } from './course-qa-service.js';

import type { CourseQaService } from './course-qa-service.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { GridPaging, IdParams, PageOf } from '../../core/http/schema-kit.js';

const tags = ['course Q&A'];

const Question = Type.Object(
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
    created_at: Type.Integer({ description: 'unix seconds' }),
  },
  { title: 'CourseQuestion' },
);

const answerFields = {
  id: Type.Integer(),
  question_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  user_id: Type.Integer(),
  user_name: Type.String(),
  user_photo: Type.String(),
  content: Type.String(),
  created_at: Type.Integer(),
};
const Answer = Type.Object({ ...answerFields, reply_count: Type.Integer() }, { title: 'CourseAnswer' });
const Reply = Type.Object(answerFields, { title: 'CourseReply' });

const QuestionDetail = Type.Object({ ...Question.properties, answers: PageOf('CourseAnswerPage', Answer) }, { title: 'CourseQuestionDetail' });

const pageQuery = () => Type.Object({ ...GridPaging });

export function courseQaRoutes({ guarded }: RouteScopes, { courseQa }: { courseQa: CourseQaService }) {
  guarded.get(
    '/api/courseQuestion/:id',
    {
      schema: {
        operationId: 'courseQuestions',
        tags,
        summary: 'Questions asked about a course, newest first, paged',
        params: IdParams,
        querystring: pageQuery(),
        response: { 200: Envelope('CourseQuestionsEnvelope', PageOf('CourseQuestionPage', Question)) },
      },
    },
    async (request) => ok(request, await courseQa.courseQuestions(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/courseQuesAnswer',
    {
      schema: {
        operationId: 'myCourseQuestions',
        tags,
        summary: 'The signed-in user\'s questions (member Q&A page), newest first, paged',
        querystring: pageQuery(),
        response: { 200: Envelope('MyCourseQuestionsEnvelope', PageOf('MyCourseQuestionPage', Question)) },
      },
    },
    async (request) => ok(request, await courseQa.myQuestions(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/userQuestionList',
    {
      schema: {
        operationId: 'userQuestionList',
        tags,
        summary: "The member area's Q&A: the signed-in user's questions with their answer counts, newest first",
        querystring: pageQuery(),
        response: { 200: Envelope('UserQuestionListEnvelope', PageOf('UserQuestionPage', Question)) },
      },
    },
    async (request) => ok(request, await courseQa.myQuestions(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/userAnswerNum',
    {
      schema: {
        operationId: 'userAnswerNum',
        tags,
        summary: 'Counts of the signed-in user\'s Q&A: questions asked, answers received to them, answers written',
        response: {
          200: Envelope(
            'UserAnswerNumEnvelope',
            Type.Object({ question_num: Type.Integer(), answer_num: Type.Integer(), my_answer_num: Type.Integer() }, { title: 'UserAnswerNum' }),
          ),
        },
      },
    },
    async (request) => ok(request, await courseQa.answerNum(caller(request).userId)),
  );

  guarded.get(
    '/api/courseQuesAnswer/:id',
    {
      schema: {
        operationId: 'courseQuestionDetail',
        tags,
        summary: 'A question with one page of its answers (each with its reply count)',
        params: IdParams,
        querystring: pageQuery(),
        response: { 200: Envelope('CourseQuestionDetailEnvelope', QuestionDetail) },
      },
    },
    async (request) => ok(request, await courseQa.question(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/courseQuesAnswer/reply/:id',
    {
      schema: {
        operationId: 'courseAnswerReplies',
        tags,
        summary: 'Replies to an answer, oldest first, paged',
        params: IdParams,
        querystring: pageQuery(),
        response: { 200: Envelope('CourseAnswerRepliesEnvelope', PageOf('CourseReplyPage', Reply)) },
      },
    },
    async (request) => ok(request, await courseQa.replies(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.post(
    '/api/courseQuesAnswer/askQuestions',
    {
      schema: {
        operationId: 'courseAskQuestion',
        tags,
        summary: `Ask a question about a course (title required, at most ${QUESTION_TITLE_MAX} characters; detail at most ${QUESTION_DETAIL_MAX})`,
        body: Type.Object(
          {
            course_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            title: Type.String({ maxLength: 400, description: PLAIN_TEXT_NOTE }),
            content: Type.Optional(Type.String({ maxLength: 4000, description: PLAIN_TEXT_NOTE })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('CourseAskQuestionEnvelope', QuestionDetail) },
      },
    },
    async (request) => ok(request, await courseQa.ask(caller(request).userId, request.body), 'questionAsked'),
  );

  guarded.post(
    '/api/courseQuesAnswer',
    {
      schema: {
        operationId: 'courseAnswerQuestion',
        tags,
        summary: 'Answer a question, or with parent_id reply to one of its answers',
        body: Type.Object(
          {
            question_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            parent_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
            content: Type.String({ maxLength: 4000, description: PLAIN_TEXT_NOTE }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(
            'CourseAnswerEnvelope',
            Type.Object({ id: Type.Integer(), question_id: Type.Integer(), parent_id: Type.Union([Type.Integer(), Type.Null()]) }, { title: 'CourseAnswerPosted' }),
          ),
        },
      },
    },
    async (request) => ok(request, await courseQa.answer(caller(request).userId, request.body), 'answerPosted'),
  );
}
