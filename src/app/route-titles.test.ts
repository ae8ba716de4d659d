import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { enUS } from '../i18n/en-US';
import { zhCN } from '../i18n/zh-CN';
import { routeTree } from './router';

/** Every route of the tree with its title key. */
function titled(route: AnyRoute, out: { path: string; title: string }[] = []) {
  const title = (route.options as { staticData?: { title?: string } }).staticData?.title;
  if (title) out.push({ path: route.fullPath as string, title });
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  for (const child of Array.isArray(children) ? children : Object.values(children)) titled(child, out);
  return out;
}

describe('route titles', () => {
  // A trail reads its pages by their titles: two pages with one title make "My exams > ... > My exams".
  it('gives each page its own title key, with a text in both languages', () => {
    const routes = titled(routeTree as unknown as AnyRoute);
    expect(routes.length).toBeGreaterThan(50);
    const byTitle = new Map<string, string[]>();
    for (const r of routes) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r.path]);
    expect([...byTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
    for (const r of routes) {
      expect(zhCN.route[r.title as keyof typeof zhCN.route], r.title).toBeTruthy();
      expect(enUS.route[r.title as keyof typeof enUS.route], r.title).toBeTruthy();
    }
  });

  it('names the exam list and the exam being taken differently', () => {
    expect(zhCN.route.mineExam).not.toBe(zhCN.route.mineExamShow);
    expect(enUS.route.mineExam).not.toBe(enUS.route.mineExamShow);
  });
});
