/**
 * The practice set's order: every question that has appeared while practising, in the order
 * it first appeared. A question's number is its place here, so it stays the same while
 * questions leave the book (a right answer removes it and the list is read again) instead of
 * restarting at 1. Questions that appear later (a new page) go after the others.
 */
export function practiceOrder(known: readonly string[], ids: readonly string[]): readonly string[] {
  const added = ids.filter((id) => !known.includes(id));
  return added.length === 0 ? known : [...known, ...added];
}

/** The question's number in the set (1-based). */
export function practiceNumber(order: readonly string[], id: string): number {
  return order.indexOf(id) + 1;
}
