import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { LoginResult, signedIn } from '../session/index.js';
import type { UsersService } from '../users/index.js';
import type { ChatAppLoginService } from './chat-app-login-service.js';

export function dingTalkRoutes(scopes: RouteScopes, { chatApp, users }: { chatApp: ChatAppLoginService; users: UsersService }) {
  const route = routes(scopes, ['session']);

  route.post(
    '/api/ddLogin',
    {
      operationId: 'ddLogin',
      summary: 'Sign in inside the DingTalk chat app with its one-time auth code',
      description:
        'The code comes from DingTalk\'s requestAuthCode in the chat app (valid five minutes, once). Answers like login. ' +
        'Refused with 403 when the chat-app login is not enabled (site setting dd_login) or no employee matches the DingTalk ' +
        'account (bound before, or by mobile the first time), 400 for an invalid or used code or when the DingTalk app is ' +
        'not set up, and 503 when DingTalk cannot be reached.',
      body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 256, description: 'One-time auth code from DingTalk' }) }),
      data: LoginResult,
      envelope: 'LoginEnvelope',
      open: true,
    },
    async ({ body, request }) => signedIn(users, await chatApp.login(body.code.trim(), request.deviceType)),
  );
}
