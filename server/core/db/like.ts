/** A term taken literally inside an ILIKE pattern (its \, % and _ escaped). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** `%term%`: rows whose text holds the term anywhere. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/** `term%`: rows whose text starts with the term. */
export const startsWithPattern = (term: string) => `${escapeLike(term)}%`;
