import { describe, expect, it } from 'vitest';
import { bannerTarget, loopIndex, showsPagination, type BannerJump } from './banner';

describe('banner targets', () => {
  const banner = (linkKind: BannerJump['linkKind'], url: string | null, targetId: string | null): BannerJump => ({ linkKind, url, targetId });

  it('leads nowhere for a banner without a link', () => {
    expect(bannerTarget(banner('NONE', 'https://example.com', '3'))).toEqual({ kind: 'none' });
  });

  it('opens web addresses only for an external banner', () => {
    expect(bannerTarget(banner('EXTERNAL', ' https://example.com/a?b=1 ', null))).toEqual({ kind: 'external', href: 'https://example.com/a?b=1' });
    expect(bannerTarget(banner('EXTERNAL', 'javascript:alert(1)', null))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner('EXTERNAL', null, null))).toEqual({ kind: 'none' });
  });

  it('opens the library item or the news item by id', () => {
    expect(bannerTarget(banner('LIBRARY_DOCUMENT', null, '12'))).toEqual({ kind: 'library', id: 12 });
    expect(bannerTarget(banner('NEWS_ARTICLE', null, '7'))).toEqual({ kind: 'news', id: 7 });
    expect(bannerTarget(banner('NEWS_ARTICLE', null, '0'))).toEqual({ kind: 'none' });
    expect(bannerTarget(banner('LIBRARY_DOCUMENT', null, '../x'))).toEqual({ kind: 'none' });
  });
});

describe('carousel', () => {
  it('loops at both ends', () => {
    expect(loopIndex(2, 1, 3)).toBe(0);
    expect(loopIndex(0, -1, 3)).toBe(2);
    expect(loopIndex(1, 1, 3)).toBe(2);
    expect(loopIndex(0, 1, 0)).toBe(0);
  });

  it('paginates only with more than one banner', () => {
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(1)).toBe(false);
    expect(showsPagination(2)).toBe(true);
  });
});
