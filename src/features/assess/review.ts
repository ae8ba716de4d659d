export { ReviewStatus } from '../../shared/spec-codes';

/** The attempts after the current one in quick marking (search `queue`: ids joined by commas). */
export function parseQueue(queue: string | undefined): number[] {
  return (queue ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
