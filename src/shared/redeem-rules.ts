/**
 * Whether the credits mall offers a redemption, and why not (display logic: the server checks
 * stock, the per-person limit and the balance again in one transaction, in that order, and
 * its refusal stays the last word). Used by the goods list, the goods page and the dialog, so
 * none of them offers what the others, or the server, refuse.
 */
export type RedeemBlock = 'soldOut' | 'stock' | 'limit' | 'short';

export function redeemBlock(
  goods: { price: number; stock: number; perPersonLimit?: number | null; myRedeemedCount?: number | null },
  balance: number | null | undefined,
  quantity = 1,
): RedeemBlock | null {
  if (goods.stock <= 0) return 'soldOut';
  if (quantity > goods.stock) return 'stock';
  const limit = goods.perPersonLimit ?? 0;
  if (limit > 0 && (goods.myRedeemedCount ?? 0) + quantity > limit) return 'limit';
  // An unknown balance (still loading) blocks nothing: the server decides.
  if (balance !== null && balance !== undefined && goods.price * quantity > balance) return 'short';
  return null;
}
