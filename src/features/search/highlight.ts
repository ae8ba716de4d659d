/** Pieces of `text` with the parts that match a term (case-insensitive) flagged, for the page to mark. */
export function highlightParts(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length || !text) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, hit: words.some((w) => w.toLowerCase() === piece.toLowerCase()) }));
}
