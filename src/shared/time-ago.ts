/**
 * Time-ago buckets (spec section 4): under 60 s just now; under an hour minutes; under a
 * day hours; under 2 days yesterday; under 60 days days; under 720 days months of 30
 * days; otherwise years (of 360 days, twelve such months).
 */
export type TimeAgo =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number }
  | { unit: 'yesterday' };

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

export function timeAgo(fromSeconds: number, nowSeconds: number): TimeAgo {
  const elapsed = Math.max(0, nowSeconds - fromSeconds);
  if (elapsed < MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 2 * DAY) return { unit: 'yesterday' };
  if (elapsed < 60 * DAY) return { unit: 'days', count: Math.floor(elapsed / DAY) };
  if (elapsed < 720 * DAY) return { unit: 'months', count: Math.floor(elapsed / (30 * DAY)) };
  return { unit: 'years', count: Math.floor(elapsed / (360 * DAY)) };
}
