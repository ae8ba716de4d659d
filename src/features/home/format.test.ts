import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { clockOn, rangeOn, startsOn } from './format';

/** A local date-time as the graph answers it (ISO 8601 in UTC). */
const at = (iso: string) => DateTime.fromISO(iso).toUTC().toISO()!;

describe('day item times', () => {
  it('shows the clock time on the day, the date on another day, the year in another year', () => {
    expect(clockOn(at('2026-11-22T09:30'), '2026-11-22')).toBe('09:30');
    expect(clockOn(at('2026-10-23T14:25'), '2026-11-22')).toBe('10-23 14:25');
    expect(clockOn(at('2027-09-18T14:25'), '2026-11-22')).toBe('2027-09-18 14:25');
  });

  it('joins start and end, or shows the one there is', () => {
    expect(rangeOn(at('2026-11-22T09:00'), at('2026-11-22T10:30'), '2026-11-22')).toBe('09:00 - 10:30');
    expect(rangeOn(null, at('2026-11-22T10:30'), '2026-11-22')).toBe('10:30');
    expect(rangeOn(at('2026-11-22T09:00'), null, '2026-11-22')).toBe('09:00');
    expect(rangeOn(null, null, '2026-11-22')).toBe('');
  });

  it('labels the timeline with the start time only when the item starts that day', () => {
    expect(startsOn(at('2026-11-22T19:00'), '2026-11-22')).toBe('19:00');
    expect(startsOn(at('2026-11-21T19:00'), '2026-11-22')).toBeNull();
    expect(startsOn(null, '2026-11-22')).toBeNull();
  });
});
