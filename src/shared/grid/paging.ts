/**
 * Paging rules of the data grid (spec section 9): default page size 10 with size options,
 * the pager shown only with more than one page, and a step back one page after the last
 * row of a page is deleted.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** How many numbered buttons the pager shows at most (ends included). */
export const PAGER_BUTTONS = 7;

export type PagerItem = number | 'gap-left' | 'gap-right';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

export function showPager(total: number, limit: number): boolean {
  return pageCount(total, limit) > 1;
}

/** The numbered buttons: all when few, else the ends, the current page's neighbours and gaps. */
export function pagerItems(current: number, pages: number, buttons = PAGER_BUTTONS): PagerItem[] {
  if (pages <= buttons) return Array.from({ length: pages }, (_, i) => i + 1);
  const inner = buttons - 2;
  const half = Math.floor(inner / 2);
  const leftGap = current - 1 > half + 1;
  const rightGap = pages - current > half + 1;
  if (!leftGap) return [...Array.from({ length: inner + 1 }, (_, i) => i + 1), 'gap-right', pages];
  if (!rightGap) return [1, 'gap-left', ...Array.from({ length: inner + 1 }, (_, i) => pages - inner + i)];
  const middle = Array.from({ length: inner - 2 }, (_, i) => current - Math.floor((inner - 2) / 2) + i);
  return [1, 'gap-left', ...middle, 'gap-right', pages];
}

/** The page to show after deleting `deleted` rows from `page`: one back when it emptied. */
export function pageAfterDelete(page: number, total: number, limit: number, deleted = 1): number {
  const remaining = Math.max(0, total - deleted);
  return Math.min(page, pageCount(remaining, limit));
}

/** A page number typed into the jumper, clamped into range; null when not a number. */
export function jumpTarget(input: string, pages: number): number | null {
  const n = Number.parseInt(input, 10);
  if (!Number.isFinite(n)) return null;
  return Math.min(pages, Math.max(1, n));
}
