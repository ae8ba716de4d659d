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

  it('placeholders match between the languages', () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of leaves(zhCN)) expect(placeholders(lookup(enUS, key)), key).toEqual(placeholders(lookup(zhCN, key)));
  });
});
