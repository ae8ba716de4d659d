import { describe, expect, it } from 'vitest';
import { bannerTarget, loopIndex, showsPagination } from './banner';

describe('banner targets', () => {
  it('leads nowhere for jump type 1 and unknown types', () => {
    expect(bannerTarget({ jump_type: 1, jump_content: 'https://example.com' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ jump_type: 9, jump_content: '3' })).toEqual({ kind: 'none' });
  });

  it('opens web addresses only for jump type 2', () => {
    expect(bannerTarget({ jump_type: 2, jump_content: ' https://example.com/a?b=1 ' })).toEqual({ kind: 'external', href: 'https://example.com/a?b=1' });
    expect(bannerTarget({ jump_type: 2, jump_content: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ jump_type: 2, jump_content: null })).toEqual({ kind: 'none' });
  });

  it('opens the library item (3) or the news item (4) by id', () => {
    expect(bannerTarget({ jump_type: 3, jump_content: '12' })).toEqual({ kind: 'library', id: 12 });
    expect(bannerTarget({ jump_type: 4, jump_content: '7' })).toEqual({ kind: 'news', id: 7 });
    expect(bannerTarget({ jump_type: 4, jump_content: '0' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ jump_type: 3, jump_content: '../x' })).toEqual({ kind: 'none' });
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
