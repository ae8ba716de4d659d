import { Type, type TSchema } from 'typebox';

/**
 * Envelope codes of the API (body `{code,msg,data}`), and the HTTP status each mirrors.
 * 202: missing, unknown, expired or revoked token. 205: forced logout (account disabled),
 * sent only by the user-info call. 4004: missing resource.
 */
export const Code = {
  ok: 200,
  badRequest: 400,
  tokenInvalid: 202,
  forcedOut: 205,
  forbidden: 403,
  notFound: 4004,
  invalidInput: 422,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  headersTooLarge: 431,
  locked: 423,
  tooManyRequests: 429,
  serverError: 500,
  /** A service the portal relies on cannot answer now (the chat app's open API). */
  unavailable: 503,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

const httpStatusOf: Record<Code, number> = {
  200: 200,
  400: 400,
  202: 401,
  205: 401,
  403: 403,
  4004: 404,
  422: 422,
  413: 413,
  414: 414,
  415: 415,
  431: 431,
  423: 423,
  429: 429,
  500: 500,
  503: 503,
};

export function httpStatus(code: Code): number {
  return httpStatusOf[code];
}

/** Success envelope schema around a data schema. */
export function Envelope<T extends TSchema>(name: string, data: T) {
  return Type.Object(
    {
      code: Type.Integer({ description: '200 on success' }),
      msg: Type.String(),
      data,
    },
    { title: name },
  );
}

/** An answer without data (null). */
export const EmptyData = Type.Null();
