import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../i18n/en-US';
import { zhCN } from '../../i18n/zh-CN';
import { EmptyState, ErrorState, LoadState, LoadingState, NotFoundState, QueryState, RefusedState } from './LoadState';

function render(element: ReactElement, lng: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } }, lng, initAsync: false, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** A failed call as Apollo hands it over: the gateway's error for a refused REST call. */
const refused = { errors: [{ message: '课程已过期', path: ['courseDetail'], extensions: { code: 'FORBIDDEN', portalCode: 403, status: 403 } }] };

describe('LoadState', () => {
  it('loading is a status, in the reader language', () => {
    expect(render(<LoadingState />)).toMatch(/role="status"[^>]*data-testid="block-loading".*加载中…/);
    expect(render(<LoadingState />, 'en-US')).toContain('Loading…');
    expect(render(<LoadingState rows={3} />).match(/load-skeleton__row/g)).toHaveLength(3);
  });

  it('a failure is an alert with the server message and a retry', () => {
    const zh = render(<ErrorState error={refused} onRetry={() => {}} />);
    expect(zh).toMatch(/role="alert"[^>]*data-testid="block-error"/);
    expect(zh).toContain('加载失败');
    expect(zh).toContain('课程已过期');
    expect(zh).toContain('重试');
    const en = render(<ErrorState error={new Error('test failure')} title="The courses could not be loaded" onRetry={() => {}} />, 'en-US');
    expect(en).toContain('The courses could not be loaded');
    expect(en).toContain('test failure');
    expect(en).toContain('Retry');
    expect(render(<ErrorState title="Missing" />)).not.toContain('重试');
  });

  it('a refusal is an alert whose message carries the refusal test id', () => {
    expect(render(<RefusedState error={refused} title="无法进入该课程" />)).toMatch(/role="alert".*无法进入该课程.*data-testid="refusal">课程已过期</);
  });

  it('shows loading, else the failure, else empty, else the content', () => {
    const state = (loading: boolean, error: unknown, empty: boolean) =>
      render(
        <LoadState loading={loading} error={error} onRetry={() => {}} empty={empty} emptyTitle="暂无">
          <p>content</p>
        </LoadState>,
      );
    expect(state(true, refused, true)).toContain('block-loading');
    expect(state(false, refused, true)).toContain('block-error');
    expect(state(false, null, true)).toContain('block-empty');
    expect(state(false, null, false)).toBe('<p>content</p>');
    expect(render(<EmptyState title="暂无" size="small" />)).toMatch(/data-testid="block-empty".*暂无/);
  });

  it('a page given a refused title shows a refusal with its way back, not a retry; other failures stay failures', () => {
    const state = (error: unknown) =>
      render(
        <LoadState loading={false} error={error} errorTitle="学习地图加载失败" onRetry={() => {}} refusedTitle="无法查看此页" refusedAction={<a href="/knowledge">back</a>}>
          <p>content</p>
        </LoadState>,
      );
    const locked = state(refused);
    expect(locked).toMatch(/data-testid="block-refused".*无法查看此页.*data-testid="refusal">课程已过期<.*href="\/knowledge"/);
    expect(locked).not.toContain('重试');
    expect(locked).not.toContain('学习地图加载失败');
    const missing = { errors: [{ message: '阶段不存在', extensions: { code: 'NOT_FOUND', portalCode: 4004, status: 404 } }] };
    expect(state(missing)).toContain('block-refused');
    const broken = { errors: [{ message: '服务器错误', extensions: { code: 'INTERNAL_SERVER_ERROR', portalCode: 500, status: 500 } }] };
    expect(state(broken)).toContain('block-error');
    expect(state(new Error('offline'))).toContain('重试');
  });

  it('a missing id is not found, in both languages', () => {
    expect(render(<NotFoundState />)).toMatch(/data-testid="block-not-found".*找不到要查看的内容.*链接缺少有效的编号/);
    expect(render(<NotFoundState />, 'en-US')).toContain('The link has no valid id');
  });

  it("a query's states stand in for its content only while it has no answer", () => {
    const state = (query: { loading: boolean; error?: unknown; data?: unknown }, empty = false) =>
      render(
        <QueryState query={{ ...query, refetch: () => Promise.resolve() }} empty={empty} emptyTitle="暂无" emptyDescription="换个条件试试">
          <p>content</p>
        </QueryState>,
      );
    expect(state({ loading: true })).toContain('block-loading');
    expect(state({ loading: false, error: new Error('offline') })).toMatch(/role="alert".*offline.*重试/);
    expect(state({ loading: false, data: { list: [] } }, true)).toMatch(/block-empty.*暂无.*换个条件试试/);
    expect(state({ loading: true, data: { list: [1] } })).toBe('<p>content</p>');
    expect(state({ loading: false, error: new Error('offline'), data: { list: [1] } })).toBe('<p>content</p>');
  });
});
