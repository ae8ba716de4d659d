/**
 * The address an embedding page may show: an http(s) address, or one of the portal's own
 * (a path), resolved against the portal; anything else (javascript:, data:, file:) is refused.
 */
export function embeddable(url: string | undefined, origin: string): string | null {
  const raw = url?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.href;
}
