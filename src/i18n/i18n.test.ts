import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

/** Every leaf key of a message tree, as dotted paths. */
function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

function lookup(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('i18n resources', () => {
  it('zh-CN and en-US have the same keys', () => {
    expect(leaves(enUS).sort()).toEqual(leaves(zhCN).sort());
  });

  it('no message is empty in either language', () => {
    for (const key of leaves(zhCN)) {
      expect(String(lookup(zhCN, key)).trim(), `zh-CN ${key}`).not.toBe('');
      expect(String(lookup(enUS, key)).trim(), `en-US ${key}`).not.toBe('');
    }
  });

  it('no English message holds Chinese characters or full-width punctuation (the language names excepted)', () => {
    const chinese = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
    for (const key of leaves(enUS)) {
      if (key === 'lang.zh-CN') continue;
      expect(String(lookup(enUS, key)), `en-US ${key}`).not.toMatch(chinese);
    }
  });

  it('placeholders match between the languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of leaves(zhCN)) expect(placeholders(lookup(enUS, key)), key).toEqual(placeholders(lookup(zhCN, key)));
  });

  it('a number next to an English noun has a singular form (i18next plurals: key_one and key_other, with count)', () => {
    const countNoun = /\{\{\w+\}\}\)? [a-z]+s\b/;
    for (const key of leaves(enUS)) {
      const text = String(lookup(enUS, key));
      if (!countNoun.test(text)) continue;
      expect(key, `en-US ${key}: "${text}" needs ${key}_one and ${key}_other`).toMatch(/_other$/);
      expect(text, key).toContain('{{count}}');
      const one = String(lookup(enUS, key.replace(/_other$/, '_one')));
      expect(one, `${key.replace(/_other$/, '_one')}`).toContain('{{count}}');
      expect(countNoun.test(one), `singular of ${key}: "${one}"`).toBe(false);
    }
  });

  it('chooses the singular for one and the plural otherwise', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } }, lng: 'en-US', interpolation: { escapeValue: false } });
    expect(i18n.t('courses.qa.replies', { count: 1 })).toBe('1 reply');
    expect(i18n.t('courses.qa.replies', { count: 0 })).toBe('0 replies');
    expect(i18n.t('courses.qa.replies', { count: 2 })).toBe('2 replies');
    expect(i18n.t('exams.attempt.score', { count: 2.5 })).toBe('(2.5 points)');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('courses.qa.replies', { count: 1 })).toBe('1 条回复');
  });
});
