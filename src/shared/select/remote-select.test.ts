import { describe, expect, it, vi } from 'vitest';
import { optionValue, SELECT_FETCH_LIMIT, selectPaging, toOptions, type SelectLoader } from './remote-select';

describe('remote select', () => {
  it('asks for every row at once: page 1, limit 999999', async () => {
    const load = vi.fn<SelectLoader>().mockResolvedValue([]);
    await load(selectPaging());
    expect(SELECT_FETCH_LIMIT).toBe(999999);
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 999999 });
  });

  it('turns list rows into options, skipping holes', () => {
    const rows = [{ id: 1, name: 'Ann' }, null, { id: 2, name: '' }, { id: 3, name: 'Bo' }];
    expect(toOptions(rows, (r) => r.id, (r) => r.name)).toEqual([
      { value: 1, label: 'Ann' },
      { value: 3, label: 'Bo' },
    ]);
    expect(toOptions(null, (r: { id: number }) => r.id, () => 'x')).toEqual([]);
  });

  it('reads the native value back as the option value ("" is all)', () => {
    const options = [{ value: 7, label: 'Seven' }, { value: 'a', label: 'A' }];
    expect(optionValue('7', options)).toBe(7);
    expect(optionValue('a', options)).toBe('a');
    expect(optionValue('', options)).toBeNull();
    expect(optionValue('9', options)).toBeNull();
  });
});
