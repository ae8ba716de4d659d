import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Locale } from '../i18n.js';
import type { AuthContext } from '../auth-context.js';

/** The Fastify instance every route module receives, with TypeBox typing. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on protected routes. */
    auth: AuthContext | null;
    locale: Locale;
    deviceType: string | null;
  }
}
