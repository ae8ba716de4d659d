import { describe, expect, it } from 'vitest';
import { formatCountdown, minutesSeconds } from './format';

describe('exam formats', () => {
  it('counts down in mm:ss, with hours when needed', () => {
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
  it('splits a time used into minutes and seconds', () => {
    expect(minutesSeconds(125)).toEqual({ minutes: 2, seconds: 5 });
  });
});
