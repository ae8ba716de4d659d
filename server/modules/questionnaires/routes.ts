import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { Option } from '../exams/index.js';
import type { QuestionnaireService } from './questionnaire-service.js';
import { IdParams } from '../../core/http/schema-kit.js';

const QuestionnaireDetail = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    submitted: Type.Integer({ description: '1 when I have submitted it (one submission per user)' }),
    submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    items: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          kind: Type.String({ description: 'single, multiple, text, textarea, id_number, email, phone' }),
          title: Type.String(),
          options: Type.Array(Option),
          required: Type.Integer(),
        },
        { title: 'QuestionnaireItem' },
      ),
    ),
  },
  { title: 'QuestionnaireDetail' },
);

export function questionnaireRoutes({ guarded }: RouteScopes, { questionnaires }: { questionnaires: QuestionnaireService }) {
  // One implementation each at two paths: questionnaire/:id(/submit), and the spec's qn_details/qn_submit.
  for (const [path, operationId] of [
    ['/api/questionnaire/:id', 'qnDetails'],
    ['/api/qn_details/:id', 'qn_details'],
  ] as const) {
    guarded.get(
      path,
      {
        schema: {
          operationId,
          tags: ['questionnaire'],
          summary: 'A questionnaire with its items and whether I have submitted it',
          params: IdParams,
          response: { 200: Envelope('QnDetailsEnvelope', QuestionnaireDetail) },
        },
      },
      async (request) => ok(request, await questionnaires.details(caller(request).userId, request.params.id)),
    );
  }

  for (const [path, operationId] of [
    ['/api/questionnaire/:id/submit', 'qnSubmit'],
    ['/api/qn_submit/:id', 'qn_submit'],
  ] as const) {
    guarded.post(
      path,
      {
        schema: {
          operationId,
          tags: ['questionnaire'],
          summary: 'Submit a questionnaire once; ID number (18 characters with check digit), email and phone are validated',
          params: IdParams,
          body: Type.Object(
            {
              answers: Type.Array(
                Type.Object(
                  {
                    item_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
                    option_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 50 })),
                    text: Type.Optional(Type.String({ maxLength: 5000 })),
                  },
                  { additionalProperties: false },
                ),
                { maxItems: 200 },
              ),
              period_id: Type.Optional(
                Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The course lesson (period type 6) it was opened from: that lesson completes' }),
              ),
            },
            { additionalProperties: false },
          ),
          response: { 200: Envelope('QnSubmitEnvelope', Type.Object({ id: Type.Integer(), submitted: Type.Integer() }, { title: 'QnSubmitted' })) },
        },
      },
      async (request) =>
        ok(request, await questionnaires.submit(caller(request).userId, request.params.id, request.body.answers, request.body.period_id), 'questionnaireThanks'),
    );
  }
}
