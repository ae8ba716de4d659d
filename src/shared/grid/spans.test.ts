import { describe, expect, it } from 'vitest';
import { cardSpan, GRID_COLUMNS } from './spans';

describe('grid spans', () => {
  it('maps 1/2/3/4 cards per row to 24/12/8/6 of 24 columns', () => {
    expect([1, 2, 3, 4].map(cardSpan)).toEqual([24, 12, 8, 6]);
    for (const n of [1, 2, 3, 4]) expect(cardSpan(n) * n).toBe(GRID_COLUMNS);
  });
  it('refuses other counts', () => {
    expect(() => cardSpan(5)).toThrow(RangeError);
    expect(() => cardSpan(0)).toThrow(RangeError);
  });
});
