import { describe, expect, it } from 'vitest';
import { initialValues, numberParam, rangeParam, resetValues, searchesOnKey, textParam, type SearchField } from './search-form';

const fields: SearchField[] = [
  { kind: 'text', name: 'keywords', label: 'Keywords' },
  { kind: 'select', name: 'status', label: 'Status', initial: 1, options: [{ value: 1, label: 'One' }, { value: 2, label: 'Two' }] },
  { kind: 'remote-select', name: 'lecturer', label: 'Lecturer', allLabel: 'All', load: () => Promise.resolve([]) },
  { kind: 'date-range', name: 'when', label: 'When' },
  { kind: 'text', name: 'dept', label: 'Department', initial: 'R&D', disabled: true },
  { kind: 'select', name: 'size', label: 'Size', initial: 10, options: [], noReset: true },
];

describe('search form builder', () => {
  it('starts every field at its initial value', () => {
    expect(initialValues(fields)).toEqual({ keywords: '', status: 1, lecturer: null, when: { start: null, end: null }, dept: 'R&D', size: 10 });
  });

  it('reset restores initial values except fields flagged disabled or no-reset', () => {
    const edited = { keywords: 'excel', status: 2, lecturer: 7, when: { start: 100, end: 200 }, dept: 'Sales', size: 50 };
    expect(resetValues(fields, edited)).toEqual({ keywords: '', status: 1, lecturer: null, when: { start: null, end: null }, dept: 'Sales', size: 50 });
  });

  it('Enter in a text field searches; elsewhere, or while composing, it does not', () => {
    expect(searchesOnKey({ kind: 'text' }, 'Enter')).toBe(true);
    expect(searchesOnKey({ kind: 'text' }, 'Enter', true)).toBe(false);
    expect(searchesOnKey({ kind: 'text' }, 'a')).toBe(false);
    expect(searchesOnKey({ kind: 'select' }, 'Enter')).toBe(false);
    expect(searchesOnKey({ kind: 'date-range' }, 'Enter')).toBe(false);
  });

  it('reads the values as call parameters', () => {
    const values = { keywords: '  excel ', status: 2, lecturer: null, when: { start: 100, end: null } };
    expect(textParam(values, 'keywords')).toBe('excel');
    expect(textParam({ keywords: '  ' }, 'keywords')).toBeUndefined();
    expect(numberParam(values, 'status')).toBe(2);
    expect(numberParam(values, 'lecturer')).toBeUndefined();
    expect(rangeParam(values, 'when')).toEqual({ start: 100, end: undefined });
    expect(rangeParam(values, 'missing')).toEqual({});
  });
});
