import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { classifyGraphQLErrors } from './api-errors';
import { enUS } from '../i18n/en-US';
import { zhCN } from '../i18n/zh-CN';

beforeAll(async () => {
  await i18next.init({ resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } }, lng: 'zh-CN', interpolation: { escapeValue: false } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

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
  it("an error without an envelope (the gateway's own, in English) shows a message in the reader's language", async () => {
    await i18next.changeLanguage('zh-CN');
    expect(classifyGraphQLErrors([{ message: 'Unexpected error.' }])).toEqual({ kind: 'message', code: null, message: '操作未成功，请稍后重试' });
    await i18next.changeLanguage('en-US');
    expect(classifyGraphQLErrors([{ message: 'Unexpected error.' }])).toEqual({ kind: 'message', code: null, message: 'Something went wrong, please try again' });
  });
  it('the first envelope decides', () => {
    expect(classifyGraphQLErrors([{ message: 'x' }, upstream(202, 'a'), upstream(422, 'b')]).kind).toBe('expired');
  });
});
