import { describe, expect, it } from 'vitest';
import { movedOrder } from './banner-save';

describe('a banner moved one place', () => {
  it('swaps with its neighbour up or down', () => {
    expect(movedOrder(['1', '2', '3'], '2', -1)).toEqual(['2', '1', '3']);
    expect(movedOrder(['1', '2', '3'], '2', 1)).toEqual(['1', '3', '2']);
  });

  it('goes nowhere past either end, nor when it is not in the list', () => {
    expect(movedOrder(['1', '2', '3'], '1', -1)).toBeNull();
    expect(movedOrder(['1', '2', '3'], '3', 1)).toBeNull();
    expect(movedOrder(['1', '2'], '9', 1)).toBeNull();
  });
});
