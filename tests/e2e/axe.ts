/**
 * axe-core's WCAG 2.x A/AA rules on the current page (the rules the product promises).
 * `expectAccessible(page)` fails the test with every violation listed: rule, impact, help and
 * the offending nodes' selectors, so a failure reads like a review comment.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits until no element is in a Blueprint/React transition (a toast, dialog or popover
 * fading in or out): axe judges the colours of what is on the page, not a frame of a fade.
 */
export async function settleTransitions(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]'), undefined, { timeout: 5_000 }).catch(() => undefined);
}

export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe-core WCAG A/AA violations on ${page.url()}`).toEqual([]);
}
