interface Entry<T> {
  /** Until when the value is fresh (epoch ms). */
  expires: number;
  value: Promise<T>;
  /** Whether the value has arrived (a stale value is only served once it has). */
  settled: boolean;
  /** A background refresh under way. */
  refreshing: boolean;
}

/**
 * A short-lived in-process cache of answers that are the same for every caller (company
 * rankings, banners, the first page of the study feed).
 *
 * - Single flight: callers that miss at the same time share one load.
 * - A value is fresh for the TTL. During the next TTL it is still served, at once, while one
 *   background load replaces it, so no caller waits for a refresh; older than that, callers
 *   wait for a new load. A value is therefore at most two TTLs old.
 * - A failed load is forgotten at once (a failed refresh keeps the stale value until it is
 *   too old, and the next caller tries again).
 * - A TTL of 0 turns it off (every call loads), which is what the test servers use so a
 *   write is seen by the next read.
 */
export class ShortCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    /** The clock (epoch ms); tests move it. */
    private readonly clock: () => number = () => Date.now(),
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.settled && hit.expires + this.ttlMs > now) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    if (this.entries.size >= 1000) this.sweep(now);
    return this.loadInto(key, load, now).value;
  }

  clear() {
    this.entries.clear();
  }

  private loadInto(key: string, load: () => Promise<T>, now: number): Entry<T> {
    const entry: Entry<T> = { expires: now + this.ttlMs, value: load(), settled: false, refreshing: false };
    this.entries.set(key, entry);
    entry.value.then(
      () => (entry.settled = true),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  /** Loads the value again in the background; the stale entry answers until the new value arrives. */
  private refresh(key: string, stale: Entry<T>, load: () => Promise<T>) {
    stale.refreshing = true;
    const started = this.clock();
    load().then(
      (value) => {
        if (this.entries.get(key) === stale) this.entries.set(key, { expires: started + this.ttlMs, value: Promise.resolve(value), settled: true, refreshing: false });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires + this.ttlMs <= now) this.entries.delete(key);
  }
}
