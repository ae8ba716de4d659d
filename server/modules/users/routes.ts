import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { NATIONS } from './nations.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { UserInfo } from './schemas.js';
import type { UsersService } from './users-service.js';

export function userRoutes(scopes: RouteScopes, { users }: { users: UsersService }) {
  const { guarded } = scopes;
  nationRoutes(scopes);
  guarded.get(
    '/api/users',
    {
      schema: {
        operationId: 'userInfo',
        tags: ['users'],
        summary: 'The signed-in user with this month\'s credits, study time and department ranks',
        description: 'Code 205 (HTTP 401) when an admin disabled the account: the client forces a logout.',
        response: { 200: Envelope('UserInfoEnvelope', UserInfo) },
      },
      config: { forcedLogoutWhenDisabled: true },
    },
    async (request) => ok(request, await users.userInfo(caller(request).userId)),
  );

  guarded.put(
    '/api/users',
    {
      schema: {
        operationId: 'updateUserInfo',
        tags: ['users'],
        summary: 'Update the editable profile fields of the signed-in user',
        description: 'Only the fields listed in editable_fields; name, department, position, work number, entry time, employee status and type stay with HR (refused as unknown fields).',
        body: Type.Object(
          {
            photo: Type.Optional(
              Type.String({ maxLength: 500, pattern: '^(/files/.+)?$', description: 'A file stored by the portal (the path the image upload answers, under /files/); empty for the default avatar' }),
            ),
            half_photo: Type.Optional(
              Type.String({ maxLength: 500, pattern: '^(/files/.+)?$', description: 'A file stored by the portal (the path the image upload answers, under /files/); empty for none' }),
            ),
            gender: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
            nation: Type.Optional(Type.String({ maxLength: 32, description: PLAIN_TEXT_NOTE })),
            politics: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
            birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
            id_number: Type.Optional(Type.String({ maxLength: 18, description: 'Mainland resident ID number (checked), or empty' })),
            passport: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$' })),
            province_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999, description: 'Work place: the three ids together' })),
            city_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999 })),
            district_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('UpdateUserInfoEnvelope', UserInfo) },
      },
    },
    async (request) => ok(request, await users.updateProfile(caller(request).userId, request.body), 'profileSaved'),
  );
}

export function nationRoutes({ guarded }: RouteScopes) {
  guarded.get(
    '/api/nation',
    {
      schema: {
        operationId: 'nation',
        tags: ['users'],
        summary: "The nations (ethnic groups) of the profile: the stored value and its name in the caller's language",
        response: { 200: Envelope('NationEnvelope', Type.Array(Type.Object({ value: Type.String(), name: Type.String() }, { title: 'Nation' }))) },
      },
    },
    async (request) => ok(request, NATIONS.map(([zh, en]) => ({ value: zh, name: request.locale === 'en-US' ? en : zh }))),
  );
}
