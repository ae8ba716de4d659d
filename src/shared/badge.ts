/** Spec section 9: the notification badge caps at 99+. */
export function badgeText(total: number): string {
  return total >= 99 ? '99+' : String(total);
}
