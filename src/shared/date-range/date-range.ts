import { DateTime, Settings } from 'luxon';

/** A range of days as unix seconds: the first second of the first day to the last second of the last day (company zone). */
export interface UnixRange {
  start: number | null;
  end: number | null;
}

/** The picker's own value: a start and an end day, either open (null). */
export type PickerRange = [Date | null, Date | null];

export const EMPTY_RANGE: UnixRange = { start: null, end: null };

function badDate(date: Date | null): boolean {
  return date !== null && Number.isNaN(date.getTime());
}

/**
 * Why a picked range is bad, or null when it is fine: a day that is not a date (typed by
 * hand) or an end before the start. The spec answers both with the alert 'error'.
 */
export function rangeError([start, end]: PickerRange): 'invalid' | 'order' | null {
  if (badDate(start) || badDate(end)) return 'invalid';
  if (start && end && start.getTime() > end.getTime()) return 'order';
  return null;
}

/**
 * The picker shows calendar days of the reader's computer; the day picked is the same day in
 * the company's zone (luxon's default zone, shared/company-zone.ts), from its first to its last second.
 */
function daySeconds(date: Date | null, edge: 'start' | 'end'): number | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  const day = DateTime.fromObject({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }, { zone: Settings.defaultZone });
  return Math.floor((edge === 'start' ? day.startOf('day') : day.endOf('day')).toSeconds());
}

/** The picked days as unix seconds (what the date-range picker emits). */
export function toUnixRange([start, end]: PickerRange): UnixRange {
  return { start: daySeconds(start, 'start'), end: daySeconds(end, 'end') };
}

function pickerDay(seconds: number | null): Date | null {
  if (seconds === null) return null;
  const day = DateTime.fromSeconds(seconds, { zone: Settings.defaultZone });
  return new Date(day.year, day.month - 1, day.day);
}

/** Unix seconds back as the picker's days. */
export function toPickerRange(range: UnixRange): PickerRange {
  return [pickerDay(range.start), pickerDay(range.end)];
}

export function isEmptyRange(range: UnixRange): boolean {
  return range.start === null && range.end === null;
}
