import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { GridPaging, Id, IdParams, Paging } from '../../core/http/schema-kit.js';
import type { DefenceService } from './defence-service.js';
import {
  AssessmentComment,
  AssessmentCommented,
  AssessmentDetail,
  AssessmentList,
  DefenceAnswerInput,
  DefenceAnswerSaved,
  DefenceDetail,
  DefenceList,
  DefenceReport,
  DefenceSession,
  LiveToken,
} from './schemas.js';

const tags = ['defences'];

/**
 * Defences for learners (the spec's "replay and defence routes", whose paths it does not show:
 * /api/defence... in the style of /api/exam...), and the examiners' assessment index, show and
 * comment and getLiveToken (spec section 7, member). The examiner's view of a report is
 * assessment/show.
 */
export function defenceRoutes({ guarded }: RouteScopes, { defences }: { defences: DefenceService }) {
  guarded.get(
    '/api/defence',
    {
      schema: {
        operationId: 'defenceList',
        tags,
        summary: 'My defences of every kind, the open and coming ones first',
        querystring: Type.Object(Paging),
        response: { 200: Envelope('DefenceListEnvelope', DefenceList) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10 } = request.query;
      return ok(request, await defences.list(caller(request).userId, page, limit));
    },
  );

  guarded.get(
    '/api/defence/:id',
    {
      schema: {
        operationId: 'defenceDetail',
        tags,
        summary: 'Defence explanation: rules, window, early entry, minimum recording length, my state',
        description: 'Code 4004 for a defence the caller is not invited to.',
        params: IdParams,
        response: { 200: Envelope('DefenceDetailEnvelope', DefenceDetail) },
      },
    },
    async (request) => ok(request, await defences.detail(caller(request).userId, request.params.id)),
  );

  guarded.post(
    '/api/defence/:id/start',
    {
      schema: {
        operationId: 'defenceStart',
        tags,
        summary: 'Enter an interactive or AI defence within its window: its questions and my answers so far',
        description: 'Code 403 before the window opens (the start less the early-entry minutes), after it ends, or once submitted.',
        params: IdParams,
        response: { 200: Envelope('DefenceStartEnvelope', DefenceSession) },
      },
    },
    async (request) => ok(request, await defences.start(caller(request).userId, request.params.id)),
  );

  guarded.post(
    '/api/defence/:id/answer',
    {
      schema: {
        operationId: 'defenceAnswer',
        tags,
        summary: 'Save one answer: a recording (at least the minimum length) or the options chosen',
        description: 'A multiple choice names at least two options; a recording must be the caller\'s own upload. The last answer saved counts.',
        params: IdParams,
        body: DefenceAnswerInput,
        response: { 200: Envelope('DefenceAnswerEnvelope', DefenceAnswerSaved) },
      },
    },
    async (request) => ok(request, await defences.answer(caller(request).userId, request.params.id, request.body), 'defenceAnswerSaved'),
  );

  guarded.post(
    '/api/defence/:id/submit',
    {
      schema: {
        operationId: 'defenceSubmit',
        tags,
        summary: 'Submit every answer: an interactive defence waits for its examiner; an AI defence is scored at once, or goes to an examiner when automatic scoring is unavailable',
        params: IdParams,
        response: { 200: Envelope('DefenceSubmitEnvelope', DefenceReport) },
      },
    },
    async (request) => ok(request, await defences.submit(caller(request).userId, request.params.id), 'defenceSubmittedOk'),
  );

  guarded.get(
    '/api/defence/:id/report',
    {
      schema: {
        operationId: 'defenceReport',
        tags,
        summary: 'My defence report: state, score and result once reviewed, each answer with its transcript and key points',
        params: IdParams,
        response: { 200: Envelope('DefenceReportEnvelope', DefenceReport) },
      },
    },
    async (request) => ok(request, await defences.report(caller(request).userId, request.params.id)),
  );

  guarded.get(
    '/api/getLiveToken',
    {
      schema: {
        operationId: 'getLiveToken',
        tags,
        summary: 'Enter the live room of a remote defence (its participants and examiner, within its window)',
        description: 'Answered with the live room address and a short-lived room token. Code 403 outside the window, 422 for a defence that is not remote.',
        querystring: Type.Object({ id: Id({ description: 'The remote defence' }) }),
        response: { 200: Envelope('GetLiveTokenEnvelope', LiveToken) },
      },
    },
    async (request) => ok(request, await defences.liveToken(caller(request), request.query.id)),
  );

  guarded.get(
    '/api/assessment/index',
    {
      schema: {
        operationId: 'assessmentIndex',
        tags,
        summary: 'Examiners: the defences to review or reviewed (assigned to the caller or to nobody)',
        description:
          'review_status 1: recorded defences submitted and not reviewed (an AI one only when automatic scoring was unavailable), and remote and offline participants once the session has started, oldest first; 2: reviewed (the AI\'s scores included), newest first. Learners are refused (403).',
        querystring: Type.Object({
          ...GridPaging,
          review_status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 unreviewed (default), 2 reviewed' })),
          kind: Type.Optional(Type.Integer({ minimum: 6, maximum: 9, description: 'Defence kind: 6 offline, 7 remote, 8 interactive, 9 AI' })),
          keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title or the learner\'s name' })),
        }),
        response: { 200: Envelope('AssessmentIndexEnvelope', AssessmentList) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, review_status = 1, kind, keyword } = request.query;
      return ok(request, await defences.assessments(caller(request), { reviewStatus: review_status, kind, keyword }, page, limit));
    },
  );

  guarded.get(
    '/api/assessment/show',
    {
      schema: {
        operationId: 'assessmentShow',
        tags,
        summary: 'Examiners: one participant\'s defence with each recording, transcript, key points, reference and score',
        querystring: Type.Object({ id: Id({ description: 'The attempt' }) }),
        response: { 200: Envelope('AssessmentShowEnvelope', AssessmentDetail) },
      },
    },
    async (request) => ok(request, await defences.assessment(caller(request), request.query.id)),
  );

  guarded.post(
    '/api/assessment/comment',
    {
      schema: {
        operationId: 'assessmentComment',
        tags,
        summary: 'Examiners: score a defence (each question within its full score) and write the assessment result (at most 100 characters)',
        description: 'The learner is notified. A reviewed defence may be scored again (an AI score overridden).',
        body: AssessmentComment,
        response: { 200: Envelope('AssessmentCommentEnvelope', AssessmentCommented) },
      },
    },
    async (request) => ok(request, await defences.comment(caller(request), request.body), 'assessmentSaved'),
  );
}
