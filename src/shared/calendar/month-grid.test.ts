import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth, weekdayOrder } from './month-grid';

describe('calendar month grid', () => {
  it('starts on Monday by default and covers whole weeks', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[5]![0]).toEqual({ date: '2026-11-30', day: 30, inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2026-12-06', day: 6, inMonth: false });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('starts on the configured first day', () => {
    const weeks = monthGrid('2026-11', 7);
    expect(weeks[0]![0]!.date).toBe('2026-11-01');
    expect(weeks).toHaveLength(5);
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(3)).toEqual([3, 4, 5, 6, 7, 1, 2]);
  });

  it('handles a February that fills exactly four weeks', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]!.date).toBe('2027-02-01');
  });

  it('refuses a first day outside 1-7', () => {
    expect(() => monthGrid('2026-11', 0)).toThrow(RangeError);
    expect(() => monthGrid('2026-11', 8)).toThrow(RangeError);
    expect(() => weekdayOrder(1.5)).toThrow(RangeError);
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
