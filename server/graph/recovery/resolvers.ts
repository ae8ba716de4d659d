import type { GraphContext } from '../context.js';

/** The REST routes of password recovery: public, rate-limited per client address (injected through Fastify, with the client's address). */
const ROUTES = {
  sendCode: '/api/getsmscode',
  resetPassword: '/api/findpass',
} as const;

/** The REST answer of `POST /api/getsmscode`. */
interface SmsCodeData {
  resend_after: number;
}

interface SendRecoveryCodeArgs {
  input: { mobileOrMail: string };
}

interface ResetPasswordArgs {
  input: { mobileOrMail: string; code: string; password: string; passwordConfirmation: string };
}

export const recoveryResolvers = {
  Mutation: {
    sendRecoveryCode: (_: unknown, { input }: SendRecoveryCodeArgs, { rest }: GraphContext) => rest.send<SmsCodeData>('POST', ROUTES.sendCode, {}, { mobile: input.mobileOrMail }),
    resetPassword: async (_: unknown, { input }: ResetPasswordArgs, { rest }: GraphContext) => {
      await rest.send<null>('POST', ROUTES.resetPassword, {}, {
        mobile: input.mobileOrMail,
        code: input.code,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      });
      return { passwordReset: true };
    },
  },
  SendRecoveryCodePayload: {
    resendAfterSeconds: (sent: SmsCodeData) => sent.resend_after,
  },
};
