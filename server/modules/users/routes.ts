import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { PLAIN_TEXT_NOTE } from '../../core/text.js';
import { UserInfo } from './schemas.js';
import type { UsersService } from './users-service.js';

export function userRoutes({ guarded }: RouteScopes, { users }: { users: UsersService }) {
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
        body: Type.Object(
          {
            photo: Type.Optional(
              Type.String({ maxLength: 500, pattern: '^(/files/.+)?$', description: 'A file stored by the portal (the path the image upload answers, under /files/); empty for the default avatar' }),
            ),
            gender: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
            nation: Type.Optional(Type.String({ maxLength: 32, description: PLAIN_TEXT_NOTE })),
            politics: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
            birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('UpdateUserInfoEnvelope', UserInfo) },
      },
    },
    async (request) => ok(request, await users.updateProfile(caller(request).userId, request.body), 'profileSaved'),
  );
}
