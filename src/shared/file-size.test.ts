import { describe, expect, it } from 'vitest';
import { megabytes } from './file-size';

describe('megabytes (spec: MB with two decimals)', () => {
  it('shows two decimals', () => {
    expect(megabytes(1024 * 1024)).toBe('1.00');
    expect(megabytes(3.456 * 1024 * 1024)).toBe('3.46');
    expect(megabytes(6000)).toBe('0.01');
  });
  it('never shows 0.00 for a file that has bytes', () => {
    expect(megabytes(3686)).toBe('< 0.01');
    expect(megabytes(1)).toBe('< 0.01');
    expect(megabytes(5120)).toBe('< 0.01');
  });
  it('an empty file is 0.00', () => {
    expect(megabytes(0)).toBe('0.00');
  });
});
