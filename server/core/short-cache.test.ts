import { describe, expect, it } from 'vitest';
import { ShortCache } from './short-cache.js';

/** A load whose answers the test releases one by one. */
function manualLoads() {
  const pending: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  let started = 0;
  return {
    load: () =>
      new Promise<number>((resolve, reject) => {
        started++;
        pending.push({ resolve, reject });
      }),
    get started() {
      return started;
    },
    resolve: async (value: number) => {
      pending.shift()!.resolve(value);
      await new Promise((r) => setTimeout(r, 0));
    },
    reject: async () => {
      pending.shift()!.reject(new Error('down'));
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/** A cache with a movable clock that already holds 1 for 'k', loaded at time 0 through manual loads. */
async function cacheHoldingOne() {
  const clock = { now: 0 };
  const cache = new ShortCache<number>(5_000, () => clock.now);
  const loads = manualLoads();
  const first = cache.get('k', loads.load);
  await loads.resolve(1);
  expect(await first).toBe(1);
  return { clock, cache, loads };
}

describe('ShortCache', () => {
  it('shares one load between callers that miss at the same time, and reuses it while fresh', async () => {
    let now = 0;
    const cache = new ShortCache<number>(5_000, () => now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now = 4_999;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('after the TTL answers the stale value at once and refreshes it once in the background', async () => {
    const { clock, cache, loads } = await cacheHoldingOne();
    clock.now = 5_000;
    // Stale: served without waiting; one refresh for every caller.
    expect(await Promise.all([cache.get('k', loads.load), cache.get('k', loads.load)])).toEqual([1, 1]);
    expect(loads.started).toBe(2);
    await loads.resolve(2);
    expect(await cache.get('k', loads.load)).toBe(2);
    // The refreshed value is fresh for a TTL from when its load started.
    clock.now = 9_999;
    expect(await cache.get('k', loads.load)).toBe(2);
    expect(loads.started).toBe(2);
  });

  it('makes callers wait for a new load once the value is older than two TTLs', async () => {
    let now = 0;
    const cache = new ShortCache<number>(5_000, () => now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('k', load)).toBe(1);
    now = 10_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps the stale value when a refresh fails, and the next caller tries again', async () => {
    const { clock, cache, loads } = await cacheHoldingOne();
    clock.now = 6_000;
    expect(await cache.get('k', loads.load)).toBe(1);
    await loads.reject();
    expect(await cache.get('k', loads.load)).toBe(1);
    expect(loads.started).toBe(3);
    await loads.resolve(3);
    expect(await cache.get('k', loads.load)).toBe(3);
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
