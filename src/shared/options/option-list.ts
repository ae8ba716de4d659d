/**
 * The option list's rules (spec sections 3 and 5): options are lettered A, B, C by position;
 * a radio list gives one id, a checkbox list toggles ids in an array.
 */
export function optionLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** The ids after a click: radio picks the one id; checkbox adds or removes it (kept in option order). */
export function choose<Id extends string | number>(mode: 'radio' | 'checkbox', selected: readonly Id[], id: Id, order: readonly Id[]): Id[] {
  if (mode === 'radio') return [id];
  const next = selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
  return order.filter((o) => next.includes(o));
}

/** "A, C" for a set of option ids of a question. */
export function lettersOf<Id extends string | number>(ids: readonly Id[], options: readonly { id: Id }[]): string {
  return options
    .map((o, index) => (ids.includes(o.id) ? optionLetter(index) : null))
    .filter((l): l is string => l !== null)
    .join(', ');
}
