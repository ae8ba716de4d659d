import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope, EmptyData } from '../../core/http/envelope.js';
import { DomainError } from '../../core/errors.js';
import { caller, ok } from '../../core/http/reply.js';
import { PasswordField, UserInfo } from '../users/index.js';
import type { AuthService } from './auth-service.js';
import type { UsersService } from '../users/index.js';

const LoginResult = Type.Object(
  {
    remember_token: Type.String({ description: 'Bearer token, valid 7 days, renewed on use' }),
    id: Type.Integer(),
    role_id: Type.Integer(),
    user_info: UserInfo,
  },
  { title: 'LoginResult' },
);

/** The answer of every sign-in: password (login) and chat app (ddLogin). */
export const LoginEnvelope = Envelope('LoginEnvelope', LoginResult);

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

export function sessionRoutes({ open, guarded }: RouteScopes, { auth, users, adminUrl }: { auth: AuthService; users: UsersService; adminUrl: string }) {
  open.post(
    '/api/login',
    {
      schema: {
        operationId: 'login',
        tags: ['session'],
        summary: 'Sign in with account and password',
        description:
          'Wrong account and wrong password get the same answer. After five wrong passwords for one account from one client address, that address waits 1, 2, 4 ... up to 60 minutes before each next try (code 423 with the minutes); other addresses, the owner\'s, are not affected.',
        body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 64 }), password: PasswordField }),
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => {
      const { token, userId } = await auth.login(request.body.account.trim(), request.body.password, request.deviceType, request.ip);
      const info = await users.userInfo(userId);
      return ok(request, { remember_token: token, id: info.id, role_id: info.role_id, user_info: info });
    },
  );

  guarded.post(
    '/api/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['session'],
        summary: 'Revoke the current token',
        response: { 200: Envelope('LogoutEnvelope', EmptyData) },
      },
    },
    async (request) => {
      await auth.logout(caller(request).sessionId);
      return ok(request, null, 'loggedOut');
    },
  );

  guarded.get(
    '/api/incrementIntegral',
    {
      schema: {
        operationId: 'incrementIntegral',
        tags: ['session'],
        summary: 'Give the daily sign-in credit (once per day per user)',
        response: { 200: Envelope('IntegralEnvelope', IntegralResult) },
      },
    },
    async (request) => {
      const result = await users.incrementIntegral(caller(request).userId);
      return ok(request, result, result.added ? 'dailyCreditAdded' : 'dailyCreditKept', { points: result.points });
    },
  );

  guarded.post(
    '/api/adminUser/login',
    {
      schema: {
        operationId: 'adminUserLogin',
        tags: ['session'],
        summary: 'Issue a back-office token for the signed-in admin',
        description: 'Only an admin (is_admin = 1) may call it, and only for their own user_id.',
        body: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Envelope('AdminLoginEnvelope', AdminLoginResult) },
      },
    },
    async (request) => {
      const signedIn = caller(request);
      if (!signedIn.isAdmin || request.body.user_id !== signedIn.userId) throw new DomainError('forbidden', 'adminOnly');
      const info = await users.userInfo(signedIn.userId);
      const token = await auth.issueToken(signedIn.userId, 'admin', request.deviceType);
      return ok(request, { remember_token: token, admin_url: adminUrl, user_id: info.id, name: info.name, photo: info.photo });
    },
  );
}
