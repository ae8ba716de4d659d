/** A stored time as unix seconds (null stays null), the way the API answers times. */
export function unixSeconds(value: Date | string): number;
export function unixSeconds(value: Date | string | null): number | null;
export function unixSeconds(value: Date | string | null): number | null {
  return value ? Math.floor(new Date(value).getTime() / 1000) : null;
}
