import { describe, expect, it } from 'vitest';
import { practiceNumber, practiceOrder } from './practice-set';

describe('practice numbering', () => {
  it('numbers each question by its place in the set, stable when questions leave', () => {
    let order = practiceOrder([], ['11', '12', '13']);
    expect(['11', '12', '13'].map((id) => practiceNumber(order, id))).toEqual([1, 2, 3]);
    // 11 answered right: it leaves the book, the list is read again without it.
    order = practiceOrder(order, ['12', '13']);
    expect(practiceNumber(order, '12')).toBe(2);
    expect(practiceNumber(order, '13')).toBe(3);
  });
  it('keeps the same order object when nothing new arrives, and puts newcomers last', () => {
    const order = practiceOrder([], ['1', '2']);
    expect(practiceOrder(order, ['2'])).toBe(order);
    expect(practiceOrder(order, ['2', '7'])).toEqual(['1', '2', '7']);
  });
});
