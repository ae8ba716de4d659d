import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { Envelope, EmptyData } from '../../core/http/envelope.js';
import { caller, ok } from '../../core/http/reply.js';
import { parseTarget } from './verification-service.js';
import { PasswordField } from '../users/index.js';
import type { PasswordService } from './password-service.js';
import type { VerificationService } from './verification-service.js';

const Target = Type.String({ minLength: 1, maxLength: 254, description: '11-digit mobile number or mail address' });

const PasswordChanged = Type.Object(
  { remember_token: Type.String({ description: 'New token; every older token was revoked' }) },
  { title: 'PasswordChanged' },
);

export function passwordRoutes({ open, guarded }: RouteScopes, { passwords, verification }: { passwords: PasswordService; verification: VerificationService }) {
  guarded.put(
    '/api/users/updatePass',
    {
      schema: {
        operationId: 'updatePassword',
        tags: ['users'],
        summary: 'Change the password (8-16 characters, two of digits, letters, symbols)',
        description: 'The new password: 8-16 characters, two of digits, letters, symbols. Wrong current passwords count with the account\'s sign-ins from the same client address: after five, that address waits 1, 2, 4 ... up to 60 minutes (code 423).',
        body: Type.Object({ old_password: PasswordField, password: PasswordField, password_confirmation: PasswordField }),
        response: { 200: Envelope('UpdatePasswordEnvelope', PasswordChanged) },
      },
    },
    async (request) => {
      const { old_password, password, password_confirmation } = request.body;
      const result = await passwords.changePassword(caller(request).userId, old_password, password, password_confirmation, request.deviceType, request.ip);
      return ok(request, result, 'passwordChanged');
    },
  );

  open.post(
    '/api/isMobileEmail',
    {
      schema: {
        operationId: 'isMobileEmail',
        tags: ['recovery'],
        summary: 'Classify and check the format of a mobile number or mail address',
        description: 'Answers only the kind; it never tells whether an account has it.',
        body: Type.Object({ account: Target }),
        response: { 200: Envelope('MobileEmailEnvelope', Type.Object({ type: Type.String({ description: "'mobile' or 'mail'" }) }, { title: 'MobileEmail' })) },
      },
    },
    async (request) => ok(request, { type: parseTarget(request.body.account).channel }),
  );

  open.post(
    '/api/getsmscode',
    {
      schema: {
        operationId: 'getSmsCode',
        tags: ['recovery'],
        summary: 'Send a 6-digit code (valid 5 minutes, one per minute per number or address)',
        body: Type.Object({ mobile: Target }),
        response: { 200: Envelope('SmsCodeEnvelope', Type.Object({ resend_after: Type.Integer() }, { title: 'SmsCode' })) },
      },
    },
    async (request) => ok(request, await verification.send(request.body.mobile), 'codeSent'),
  );

  open.post(
    '/api/findpass',
    {
      schema: {
        operationId: 'findPassword',
        tags: ['recovery'],
        summary: 'Set a new password with a code sent to the account\'s mobile or mail',
        description: 'A code allows 5 tries; after ten wrong codes for one number or address from one client address, that address waits 1, 2, 4 ... up to 60 minutes (code 423). Every session of the account is revoked.',
        body: Type.Object({
          mobile: Target,
          code: Type.String({ pattern: '^\\d{6}$' }),
          password: PasswordField,
          password_confirmation: PasswordField,
        }),
        response: { 200: Envelope('FindPasswordEnvelope', EmptyData) },
      },
    },
    async (request) => {
      const { mobile, code, password, password_confirmation } = request.body;
      await passwords.resetPassword(mobile, code, password, password_confirmation, request.ip);
      return ok(request, null, 'passwordReset');
    },
  );
}
