import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { Option } from '../exams/index.js';
import type { QuestionnaireService } from './questionnaire-service.js';
import { DateTime, Id, IdParams, Nullable } from '../../core/http/schema-kit.js';

const QuestionnaireDetail = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    submitted: Type.Integer({ description: '1 when I have submitted it (one submission per user)' }),
    submitted_at: Nullable(DateTime()),
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

export function questionnaireRoutes(scopes: RouteScopes, { questionnaires }: { questionnaires: QuestionnaireService }) {
  const route = routes(scopes, ['questionnaire']);

  // One implementation each at two paths: questionnaire/:id(/submit), and the spec's qn_details/qn_submit.
  for (const [path, operationId] of [
    ['/api/questionnaire/:id', 'qnDetails'],
    ['/api/qn_details/:id', 'qn_details'],
  ] as const) {
    route.get(
    path,
    {
      operationId: operationId,
      summary: 'A questionnaire with its items and whether I have submitted it',
      params: IdParams,
      data: QuestionnaireDetail,
      envelope: 'QnDetailsEnvelope',
    },
    ({ userId, params }) => questionnaires.details(userId, params.id),
  );
  }

  for (const [path, operationId] of [
    ['/api/questionnaire/:id/submit', 'qnSubmit'],
    ['/api/qn_submit/:id', 'qn_submit'],
  ] as const) {
    route.post(
    path,
    {
      operationId: operationId,
      summary: 'Submit a questionnaire once; ID number (18 characters with check digit), email and phone are validated',
      params: IdParams,
      body: Type.Object(
        {
          answers: Type.Array(
            Type.Object(
              {
                item_id: Id(),
                option_ids: Type.Optional(Type.Array(Id(), { maxItems: 50 })),
                text: Type.Optional(Type.String({ maxLength: 5000 })),
              },
              { additionalProperties: false },
            ),
            { maxItems: 200 },
          ),
          period_id: Type.Optional(
            Id({ description: 'The course lesson (period type 6) it was opened from: that lesson completes' }),
          ),
        },
        { additionalProperties: false },
      ),
      data: Type.Object({ id: Type.Integer(), submitted: Type.Integer() }, { title: 'QnSubmitted' }),
      envelope: 'QnSubmitEnvelope',
      msg: 'questionnaireThanks',
    },
    ({ userId, params, body }) => questionnaires.submit(userId, params.id, body.answers, body.period_id),
  );
  }
}
