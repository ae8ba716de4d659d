import { Type } from 'typebox';
import type { App } from '../../core/http/context.js';
import { Envelope } from '../../core/http/envelope.js';
import { bearerSecurity, requireAuth } from '../../core/http/auth.js';
import { caller, ok } from '../../core/http/reply.js';
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX } from './course-qa-service.js';
import { IdParams, PageOf, Paging } from '../courses/schemas.js';

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

const pageQuery = () => Type.Object({ ...Paging });

export async function courseQaRoutes(app: App) {
  app.get(
    '/api/courseQuestion/:id',
    {
      schema: {
        operationId: 'courseQuestions',
        tags,
        summary: 'Questions asked about a course, newest first, paged',
        security: bearerSecurity,
        params: IdParams,
        querystring: pageQuery(),
        response: { 200: Envelope('CourseQuestionsEnvelope', PageOf('CourseQuestionPage', Question)) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courseQa.courseQuestions(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  app.get(
    '/api/courseQuesAnswer',
    {
      schema: {
        operationId: 'myCourseQuestions',
        tags,
        summary: 'The signed-in user\'s questions (member Q&A page), newest first, paged',
        security: bearerSecurity,
        querystring: pageQuery(),
        response: { 200: Envelope('MyCourseQuestionsEnvelope', PageOf('MyCourseQuestionPage', Question)) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courseQa.myQuestions(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  app.get(
    '/api/courseQuesAnswer/:id',
    {
      schema: {
        operationId: 'courseQuestionDetail',
        tags,
        summary: 'A question with one page of its answers (each with its reply count)',
        security: bearerSecurity,
        params: IdParams,
        querystring: pageQuery(),
        response: { 200: Envelope('CourseQuestionDetailEnvelope', QuestionDetail) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courseQa.question(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  app.get(
    '/api/courseQuesAnswer/reply/:id',
    {
      schema: {
        operationId: 'courseAnswerReplies',
        tags,
        summary: 'Replies to an answer, oldest first, paged',
        security: bearerSecurity,
        params: IdParams,
        querystring: pageQuery(),
        response: { 200: Envelope('CourseAnswerRepliesEnvelope', PageOf('CourseReplyPage', Reply)) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courseQa.replies(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  app.post(
    '/api/courseQuesAnswer/askQuestions',
    {
      schema: {
        operationId: 'courseAskQuestion',
        tags,
        summary: `Ask a question about a course (title required, at most ${QUESTION_TITLE_MAX} characters; detail at most ${QUESTION_DETAIL_MAX})`,
        security: bearerSecurity,
        body: Type.Object(
          {
            course_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            title: Type.String({ maxLength: 400 }),
            content: Type.Optional(Type.String({ maxLength: 4000 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('CourseAskQuestionEnvelope', QuestionDetail) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courseQa.ask(caller(request).userId, request.body), 'questionAsked'),
  );

  app.post(
    '/api/courseQuesAnswer',
    {
      schema: {
        operationId: 'courseAnswerQuestion',
        tags,
        summary: 'Answer a question, or with parent_id reply to one of its answers',
        security: bearerSecurity,
        body: Type.Object(
          {
            question_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            parent_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
            content: Type.String({ maxLength: 4000 }),
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
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.courseQa.answer(caller(request).userId, request.body), 'answerPosted'),
  );
}
