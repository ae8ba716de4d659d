import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortCache } from './short-cache.js';

describe('ShortCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between callers that miss at the same time, and reuses it until the TTL ends', async () => {
    vi.useFakeTimers();
    const cache = new ShortCache<number>(5_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(3);
  });

  it('loads every time with a TTL of 0, and after clear()', async () => {
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const off = new ShortCache<number>(0);
    expect([await off.get('k', load), await off.get('k', load)]).toEqual([1, 2]);
    const on = new ShortCache<number>(5_000);
    expect(await on.get('k', load)).toBe(3);
    on.clear();
    expect(await on.get('k', load)).toBe(4);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const cache = new ShortCache<number>(5_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });
});
