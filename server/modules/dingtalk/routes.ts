import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { ok } from '../../core/http/reply.js';
import { LoginEnvelope } from '../session/index.js';
import type { UsersService } from '../users/index.js';
import type { ChatAppLoginService } from './chat-app-login-service.js';

export function dingTalkRoutes({ open }: RouteScopes, { chatApp, users }: { chatApp: ChatAppLoginService; users: UsersService }) {
  open.post(
    '/api/ddLogin',
    {
      schema: {
        operationId: 'ddLogin',
        tags: ['session'],
        summary: 'Sign in inside the DingTalk chat app with its one-time auth code',
        description:
          'The code comes from DingTalk\'s requestAuthCode in the chat app (valid five minutes, once). Answers like login. ' +
          'Refused with 403 when the chat-app login is not enabled (site setting dd_login) or no employee matches the DingTalk ' +
          'account (bound before, or by mobile the first time), 400 for an invalid or used code or when the DingTalk app is ' +
          'not set up, and 503 when DingTalk cannot be reached.',
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 256, description: 'One-time auth code from DingTalk' }) }),
        response: { 200: LoginEnvelope },
      },
    },
    async (request) => {
      const { token, userId } = await chatApp.login(request.body.code.trim(), request.deviceType);
      const info = await users.userInfo(userId);
      return ok(request, { remember_token: token, id: info.id, role_id: info.role_id, user_info: info });
    },
  );
}
