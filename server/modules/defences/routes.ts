import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
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

/**
 * Defences for learners (the spec's "replay and defence routes", whose paths it does not show:
 * /api/defence... in the style of /api/exam...), and the examiners' assessment index, show and
 * comment and getLiveToken (spec section 7, member). The examiner's view of a report is
 * assessment/show.
 */
export function defenceRoutes(scopes: RouteScopes, { defences }: { defences: DefenceService }) {
  const route = routes(scopes, ['defences']);

  route.get(
    '/api/defence',
    { operationId: 'defenceList', summary: 'My defences of every kind, the open and coming ones first', query: Type.Object(Paging), data: DefenceList },
    ({ userId, query: { page, limit } }) => defences.list(userId, page, limit),
  );

  route.get(
    '/api/defence/:id',
    {
      operationId: 'defenceDetail',
      summary: 'Defence explanation: rules, window, early entry, minimum recording length, my state',
      description: 'Code 4004 for a defence the caller is not invited to.',
      params: IdParams,
      data: DefenceDetail,
    },
    ({ userId, params }) => defences.detail(userId, params.id),
  );

  route.post(
    '/api/defence/:id/start',
    {
      operationId: 'defenceStart',
      summary: 'Enter an interactive or AI defence within its window: its questions and my answers so far',
      description: 'Code 403 before the window opens (the start less the early-entry minutes), after it ends, or once submitted.',
      params: IdParams,
      data: DefenceSession,
    },
    ({ userId, params }) => defences.start(userId, params.id),
  );

  route.post(
    '/api/defence/:id/answer',
    {
      operationId: 'defenceAnswer',
      summary: 'Save one answer: a recording (at least the minimum length) or the options chosen',
      description: 'A multiple choice names at least two options; a recording must be the caller\'s own upload. The last answer saved counts.',
      params: IdParams,
      body: DefenceAnswerInput,
      data: DefenceAnswerSaved,
      msg: 'defenceAnswerSaved',
    },
    ({ userId, params, body }) => defences.answer(userId, params.id, body),
  );

  route.post(
    '/api/defence/:id/submit',
    {
      operationId: 'defenceSubmit',
      summary: 'Submit every answer: an interactive defence waits for its examiner; an AI defence is scored at once, or goes to an examiner when automatic scoring is unavailable',
      params: IdParams,
      data: DefenceReport,
      msg: 'defenceSubmittedOk',
    },
    ({ userId, params }) => defences.submit(userId, params.id),
  );

  route.get(
    '/api/defence/:id/report',
    {
      operationId: 'defenceReport',
      summary: 'My defence report: state, score and result once reviewed, each answer with its transcript and key points',
      params: IdParams,
      data: DefenceReport,
    },
    ({ userId, params }) => defences.report(userId, params.id),
  );

  route.get(
    '/api/getLiveToken',
    {
      operationId: 'getLiveToken',
      summary: 'Enter the live room of a remote defence (its participants and examiner, within its window)',
      description: 'Answered with the live room address and a short-lived room token. Code 403 outside the window, 422 for a defence that is not remote.',
      query: Type.Object({ id: Id({ description: 'The remote defence' }) }),
      data: LiveToken,
    },
    ({ caller, query }) => defences.liveToken(caller, query.id),
  );

  route.get(
    '/api/assessment/index',
    {
      operationId: 'assessmentIndex',
      summary: 'Examiners: the defences to review or reviewed (assigned to the caller or to nobody)',
      description: 'review_status 1: recorded defences submitted and not reviewed (an AI one only when automatic scoring was unavailable), and remote and offline participants once the session has started, oldest first; 2: reviewed (the AI\'s scores included), newest first. Learners are refused (403).',
      query: Type.Object({
        ...GridPaging,
        review_status: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 unreviewed (default), 2 reviewed' })),
        kind: Type.Optional(Type.Integer({ minimum: 6, maximum: 9, description: 'Defence kind: 6 offline, 7 remote, 8 interactive, 9 AI' })),
        keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title or the learner\'s name' })),
      }),
      data: AssessmentList,
    },
    ({ caller, query: { page, limit, review_status = 1, kind, keyword } }) => defences.assessments(caller, { reviewStatus: review_status, kind, keyword }, page, limit),
  );

  route.get(
    '/api/assessment/show',
    {
      operationId: 'assessmentShow',
      summary: 'Examiners: one participant\'s defence with each recording, transcript, key points, reference and score',
      query: Type.Object({ id: Id({ description: 'The attempt' }) }),
      data: AssessmentDetail,
    },
    ({ caller, query }) => defences.assessment(caller, query.id),
  );

  route.post(
    '/api/assessment/comment',
    {
      operationId: 'assessmentComment',
      summary: 'Examiners: score a defence (each question within its full score) and write the assessment result (at most 100 characters)',
      description: 'The learner is notified. A reviewed defence may be scored again (an AI score overridden).',
      body: AssessmentComment,
      data: AssessmentCommented,
      msg: 'assessmentSaved',
    },
    ({ caller, body }) => defences.comment(caller, body),
  );
}
