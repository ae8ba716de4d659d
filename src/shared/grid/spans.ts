/**
 * Grid spans (spec section 9): of 24 columns, 1 card per row spans 24, 2 span 12, 3 span
 * 8, 4 span 6; gutter 20 px. Study cards default to 4 per row, course cards to 2.
 */
export const GRID_COLUMNS = 24;
export const GRID_GUTTER = 20;
export const DEFAULT_STUDY_CARDS_PER_ROW = 4;
export const DEFAULT_COURSE_CARDS_PER_ROW = 2;

const SPANS: Record<number, number> = { 1: 24, 2: 12, 3: 8, 4: 6 };

export function cardSpan(cardsPerRow: number): number {
  const span = SPANS[cardsPerRow];
  if (span === undefined) throw new RangeError(`cards per row must be 1-4, got ${cardsPerRow}`);
  return span;
}
