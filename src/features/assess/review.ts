import { formatUnix } from '../../shared/unix-date';

export { ReviewStatus } from '../../shared/spec-codes';

/** The submission time the review calls answer (an ISO time), in the company zone and the reader's language. */
export function submittedAt(iso: string, locale: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatUnix(Math.floor(ms / 1000), locale);
}

/** The attempts after the current one in quick marking (search `queue`: ids joined by commas). */
export function parseQueue(queue: string | undefined): number[] {
  return (queue ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
