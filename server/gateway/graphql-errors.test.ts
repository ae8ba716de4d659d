import { describe, expect, it } from 'vitest';
import { maskErrors, portalErrorCode, restRefusal } from './graphql-errors.js';

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

  it("turns the runtime's transport error into the same shape as a plan's, with nothing of the call", () => {
    const transport = {
      message: 'Upstream HTTP Error: 400, Could not invoke operation POST /api/login',
      path: ['login'],
      extensions: {
        code: 'DOWNSTREAM_SERVICE_ERROR',
        serviceName: 'Portal',
        request: { url: 'http://localhost:3000/api/login', method: 'POST' },
        response: { status: 400, statusText: 'Bad Request', headers: { 'x-request-id': '1' }, body: { code: 400, msg: '账号或密码错误', data: null } },
      },
    };
    const masked = maskErrors([transport], 'zh-CN', { suggestions: false });
    expect(masked).toEqual([restRefusal(400, { code: 400, msg: '账号或密码错误', data: null }, ['login'], 'zh-CN')]);
    expect(masked).toEqual([{ message: '账号或密码错误', path: ['login'], extensions: { code: 'BAD_USER_INPUT', portalCode: 400, status: 400 } }]);
    // A 500 carries the generic message in the reader's language, never the API's text.
    expect(restRefusal(500, { code: 500, msg: 'relation "users" does not exist', data: null }, ['x'], 'en-US').message).toBe('Something went wrong on the server, please try later');
  });

  it('masks what describes the upstream call, codes variable errors and hides suggestions', () => {
    const [leak, variable, suggestion, delegated] = maskErrors(
      [
        { message: 'request to http://localhost:3000/api/x failed, reason: ECONNREFUSED', path: ['x'] },
        { message: 'Variable "$id" of required type "PositiveInt!" was not provided.', locations: [{ line: 1, column: 9 }] },
        { message: 'Cannot query field "userInf" on type "Query". Did you mean "userInfo"?', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
        { message: 'Variable "$_examDetail_id" got invalid value -1; Value is not a positive number: -1', path: ['examDetail'], extensions: { code: 'DOWNSTREAM_SERVICE_ERROR' } },
      ],
      'en-US',
      { suggestions: false },
    );
    expect(leak).toEqual({ message: 'Something went wrong on the server, please try later', path: ['x'], extensions: { code: 'INTERNAL_SERVER_ERROR', portalCode: null, status: 500 } });
    expect(variable).toEqual({ message: 'Variable "$id" of required type "PositiveInt!" was not provided.', locations: [{ line: 1, column: 9 }], extensions: { code: 'BAD_USER_INPUT' } });
    expect(delegated?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(maskErrors([{ message: 'Something failed', extensions: { code: 'DOWNSTREAM_SERVICE_ERROR' } }], 'en-US', { suggestions: false })[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(suggestion).toEqual({ message: 'Cannot query field "userInf" on type "Query". [Suggestion hidden]', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    // A socket error's code is masked however it is written into the message; a type whose
    // name holds the same letters (CourseConnection) is not a leak.
    expect(maskErrors([{ message: 'connect ECONNRESET 127.0.0.1:3000' }], 'en-US', { suggestions: false })[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const typeName = { message: 'Field "nodes" of type "[Course!]!" must have a selection of subfields on "CourseConnection".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(maskErrors([typeName], 'en-US', { suggestions: false })).toEqual([typeName]);
  });
});
