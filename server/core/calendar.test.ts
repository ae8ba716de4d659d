import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { CompanyCalendar } from './calendar.js';

describe('CompanyCalendar', () => {
  const zone = 'Asia/Shanghai';
  const at = (iso: string) => DateTime.fromISO(iso, { zone }).toMillis();

  it('counts days and months in the company zone, not UTC', () => {
    // 2026-11-30 16:30 UTC is already 1 December in Shanghai.
    const calendar = new CompanyCalendar(zone, () => Date.parse('2026-11-30T16:30:00Z'));
    expect([calendar.today(), calendar.month(), calendar.monthStart()]).toEqual(['2026-12-01', '2026-12', '2026-12-01']);
  });

  it('moves to the next day, month and year exactly when the company day ends', () => {
    let clock = at('2026-12-31T23:59:59.999');
    const calendar = new CompanyCalendar(zone, () => clock);
    expect([calendar.today(), calendar.month(), calendar.monthStart()]).toEqual(['2026-12-31', '2026-12', '2026-12-01']);
    clock = at('2027-01-01T00:00:00');
    expect([calendar.today(), calendar.month(), calendar.monthStart()]).toEqual(['2027-01-01', '2027-01', '2027-01-01']);
    clock = at('2027-01-01T23:59:59');
    expect(calendar.today()).toBe('2027-01-01');
    clock = at('2027-01-02T00:00:00');
    expect(calendar.today()).toBe('2027-01-02');
  });

  it('follows a zone with daylight saving time across its short and long days', () => {
    let clock = DateTime.fromISO('2026-03-08T23:59:59', { zone: 'America/New_York' }).toMillis();
    const calendar = new CompanyCalendar('America/New_York', () => clock);
    expect(calendar.today()).toBe('2026-03-08');
    clock = DateTime.fromISO('2026-03-09T00:00:00', { zone: 'America/New_York' }).toMillis();
    expect(calendar.today()).toBe('2026-03-09');
    clock = DateTime.fromISO('2026-11-01T23:59:59', { zone: 'America/New_York' }).toMillis();
    expect(calendar.today()).toBe('2026-11-01');
    clock = DateTime.fromISO('2026-11-02T00:00:00', { zone: 'America/New_York' }).toMillis();
    expect(calendar.today()).toBe('2026-11-02');
  });

  it('now() is the clock in the company zone', () => {
    const calendar = new CompanyCalendar(zone, () => Date.parse('2026-11-22T20:00:00Z'));
    expect(calendar.now().toISO()).toBe('2026-11-23T04:00:00.000+08:00');
  });
});
