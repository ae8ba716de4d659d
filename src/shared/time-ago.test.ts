import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = 1_800_000_000;
const ago = (seconds: number) => timeAgo(now - seconds, now);
const DAY = 86400;

describe('time-ago buckets at every boundary', () => {
  it.each([
    [0, { unit: 'justNow' }],
    [59, { unit: 'justNow' }],
    [60, { unit: 'minutes', count: 1 }],
    [3599, { unit: 'minutes', count: 59 }],
    [3600, { unit: 'hours', count: 1 }],
    [DAY - 1, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'yesterday' }],
    [2 * DAY - 1, { unit: 'yesterday' }],
    [2 * DAY, { unit: 'days', count: 2 }],
    [60 * DAY - 1, { unit: 'days', count: 59 }],
    [60 * DAY, { unit: 'months', count: 2 }],
    [720 * DAY - 1, { unit: 'months', count: 23 }],
    [720 * DAY, { unit: 'years', count: 2 }],
    [1000 * DAY, { unit: 'years', count: 2 }],
  ])('%i seconds ago', (seconds, expected) => {
    expect(ago(seconds)).toEqual(expected);
  });

  it('treats a time in the future (clock skew) as just now', () => {
    expect(timeAgo(now + 30, now)).toEqual({ unit: 'justNow' });
  });
});
