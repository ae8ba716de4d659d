/** The gateway types list items as nullable; the API never sends nulls. Keeps the present ones. */
export function present<T>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
}
