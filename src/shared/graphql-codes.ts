/**
 * The `extensions.code` of a GraphQL error for a refused REST call, named once for the
 * gateway (server/gateway/graphql-errors.ts: the one mapping from the envelope's code and the
 * HTTP status) and the SPA (api-errors.ts: spec section 8). Pure data.
 */
export const GraphQLErrorCode = {
  /** Envelope 202: the token is missing, unknown, expired or revoked. */
  unauthenticated: 'UNAUTHENTICATED',
  /** Envelope 205: forced logout (account disabled). */
  forcedLogout: 'FORCED_LOGOUT',
  forbidden: 'FORBIDDEN',
  /** Envelope 4004 (or HTTP 404). */
  notFound: 'NOT_FOUND',
  /** Envelope 400 or 422: the caller's input. */
  badUserInput: 'BAD_USER_INPUT',
  rateLimited: 'RATE_LIMITED',
  /** Any other refusal of the portal (locked, too large, ...). */
  refused: 'REFUSED',
  /** A service the portal relies on cannot answer now (503): the API's own message. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** A fault (5xx, an answer that cannot be read): a generic message. */
  internal: 'INTERNAL_SERVER_ERROR',
} as const;
export type GraphQLErrorCode = (typeof GraphQLErrorCode)[keyof typeof GraphQLErrorCode];
