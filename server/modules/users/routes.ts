import { Type } from 'typebox';
import type { App } from '../../core/http/context.js';
import { Envelope } from '../../core/http/envelope.js';
import { bearerSecurity, requireAuth, requireUser } from '../../core/http/auth.js';
import { caller, ok } from '../../core/http/reply.js';
import { PasswordField, UserInfo } from './schemas.js';

const PasswordChanged = Type.Object(
  { remember_token: Type.String({ description: 'New token; every older token was revoked' }) },
  { title: 'PasswordChanged' },
);

export async function userRoutes(app: App) {
  app.get(
    '/api/users',
    {
      schema: {
        operationId: 'userInfo',
        tags: ['users'],
        summary: 'The signed-in user with this month\'s credits, study time and department ranks',
        description: 'Code 205 (HTTP 401) when an admin disabled the account: the client forces a logout.',
        security: bearerSecurity,
        response: { 200: Envelope('UserInfoEnvelope', UserInfo) },
      },
      preValidation: requireUser({ forceLogoutCode: true }),
    },
    async (request) => ok(request, await app.services.users.userInfo(caller(request).userId)),
  );

  app.put(
    '/api/users',
    {
      schema: {
        operationId: 'updateUserInfo',
        tags: ['users'],
        summary: 'Update the editable profile fields of the signed-in user',
        security: bearerSecurity,
        body: Type.Object(
          {
            photo: Type.Optional(Type.String({ maxLength: 500, pattern: '^(/files/|https?://)' })),
            gender: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
            nation: Type.Optional(Type.String({ maxLength: 32 })),
            politics: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
            birth_date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope('UpdateUserInfoEnvelope', UserInfo) },
      },
      preValidation: requireAuth,
    },
    async (request) => ok(request, await app.services.users.updateProfile(caller(request).userId, request.body), 'profileSaved'),
  );

  app.put(
    '/api/users/updatePass',
    {
      schema: {
        operationId: 'updatePassword',
        tags: ['users'],
        summary: 'Change the password (8-16 characters, two of digits, letters, symbols)',
        security: bearerSecurity,
        body: Type.Object({ old_password: PasswordField, password: PasswordField, password_confirmation: PasswordField }),
        response: { 200: Envelope('UpdatePasswordEnvelope', PasswordChanged) },
      },
      preValidation: requireAuth,
    },
    async (request) => {
      const { old_password, password, password_confirmation } = request.body;
      const result = await app.services.users.changePassword(caller(request).userId, old_password, password, password_confirmation, request.deviceType);
      return ok(request, result, 'passwordChanged');
    },
  );
}
