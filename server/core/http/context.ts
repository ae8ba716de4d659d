import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { pickLocale, type Locale } from '../i18n.js';
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

/** What every request carries besides its route's input: the reader's language and the DeviceType header (the app's onRequest hook, and routes called in process). */
export function localeAndDevice(headers: Record<string, string | string[] | undefined>): { locale: Locale; deviceType: string | null } {
  const language = headers['accept-language'];
  const device = headers.devicetype;
  return { locale: pickLocale(typeof language === 'string' ? language : undefined), deviceType: typeof device === 'string' ? device.slice(0, 32) : null };
}
