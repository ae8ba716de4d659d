import { Type } from 'typebox';
import type { RouteScopes } from '../../core/http/auth.js';
import { routes } from '../../core/http/route.js';
import { EmptyData } from '../../core/http/envelope.js';
import { parseTarget } from './verification-service.js';
import { PasswordField } from '../users/index.js';
import type { PasswordService } from './password-service.js';
import type { VerificationService } from './verification-service.js';

const Target = Type.String({ minLength: 1, maxLength: 254, description: '11-digit mobile number or mail address' });

const PasswordChanged = Type.Object(
  { remember_token: Type.String({ description: 'New token; every older token was revoked' }) },
  { title: 'PasswordChanged' },
);

export function passwordRoutes(scopes: RouteScopes, { passwords, verification }: { passwords: PasswordService; verification: VerificationService }) {
  const route = routes(scopes, ['recovery']);

  route.put(
    '/api/users/updatePass',
    {
      operationId: 'updatePassword',
      tags: ['users'],
      summary: 'Change the password (8-16 characters, two of digits, letters, symbols)',
      description: 'The new password: 8-16 characters, two of digits, letters, symbols. Wrong current passwords count with the account\'s sign-ins from the same client address: after five, that address waits 1, 2, 4 ... up to 60 minutes (code 423).',
      body: Type.Object({ old_password: PasswordField, password: PasswordField, password_confirmation: PasswordField }),
      data: PasswordChanged,
      msg: 'passwordChanged',
    },
    ({ userId, body: { old_password, password, password_confirmation }, request }) =>
      passwords.changePassword(userId, old_password, password, password_confirmation, request.deviceType, request.ip),
  );

  route.post(
    '/api/isMobileEmail',
    {
      operationId: 'isMobileEmail',
      summary: 'Classify and check the format of a mobile number or mail address',
      description: 'Answers only the kind; it never tells whether an account has it.',
      body: Type.Object({ account: Target }),
      data: Type.Object({ type: Type.String({ description: "'mobile' or 'mail'" }) }, { title: 'MobileEmail' }),
      envelope: 'MobileEmailEnvelope',
      open: true,
    },
    ({ body }) => ({ type: parseTarget(body.account).channel }),
  );

  route.post(
    '/api/getsmscode',
    {
      operationId: 'getSmsCode',
      summary: 'Send a 6-digit code (valid 5 minutes, one per minute per number or address)',
      body: Type.Object({ mobile: Target }),
      data: Type.Object({ resend_after: Type.Integer() }, { title: 'SmsCode' }),
      envelope: 'SmsCodeEnvelope',
      msg: 'codeSent',
      open: true,
    },
    ({ body }) => verification.send(body.mobile),
  );

  route.post(
    '/api/findpass',
    {
      operationId: 'findPassword',
      summary: 'Set a new password with a code sent to the account\'s mobile or mail',
      description: 'A code allows 5 tries; after ten wrong codes for one number or address from one client address, that address waits 1, 2, 4 ... up to 60 minutes (code 423). Every session of the account is revoked.',
      body: Type.Object({
        mobile: Target,
        code: Type.String({ pattern: '^\\d{6}$' }),
        password: PasswordField,
        password_confirmation: PasswordField,
      }),
      data: EmptyData,
      msg: 'passwordReset',
      open: true,
    },
    async ({ body: { mobile, code, password, password_confirmation }, request }) => {
      await passwords.resetPassword(mobile, code, password, password_confirmation, request.ip);
      return null;
    },
  );
}
