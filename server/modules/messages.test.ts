import { describe, expect, it } from 'vitest';
import { messages, pickLocale, translate, type Locale } from '../core/i18n.js';

describe('server messages', () => {
  it('every message exists in both languages with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, byLocale] of Object.entries(messages) as [string, Record<Locale, string>][]) {
      expect(byLocale['zh-CN'].trim(), key).not.toBe('');
      expect(byLocale['en-US'].trim(), key).not.toBe('');
      expect(placeholders(byLocale['en-US']), key).toEqual(placeholders(byLocale['zh-CN']));
    }
  });
  it('picks en-US only for English callers', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('zh-CN')).toBe('zh-CN');
    expect(pickLocale(undefined)).toBe('zh-CN');
  });
  it('fills placeholders', () => {
    expect(translate('accountLocked', 'en-US', { minutes: 15 })).toContain('15 minutes');
  });
});
