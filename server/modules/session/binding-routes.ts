import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { UserInfo, type UsersService } from '../users/index.js';
import { parseTarget, type VerificationService } from './verification-service.js';

const Target = Type.String({ minLength: 1, maxLength: 254, description: '11-digit mobile number or mail address' });

/** Binding a new mobile number or mail address to the signed-in account with a verification code. */
export function bindingRoutes(scopes: RouteScopes, { verification, users }: { verification: VerificationService; users: UsersService }) {
  const route = routes(scopes, ['users']);

  route.post(
    '/api/passMobileMail',
    {
      operationId: 'passMobileMail',
      summary: 'Send a 6-digit code to the mobile number or mail address to bind (valid 5 minutes, one per minute)',
      description: 'Refused when another account already has it.',
      body: Type.Object({ mobile: Target }, { additionalProperties: false }),
      data: Type.Object({ resend_after: Type.Integer(), type: Type.String({ description: "'mobile' or 'mail'" }) }, { title: 'BindingCodeSent' }),
      msg: 'codeSent',
    },
    ({ userId, body }) => verification.sendForBinding(userId, body.mobile),
  );

  route.post(
    '/api/boundMobileMail',
    {
      operationId: 'boundMobileMail',
      summary: 'Bind the mobile number or mail address with the code sent to it',
      body: Type.Object({ mobile: Target, code: Type.String({ pattern: '^\\d{6}$' }) }, { additionalProperties: false }),
      data: UserInfo,
      msg: 'mobileBound',
    },
    async ({ userId, body, request }) => {
      const { channel, target } = parseTarget(body.mobile);
      await verification.consume(target, body.code, request.ip);
      return users.bindMobileOrMail(userId, channel, target);
    },
  );
}
