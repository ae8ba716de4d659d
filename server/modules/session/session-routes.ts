import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes, withMessage } from '../../core/http/route.js';
import { EmptyData } from '../../core/http/envelope.js';
import { DomainError } from '../../core/errors.js';
import { PasswordField, UserInfo } from '../users/index.js';
import type { AuthService } from './auth-service.js';
import type { UsersService } from '../users/index.js';

/** The answer of every sign-in: password (login) and chat app (ddLogin). */
export const LoginResult = Type.Object(
  {
    remember_token: Type.String({ description: 'Bearer token, valid 7 days, renewed on use' }),
    id: Type.Integer(),
    role_id: Type.Integer(),
    user_info: UserInfo,
  },
  { title: 'LoginResult' },
);

/** A sign-in's answer: the new token and who signed in. */
export async function signedIn(users: UsersService, { token, userId }: { token: string; userId: number }) {
  const info = await users.userInfo(userId);
  return { remember_token: token, id: info.id, role_id: info.role_id, user_info: info };
}

export const AdminLoginResult = Type.Object(
  {
    remember_token: Type.String({ description: 'Back-office token' }),
    admin_url: Type.String({ description: 'Address of the back-office site' }),
    user_id: Type.Integer(),
    name: Type.String(),
    photo: Type.String(),
  },
  { title: 'AdminLoginResult' },
);

export const IntegralResult = Type.Object(
  {
    added: Type.Boolean({ description: 'False when today\'s credit was already given' }),
    points: Type.Integer(),
    current_month_integral: Type.Integer(),
  },
  { title: 'IntegralResult' },
);

export function sessionRoutes(scopes: RouteScopes, { auth, users, adminUrl }: { auth: AuthService; users: UsersService; adminUrl: string }) {
  const route = routes(scopes, ['session']);

  route.post(
    '/api/login',
    {
      operationId: 'login',
      summary: 'Sign in with account and password',
      description:
        'Wrong account and wrong password get the same answer. After five wrong passwords for one account from one client address, that address waits 1, 2, 4 ... up to 60 minutes before each next try (code 423 with the minutes); other addresses, the owner\'s, are not affected.',
      body: Type.Object({ account: Type.String({ minLength: 1, maxLength: 64 }), password: PasswordField }),
      data: LoginResult,
      open: true,
    },
    async ({ body, request }) => signedIn(users, await auth.login(body.account.trim(), body.password, request.deviceType, request.ip)),
  );

  route.post(
    '/api/logout',
    { operationId: 'logout', summary: 'Revoke the current token', data: EmptyData, msg: 'loggedOut' },
    async ({ caller }) => {
      await auth.logout(caller.sessionId);
      return null;
    },
  );

  route.get(
    '/api/incrementIntegral',
    { operationId: 'incrementIntegral', summary: 'Give the daily sign-in credit (once per day per user)', data: IntegralResult, envelope: 'IntegralEnvelope' },
    async ({ userId }) => {
      const result = await users.incrementIntegral(userId);
      return withMessage(result, result.added ? 'dailyCreditAdded' : 'dailyCreditKept', { points: result.points });
    },
  );

  route.post(
    '/api/adminUser/login',
    {
      operationId: 'adminUserLogin',
      summary: 'Issue a back-office token for the signed-in admin',
      description: 'Only an admin (is_admin = 1) may call it, and only for their own user_id.',
      body: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
      data: AdminLoginResult,
      envelope: 'AdminLoginEnvelope',
    },
    async ({ caller, body, request }) => {
      if (!caller.isAdmin || body.user_id !== caller.userId) throw new DomainError('forbidden', 'adminOnly');
      const info = await users.userInfo(caller.userId);
      const token = await auth.issueToken(caller.userId, 'admin', request.deviceType);
      return { remember_token: token, admin_url: adminUrl, user_id: info.id, name: info.name, photo: info.photo };
    },
  );
}
