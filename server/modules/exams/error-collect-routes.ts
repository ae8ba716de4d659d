import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { EmptyData } from '../../core/http/envelope.js';
import { CollectList, CollectState, GivenAnswer, PracticeResult, WrongList } from './schemas.js';
import type { ExamService } from './exam-service.js';
import { Id, IdParams, Int, Paging } from '../../core/http/schema-kit.js';

/** The wrong-answer book (error routes of the spec), its practice, and question collections. */
export function errorCollectRoutes(scopes: RouteScopes, { exams }: { exams: ExamService }) {
  const route = routes(scopes, ['error']);

  route.get(
    '/api/error',
    {
      operationId: 'errorList',
      summary: 'My wrong questions, newest first (exam_id 0: every exam)',
      query: Type.Object({ ...Paging, exam_id: Type.Optional(Int({ minimum: 0, default: 0 })) }),
      data: WrongList,
    },
    ({ userId, query: { page, limit, exam_id = 0 } }) => exams.wrongList(userId, exam_id, page, limit),
  );

  route.get(
    '/api/error/number',
    { operationId: 'errorNumber', summary: 'How many wrong questions I have', data: Type.Object({ total: Type.Integer() }, { title: 'ErrorNumber' }) },
    ({ userId }) => exams.wrongNumber(userId),
  );

  route.delete(
    '/api/error/:id',
    { operationId: 'errorRemove', summary: 'Remove a question (by question id) from my wrong answers', params: IdParams, data: EmptyData, msg: 'wrongRemoved' },
    ({ userId, params }) => exams.removeWrong(userId, params.id),
  );

  route.post(
    '/api/error/submit',
    {
      operationId: 'errorSubmit',
      summary: 'Check a practice answer of a wrong or collected question; a right answer leaves the wrong-answer book',
      body: Type.Object({ question_id: Id(), answer: GivenAnswer }, { additionalProperties: false }),
      data: PracticeResult,
    },
    ({ userId, body }) => exams.practise(userId, body.question_id, body.answer),
  );

  route.get(
    '/api/collect',
    { operationId: 'collectList', tags: ['collect'], summary: 'My collected questions, newest first', query: Type.Object(Paging), data: CollectList },
    ({ userId, query }) => exams.collectList(userId, query.page, query.limit),
  );

  route.post(
    '/api/collect/:id',
    {
      operationId: 'collectAdd',
      tags: ['collect'],
      summary: 'Collect a question (by question id); collecting twice is harmless',
      params: IdParams,
      data: CollectState,
      msg: 'collected',
    },
    ({ userId, params }) => exams.collect(userId, params.id),
  );

  route.delete(
    '/api/collect/:id',
    { operationId: 'collectRemove', tags: ['collect'], summary: 'Cancel the collection of a question', params: IdParams, data: CollectState, msg: 'uncollected' },
    ({ userId, params }) => exams.uncollect(userId, params.id),
  );

  route.delete(
    '/api/collect',
    {
      operationId: 'collectClear',
      tags: ['collect'],
      summary: 'Clear my collection',
      data: Type.Object({ removed: Type.Integer() }, { title: 'CollectCleared' }),
      msg: 'collectionCleared',
    },
    ({ userId }) => exams.clearCollection(userId),
  );
}
