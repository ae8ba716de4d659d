import type { MessageKey, MessageParams } from './i18n.js';

/**
 * What went wrong, in the words of the rules rather than of HTTP: the error handler
 * (core/http/errors.ts) is the one place that turns a kind into an envelope code and status.
 * notFound: no such thing; forbidden: the caller may not; invalid: the input breaks a rule;
 * refused: the thing cannot be done now (for example media still transcoding); locked: too
 * many wrong passwords or codes from this client address, wait; tooMany: rate limited;
 * unauthenticated: no valid session; forcedOut: the session ends because the account was
 * disabled; unavailable: a service the portal relies on (such as the chat app's open API)
 * cannot answer now.
 */
export type DomainErrorKind = 'notFound' | 'forbidden' | 'invalid' | 'refused' | 'locked' | 'tooMany' | 'unauthenticated' | 'forcedOut' | 'unavailable';

/** A refusal a client can cause, with the message key the caller reads in their language. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    /** The input field the refusal is about (a form shows it next to that field): the body's property name. */
    readonly field?: string,
  ) {
    super(messageKey);
  }
}
