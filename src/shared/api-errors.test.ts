import { describe, expect, it } from 'vitest';
import { classifyGraphQLErrors } from './api-errors';

const upstream = (code: number, msg: string) => ({
  message: 'Upstream HTTP Error',
  extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', response: { status: 401, body: { code, msg, data: null } } },
});

describe('classifyGraphQLErrors (spec section 8)', () => {
  it('202 is an expired session with the server message', () => {
    expect(classifyGraphQLErrors([upstream(202, '请先登录')])).toEqual({ kind: 'expired', message: '请先登录' });
  });
  it('205 forces the logout', () => {
    expect(classifyGraphQLErrors([upstream(205, 'disabled')])).toEqual({ kind: 'forced', message: 'disabled' });
  });
  it('4004 is a missing resource', () => {
    expect(classifyGraphQLErrors([upstream(4004, 'gone')]).kind).toBe('notFound');
  });
  it('any other code shows its message', () => {
    expect(classifyGraphQLErrors([upstream(423, 'locked')])).toEqual({ kind: 'message', code: 423, message: 'locked' });
  });
  it('an error without an envelope shows the GraphQL message', () => {
    expect(classifyGraphQLErrors([{ message: 'Cannot query field' }])).toEqual({ kind: 'message', code: null, message: 'Cannot query field' });
  });
  it('the first envelope decides', () => {
    expect(classifyGraphQLErrors([{ message: 'x' }, upstream(202, 'a'), upstream(422, 'b')]).kind).toBe('expired');
  });
});
