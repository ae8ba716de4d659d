import { describe, expect, it } from 'vitest';
import { choose, lettersOf, optionLetter } from './option-list';

describe('option list', () => {
  it('letters options A, B, C by position', () => {
    expect([0, 1, 2, 25].map(optionLetter)).toEqual(['A', 'B', 'C', 'Z']);
  });
  it('radio gives one id, checkbox toggles ids in option order', () => {
    expect(choose('radio', [1], 3, [1, 2, 3])).toEqual([3]);
    expect(choose('checkbox', [3], 1, [1, 2, 3])).toEqual([1, 3]);
    expect(choose('checkbox', [1, 3], 3, [1, 2, 3])).toEqual([1]);
  });
  it('names chosen ids by their letters', () => {
    expect(lettersOf([3, 1], [{ id: 1 }, { id: 2 }, { id: 3 }])).toBe('A, C');
    expect(lettersOf([], [{ id: 1 }])).toBe('');
  });
});
