import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { translate } from '../../core/i18n.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { Attempt, ExamAnalysis, ExamDetail, ExamList, ExamResult, GivenAnswer, MarkResult, Ranking, ReviewDetail, ReviewList, ReviewMarks } from './schemas.js';
import type { ExamService } from './exam-service.js';
import { Id, IdParams, Paging } from '../../core/http/schema-kit.js';

const tags = ['exams'];

/** Exams: list, explanation, attempt (start/resume, save, submit), report, analysis, ranking, marking. */
export function examRoutes({ guarded }: RouteScopes, { exams }: { exams: ExamService }) {
  guarded.get(
    '/api/exam',
    {
      schema: {
        operationId: 'examList',
        tags,
        summary: 'My exams (simulation, official, online training): pending or taken',
        querystring: Type.Object({ ...Paging, status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, default: 0, description: '0 all, 1 pending, 2 taken' })) }),
        response: { 200: Envelope('ExamListEnvelope', ExamList) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, status = 0 } = request.query;
      return ok(request, await exams.list(caller(request).userId, status, page, limit));
    },
  );

  guarded.get(
    '/api/exam/:id',
    {
      schema: {
        operationId: 'examDetail',
        tags,
        summary: 'Exam explanation: rules, window, attempts left and why a start is refused',
        params: IdParams,
        response: { 200: Envelope('ExamDetailEnvelope', ExamDetail) },
      },
    },
    async (request) => ok(request, await exams.detail(caller(request).userId, request.params.id)),
  );

  guarded.post(
    '/api/exam/:id/start',
    {
      schema: {
        operationId: 'examStart',
        tags,
        summary: 'Start an attempt, or resume the one in progress (window, limit and make-up enforced)',
        description: 'Code 403 with the reason (not open yet, ended, attempt limit reached, no make-up available).',
        params: IdParams,
        response: { 200: Envelope('ExamStartEnvelope', Attempt) },
      },
    },
    async (request) => ok(request, await exams.start(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/exam/rankRule',
    {
      schema: {
        operationId: 'examRankRule',
        tags,
        summary: 'How exam rankings are ordered, in the caller\'s language (the rank rules)',
        response: { 200: Envelope('ExamRankRuleEnvelope', Type.Object({ rule: Type.String() }, { title: 'ExamRankRule' })) },
      },
    },
    async (request) => ok(request, { rule: translate('examRankRule', request.locale) }),
  );

  guarded.get(
    '/api/exam/:id/ranking',
    {
      schema: {
        operationId: 'examRanking',
        tags,
        summary: 'Ranking of an exam: each learner\'s best reviewed score, ties by time used',
        params: IdParams,
        querystring: Type.Object(Paging),
        response: { 200: Envelope('ExamRankingEnvelope', Ranking) },
      },
    },
    async (request) => ok(request, await exams.ranking(request.params.id, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.get(
    '/api/examAttempt/:id',
    {
      schema: {
        operationId: 'examAttempt',
        tags,
        summary: 'An attempt of mine: questions, saved answers and the time left by the server clock',
        params: IdParams,
        response: { 200: Envelope('ExamAttemptEnvelope', Attempt) },
      },
    },
    async (request) => ok(request, await exams.attemptView(caller(request).userId, request.params.id)),
  );

  guarded.put(
    '/api/examAttempt/:id/answer',
    {
      schema: {
        operationId: 'examSaveAnswer',
        tags,
        summary: 'Save one answer (idempotent upsert by attempt and question); refused after the deadline',
        params: IdParams,
        body: Type.Object({ question_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), answer: GivenAnswer }, { additionalProperties: false }),
        response: { 200: Envelope('ExamSaveAnswerEnvelope', Type.Object({ question_id: Type.Integer(), saved: Type.Integer() }, { title: 'SavedAnswerAck' })) },
      },
    },
    async (request) =>
      ok(request, await exams.saveAnswer(caller(request).userId, request.params.id, request.body.question_id, request.body.answer), 'answerSaved'),
  );

  guarded.post(
    '/api/examAttempt/:id/submit',
    {
      schema: {
        operationId: 'examSubmit',
        tags,
        summary: 'Submit and score an attempt; submitting again answers the same result',
        params: IdParams,
        response: { 200: Envelope('ExamSubmitEnvelope', ExamResult) },
      },
    },
    async (request) => ok(request, await exams.submit(caller(request).userId, request.params.id), 'examSubmitted'),
  );

  guarded.get(
    '/api/examAttempt/:id/report',
    {
      schema: {
        operationId: 'examReport',
        tags,
        summary: 'Exam report: score (null while pending review), pass, time used',
        params: IdParams,
        response: { 200: Envelope('ExamReportEnvelope', ExamResult) },
      },
    },
    async (request) => ok(request, await exams.result(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/examAttempt/:id/analysis',
    {
      schema: {
        operationId: 'examAnalysis',
        tags,
        summary: 'Exam analysis: every question with my answer, the correct answer and the explanation',
        params: IdParams,
        response: { 200: Envelope('ExamAnalysisEnvelope', ExamAnalysis) },
      },
    },
    async (request) => ok(request, await exams.analysis(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/examReview',
    {
      schema: {
        operationId: 'examReviewList',
        tags,
        summary: 'Attempts with short answers to mark or marked (examiners, role 3; exams assigned to the caller or to nobody)',
        description: 'review_status 1: waiting for marking, oldest submitted first; 2: reviewed, newest reviewed first.',
        querystring: Type.Object({
          ...Paging,
          review_status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 waiting (default), 2 reviewed' })),
          exam_id: Type.Optional(Id({ description: 'Only the attempts of this exam (the exam detail of teaching management)' })),
        }),
        response: { 200: Envelope('ExamReviewListEnvelope', ReviewList) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, review_status = 1, exam_id } = request.query;
      return ok(request, await exams.reviewList(caller(request), review_status, page, limit, exam_id));
    },
  );

  guarded.get(
    '/api/examReview/:id',
    {
      schema: {
        operationId: 'examReviewDetail',
        tags,
        summary: 'The short answers of an attempt with the reference answers, marks and remarks (examiners; 404 for an exam assigned to another)',
        params: IdParams,
        response: { 200: Envelope('ExamReviewDetailEnvelope', ReviewDetail) },
      },
    },
    async (request) => ok(request, await exams.reviewDetail(caller(request), request.params.id)),
  );

  guarded.post(
    '/api/examReview/:id',
    {
      schema: {
        operationId: 'examReviewMark',
        tags,
        summary: 'Mark short answers of an attempt, with remarks (examiners); the last mark completes the score and notifies the learner',
        params: IdParams,
        body: ReviewMarks,
        response: { 200: Envelope('ExamReviewMarkEnvelope', MarkResult) },
      },
    },
    async (request) => ok(request, await exams.mark(caller(request), request.params.id, request.body.marks), 'markSaved'),
  );
}
