import { describe, expect, it } from 'vitest';
import { jumpTarget, pageAfterDelete, pageCount, pagerItems, showPager } from './paging';

describe('data grid paging', () => {
  it('counts pages and shows the pager only with more than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(showPager(10, 10)).toBe(false);
    expect(showPager(11, 10)).toBe(true);
  });

  it('lists every page when there are few', () => {
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts gaps around the current page when there are many', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-right', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap-left', 9, 10, 11, 'gap-right', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-left', 15, 16, 17, 18, 19, 20]);
  });

  it('steps back one page after deleting the last row of a page', () => {
    expect(pageAfterDelete(3, 21, 10)).toBe(2);
    expect(pageAfterDelete(3, 22, 10)).toBe(3);
    expect(pageAfterDelete(1, 1, 10)).toBe(1);
  });

  it('clamps the jumper', () => {
    expect(jumpTarget('7', 5)).toBe(5);
    expect(jumpTarget('0', 5)).toBe(1);
    expect(jumpTarget('x', 5)).toBeNull();
  });
});
