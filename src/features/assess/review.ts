import type { ReviewStatus as GraphReviewStatus } from '../../graphql/generated/assess';
import { ReviewStatus } from '../../shared/spec-codes';

export { ReviewStatus };

/** The spec's review status (the lists' addresses: 1 waiting, 2 reviewed) as the graph names it. */
export function reviewStatusOf(status: number): GraphReviewStatus {
  return status === ReviewStatus.reviewed ? 'REVIEWED' : 'WAITING';
}

/** The attempts after the current one in quick marking (search `queue`: ids joined by commas). */
export function parseQueue(queue: string | undefined): number[] {
  return (queue ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}
