import { companyTime } from '../../shared/dates';

/** A time (ISO 8601) as 'HH:mm' on the given day ('YYYY-MM-DD' of the company), else with its date ('MM-dd HH:mm', the year too when another). */
export function clockOn(at: string, day: string): string {
  const time = companyTime(at);
  if (time.toISODate() === day) return time.toFormat('HH:mm');
  return time.year === Number(day.slice(0, 4)) ? time.toFormat('MM-dd HH:mm') : time.toFormat('yyyy-MM-dd HH:mm');
}

/** 'start - end' of a day item, each as a clock time on that day or with its date. */
export function rangeOn(start: string | null, end: string | null, day: string): string {
  if (start === null && end === null) return '';
  if (start === null) return clockOn(end!, day);
  if (end === null) return clockOn(start, day);
  return `${clockOn(start, day)} - ${clockOn(end, day)}`;
}

/** The timeline's left label: the start time when it starts that day, else null (all day). */
export function startsOn(start: string | null, day: string): string | null {
  if (start === null) return null;
  const time = companyTime(start);
  return time.toISODate() === day ? time.toFormat('HH:mm') : null;
}

