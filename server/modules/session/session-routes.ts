import { Type } from 'typebox';
import type { App } from '../../core/http/context.js';
import { ApiError, Code, Envelope, EmptyData } from '../../core/http/envelope.js';
import { bearerSecurity, requireAuth } from '../../core/http/auth.js';
import { caller, ok } from '../../core/http/reply.js';
import { PasswordField, UserInfo } from '../users/schemas.js';

const LoginResult = Type.Object(
  {
    remember_token: Type.String({ description: 'Bearer token, valid 7 days, renewed on use' }),
    id: Type.Integer(),
    role_id: Type.Integer(),
    user_info: UserInfo,
  },
  { title: 'LoginResult' },
);

const AdminLoginResult = Type.Object(
  {
    remember_token: Type.String({ description: 'Back-office token' }),
    admin_url: Type.String({ description: 'Address of the back-office site' }),
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
  },
  { title: 'AdminLoginResult' },
);

const IntegralResult = Type.Object(
  {
    added: Type.Boolean({ description: 'False when today\'s credit was already given' }),
    points: Type.Integer(),
    current_month_integral: Type.Integer(),
  },
  { title: 'IntegralResult' },
);

export async function sessionRoutes(app: App) {
  app.post(
    '/api/login',
    {
      schema: {
        operationId: 'login',
        tags: ['session'],
        summary: 'Sign in with account and password',
        description:
          'Wrong account and wrong password get the same answer. Five wrong passwords for one account within 15 minutes lock it for 15 minutes (code 423).',
        body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 64 }), password: PasswordField }),
        response: { 200: Envelope('LoginEnvelope', LoginResult) },
      },
    },
    async (request) => {
      const { token, userId } = await app.services.auth.login(request.body.account.trim(), request.body.password, request.deviceType);
      const info = await app.services.users.userInfo(userId);
      return ok(request, { remember_token: token, id: info.id, role_id: info.role_id, user_info: info });
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['session'],
        summary: 'Revoke the current token',
        security: bearerSecurity,
        response: { 200: Envelope('LogoutEnvelope', EmptyData) },
      },
      preValidation: requireAuth,
    },
    async (request) => {
      await app.services.auth.logout(caller(request).sessionId);
      return ok(request, null, 'loggedOut');
    },
  );

  app.get(
    '/api/incrementIntegral',
    {
      schema: {
        operationId: 'incrementIntegral',
        tags: ['session'],
        summary: 'Give the daily sign-in credit (once per day per user)',
        security: bearerSecurity,
        response: { 200: Envelope('IntegralEnvelope', IntegralResult) },
      },
      preValidation: requireAuth,
    },
    async (request) => {
      const result = await app.services.users.incrementIntegral(caller(request).userId);
      return ok(request, result, result.added ? 'dailyCreditAdded' : 'dailyCreditKept', { points: result.points });
    },
  );

  app.post(
    '/api/adminUser/login',
    {
      schema: {
        operationId: 'adminUserLogin',
        tags: ['session'],
        summary: 'Issue a back-office token for the signed-in admin',
        description: 'Only an admin (is_admin = 1) may call it, and only for their own user_id.',
        security: bearerSecurity,
        body: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Envelope('AdminLoginEnvelope', AdminLoginResult) },
      },
      preValidation: requireAuth,
    },
    async (request) => {
      const auth = caller(request);
      if (!auth.isAdmin || request.body.user_id !== auth.userId) throw new ApiError(Code.forbidden, 'adminOnly');
      const info = await app.services.users.userInfo(auth.userId);
      const token = await app.services.auth.issueToken(auth.userId, 'admin', request.deviceType);
      return ok(request, { remember_token: token, admin_url: app.services.adminUrl, user_id: info.id, name: info.name, photo: info.photo });
    },
  );
}
