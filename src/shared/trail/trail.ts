import { useSyncExternalStore } from 'react';

/**
 * The breadcrumb trail kept for the session (spec section 2): reset on a top-level path,
 * truncated when a route already in the trail is visited again, appended otherwise; and
 * the special back route. The pages of one sidebar (the member area's) are one level of
 * the trail, and so are the lessons of a course (video, document, audio: Next lesson moves
 * to a sibling): moving between them replaces that crumb instead of adding one each click
 * (our reading of "truncated on revisit" for pages that are siblings, not a path). The rules
 * are here, with the session's store (shared: a feature's "back to the list" link reads the
 * list's address from it); app/breadcrumb records the pages shown, draws the trail and gives
 * the header's back control its target.
 */
export interface TrailEntry {
  /** The route's id in the route tree (one entry per route). */
  routeId: string;
  /** Full address with search, to go back exactly. */
  href: string;
  title: string;
  /** Marked to-back: StageDetail and Knowledge, targets of the special back route. */
  toBack?: boolean;
  /** The group (a shell's route id, or a route's trailLevel) whose sibling pages share one level of the trail, if any. */
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

/** Where the trail starts when it has nothing before a top-level page: Home, which has no trail. */
export const TRAIL_ROOT = '/home';

/**
 * Where the back control goes: always backwards along the trail, never forwards in the
 * browser history (a history step back from a page Back itself opened is the page Back left,
 * and the two would alternate forever). From a page marked `back`, the special back route
 * returns to the latest to-back page of the trail (StageDetail or Knowledge, with its id);
 * otherwise to the previous trail entry; from the first entry, Home. Each step leaves a shorter
 * trail (a revisit truncates it, a top-level page restarts it), so Back ends on Home. null:
 * on Home, nowhere to go.
 */
export function backTarget(trail: readonly TrailEntry[], current: { routeId: string; back?: boolean }, pathname: string): string | null {
  const at = trail.findIndex((e) => e.routeId === current.routeId);
  const before = at >= 0 ? trail.slice(0, at) : [...trail];
  if (current.back) {
    const target = [...before].reverse().find((e) => e.toBack);
    if (target) return target.href;
  }
  const previous = before.at(-1)?.href;
  if (previous !== undefined) return previous;
  return pathname === TRAIL_ROOT ? null : TRAIL_ROOT;
}

/** The path of an address (its search and hash left off). */
const pathOf = (href: string) => href.replace(/[?#].*$/, '');

/**
 * The address to return to a list page by: the latest visit of `path` in the trail, with the
 * search it had (its tab, filters, page), else `path` itself. A page's "back to the list"
 * link uses it, so the list opens as it was left.
 */
export function returnHref(trail: readonly TrailEntry[], path: string): string {
  return [...trail].reverse().find((e) => pathOf(e.href) === path)?.href ?? path;
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

let store: TrailStore | undefined;

/** The tab's trail, made on first use (session storage exists only in the browser). */
export function trailStore(): TrailStore {
  store ??= createTrailStore(sessionStorage);
  return store;
}

/** The session's trail, redrawn when a visit changes it. */
export function useTrail(): readonly TrailEntry[] {
  return useSyncExternalStore(trailStore().subscribe, trailStore().get);
}
