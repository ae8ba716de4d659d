/**
 * A file size as the spec shows it (section 9): megabytes with two decimals. A file that has
 * bytes but rounds to 0.00 reads '< 0.01' instead, so a small handout never looks empty.
 * Shared by the API (the `size_mb` of course materials) and the SPA; the unit ('MB') is
 * added by the caller's message.
 */
const MB = 1024 * 1024;

export function megabytes(bytes: number): string {
  const shown = (bytes / MB).toFixed(2);
  return bytes > 0 && shown === '0.00' ? '< 0.01' : shown;
}
