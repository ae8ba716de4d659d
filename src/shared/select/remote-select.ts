/** A select's options come from a list call with every row at once (spec section 7: limit 999999). */
export const SELECT_FETCH_LIMIT = 999999;

export interface SelectOption {
  value: number | string;
  label: string;
}

/** The paging a select sends: the first page of 999999 rows. */
export interface SelectPaging {
  page: 1;
  limit: typeof SELECT_FETCH_LIMIT;
}

/** Fetches a select's options; it is given the paging to send. */
export type SelectLoader = (paging: SelectPaging) => Promise<SelectOption[]>;

export function selectPaging(): SelectPaging {
  return { page: 1, limit: SELECT_FETCH_LIMIT };
}

/** Rows of a list answer as options (id and name by default), skipping rows without either. */
export function toOptions<T>(rows: readonly (T | null | undefined)[] | null | undefined, value: (row: T) => number | string | null | undefined, label: (row: T) => string | null | undefined): SelectOption[] {
  const options: SelectOption[] = [];
  for (const row of rows ?? []) {
    if (row === null || row === undefined) continue;
    const v = value(row);
    const l = label(row);
    if (v === null || v === undefined || !l) continue;
    options.push({ value: v, label: l });
  }
  return options;
}

/** The value a native select holds ('' for "all") back as the option's own value. */
export function optionValue(raw: string, options: readonly SelectOption[]): number | string | null {
  if (raw === '') return null;
  const found = options.find((o) => String(o.value) === raw);
  return found ? found.value : null;
}
