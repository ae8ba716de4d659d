import type { SelectLoader, SelectOption } from '../select/remote-select';
import { EMPTY_RANGE, type UnixRange } from '../date-range/date-range';

/** The value of one search field: text, a chosen option (null: all) or a range of days in unix seconds. */
export type SearchValue = string | number | null | UnixRange;
export type SearchValues = Record<string, SearchValue>;

interface FieldBase {
  name: string;
  label: string;
  /** Shown but not editable; reset leaves its value alone. */
  disabled?: boolean;
  /** Reset leaves its value alone (the spec's no-reset flag). */
  noReset?: boolean;
}

/** A search form is described by its fields (the spec's search form builder). */
export type SearchField =
  | (FieldBase & { kind: 'text'; initial?: string; placeholder?: string; maxLength?: number })
  | (FieldBase & { kind: 'select'; initial?: number | string | null; options: SelectOption[]; allLabel?: string })
  | (FieldBase & { kind: 'remote-select'; initial?: number | string | null; load: SelectLoader; allLabel: string })
  | (FieldBase & { kind: 'date-range'; initial?: UnixRange });

function initialOf(field: SearchField): SearchValue {
  switch (field.kind) {
    case 'text':
      return field.initial ?? '';
    case 'date-range':
      return field.initial ?? EMPTY_RANGE;
    default:
      return field.initial ?? null;
  }
}

/** Every field at its initial value. */
export function initialValues(fields: readonly SearchField[]): SearchValues {
  return Object.fromEntries(fields.map((f) => [f.name, initialOf(f)]));
}

/** Reset: every field back to its initial value, except fields flagged disabled or no-reset, which keep theirs. */
export function resetValues(fields: readonly SearchField[], current: SearchValues): SearchValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.disabled || f.noReset ? (current[f.name] ?? initialOf(f)) : initialOf(f)]));
}

/** Enter in a text field searches; Enter elsewhere (a select, the picker) does not. */
export function searchesOnKey(field: Pick<SearchField, 'kind'>, key: string, composing = false): boolean {
  return field.kind === 'text' && key === 'Enter' && !composing;
}

/** A text value of the search (empty: undefined). */
export function textParam(values: SearchValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A chosen number of the search (all: undefined). */
export function numberParam(values: SearchValues, name: string): number | undefined {
  const value = values[name];
  return typeof value === 'number' ? value : undefined;
}

/** A range of the search (open ends: undefined). */
export function rangeParam(values: SearchValues, name: string): { start?: number; end?: number } {
  const value = values[name];
  if (!value || typeof value !== 'object') return {};
  return { start: value.start ?? undefined, end: value.end ?? undefined };
}
