import { describe, expect, it } from 'vitest';
import { isValidIdNumber } from './validators';

describe('ID number', () => {
  it('accepts 18 characters with the right check character (x in either case)', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('440524198001010013')).toBe(true);
  });
  it('refuses a wrong check character, a wrong length, letters and impossible dates', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('1101051949123100')).toBe(false);
    expect(isValidIdNumber('11010519491331002X')).toBe(false);
    expect(isValidIdNumber('A1010519491231002X')).toBe(false);
    expect(isValidIdNumber('')).toBe(false);
  });
});
