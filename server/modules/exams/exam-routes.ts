import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { translate } from '../../core/i18n.js';
import { Attempt, ExamAnalysis, ExamDetail, ExamList, ExamResult, GivenAnswer, MarkResult, Ranking, ReviewDetail, ReviewList, ReviewMarks } from './schemas.js';
import type { ExamService } from './exam-service.js';
import { Id, IdParams, Paging } from '../../core/http/schema-kit.js';

/** Exams: list, explanation, attempt (start/resume, save, submit), report, analysis, ranking, marking. */
export function examRoutes(scopes: RouteScopes, { exams }: { exams: ExamService }) {
  const route = routes(scopes, ['exams']);

  route.get(
    '/api/exam',
    {
      operationId: 'examList',
      summary: 'My exams (simulation, official, online training): pending or taken',
      query: Type.Object({ ...Paging, status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, default: 0, description: '0 all, 1 pending, 2 taken' })) }),
      data: ExamList,
    },
    ({ userId, query: { page, limit, status = 0 } }) => exams.list(userId, status, page, limit),
  );

  route.get(
    '/api/exam/:id',
    { operationId: 'examDetail', summary: 'Exam explanation: rules, window, attempts left and why a start is refused', params: IdParams, data: ExamDetail },
    ({ userId, params }) => exams.detail(userId, params.id),
  );

  route.post(
    '/api/exam/:id/start',
    {
      operationId: 'examStart',
      summary: 'Start an attempt, or resume the one in progress (window, limit and make-up enforced)',
      description: 'Code 403 with the reason (not open yet, ended, attempt limit reached, no make-up available).',
      params: IdParams,
      data: Attempt,
    },
    ({ userId, params }) => exams.start(userId, params.id),
  );

  route.get(
    '/api/exam/rankRule',
    {
      operationId: 'examRankRule',
      summary: 'How exam rankings are ordered, in the caller\'s language (the rank rules)',
      data: Type.Object({ rule: Type.String() }, { title: 'ExamRankRule' }),
    },
    ({ locale }) => ({ rule: translate('examRankRule', locale) }),
  );

  route.get(
    '/api/exam/:id/ranking',
    {
      operationId: 'examRanking',
      summary: 'Ranking of an exam: each learner\'s best reviewed score, ties by time used',
      params: IdParams,
      query: Type.Object(Paging),
      data: Ranking,
    },
    ({ params, query }) => exams.ranking(params.id, query.page, query.limit),
  );

  route.get(
    '/api/examAttempt/:id',
    { operationId: 'examAttempt', summary: 'An attempt of mine: questions, saved answers and the time left by the server clock', params: IdParams, data: Attempt },
    ({ userId, params }) => exams.attemptView(userId, params.id),
  );

  route.put(
    '/api/examAttempt/:id/answer',
    {
      operationId: 'examSaveAnswer',
      summary: 'Save one answer (idempotent upsert by attempt and question); refused after the deadline',
      params: IdParams,
      body: Type.Object({ question_id: Id(), answer: GivenAnswer }, { additionalProperties: false }),
      data: Type.Object({ question_id: Type.Integer(), saved: Type.Integer() }, { title: 'SavedAnswerAck' }),
      msg: 'answerSaved',
    },
    ({ userId, params, body }) => exams.saveAnswer(userId, params.id, body.question_id, body.answer),
  );

  route.post(
    '/api/examAttempt/:id/submit',
    { operationId: 'examSubmit', summary: 'Submit and score an attempt; submitting again answers the same result', params: IdParams, data: ExamResult, msg: 'examSubmitted' },
    ({ userId, params }) => exams.submit(userId, params.id),
  );

  route.get(
    '/api/examAttempt/:id/report',
    { operationId: 'examReport', summary: 'Exam report: score (null while pending review), pass, time used', params: IdParams, data: ExamResult },
    ({ userId, params }) => exams.result(userId, params.id),
  );

  route.get(
    '/api/examAttempt/:id/analysis',
    { operationId: 'examAnalysis', summary: 'Exam analysis: every question with my answer, the correct answer and the explanation', params: IdParams, data: ExamAnalysis },
    ({ userId, params }) => exams.analysis(userId, params.id),
  );

  route.get(
    '/api/examReview',
    {
      operationId: 'examReviewList',
      summary: 'Attempts with short answers to mark or marked (examiners, role 3; exams assigned to the caller or to nobody)',
      description: 'review_status 1: waiting for marking, oldest submitted first; 2: reviewed, newest reviewed first.',
      query: Type.Object({
        ...Paging,
        review_status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 waiting (default), 2 reviewed' })),
        exam_id: Type.Optional(Id({ description: 'Only the attempts of this exam (the exam detail of teaching management)' })),
      }),
      data: ReviewList,
    },
    ({ caller, query: { page, limit, review_status = 1, exam_id } }) => exams.reviewList(caller, review_status, page, limit, exam_id),
  );

  route.get(
    '/api/examReview/:id',
    {
      operationId: 'examReviewDetail',
      summary: 'The short answers of an attempt with the reference answers, marks and remarks (examiners; 404 for an exam assigned to another)',
      params: IdParams,
      data: ReviewDetail,
    },
    ({ caller, params }) => exams.reviewDetail(caller, params.id),
  );

  route.post(
    '/api/examReview/:id',
    {
      operationId: 'examReviewMark',
      summary: 'Mark short answers of an attempt, with remarks (examiners); the last mark completes the score and notifies the learner',
      params: IdParams,
      body: ReviewMarks,
      data: MarkResult,
      msg: 'markSaved',
    },
    ({ caller, params, body }) => exams.mark(caller, params.id, body.marks),
  );
}
