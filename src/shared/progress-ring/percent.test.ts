import { describe, expect, it } from 'vitest';
import { progressPercent } from './percent';

describe('progressPercent', () => {
  it('rounds and bounds the progress percentage', () => {
    expect(progressPercent(42.6)).toBe(43);
    expect(progressPercent(-3)).toBe(0);
    expect(progressPercent(140)).toBe(100);
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});
