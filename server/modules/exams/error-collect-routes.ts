import { Type } from 'typebox';
import type { App } from '../../core/http/context.js';
import { EmptyData, Envelope } from '../../core/http/envelope.js';
import { bearerSecurity, requireAuth } from '../../core/http/auth.js';
import { caller, ok } from '../../core/http/reply.js';
import { CollectList, CollectState, GivenAnswer, IdParams, Paging, PracticeResult, WrongList } from './schemas.js';

/** The wrong-answer book (error routes of the spec), its practice, and question collections. */
export async function errorCollectRoutes(app: App) {
  app.get(
    '/api/error',
    {
      schema: {
        operationId: 'errorList',
        tags: ['error'],
        summary: 'My wrong questions, newest first (exam_id 0: every exam)',
        security: bearerSecurity,
        querystring: Type.Object({ ...Paging, exam_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })) }),
        response: { 200: Envelope('ErrorListEnvelope', WrongList) },
      },
      preValidation: requireAuth,
    },
    async (request) => {
      const { page = 1, limit = 10, exam_id = 0 } = request.query;
      return ok(request, await app.services.exams.wrongList(caller(request).userId, exam_id, page, limit));
    },
  );

  app.get(
    '/api/error/number',
    {
      schema: {
        operationId: 'errorNumber',
        tags: ['error'],
        summary: 'How many wrong questions I have',
        security: bearerSecurity,
        response: { 200: Envelope('ErrorNumberEnvelope', Type.Object({ total: Type.Integer() }, { title: 'ErrorNumber' })) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.wrongNumber(caller(request).userId)),
  );

  app.delete(
    '/api/error/:id',
    {
      schema: {
        operationId: 'errorRemove',
        tags: ['error'],
        summary: 'Remove a question (by question id) from my wrong answers',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('ErrorRemoveEnvelope', EmptyData) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.removeWrong(caller(request).userId, request.params.id), 'wrongRemoved'),
  );

  app.post(
    '/api/error/submit',
    {
      schema: {
        operationId: 'errorSubmit',
        tags: ['error'],
        summary: 'Check a practice answer of a wrong or collected question; a right answer leaves the wrong-answer book',
        security: bearerSecurity,
        body: Type.Object({ question_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), answer: GivenAnswer }, { additionalProperties: false }),
        response: { 200: Envelope('ErrorSubmitEnvelope', PracticeResult) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.practise(caller(request).userId, request.body.question_id, request.body.answer)),
  );

  app.get(
    '/api/collect',
    {
      schema: {
        operationId: 'collectList',
        tags: ['collect'],
        summary: 'My collected questions, newest first',
        security: bearerSecurity,
        querystring: Type.Object(Paging),
        response: { 200: Envelope('CollectListEnvelope', CollectList) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.collectList(caller(request).userId, request.query.page ?? 1, request.query.limit ?? 10)),
  );

  app.post(
    '/api/collect/:id',
    {
      schema: {
        operationId: 'collectAdd',
        tags: ['collect'],
        summary: 'Collect a question (by question id); collecting twice is harmless',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('CollectAddEnvelope', CollectState) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.collect(caller(request).userId, request.params.id), 'collected'),
  );

  app.delete(
    '/api/collect/:id',
    {
      schema: {
        operationId: 'collectRemove',
        tags: ['collect'],
        summary: 'Cancel the collection of a question',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Envelope('CollectRemoveEnvelope', CollectState) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.uncollect(caller(request).userId, request.params.id), 'uncollected'),
  );

  app.delete(
    '/api/collect',
    {
      schema: {
        operationId: 'collectClear',
        tags: ['collect'],
        summary: 'Clear my collection',
        security: bearerSecurity,
        response: { 200: Envelope('CollectClearEnvelope', Type.Object({ removed: Type.Integer() }, { title: 'CollectCleared' })) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.exams.clearCollection(caller(request).userId), 'collectionCleared'),
  );
}
