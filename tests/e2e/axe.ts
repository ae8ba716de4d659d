/**
 * axe-core's WCAG 2.x A/AA rules on the current page (the rules the product promises).
 * `expectAccessible(page)` fails the test with every violation listed: rule, impact, help and
 * the offending nodes' selectors, so a failure reads like a review comment.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Waits until no element is in a Blueprint/React transition (a dialog or popover fading in or
 * out): axe judges the colours of what is on the page, not a frame of a fade. Toasts are not
 * waited for (the end-of-test check in fixtures.ts leaves them out).
 */
export async function settleTransitions(page: Page) {
  await page
    .waitForFunction(() => ![...document.querySelectorAll('[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]')].some((el) => !el.closest('.bp6-toast-container')), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

export type Network = ReturnType<typeof watchRequests>;

/** Resource types that stay open by design (a playing video, a stream): not waited for. */
const STREAMING = new Set(['media', 'eventsource', 'websocket']);

/**
 * The page's requests in flight. `idle()` resolves once none has been open for 150 ms (or
 * after `timeout`, answering false): unlike Playwright's networkidle, which wants 500 ms of
 * silence and never sees it on a page that polls or plays media.
 */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!STREAMING.has(request.resourceType())) open.add(request);
  });
  const close = (request: Request) => open.delete(request);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    async idle(timeout = 5_000): Promise<boolean> {
      const until = Date.now() + timeout;
      let quietSince = 0;
      while (Date.now() < until) {
        if (open.size) quietSince = 0;
        else if (!quietSince) quietSince = Date.now();
        else if (Date.now() - quietSince >= 150) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    },
  };
}

/**
 * The violations of the page, outside `exclude` (selectors of regions left out: see the
 * end-of-test check in fixtures.ts).
 */
export async function axeViolations(page: Page, exclude: string[] = []) {
  // Only the violations are reported in full: axe-core then skips building the node lists of the
  // passes and the incomplete results (a third faster on /home, measured 2.9 s against 1.9 s).
  // `options` replaces what withTags sets, so the tags are given here.
  // Legacy mode: axe-core runs once in the page (same-origin frames through its own messaging)
  // instead of a partial run per frame finished in a blank page the builder opens for it, which
  // cost a new page each time: 1.3-1.5 s against 3.1-4.0 s on /home, 0.7 s against 1.5-1.7 s on
  // /course and the member page (measured on this machine kind). The portal embeds no
  // cross-origin frame a test opens (the embed page's frame is the one iframe, and its address
  // is the portal's own in the tests).
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] });
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder.analyze();
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
