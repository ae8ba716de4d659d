import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rangeError, toPickerRange, toUnixRange } from './date-range';

describe('date-range picker rules', () => {
  const before = Settings.defaultZone;
  beforeEach(() => {
    Settings.defaultZone = 'Asia/Shanghai';
  });
  afterEach(() => {
    Settings.defaultZone = before;
  });

  it('emits unix seconds: the first second of the first day to the last of the last, in the company zone', () => {
    const range = toUnixRange([new Date(2026, 2, 1), new Date(2026, 2, 3)]);
    // 2026-03-01 00:00 Shanghai = 2026-02-28 16:00 UTC; 2026-03-03 23:59:59 Shanghai = 15:59:59 UTC.
    expect(range).toEqual({ start: Date.UTC(2026, 1, 28, 16) / 1000, end: Date.UTC(2026, 2, 3, 15, 59, 59) / 1000 });
  });

  it('keeps open ends open and reads seconds back as the same days', () => {
    expect(toUnixRange([null, null])).toEqual({ start: null, end: null });
    const range = toUnixRange([new Date(2026, 10, 23), null]);
    expect(range.end).toBeNull();
    const [start, end] = toPickerRange(range);
    expect([start?.getFullYear(), start?.getMonth(), start?.getDate(), end]).toEqual([2026, 10, 23, null]);
    const back = toPickerRange(toUnixRange([new Date(2026, 0, 5), new Date(2026, 0, 9)]));
    expect(back.map((d) => d?.getDate())).toEqual([5, 9]);
  });

  it('calls a date that is not one, or an end before the start, a bad date', () => {
    expect(rangeError([new Date('not a date'), null])).toBe('invalid');
    expect(rangeError([null, new Date(Number.NaN)])).toBe('invalid');
    expect(rangeError([new Date(2026, 2, 5), new Date(2026, 2, 1)])).toBe('order');
    expect(rangeError([new Date(2026, 2, 1), new Date(2026, 2, 1)])).toBeNull();
    expect(rangeError([null, null])).toBeNull();
  });
});
