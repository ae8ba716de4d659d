import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { classifyGraphQLErrors } from './api-errors';
import { enUS } from '../i18n/en-US';
import { zhCN } from '../i18n/zh-CN';

beforeAll(async () => {
  await i18next.init({ resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } }, lng: 'zh-CN', interpolation: { escapeValue: false } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** A refused REST call as the gateway answers it (server/gateway/graphql-errors.ts). */
const upstream = (portalCode: number, message: string, code: string, status = 400) => ({ message, path: ['x'], extensions: { code, portalCode, status } });

describe('classifyGraphQLErrors (spec section 8)', () => {
  it('202 is an expired session with the server message', () => {
    expect(classifyGraphQLErrors([upstream(202, '请先登录', 'UNAUTHENTICATED', 401)])).toEqual({ kind: 'expired', message: '请先登录' });
  });
  it('205 forces the logout', () => {
    expect(classifyGraphQLErrors([upstream(205, 'disabled', 'FORCED_LOGOUT', 401)])).toEqual({ kind: 'forced', message: 'disabled' });
  });
  it('4004 is a missing resource', () => {
    expect(classifyGraphQLErrors([upstream(4004, 'gone', 'NOT_FOUND', 404)]).kind).toBe('notFound');
  });
  it('any other code shows its message', () => {
    expect(classifyGraphQLErrors([upstream(423, 'locked', 'REFUSED', 423)])).toEqual({ kind: 'message', code: 423, message: 'locked' });
    expect(classifyGraphQLErrors([upstream(422, 'too long', 'BAD_USER_INPUT', 422)])).toEqual({ kind: 'message', code: 422, message: 'too long' });
    // A fault of the API: the gateway's generic message, already in the reader's language.
    expect(classifyGraphQLErrors([{ message: '服务器开小差了，请稍后再试', extensions: { code: 'INTERNAL_SERVER_ERROR', portalCode: null, status: 500 } }])).toEqual({
      kind: 'message',
      code: null,
      message: '服务器开小差了，请稍后再试',
    });
  });
  it("an error without an envelope (the gateway's own, in English) shows a message in the reader's language", async () => {
    await i18next.changeLanguage('zh-CN');
    expect(classifyGraphQLErrors([{ message: 'Unexpected error.' }])).toEqual({ kind: 'message', code: null, message: '操作未成功，请稍后重试' });
    // A limit of the request (developer-facing English) is not shown either.
    const limit = { message: 'Aliases limit of 10 exceeded, found 11.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'aliases' } };
    expect(classifyGraphQLErrors([limit])).toEqual({ kind: 'message', code: null, message: '操作未成功，请稍后重试' });
    await i18next.changeLanguage('en-US');
    expect(classifyGraphQLErrors([{ message: 'Unexpected error.' }])).toEqual({ kind: 'message', code: null, message: 'Something went wrong, please try again' });
  });
  it('the first envelope decides', () => {
    expect(classifyGraphQLErrors([{ message: 'x' }, upstream(202, 'a', 'UNAUTHENTICATED', 401), upstream(422, 'b', 'BAD_USER_INPUT', 422)]).kind).toBe('expired');
  });
});
