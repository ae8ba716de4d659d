import { describe, expect, it } from 'vitest';
import { graphError, portalErrorCode, restRefusal } from './graphql-errors.js';

describe('the error shape of /graphql', () => {
  it('maps a refusal to one code by the envelope code, else the HTTP status', () => {
    const cases: [number, number | null, string][] = [
      [401, 202, 'UNAUTHENTICATED'],
      [401, 205, 'FORCED_LOGOUT'],
      [403, 403, 'FORBIDDEN'],
      [404, 4004, 'NOT_FOUND'],
      [400, 400, 'BAD_USER_INPUT'],
      [422, 422, 'BAD_USER_INPUT'],
      [429, 429, 'RATE_LIMITED'],
      [423, 423, 'REFUSED'],
      [413, 413, 'REFUSED'],
      [503, 503, 'SERVICE_UNAVAILABLE'],
      [500, 500, 'INTERNAL_SERVER_ERROR'],
      [502, null, 'INTERNAL_SERVER_ERROR'],
    ];
    for (const [status, portalCode, code] of cases) expect(portalErrorCode(status, portalCode), `${status}/${portalCode}`).toBe(code);
  });

  it('keeps a refusal\'s envelope message and code, and never the API\'s text of a fault', () => {
    expect(restRefusal(400, { code: 400, msg: '账号或密码错误', data: null }, ['login'], 'zh-CN')).toEqual({ message: '账号或密码错误', path: ['login'], extensions: { code: 'BAD_USER_INPUT', portalCode: 400, status: 400 } });
    // A 500 carries the generic message in the reader's language, never the API's text.
    expect(restRefusal(500, { code: 500, msg: 'relation "users" does not exist', data: null }, ['x'], 'en-US').message).toBe('Something went wrong on the server, please try later');
  });

  it('answers an unexpected error (masked by the engine) with the generic message in the reader language and nothing else', () => {
    const masked = { message: 'Unexpected error.', path: ['course', 'title'], extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true, originalError: { message: 'x', stack: 'at /srv/app.ts' } } };
    expect(graphError(masked, 'en-US', { suggestions: false })).toEqual({ message: 'Something went wrong on the server, please try later', path: ['course', 'title'], extensions: { code: 'INTERNAL_SERVER_ERROR', portalCode: null, status: 500 } });
  });

  it('codes variable errors as BAD_USER_INPUT and hides suggestions outside development', () => {
    const variable = { message: 'Variable "$id" of required type "ID!" was not provided.', locations: [{ line: 1, column: 9 }] };
    expect(graphError(variable, 'en-US', { suggestions: false })).toEqual({ ...variable, extensions: { code: 'BAD_USER_INPUT' } });
    const suggestion = { message: 'Cannot query field "nam" on type "User". Did you mean "name"?', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } };
    expect(graphError(suggestion, 'zh-CN', { suggestions: false })).toEqual({ message: 'Cannot query field "nam" on type "User". [Suggestion hidden]', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(graphError(suggestion, 'zh-CN', { suggestions: true }).message).toMatch(/Did you mean "name"\?/);
  });
});
