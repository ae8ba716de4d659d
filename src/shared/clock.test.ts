import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';

describe('formatClock', () => {
  it('shows media and recording time as mm:ss, with hours when there are some', () => {
    expect(formatClock(40)).toBe('00:40');
    expect(formatClock(75.9)).toBe('01:15');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
