/**
 * A short-lived in-process cache of answers that are the same for every caller (company
 * rankings, banners, the first page of the study feed). Single flight: callers that miss
 * at the same time share one load. A failed load is forgotten at once. A TTL of 0 turns it
 * off (every call loads), which is what the test servers use so a write is seen by the next read.
 */
export class ShortCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= 1000) this.sweep(now);
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    this.entries.clear();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
