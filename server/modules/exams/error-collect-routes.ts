import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { EmptyData, Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { CollectList, CollectState, GivenAnswer, PracticeResult, WrongList } from './schemas.js';
import type { ExamService } from './exam-service.js';
import { IdParams, Paging } from '../../core/http/schema-kit.js';

/** The wrong-answer book (error routes of the spec), its practice, and question collections. */
export function errorCollectRoutes({ guarded }: RouteScopes, { exams }: { exams: ExamService }) {
  guarded.get(
    '/api/error',
    {
      schema: {
        operationId: 'errorList',
        tags: ['error'],
        summary: 'My wrong questions, newest first (exam_id 0: every exam)',
        querystring: Type.Object({ ...Paging, exam_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })) }),
        response: { 200: Envelope('ErrorListEnvelope', WrongList) },
      },
    },
    async (request) => {
      const { page = 1, limit = 10, exam_id = 0 } = request.query;
      return ok(request, await exams.wrongList(caller(request).userId, exam_id, page, limit));
    },
  );

  guarded.get(
    '/api/error/number',
    {
      schema: {
        operationId: 'errorNumber',
        tags: ['error'],
        summary: 'How many wrong questions I have',
        response: { 200: Envelope('ErrorNumberEnvelope', Type.Object({ total: Type.Integer() }, { title: 'ErrorNumber' })) },
      },
    },
    async (request) => ok(request, await exams.wrongNumber(caller(request).userId)),
  );

  guarded.delete(
    '/api/error/:id',
    {
      schema: {
        operationId: 'errorRemove',
        tags: ['error'],
        summary: 'Remove a question (by question id) from my wrong answers',
        params: IdParams,
        response: { 200: Envelope('ErrorRemoveEnvelope', EmptyData) },
      },
    },
    async (request) => ok(request, await exams.removeWrong(caller(request).userId, request.params.id), 'wrongRemoved'),
  );

  guarded.post(
    '/api/error/submit',
    {
      schema: {
        operationId: 'errorSubmit',
        tags: ['error'],
        summary: 'Check a practice answer of a wrong or collected question; a right answer leaves the wrong-answer book',
        body: Type.Object({ question_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), answer: GivenAnswer }, { additionalProperties: false }),
        response: { 200: Envelope('ErrorSubmitEnvelope', PracticeResult) },
      },
    },
    async (request) => ok(request, await exams.practise(caller(request).userId, request.body.question_id, request.body.answer)),
  );

  guarded.get(
    '/api/collect',
    {
      schema: {
        operationId: 'collectList',
        tags: ['collect'],
        summary: 'My collected questions, newest first',
        querystring: Type.Object(Paging),
        response: { 200: Envelope('CollectListEnvelope', CollectList) },
      },
    },
    async (request) => ok(request, await exams.collectList(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  guarded.post(
    '/api/collect/:id',
    {
      schema: {
        operationId: 'collectAdd',
        tags: ['collect'],
        summary: 'Collect a question (by question id); collecting twice is harmless',
        params: IdParams,
        response: { 200: Envelope('CollectAddEnvelope', CollectState) },
      },
    },
    async (request) => ok(request, await exams.collect(caller(request).userId, request.params.id), 'collected'),
  );

  guarded.delete(
    '/api/collect/:id',
    {
      schema: {
        operationId: 'collectRemove',
        tags: ['collect'],
        summary: 'Cancel the collection of a question',
        params: IdParams,
        response: { 200: Envelope('CollectRemoveEnvelope', CollectState) },
      },
    },
    async (request) => ok(request, await exams.uncollect(caller(request).userId, request.params.id), 'uncollected'),
  );

  guarded.delete(
    '/api/collect',
    {
      schema: {
        operationId: 'collectClear',
        tags: ['collect'],
        summary: 'Clear my collection',
        response: { 200: Envelope('CollectClearEnvelope', Type.Object({ removed: Type.Integer() }, { title: 'CollectCleared' })) },
      },
    },
    async (request) => ok(request, await exams.clearCollection(caller(request).userId), 'collectionCleared'),
  );
}
