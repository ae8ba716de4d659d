import type { ParamsOptions } from '@tanstack/react-router';

/**
 * Param and search codecs shared by the area route files: the route definition parses the
 * address once, so pages receive numbers and never read raw strings.
 */

/** A positive integer, else undefined (a search param that is absent or malformed). */
export function positiveInt(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** One of `values` (a tab's id), else undefined: an unknown value falls back to the page's default. */
export function oneOf<const T extends string | number>(values: readonly T[], value: unknown): T | undefined {
  return values.find((v) => v === value || String(v) === String(value));
}

/** A calendar day 'YYYY-MM-DD' (?date= of a schedule), else undefined: today is the page's default. */
export function dayParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** ?keywords= of a list's search box: a non-empty string of at most 50 characters, else undefined. */
export function keywordsParam(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value.slice(0, 50) : undefined;
}

/**
 * `$id` as a number. A malformed id stays NaN and reaches the page as before (a course page
 * shows its refusal), instead of the route failing to match and the visitor going Home.
 */
export const idParams = {
  parse: ({ id }: { id: string }) => ({ id: Number(id) }),
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/**
 * The `params` option of a `$id` route, for the area files' route helpers: a helper generic
 * in its path cannot check a codec itself, so each call hands `idParams` in at a known path.
 */
export type IdParamsOption<TPath extends string> = NonNullable<ParamsOptions<TPath, { id: number }>['params']>;

/*
 * A validator answers every key it owns, undefined when the address's value is malformed: the
 * router hands a page the raw search overlaid with the validated one, so a key left out would
 * reach the page as typed (?id=abc as the string 'abc').
 */

/** ?id= of the pages the spec gives without a path id. */
export function idSearch(search: Record<string, unknown>): { id?: number } {
  return { id: positiveInt(search.id) };
}

/** ?mapId= of /knowledge/map-detail: the spec names the map's id so on this route (home and notices link with it). */
export function mapIdSearch(search: Record<string, unknown>): { mapId?: number } {
  return { mapId: positiveInt(search.mapId) };
}
