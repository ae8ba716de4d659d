/**
 * The breadcrumb trail kept for the session (spec section 2): reset on a top-level path,
 * truncated when a route already in the trail is visited again, appended otherwise; and
 * the special back route. The pages of one sidebar (the member area's) are one level of
 * the trail: moving between them replaces that crumb instead of adding one each click (our
 * reading of "truncated on revisit" for a shell whose pages are siblings, not a path). The rules are here; Breadcrumb.tsx records the pages shown,
 * draws the trail and gives the header's back control its target.
 */
export interface TrailEntry {
  /** The route's id in the route tree (one entry per route). */
  routeId: string;
  /** Full address with search, to go back exactly. */
  href: string;
  title: string;
  /** Marked to-back: StageDetail and Knowledge, targets of the special back route. */
  toBack?: boolean;
  /** The shell (route id) whose sibling pages share one level of the trail, if any. */
  level?: string;
}

/**
 * How many crumbs the trail shows at most; earlier ones wait in the ellipsis menu in front.
 * Four fit the widest titles of both languages in the page width on one line.
 */
export const MAX_VISIBLE_CRUMBS = 4;

/** The crumbs shown and those folded into the ellipsis menu (oldest first). */
export function visibleTrail<T>(trail: readonly T[], max = MAX_VISIBLE_CRUMBS): { hidden: T[]; shown: T[] } {
  if (trail.length <= max) return { hidden: [], shown: [...trail] };
  // The ellipsis takes one place of the `max`.
  const cut = trail.length - (max - 1);
  return { hidden: trail.slice(0, cut), shown: trail.slice(cut) };
}

/** A top-level path has one segment: /home, /course, /library, /member ... */
export function isTopLevelPath(pathname: string): boolean {
  return pathname.split('/').filter(Boolean).length <= 1;
}

export function nextTrail(trail: readonly TrailEntry[], entry: TrailEntry, pathname: string): TrailEntry[] {
  if (isTopLevelPath(pathname)) return [entry];
  const seen = trail.findIndex((e) => e.routeId === entry.routeId || (entry.level !== undefined && e.level === entry.level));
  if (seen >= 0) return [...trail.slice(0, seen), entry];
  return [...trail, entry];
}

/**
 * Where the back control goes. From a page marked `back`, the special back route returns
 * to the latest to-back page of the trail (StageDetail or Knowledge, with its id);
 * otherwise to the previous trail entry; null means use the browser history.
 */
export function backTarget(trail: readonly TrailEntry[], current: { routeId: string; back?: boolean }): string | null {
  const before = trail.filter((e) => e.routeId !== current.routeId);
  if (current.back) {
    const target = [...before].reverse().find((e) => e.toBack);
    if (target) return target.href;
  }
  return before.at(-1)?.href ?? null;
}

const STORAGE_KEY = 'breadcrumb';

type TrailStorage = Pick<Storage, 'getItem' | 'setItem'>;

function loadTrail(storage: TrailStorage): TrailEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as TrailEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * The session's trail, kept in session storage (it survives a reload, not the tab) and
 * read by subscribers (React's useSyncExternalStore) when a visit changes it.
 */
export function createTrailStore(storage: TrailStorage) {
  let trail = loadTrail(storage);
  const listeners = new Set<() => void>();
  return {
    get: (): readonly TrailEntry[] => trail,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A page was shown: the trail follows the rules above. */
    visit(entry: TrailEntry, pathname: string) {
      trail = nextTrail(trail, entry, pathname);
      storage.setItem(STORAGE_KEY, JSON.stringify(trail));
      for (const listener of listeners) listener();
    },
  };
}

export type TrailStore = ReturnType<typeof createTrailStore>;
