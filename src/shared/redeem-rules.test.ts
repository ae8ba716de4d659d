import { describe, expect, it } from 'vitest';
import { redeemBlock } from './redeem-rules';

describe('redeem block (the mall offers only what the server would accept)', () => {
  const goods = { price: 30, stock: 5, perPersonLimit: 2, myRedeemedCount: 1 };
  it('names the first reason, in the order the server checks them', () => {
    expect(redeemBlock(goods, 100)).toBeNull();
    expect(redeemBlock(goods, 2)).toBe('short');
    expect(redeemBlock({ ...goods, stock: 0 }, 2)).toBe('soldOut');
    expect(redeemBlock(goods, 1000, 6)).toBe('stock');
    expect(redeemBlock(goods, 1000, 2)).toBe('limit');
    expect(redeemBlock({ ...goods, perPersonLimit: 0 }, 1000, 3)).toBeNull();
    expect(redeemBlock(goods, 30)).toBeNull();
    expect(redeemBlock(goods, undefined)).toBeNull();
  });
});
