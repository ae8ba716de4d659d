import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { UserInfo, type UsersService } from '../users/index.js';
import { parseTarget, type VerificationService } from './verification-service.js';

const Target = Type.String({ minLength: 1, maxLength: 254, description: '11-digit mobile number or mail address' });

/** Binding a new mobile number or mail address to the signed-in account with a verification code. */
export function bindingRoutes({ guarded }: RouteScopes, { verification, users }: { verification: VerificationService; users: UsersService }) {
  guarded.post(
    '/api/passMobileMail',
    {
      schema: {
        operationId: 'passMobileMail',
        tags: ['users'],
        summary: 'Send a 6-digit code to the mobile number or mail address to bind (valid 5 minutes, one per minute)',
        description: 'Refused when another account already has it.',
        body: Type.Object({ mobile: Target }, { additionalProperties: false }),
        response: { 200: Envelope('PassMobileMailEnvelope', Type.Object({ resend_after: Type.Integer(), type: Type.String({ description: "'mobile' or 'mail'" }) }, { title: 'BindingCodeSent' })) },
      },
    },
    async (request) => ok(request, await verification.sendForBinding(caller(request).userId, request.body.mobile), 'codeSent'),
  );

  guarded.post(
    '/api/boundMobileMail',
    {
      schema: {
        operationId: 'boundMobileMail',
        tags: ['users'],
        summary: 'Bind the mobile number or mail address with the code sent to it',
        body: Type.Object({ mobile: Target, code: Type.String({ pattern: '^\\d{6}$' }) }, { additionalProperties: false }),
        response: { 200: Envelope('BoundMobileMailEnvelope', UserInfo) },
      },
    },
    async (request) => {
      const { channel, target } = parseTarget(request.body.mobile);
      await verification.consume(target, request.body.code, request.ip);
      return ok(request, await users.bindMobileOrMail(caller(request).userId, channel, target), 'mobileBound');
    },
  );
}
