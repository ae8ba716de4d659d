import { Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCompanyZone } from './company-zone';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  const before = Settings.defaultZone;
  afterEach(() => {
    Settings.defaultZone = before;
  });

  it('shows unix seconds and ISO times in the company zone, not the computer one', () => {
    applyCompanyZone('Asia/Shanghai');
    // 2026-03-01 00:30 UTC is 08:30 in Shanghai.
    expect(formatDateTime(1772325000, 'en-US')).toBe('2026-03-01 08:30');
    expect(formatDateTime('2026-03-01T00:30:00Z', 'zh-CN')).toBe('2026-03-01 08:30');
    expect(formatDate(1772325000, 'en-US')).toBe('2026-03-01');
    applyCompanyZone('America/New_York');
    expect(formatDateTime(1772325000, 'en-US')).toBe('2026-02-28 19:30');
  });

  it('shows nothing for an absent or broken time', () => {
    expect(formatDateTime(null, 'en-US')).toBe('');
    expect(formatDateTime('not a date', 'en-US')).toBe('');
  });
});
